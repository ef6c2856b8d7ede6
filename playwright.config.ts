// End-to-end tests: Debian's Chromium (Playwright's own browser download does not work
// here) against the production build served by `vite preview`, backed by the mocks.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';

const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
const env = {
  APP_PORT: String(APP_PORT),
  MOCK_TRADER_PORT: process.env.E2E_TRADER_PORT ?? '4110',
  MOCK_GATEWAY_PORT: process.env.E2E_GATEWAY_PORT ?? '4111',
  MOCK_EVENTS_PORT: process.env.E2E_EVENTS_PORT ?? '4112',
  // The specs pin the examples' own times with a fake clock: serve the dates as written.
  MOCK_DATES: 'examples',
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    locale: 'ru-RU',
    colorScheme: 'dark',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: [
    {
      command: 'node scripts/mock/index.ts',
      url: `http://127.0.0.1:${env.MOCK_EVENTS_PORT}/__events`,
      env,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
    },
    {
      command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --outDir ${process.env.E2E_DIST ?? 'dist'}`,
      url: `http://127.0.0.1:${APP_PORT}`,
      env,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
