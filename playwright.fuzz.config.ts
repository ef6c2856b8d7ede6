// Contract fuzzing: every screen against Prism's dynamic mode (random valid data from the
// specs, seeded). Run through `npm run test:fuzz` (scripts/fuzz.ts), which reports the seeds
// that failed. One project per seed of FUZZ_SEEDS ("1 2 3"): its workers start their own mock
// stack with that seed (tests/support/fixtures.ts, option mockData), so the seeds run side by
// side in one Playwright run.
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';
import type { MockData } from './tests/support/mock-stack.ts';

const seeds = (process.env.FUZZ_SEEDS ?? '1 2 3').split(/[\s,]+/).filter(Boolean);

export default defineConfig<object, { mockData: MockData }>({
  ...base,
  testDir: 'tests/fuzz',
  reporter: [['list']],
  projects: seeds.map((seed) => ({ name: `seed ${seed}`, use: { mockData: { dynamic: true, seed } } })),
});
