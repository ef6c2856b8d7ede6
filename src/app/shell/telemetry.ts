// Field telemetry's start (issue 39, ADR 0040): once the first screen has settled and the trader is
// signed in, at an idle moment, with the sample rate the config already read says. Its code
// (src/shared/telemetry, then web-vitals for a sampled open) loads only then, off the entry.
import type { components } from '../../../generated/openapi/trader-api.ts';
import { configQuery } from '../../shared/api/resources.ts';
import { absoluteUrl } from '../../shared/config/env.ts';
import { whenIdle } from '../../shared/lib/idle.ts';
import type { AppRuntime } from '../runtime.ts';

/** The longest the start waits for an idle moment. */
const IDLE_TIMEOUT_MS = 5000;

/** Starts reporting at the next idle moment; returns a function that stops it (or its start). */
export function startTelemetryWhenIdle(rt: AppRuntime, win: Window = window): () => void {
  let stop = () => {};
  let cancelled = false;
  const cancelIdle = whenIdle(
    () => {
      // The config the first screen read: no request of its own (none read: no report this open).
      const config = rt.queryClient.getQueryData<components['schemas']['Config']>(configQuery(rt.api).queryKey);
      const sampleRate = config?.telemetry_sample_rate;
      if (!sampleRate) return;
      void import('../../shared/telemetry/start.ts').then(({ startTelemetry }) => {
        if (cancelled) return;
        stop = startTelemetry({
          clients: rt.clients,
          url: `${absoluteUrl(rt.config.VITE_API_BASE_URL, win.location.origin).replace(/\/$/, '')}/telemetry`,
          sampleRate,
          release: __APP_VERSION__,
          ...(rt.launch.platform ? { platform: rt.launch.platform } : {}),
          win,
        });
      });
    },
    IDLE_TIMEOUT_MS,
    win,
  );
  return () => {
    cancelled = true;
    cancelIdle();
    stop();
  };
}
