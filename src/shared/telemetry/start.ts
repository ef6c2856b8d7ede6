// Field telemetry bound to the browser (issue 39, ADR 0040): the app's own `app:` marks, Web
// Vitals (web-vitals), uncaught errors and unhandled rejections, sent for a sampled share of opens
// to the proposed POST /telemetry; the first batch through the typed client (is the call there?),
// the rest and the last one with navigator.sendBeacon. Loaded on demand once the first screen has
// settled and the trader is signed in (shell/background.tsx): none of it is in the entry.
import { callMissing } from '../api/missing-call.ts';
import type { ApiClients } from '../api/client.ts';
import { matchRoute } from '../routes/route-table.ts';
import { createTelemetryQueue, errorName, sampled, scrubMessage, type TelemetryBatch, type TelemetryEvent, type TelemetryQueue } from './telemetry.ts';

/** Where a backend without the call is remembered, and for how long: a day. */
export const TELEMETRY_OFF_KEY = 'trader.telemetry.offUntil';
const OFF_FOR_MS = 24 * 60 * 60 * 1000;
/** Marks the app sets for its own moments start with this (e.g. `app:usable:home`). */
export const MARK_PREFIX = 'app:';

export interface TelemetryOptions {
  clients: ApiClients;
  /** The absolute URL of POST /telemetry, for the beacons. */
  url: string;
  /** Config.telemetry_sample_rate (absent: off). */
  sampleRate: number | undefined;
  release: string;
  platform?: string;
  win?: Window;
  random?: () => number;
}

/** The route pattern a path shows (`/trade/order/:id`), never the path with its ids. */
export function routeOf(pathname: string): string {
  const match = matchRoute(pathname);
  return (match?.route.pattern ?? 'unknown').slice(0, 64);
}

/** Starts reporting when this open is sampled and the backend has not said it lacks the call; returns a stop function. */
export function startTelemetry(options: TelemetryOptions): () => void {
  const win = options.win ?? window;
  const random = options.random ?? Math.random;
  const storage = safeStorage(win);
  const sampleRate = options.sampleRate;
  if (sampleRate === undefined || !sampled(sampleRate, random)) return () => {};
  if (Number(storage?.getItem(TELEMETRY_OFF_KEY) ?? 0) > Date.now()) return () => {};

  const queue = createTelemetryQueue(
    {
      async send(batch) {
        try {
          await options.clients.trader.POST('/telemetry', { body: batch });
          return 'ok';
        } catch (error) {
          if (callMissing(error)) return 'missing';
          console.warn(`Telemetry batch not taken: ${error instanceof Error ? error.message : String(error)}`);
          return 'failed';
        }
      },
      beacon: (batch) => beacon(win, options.url, batch),
      schedule(run, ms) {
        const timer = win.setTimeout(run, ms);
        return () => win.clearTimeout(timer);
      },
      lacking() {
        storage?.setItem(TELEMETRY_OFF_KEY, String(Date.now() + OFF_FOR_MS));
      },
    },
    { session: win.crypto.randomUUID(), release: options.release, ...(options.platform ? { platform: options.platform } : {}), sampleRate },
  );
  return bindBrowser(win, queue);
}

function bindBrowser(win: Window, queue: TelemetryQueue): () => void {
  const now = () => Math.max(0, Math.round(win.performance.now()));
  const route = () => routeOf(win.location.pathname);
  const record = (event: Omit<TelemetryEvent, 'route' | 'at'> & { at?: number }) => queue.record({ at: now(), route: route(), ...event });
  const stops: (() => void)[] = [];

  // The app's own moments, those before this started included (buffered).
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (typeof Observer === 'function' && Observer.supportedEntryTypes?.includes('mark')) {
    const marks = new Observer((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.name.startsWith(MARK_PREFIX)) continue;
        const at = Math.max(0, Math.round(entry.startTime));
        record({ kind: 'mark', name: entry.name.slice(0, 64), value: at, at });
      }
    });
    marks.observe({ type: 'mark', buffered: true });
    stops.push(() => marks.disconnect());
  }

  const onError = (event: ErrorEvent) => record({ kind: 'error', name: errorName(event.error), message: scrubMessage(event.message || String(event.error ?? '')) });
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    record({ kind: 'error', name: errorName(reason), message: scrubMessage(reason instanceof Error ? reason.message : String(reason)) });
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  stops.push(() => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  });

  // Web Vitals, a few KiB loaded with this module's chunk. INP and CLS are reported when the page
  // is hidden: their listeners go first, so the hidden page's flush below carries them.
  let stopped = false;
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    if (stopped) return;
    for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
      on((metric) => {
        if (!stopped) record({ kind: 'vital', name: metric.name, value: Math.max(0, Math.round(metric.value * 1000) / 1000) });
      });
    }
    bindHidden();
  });
  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') queue.flush(true);
  };
  const onPageHide = () => queue.flush(true);
  const bindHidden = () => {
    win.document.addEventListener('visibilitychange', onHidden);
    win.addEventListener('pagehide', onPageHide);
    stops.push(() => {
      win.document.removeEventListener('visibilitychange', onHidden);
      win.removeEventListener('pagehide', onPageHide);
    });
  };
  return () => {
    stopped = true;
    for (const stop of stops.splice(0)) stop();
  };
}

function beacon(win: Window, url: string, batch: TelemetryBatch): boolean {
  const body = new Blob([JSON.stringify(batch)], { type: 'application/json' });
  if (typeof win.navigator.sendBeacon === 'function') {
    try {
      if (win.navigator.sendBeacon(url, body)) return true;
    } catch {
      // A browser that refuses a JSON beacon (cross-origin): fetch with keepalive below.
    }
  }
  void win.fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined);
  return true;
}

function safeStorage(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}
