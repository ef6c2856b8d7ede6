// npm run verify -- --api <url> --gateway <url> --init-data <raw> [--ws <origin>] [--listen <s>]
//                   [--trigger <ops>] [--allow-writes] [--out <dir>] [--fail-on-partial]
//                   [--fuzz [--seed <n>]... [--max-examples <n>]] [--require-proposed] [--require <names>]
// Provider verification of a live backend against openapi/ and asyncapi/ (ADRs 0012, 0028).
// Exits 0 when everything exercised conforms, 1 when anything fails, 2 on a usage error.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod/mini';
import { parseArgs, USAGE, UsageError } from './args.ts';
import { junitReport, markdownReport, notImplemented, terminalFailures } from './report.ts';
import { verifyBackend } from './run.ts';

// zod/mini leaves messages at "Invalid input" unless a locale is loaded: the report should say
// what was expected ("expected boolean, received string"). Set here, in the command's own
// process, not where verifyBackend is imported: a test that imports it shares zod with others.
z.config(z.locales.en());

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message) console.error(`verify: ${error.message}\n`);
    console.error(USAGE);
    return error.message ? 2 : 0;
  }
  console.log(`verify: ${args.api} and ${args.gateway}, socket ${args.ws}${args.allowWrites ? ', writes allowed' : ''}${args.fuzz ? `, generated inputs (seed ${args.seeds.join(', ')})` : ''}`);
  const result = await verifyBackend(args, (line) => console.log(`  ${line}`));
  const out = path.resolve(args.out);
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, 'report.md'), markdownReport(result));
  await writeFile(path.join(out, 'junit.xml'), junitReport(result));
  await writeFile(path.join(out, 'result.json'), `${JSON.stringify(result, null, 2)}\n`);

  const ops = result.operations;
  const tally = (verdict: string) => ops.filter((op) => op.verdict === verdict).length;
  console.log(
    `\nverify: operations ${tally('conforming')} conforming, ${tally('failing')} failing, ${tally('partly exercised')} partly exercised, ${tally('not exercised')} not exercised (of ${ops.length}); ` +
      `events ${result.events.filter((e) => e.verdict === 'conforming').length} conforming, ${result.events.filter((e) => e.verdict === 'failing').length} failing, ` +
      `${result.events.filter((e) => e.verdict === 'not observed').length} not observed, ${result.unknownEvents.length} unknown to the contract`,
  );
  for (const u of result.unknownEvents) console.log(`verify: event "${u.event}" is not in asyncapi/trader-events.yaml (${u.count}x, e.g. ${u.sample})`);
  if (result.fuzz) {
    const failing = ops.reduce((n, op) => n + (op.fuzz?.failures.length ?? 0), 0);
    console.log(`verify: generated inputs: ${result.fuzz.inputs} sent, ${failing} kind(s) of failure; replay with ${result.fuzz.seeds.map((s) => `--seed ${s}`).join(' ')}`);
  }
  const partly = ops.filter((op) => op.verdict === 'partly exercised');
  if (partly.length > 0 && !result.failOnPartial) console.log(`verify: partly exercised (--fail-on-partial fails on them): ${partly.map((op) => op.operationId).join(', ')}`);
  const lacking = notImplemented(result);
  if (lacking.length > 0) console.log(`verify: proposed: not implemented (not a failure; --require-proposed or --require <names> fails on them):\n${lacking.map((l) => `  - ${l}`).join('\n')}`);
  const failures = terminalFailures(result);
  if (failures.length > 0) console.log(`\nverify: FAILED\n${failures.join('\n')}`);
  else console.log('verify: PASSED');
  console.log(`verify: reports in ${path.relative(process.cwd(), out) || '.'}/report.md, junit.xml and result.json`);
  return result.ok ? 0 : 1;
}

process.exitCode = await main();
