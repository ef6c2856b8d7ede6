// Contract fuzzing: every screen against Prism's dynamic mode (random valid data from the
// specs, seeded). Run through `npm run test:fuzz`, which loops over the seeds.
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

const seed = process.env.FUZZ_SEED ?? '1';
const env = {
  APP_PORT: process.env.E2E_APP_PORT ?? '4773',
  MOCK_TRADER_PORT: process.env.E2E_TRADER_PORT ?? '4710',
  MOCK_GATEWAY_PORT: process.env.E2E_GATEWAY_PORT ?? '4711',
  MOCK_EVENTS_PORT: process.env.E2E_EVENTS_PORT ?? '4712',
  PRISM_DYNAMIC: '1',
  PRISM_SEED: seed,
};

export default defineConfig({
  ...base,
  testDir: 'tests/fuzz',
  reporter: [['list']],
  use: { ...base.use, baseURL: `http://127.0.0.1:${env.APP_PORT}` },
  webServer: [
    { command: 'node scripts/mock/index.ts', url: `http://127.0.0.1:${env.MOCK_EVENTS_PORT}/__events`, env, reuseExistingServer: false, timeout: 90_000, stdout: 'ignore' },
    {
      command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --outDir ${process.env.E2E_DIST ?? 'dist'}`,
      url: `http://127.0.0.1:${env.APP_PORT}`,
      env,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
