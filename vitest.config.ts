import { defineConfig } from 'vitest/config';
import pkg from './package.json' with { type: 'json' };
import { splitByIsolation } from './tests/setup/isolation.ts';

/**
 * Each project's files that boot the Telegram SDK or replace a module get a fresh module graph and
 * window in its "-isolated" twin; every other file shares its worker's modules and jsdom window with
 * the files before it (`isolate: false`: dom project 16 CPU-seconds shared against 94 isolated).
 * What a file does decides, not a list of paths: tests/setup/isolation.ts (checked by
 * tests/setup/isolation.test.ts).
 */
const UNIT = splitByIsolation(import.meta.dirname, ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'tests/backend/**/*.test.ts', 'tests/setup/**/*.test.ts']);
const DOM = splitByIsolation(import.meta.dirname, ['src/**/*.test.tsx']);

export default defineConfig({
  test: {
    // Vitest's default on this 2-core machine is one worker; the contract tests wait on Prism and
    // the dom tests on jsdom's set-up, so a third worker fills the cores: the whole run measured
    // 119 s at 3 workers against 191 s at the default. VITEST_WORKERS overrides it.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 3),
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT.shared,
          environment: 'node',
          // The files share their worker's modules (none replaces a module): 54 CPU-seconds
          // against 106 with a fresh module graph per file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: UNIT.isolated,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'dom',
          include: DOM.shared,
          environment: 'jsdom',
          setupFiles: ['tests/setup/dom.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'dom-isolated',
          include: DOM.isolated,
          environment: 'jsdom',
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        // Screen-integration tests (docs/testing.md, tests/support/render-screen.tsx): the real
        // route tree and runtime in jsdom against the stateful backend, one backend per file.
        // Each file boots the whole app (module state: the SDK, the session store), so each gets
        // a fresh module graph.
        // The build's constants, as vite.config.ts defines them.
        define: { __APP_VERSION__: JSON.stringify(pkg.version) },
        test: {
          name: 'screen',
          include: ['tests/screen/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/dom.ts', 'tests/setup/screen.ts'],
          testTimeout: 15_000,
          // On CI a failed screen test runs once more before it fails the run: jsdom under three
          // workers on two cores seldom misses a socket-driven refresh (seen once in four full runs,
          // money-views.test.tsx › orders ended by the server…, under investigation). The retry is
          // printed in the run's output; a test that fails twice fails the run. Locally: no retry.
          retry: process.env.CI ? 1 : 0,
          // expect.poll waits as Playwright's does (5 s), so a moved test's polls keep their meaning.
          expect: { poll: { timeout: 5_000 } },
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/prism.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
