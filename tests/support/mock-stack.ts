// The Prism stack of the mock-backed e2e specs, one per Playwright worker on free ports: Prism
// for each OpenAPI document, the events mock (socket.io) and `vite preview` of the build
// proxying to them. Dates are served as written in the examples (the specs pin the clock to
// them), as `MOCK_DATES=examples npm run mock` does; or random valid data (Prism's dynamic mode,
// seeded) for the fuzz pass.
import { portOf } from '../../scripts/lib/address.ts';
import { startEventsServer, type RunningEventsServer } from '../../scripts/mock/events-server.ts';
import { startPrism, type RunningPrism } from '../../scripts/mock/prism.ts';
import { startPreview, type RunningServer } from './servers.ts';

export interface MockStack {
  /** The app's origin (`vite preview`). */
  url: string;
  /** Prism of the trader API, straight (no base path). */
  traderUrl: string;
  /** Prism of the gateway API, straight. */
  gatewayUrl: string;
  /** The events mock, with its control endpoints (/__emit, /__clients, /__outage). */
  eventsUrl: string;
  stop(): Promise<void>;
}

export interface MockData {
  /** Random valid answers (Prism --dynamic) instead of the examples. */
  dynamic: boolean;
  /** Seed of the random answers, so a failure can be replayed. */
  seed?: string;
}

export async function startMockStack(data: MockData = { dynamic: false }): Promise<MockStack> {
  const started: { stop(): Promise<void> }[] = [];
  const stop = async () => {
    await Promise.all(started.splice(0).map((s) => s.stop()));
  };
  try {
    // Each on a port of its own: Prism on one found for it (and found again if taken first), the
    // events mock on the one it binds (port 0); the preview's proxy is told the ones they got.
    const prisms: RunningPrism[] = await Promise.all([
      startPrism({ document: 'openapi/trader-api.yaml', ...data }).then((p) => (started.push(p), p)),
      startPrism({ document: 'openapi/gateway-api.yaml', ...data }).then((p) => (started.push(p), p)),
    ]);
    const eventsServer: RunningEventsServer = await startEventsServer({ port: 0 });
    started.push({ stop: () => eventsServer.close() });
    const preview: RunningServer = await startPreview({ MOCK_TRADER_PORT: String(portOf(prisms[0]!.url)), MOCK_GATEWAY_PORT: String(portOf(prisms[1]!.url)), MOCK_EVENTS_PORT: String(portOf(eventsServer.url)) });
    started.push(preview);
    return { url: preview.url, traderUrl: prisms[0]!.url, gatewayUrl: prisms[1]!.url, eventsUrl: eventsServer.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
