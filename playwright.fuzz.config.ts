// Contract fuzzing: every screen against Prism's dynamic mode (random valid data from the
// specs, seeded). Run through `npm run test:fuzz` (scripts/fuzz.ts), which names the seeds
// (FUZZ_SEEDS) and reports the ones that failed. Each worker starts its own mock stack for its
// seed (tests/support/fixtures.ts, option mockData).
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

export default defineConfig({
  ...base,
  testDir: 'tests/fuzz',
  reporter: [['list']],
});
