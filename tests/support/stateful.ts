// Playwright fixtures for end-to-end tests against the stateful test backend (tests/backend)
// instead of Prism. Per worker: the backend, a relay in front of it that a test can cut (the
// `relay` fixture: a mobile network's outage), and a front server for the build with its base
// paths forwarded to the relay: `vite preview` under the production Content-Security-Policy
// (BACKEND_ORIGIN), or, with the `frontServer: 'nginx'` option, real nginx with the repository's
// config (deploy/nginx/trader-mini-app.conf.template, started as `npm run serve` starts it:
// scripts/lib/nginx.ts). Per test: a fresh backend state before, and after the test the money
// invariants (nothing debited twice, nothing lost), no contract violation and no call the
// backend does not implement.
import { test as base, expect } from '@playwright/test';
import { onFreePort } from '../../scripts/lib/free-port.ts';
import { startNginx } from '../../scripts/lib/nginx.ts';
import { startRelay, type Relay } from '../backend/relay.ts';
import { startBackend, type TestBackend } from '../backend/server.ts';
import { distDir, startPreview, type RunningServer } from './servers.ts';

/** What serves the build in front of the backend: `vite preview` (the default) or nginx. */
export type FrontServer = 'preview' | 'nginx';

export interface StatefulApp {
  backend: TestBackend;
  /** Between the front server and the backend: cut() is an outage, restore() its end. */
  relay: Relay;
  /** The front server's origin, e.g. http://127.0.0.1:41234. */
  url: string;
  front: FrontServer;
  /**
   * nginx only: serves another build from now on, as a deploy does (scripts/lib/nginx.ts
   * switchRelease); `distDir()` switches back. A test that deploys switches back before it ends.
   */
  deploy(dir: string): void;
}

async function startFront(front: FrontServer, backendOrigin: string): Promise<RunningServer & { deploy(dir: string): void }> {
  if (front === 'nginx') {
    // nginx is told its port: a free one, and another when one is taken before nginx binds it.
    const nginx = await onFreePort((port) => startNginx({ port, backend: backendOrigin, dist: distDir() }));
    return { url: nginx.url, stop: nginx.stop, deploy: (dir) => nginx.switchRelease(dir) };
  }
  const preview = await startPreview({ BACKEND_ORIGIN: backendOrigin });
  return {
    ...preview,
    deploy: () => {
      throw new Error("vite preview serves one build: a test that deploys another runs with test.use({ frontServer: 'nginx' })");
    },
  };
}

export const test = base.extend<{ backend: TestBackend; relay: Relay }, { frontServer: FrontServer; statefulApp: StatefulApp }>({
  frontServer: ['preview', { scope: 'worker', option: true }],

  statefulApp: [
    async ({ frontServer }, use) => {
      const backend = await startBackend();
      const relay = await startRelay(backend.origin);
      try {
        const front = await startFront(frontServer, relay.origin);
        try {
          await use({ backend, relay, url: front.url, front: frontServer, deploy: front.deploy });
        } finally {
          await front.stop();
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
