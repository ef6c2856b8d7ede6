// Playwright fixtures for end-to-end tests against the stateful test backend (tests/backend)
// instead of Prism. Per worker: the backend, a relay in front of it that a test can cut (the
// `relay` fixture: a mobile network's outage), and `vite preview` of the build with its proxy
// pointed at the relay (BACKEND_ORIGIN), under the production Content-Security-Policy. Per
// test: a fresh backend state before, and after the test the money invariants (nothing debited
// twice, nothing lost), no contract violation and no call the backend does not implement.
import { test as base, expect } from '@playwright/test';
import { startRelay, type Relay } from '../backend/relay.ts';
import { startBackend, type TestBackend } from '../backend/server.ts';
import { startPreview } from './servers.ts';

export interface StatefulApp {
  backend: TestBackend;
  /** Between the preview's proxy and the backend: cut() is an outage, restore() its end. */
  relay: Relay;
  /** The preview's origin, e.g. http://127.0.0.1:41234. */
  url: string;
}

export const test = base.extend<{ backend: TestBackend; relay: Relay }, { statefulApp: StatefulApp }>({
  statefulApp: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const backend = await startBackend();
      const relay = await startRelay(backend.origin);
      try {
        const preview = await startPreview({ BACKEND_ORIGIN: relay.origin });
        try {
          await use({ backend, relay, url: preview.url });
        } finally {
          await preview.stop();
        }
      } finally {
        await relay.close();
        await backend.close();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],

  baseURL: async ({ statefulApp }, use) => {
    await use(statefulApp.url);
  },

  backend: [
    async ({ statefulApp }, use) => {
      const { backend, relay } = statefulApp;
      relay.reset();
      backend.reset();
      await use(backend);
      // Teardown runs after the page and its context are closed: the app has stopped calling.
      backend.assertLedgerConsistent();
      expect(backend.contractViolations, 'answers and events of the backend that break the contract').toEqual([]);
      expect(backend.notImplemented, 'calls the test backend does not implement (answered 501)').toEqual([]);
    },
    { auto: true },
  ],

  relay: async ({ statefulApp }, use) => {
    await use(statefulApp.relay);
    statefulApp.relay.restore();
  },
});

export { expect };
export { openApp } from './app.ts';
