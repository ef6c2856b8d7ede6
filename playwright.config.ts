// End-to-end tests: Debian's Chromium, its headless shell when installed (Playwright's own
// browser download does not work here; scripts/lib/chromium.ts, docs/decisions/0032) against the
// production build served by `vite preview`, backed by the mocks. Each
// worker starts its own servers on free ports (tests/support: fixtures.ts for the Prism stack,
// stateful.ts for the stateful backend), so any number of workers can run side by side, and
// several checkouts at once: no fixed port, no webServer. E2E_WORKERS sets the number of workers,
// default 2, the machine's cores: with Chromium's unseen browser UI switched off
// (scripts/lib/chromium.ts) an app load costs half the CPU it did, and the suite measured 18.8 min
// on 2 workers here against 47-51 min on one before (docs/decisions/0027).
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH, testChromiumNote } from './scripts/lib/chromium.ts';

// Said once, by the runner (its workers load this file too).
const chromiumNote = testChromiumNote();
if (chromiumNote && process.env.TEST_WORKER_INDEX === undefined) console.warn(chromiumNote);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two browsers share two cores (and CI machines are shared): a screen can take longer than
  // Playwright's default 5 s to appear. Only the wait is longer; a test that bounds a time says so.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    locale: 'ru-RU',
    colorScheme: 'dark',
    // A failed test keeps its trace (actions, DOM snapshots, network, console). Without the
    // screencast: recording it for every test cost 40% of the run (layout + balance specs: 242 s
    // with it, 188 s without, 173 s with no trace at all). E2E_TRACE=full records it too.
    trace: { mode: 'retain-on-failure', screenshots: process.env.E2E_TRACE === 'full', snapshots: true },
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
});
