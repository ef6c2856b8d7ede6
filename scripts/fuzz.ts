// npm run test:fuzz: the fuzz pass for each seed (FUZZ_SEEDS="1 2 3" by default), all seeds in
// one Playwright run, a project per seed (playwright.fuzz.config.ts); prints the seeds that failed with the command
// that replays one. Needs `npm run build` first.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { commandLine } from './lib/cli.ts';

commandLine('test:fuzz', `Usage: npm run test:fuzz    the fuzz pass (playwright.fuzz.config.ts) once per seed; needs npm run build first

Environment: FUZZ_SEEDS, the seeds ("1 2 3"), spaces or commas between them.`, {});

const root = path.resolve(import.meta.dirname, '..');
const seeds = (process.env.FUZZ_SEEDS ?? '1 2 3').split(/[\s,]+/).filter(Boolean);
const dir = mkdtempSync(path.join(tmpdir(), 'trader-fuzz-'));
const report = path.join(dir, 'report.json');
console.log(`\nfuzz: seeds ${seeds.join(', ')}`);
const run = spawnSync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'playwright.fuzz.config.ts', '--reporter=list,json'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_SEEDS: seeds.join(' '), PLAYWRIGHT_JSON_OUTPUT_NAME: report },
});

interface Suite {
  specs?: { tests: { projectName: string; status: string }[] }[];
  suites?: Suite[];
}
/** Seeds with a test that did not pass: each seed is the project "seed <seed>" (playwright.fuzz.config.ts). */
function failedSeeds(suites: Suite[], out = new Set<string>()): Set<string> {
  for (const suite of suites) {
    for (const test of (suite.specs ?? []).flatMap((s) => s.tests)) {
      if (test.status !== 'expected' && test.status !== 'skipped') out.add(test.projectName.replace(/^seed /, ''));
    }
    failedSeeds(suite.suites ?? [], out);
  }
  return out;
}

let failed: string[] = [];
try {
  failed = [...failedSeeds((JSON.parse(readFileSync(report, 'utf8')) as { suites: Suite[] }).suites)];
} catch {
  // no report: Playwright itself failed (printed above)
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (run.status !== 0) {
  if (failed.length > 0) {
    console.error(`\nfuzz: ${failed.length} of ${seeds.length} seeds failed: ${failed.join(', ')}`);
    console.error(`replay one: FUZZ_SEEDS=${failed[0]} npm run test:fuzz`);
  } else {
    console.error('\nfuzz: the run failed before any seed did (see above)');
  }
  process.exit(1);
}
console.log(`\nfuzz: ${seeds.length} seeds passed (${seeds.join(', ')})`);
