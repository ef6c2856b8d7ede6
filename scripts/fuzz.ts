// npm run test:fuzz: the fuzz pass once per seed (FUZZ_SEEDS="1 2 3" by default); prints the
// seeds that failed with the command that replays one. Needs `npm run build` first.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { commandLine } from './lib/cli.ts';

commandLine('test:fuzz', `Usage: npm run test:fuzz    the fuzz pass (playwright.fuzz.config.ts) once per seed; needs npm run build first

Environment: FUZZ_SEEDS, the seeds ("1 2 3"), spaces or commas between them.`, {});

const root = path.resolve(import.meta.dirname, '..');
const seeds = (process.env.FUZZ_SEEDS ?? '1 2 3').split(/[\s,]+/).filter(Boolean);
const failed: string[] = [];
for (const seed of seeds) {
  console.log(`\nfuzz: seed ${seed}`);
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'playwright.fuzz.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FUZZ_SEED: seed },
  });
  if (run.status !== 0) failed.push(seed);
}
if (failed.length > 0) {
  console.error(`\nfuzz: ${failed.length} of ${seeds.length} seeds failed: ${failed.join(', ')}`);
  console.error(`replay one: FUZZ_SEEDS=${failed[0]} npm run test:fuzz`);
  process.exit(1);
}
console.log(`\nfuzz: ${seeds.length} seeds passed (${seeds.join(', ')})`);
