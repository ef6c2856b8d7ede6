import { defineConfig } from 'vitest/config';

/**
 * Test files that boot the Telegram SDK (initPlatform, launchAsTelegram: the SDK is module state
 * bound to the window) or replace a module (vi.mock): each gets a fresh module graph and window. Every other
 * file shares its worker's modules and jsdom window with the files before it (`isolate: false`):
 * setting up jsdom and importing React for each file was most of the run's CPU (dom project: 94
 * CPU-seconds isolated, 16 shared). A new test that boots the SDK or mocks a module belongs here.
 */
const ISOLATED_DOM = ['src/shared/telegram/**/*.test.tsx', 'src/app/dev/telegram-env.test.tsx', 'src/app/shell/prefetch.test.tsx', 'src/shared/ui/tabs.test.tsx'];
/**
 * Node test files that set the SDK (setSdk): setting it runs every onSdkReady listener that any
 * module loaded earlier in the worker registered (haptics' idle availability check reads `window`,
 * which a node test has not got), so each gets a fresh module graph.
 */
const ISOLATED_UNIT = ['src/shared/telegram/**/*.test.ts', 'src/domain/cloud-prefs.test.ts'];

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
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'tests/backend/**/*.test.ts'],
          exclude: [...ISOLATED_UNIT],
          environment: 'node',
          // The files share their worker's modules (none replaces a module): 54 CPU-seconds
          // against 106 with a fresh module graph per file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: [...ISOLATED_UNIT],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          exclude: [...ISOLATED_DOM],
          environment: 'jsdom',
          setupFiles: ['tests/setup/dom.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'dom-isolated',
          include: [...ISOLATED_DOM],
          environment: 'jsdom',
          setupFiles: ['tests/setup/dom.ts'],
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
