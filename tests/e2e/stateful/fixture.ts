// Playwright fixtures for end-to-end tests against the stateful test backend (tests/backend)
// instead of Prism. Per worker: the backend, a relay in front of it that a test can cut (the
// `relay` fixture: a mobile network's outage), and `vite preview` of the build with its proxy
// pointed at the relay (BACKEND_ORIGIN), under the production Content-Security-Policy. Per
// test: a fresh backend state before, and after the test the money invariants (nothing debited
// twice, nothing lost), no contract violation and no call the backend does not implement.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startRelay, type Relay } from '../../backend/relay.ts';
import { startBackend, type TestBackend } from '../../backend/server.ts';
import { freePort } from '../../setup/free-port.ts';
import { launchUrl } from '../telegram.ts';

const root = path.resolve(import.meta.dirname, '../../..');

export interface StatefulApp {
  backend: TestBackend;
  /** Between the preview's proxy and the backend: cut() is an outage, restore() its end. */
  relay: Relay;
  /** The preview's origin, e.g. http://127.0.0.1:41234. */
  url: string;
}

/** Output of the preview, kept for the error when it does not come up. */
function tail(child: ChildProcess, limit = 40): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - limit));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => lines.join('\n');
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs} ms:\n${output()}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export const test = base.extend<{ backend: TestBackend; relay: Relay }, { statefulApp: StatefulApp }>({
  statefulApp: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const outDir = process.env.E2E_DIST ?? 'dist';
      if (!existsSync(path.resolve(root, outDir, 'index.html'))) throw new Error(`No build in ${outDir}/: run npm run build first`);
      const backend = await startBackend();
      const relay = await startRelay(backend.origin);
      const port = await freePort();
      const preview = spawn(
        process.execPath,
        [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'preview', '--host', '127.0.0.1', '--strictPort', '--port', String(port), '--outDir', outDir],
        { cwd: root, env: { ...process.env, APP_PORT: String(port), BACKEND_ORIGIN: relay.origin }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const output = tail(preview);
      const url = `http://127.0.0.1:${port}`;
      try {
        await waitUntilServing(url, preview, output);
        await use({ backend, relay, url });
      } finally {
        await stop(preview);
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

/** Opens `path` the way Telegram launches the mini-app: signed init data in the URL hash. */
export async function openApp(page: Page, path: string, options: { version?: string } = {}): Promise<void> {
  await page.goto(launchUrl(path, options));
}
