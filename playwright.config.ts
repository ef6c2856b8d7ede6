// End-to-end tests: Debian's Chromium (Playwright's own browser download does not work
// here) against the production build served by `vite preview`, backed by the mocks. Each
// worker starts its own servers on free ports (tests/support: fixtures.ts for the Prism stack,
// stateful.ts for the stateful backend), so the tests run in parallel, one test per worker at a
// time; no fixed port, no webServer. E2E_WORKERS overrides the number of workers (default 2,
// the machine's cores).
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';

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
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
});
