// npm test: every check, in stages. The static checks of a stage need no build and no server and
// each keeps about one core busy, so they run side by side (TEST_JOBS at once, default 2, the
// machine's cores), each step's output printed whole when it ends; the later stages run one
// after another (the e2e and fuzz runs spread over their own workers). The first failed stage
// stops the run; its failed steps are named at the end with the time of every step. With
// --quick (npm run test:quick) only the static checks and the unit and screen tests run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');

const STATIC: readonly string[] = ['lint', 'typecheck', 'codegen:check', 'spec:lint', 'contracts:breaking'];

const STAGES: readonly (readonly string[])[] = [STATIC, ['test:vitest'], ['build'], ['budgets'], ['test:e2e'], ['test:fuzz']];

/**
 * npm run test:quick (--quick), the inner loop: the static checks, then the unit and screen
 * tests (docs/testing.md); no build, no browser, no Prism (the contract tests wait for npm test).
 */
const QUICK_STAGES: readonly (readonly string[])[] = [STATIC, ['test:unit', 'test:screen']];

const { values } = parseArgs({ options: { jobs: { type: 'string', default: process.env.TEST_JOBS ?? '2' }, quick: { type: 'boolean', default: false } } });
const jobs = Number(values.jobs);
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error(`--jobs (TEST_JOBS) must be a whole number of 1 or more, got "${values.jobs}"`);
  process.exit(2);
}

/** Steps under way, stopped with the run when it is interrupted. */
const running = new Set<ReturnType<typeof spawn>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(1);
  });
}

interface Result {
  step: string;
  ok: boolean;
  seconds: number;
}

/** `npm run <step>`; alone in its stage it prints as it goes, beside others its output is kept for the end. */
function run(step: string, alone: boolean): Promise<Result> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step], { cwd: root, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: process.env });
    running.add(child);
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      running.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!alone) process.stdout.write(`\n── ${step} (${seconds} s) ──\n${Buffer.concat(output).toString()}`);
      resolve({ step, ok: code === 0, seconds });
    });
  });
}

async function stage(steps: readonly string[]): Promise<Result[]> {
  const queue = [...steps];
  const results: Result[] = [];
  const alone = steps.length === 1;
  if (alone) console.log(`\n── ${steps[0]} ──`);
  const worker = async () => {
    for (let step = queue.shift(); step !== undefined; step = queue.shift()) results.push(await run(step, alone));
  };
  await Promise.all(Array.from({ length: Math.min(jobs, steps.length) }, worker));
  return results;
}

const started = Date.now();
const all: Result[] = [];
let failed: Result[] = [];
for (const steps of values.quick ? QUICK_STAGES : STAGES) {
  const results = await stage(steps);
  all.push(...results);
  failed = results.filter((r) => !r.ok);
  if (failed.length > 0) break;
}
const total = Math.round((Date.now() - started) / 1000);
console.log(`\n${all.map((r) => `${r.ok ? 'ok  ' : 'FAIL'} ${r.step.padEnd(20)} ${r.seconds} s`).join('\n')}\n${'total'.padEnd(25)} ${total} s`);
if (failed.length > 0) {
  console.error(`\nnpm ${values.quick ? 'run test:quick' : 'test'}: failed: ${failed.map((r) => r.step).join(', ')}`);
  process.exit(1);
}
