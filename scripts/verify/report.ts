// The verification's reports: Markdown for people, JUnit XML for CI. Every operation and event
// is listed with its contract mark (observed: named in the product spec; proposed: designed by
// the app team), so a backend team sees which proposals its server already implements. Every
// failing call comes with its reproducer (reproducer.ts): input, answer, x-request-id and a curl
// command; "partly exercised" is a JUnit skip, or a failure with --fail-on-partial.
import { reproducerLines, signInCommand } from './reproducer.ts';
import { NO_INPUT, type CheckResult, type NotImplemented, type OperationResult, type Problem, type VerifyResult } from './results.ts';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const times = (p: Problem) => (p.count !== undefined && p.count > 1 ? ` (${p.count}x)` : '');
const problemLine = (source: string, p: Problem) => `${source}: ${p.field} = ${p.value}: ${p.message}${times(p)}`;

/** One failure as reported: what failed (one line per problem) and how to reproduce it. */
export interface Failure {
  lines: string[];
  reproducer: string[];
}

function checkSummary(check: CheckResult): string {
  return `${check.name} (${check.observed ?? 'no answer'}${check.problems.length ? ' ✗' : ' ✓'})`;
}

const isPartial = (op: OperationResult) => op.verdict === 'partly exercised' || op.verdict === 'not exercised';
const partialLine = (op: OperationResult) => `${op.operationId}: ${op.verdict}${op.skipped.length ? `: ${op.skipped.join('; ')}` : ''}`;

/** Every failure: each failing call of an operation, each generated-input failure, each event's problems. */
export function failures(result: VerifyResult): Failure[] {
  const found: Failure[] = [];
  if (result.fatal) found.push({ lines: [result.fatal], reproducer: result.stopped ? reproducerLines(result.stopped.check) : [] });
  if (result.socket.error) found.push({ lines: [result.socket.error], reproducer: [] });
  for (const op of result.operations) {
    for (const check of op.checks) {
      if (check.problems.length === 0) continue;
      found.push({ lines: check.problems.map((p) => problemLine(`${op.operationId} [${check.name}]`, p)), reproducer: reproducerLines(check) });
    }
    for (const failure of op.fuzz?.failures ?? []) {
      const alike = failure.count > 1 ? ` (and ${failure.count - 1} more generated input(s) alike)` : '';
      const lines = failure.check.problems.map((p) => problemLine(`${op.operationId} [${failure.check.name}]`, p));
      if (lines.length > 0) lines[lines.length - 1] += `${alike}, seed ${failure.seed}`;
      found.push({ lines, reproducer: reproducerLines(failure.check) });
    }
  }
  for (const event of result.events) for (const p of event.problems) found.push({ lines: [problemLine(`event ${event.event}`, p)], reproducer: [] });
  if (result.failOnPartial) {
    for (const op of result.operations.filter(isPartial)) found.push({ lines: [`${partialLine(op)} (--fail-on-partial)`], reproducer: [] });
  }
  return found;
}

/** A proposal the backend lacks, as listed: "getWithdrawalTerms (success -> 404)", "listOrderHistory parameter search (...)". */
export function notImplementedLine(op: OperationResult, missing: NotImplemented): string {
  return `${op.operationId}${missing.part === 'operation' ? '' : ` ${missing.part}`} (${missing.evidence})`;
}

/** The proposals the backend has not built and the run does not require: listed, not failed. */
export function notImplemented(result: VerifyResult): string[] {
  return result.operations.flatMap((op) => op.notImplemented.filter((n) => !n.required).map((n) => notImplementedLine(op, n)));
}

/** Every failure, one line per problem: operation (or event), field, value, what is wrong. */
export function failureLines(result: VerifyResult): string[] {
  return failures(result).flatMap((f) => f.lines);
}

/** The failures for the terminal: each problem, then its reproducer indented under it. */
export function terminalFailures(result: VerifyResult): string[] {
  const lines = failures(result).flatMap((f) => [...f.lines.map((l) => `  - ${l}`), ...f.reproducer.map((r) => `      ${r}`)]);
  if (needsToken(result)) lines.push('', `  The reproducers read $TOKEN; with the init data in $VERIFY_INIT_DATA, set it (curl and jq):`, `    ${signInCommand(result.target.gateway)}`);
  return lines;
}

/** Whether a reproducer sends the access token. */
function needsToken(result: VerifyResult): boolean {
  return failures(result).some((f) => f.reproducer.some((line) => line.includes('$TOKEN')));
}

function counts(items: readonly { verdict: string }[]): string {
  const by = new Map<string, number>();
  for (const item of items) by.set(item.verdict, (by.get(item.verdict) ?? 0) + 1);
  return [...by.entries()].map(([verdict, n]) => `${n} ${verdict}`).join(', ');
}

function proposals(operations: readonly OperationResult[]): string {
  const bodies = operations.filter((op) => op.proposedParts.length > 0);
  const bodiesDone = bodies.filter((op) => op.verdict === 'conforming').map((op) => `\`${op.operationId}\``);
  const bodyLine = bodies.length > 0 ? `\nObserved calls with a proposed body or answer that conform to it: ${bodiesDone.length}/${bodies.length}${bodiesDone.length ? ` — ${bodiesDone.join(', ')}` : ''}.` : '';
  return `${proposedOperations(operations)}${bodyLine}`;
}

function proposedOperations(operations: readonly OperationResult[]): string {
  const proposed = operations.filter((op) => op.contract === 'proposed');
  const done = proposed.filter((op) => op.verdict === 'conforming').map((op) => `\`${op.operationId}\``);
  const open = proposed.filter((op) => op.verdict !== 'conforming' && op.verdict !== 'not implemented').map((op) => `\`${op.operationId}\` (${op.verdict})`);
  return `Proposed operations implemented as proposed: ${done.length}/${proposed.length}${done.length ? ` — ${done.join(', ')}` : ''}.${open.length ? `\nNot (yet) conforming: ${open.join(', ')}.` : ''}`;
}

/** "404×3, 422×12" */
function statusCounts(statuses: Readonly<Record<string, number>>): string {
  return Object.entries(statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(', ');
}

function fuzzSummary(op: OperationResult): string {
  if (!op.fuzz) return '';
  if (op.fuzz.skipped) return `fuzz: none (${op.fuzz.skipped})`;
  return `fuzz: ${op.fuzz.inputs} inputs (${statusCounts(op.fuzz.statuses)})${op.fuzz.failures.length ? ` ✗ ${op.fuzz.failures.length} kind(s) of failure` : ' ✓'}`;
}

function fuzzSection(result: VerifyResult): string[] {
  if (!result.fuzz) return [];
  const { seeds, maxExamples, inputs } = result.fuzz;
  const lines = [
    '## Generated inputs (--fuzz)',
    '',
    `Seeds ${seeds.join(', ')} (replay with ${seeds.map((s) => `\`--seed ${s}\``).join(' ')}), at most ${maxExamples} inputs per operation and seed, ${inputs} sent. ` +
      'An input passes when the answer is a documented status below 500 whose body matches its schema: a refusal (422, a business 4xx) is a pass. ' +
      `Writes ${result.allowWrites ? 'got only bodies and ids the contract refuses' : 'were not sent (--allow-writes)'}.`,
    '',
    '| operation | inputs | answers | result |',
    '| --- | --- | --- | --- |',
  ];
  const noInput = result.operations.filter((op) => op.fuzz?.skipped === NO_INPUT);
  for (const op of result.operations) {
    if (!op.fuzz || op.fuzz.skipped === NO_INPUT) continue;
    const outcome = op.fuzz.skipped ? `not fuzzed: ${op.fuzz.skipped}` : op.fuzz.failures.length ? `${op.fuzz.failures.length} kind(s) of failure` : 'conforming';
    lines.push(`| \`${op.operationId}\` | ${op.fuzz.inputs} | ${cell(statusCounts(op.fuzz.statuses)) || '—'} | ${cell(outcome)} |`);
  }
  if (noInput.length > 0) lines.push('', `No parameter or body to generate: ${noInput.map((op) => `\`${op.operationId}\``).join(', ')}.`);
  lines.push('');
  return lines;
}

export function markdownReport(result: VerifyResult): string {
  const lines = [
    `# Provider verification: ${result.ok ? 'PASSED' : 'FAILED'}`,
    '',
    `- Trader API: ${result.target.api}`,
    `- Gateway API: ${result.target.gateway}`,
    `- Socket: ${result.target.ws} (${result.socket.connected ? `connected, listened ${result.socket.listenedS} s` : `not connected${result.socket.error ? `: ${result.socket.error}` : ''}`})`,
    `- Writes: ${result.allowWrites ? 'allowed (--allow-writes)' : 'not called (run with --allow-writes to exercise them)'}`,
    ...(result.fuzz ? [`- Generated inputs: seeds ${result.fuzz.seeds.join(', ')}, ${result.fuzz.inputs} sent`] : []),
    `- Started ${result.startedAt}, took ${(result.durationMs / 1000).toFixed(1)} s`,
    '',
    `Operations: ${counts(result.operations)}. Events: ${counts(result.events)}.`,
    '',
    proposals(result.operations),
    '',
  ];
  const found = failures(result);
  if (found.length > 0) {
    lines.push('## Failures', '');
    if (needsToken(result)) {
      lines.push('The `curl` commands reproduce each failing call with its `x-request-id`, so the server logs find it. They read the access token from `$TOKEN`; with the init data in `$VERIFY_INIT_DATA`, set it (curl and jq):', '', '```sh', signInCommand(result.target.gateway), '```', '');
    }
    for (const failure of found) {
      lines.push(...failure.lines.map((l, i) => `${i === 0 ? '-' : ' '} ${l}`));
      if (failure.reproducer.length > 0) lines.push('', '  ```', ...failure.reproducer.map((r) => `  ${r}`), '  ```', '');
    }
    lines.push('');
  }
  const lacking = notImplemented(result);
  if (lacking.length > 0) {
    lines.push(
      '## Proposed: not implemented',
      '',
      'Proposals (`x-contract: proposed`) this backend answers as a server without them (404, 405 or 501), or whose parameter it ignores. ' +
        'They do not fail the run, and their probes and generated inputs were not sent; `--require-proposed` (all) or `--require <names>` makes a missing one a failure.',
      '',
      ...lacking.map((line) => `- ${line}`),
      '',
    );
  }
  lines.push(...fuzzSection(result));
  lines.push('## Operations', '', '| operation | document | contract | result | checks |', '| --- | --- | --- | --- | --- |');
  for (const op of result.operations) {
    const checks = [...op.checks.map(checkSummary), ...op.skipped.map((s) => `not called: ${s}`), ...(op.fuzz ? [fuzzSummary(op)] : [])].join('; ');
    const contract = op.proposedParts.length > 0 ? `${op.contract} (proposed ${op.proposedParts.join(', ')})` : op.contract;
    lines.push(`| \`${op.operationId}\` ${op.method} ${cell(op.path)} | ${op.document} | ${contract} | ${op.verdict} | ${cell(checks) || '—'} |`);
  }
  lines.push('', '## Events', '', '| event | contract | result | received |', '| --- | --- | --- | --- |');
  for (const event of result.events) lines.push(`| \`${event.event}\` | ${event.contract} | ${event.verdict} | ${event.received} |`);
  if (result.unknownEvents.length > 0) {
    lines.push('', '## Events the contract does not know', '', '| event | received | first payload |', '| --- | --- | --- |');
    for (const u of result.unknownEvents) lines.push(`| \`${cell(u.event)}\` | ${u.count} | ${cell(u.sample)} |`);
  }
  return `${lines.join('\n')}\n`;
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The failure text of one operation: each failing call with its reproducer. */
function operationFailureText(op: OperationResult): string[] {
  const text: string[] = [];
  for (const check of op.checks.filter((c) => c.problems.length > 0)) text.push(...check.problems.map((p) => problemLine(check.name, p)), ...reproducerLines(check).map((r) => `  ${r}`));
  for (const failure of op.fuzz?.failures ?? []) {
    const alike = failure.count > 1 ? ` (and ${failure.count - 1} more generated input(s) alike)` : '';
    text.push(...failure.check.problems.map((p) => `${problemLine(failure.check.name, p)}${alike}, seed ${failure.seed}`), ...reproducerLines(failure.check).map((r) => `  ${r}`));
  }
  return text;
}

export function junitReport(result: VerifyResult): string {
  const suites: string[] = [];
  for (const document of ['gateway-api', 'trader-api'] as const) {
    const ops = result.operations.filter((op) => op.document === document);
    let skipped = 0;
    let failed = 0;
    const cases = ops.map((op) => {
      const name = xml(`${op.operationId} [${op.contract}]`);
      const text = operationFailureText(op);
      if (text.length > 0) {
        failed += 1;
        return `    <testcase classname="${document}" name="${name}"><failure message="${xml(text[0] ?? '')}">${xml(text.join('\n'))}</failure></testcase>`;
      }
      const lacking = op.notImplemented.filter((n) => !n.required && n.part === 'operation');
      if (lacking.length > 0) {
        skipped += 1;
        return `    <testcase classname="${document}" name="${name}"><skipped message="${xml(`proposed: not implemented: ${lacking.map((n) => notImplementedLine(op, n)).join('; ')}`)}"/></testcase>`;
      }
      if (isPartial(op)) {
        const message = xml(partialLine(op));
        if (result.failOnPartial) {
          failed += 1;
          return `    <testcase classname="${document}" name="${name}"><failure message="${message} (--fail-on-partial)"/></testcase>`;
        }
        skipped += 1;
        return `    <testcase classname="${document}" name="${name}"><skipped message="${message}"/></testcase>`;
      }
      return `    <testcase classname="${document}" name="${name}"/>`;
    });
    // A proposed parameter an implemented operation ignores: a case of its own, skipped.
    for (const op of ops) {
      for (const missing of op.notImplemented.filter((n) => !n.required && n.part !== 'operation')) {
        skipped += 1;
        cases.push(`    <testcase classname="${document}" name="${xml(`${op.operationId} ${missing.part} [proposed]`)}"><skipped message="${xml(`proposed: not implemented: ${notImplementedLine(op, missing)}`)}"/></testcase>`);
      }
    }
    suites.push(`  <testsuite name="${document}" tests="${cases.length}" failures="${failed}" skipped="${skipped}">\n${cases.join('\n')}\n  </testsuite>`);
  }
  const eventCases = result.events.map((event) => {
    const name = xml(`${event.event} [${event.contract}]`);
    if (event.problems.length > 0) {
      const text = event.problems.map((p) => problemLine(event.event, p));
      return `    <testcase classname="trader-events" name="${name}"><failure message="${xml(text[0] ?? '')}">${xml(text.join('\n'))}</failure></testcase>`;
    }
    if (event.verdict === 'not observed') return `    <testcase classname="trader-events" name="${name}"><skipped message="not observed while listening"/></testcase>`;
    return `    <testcase classname="trader-events" name="${name}"/>`;
  });
  const setup = result.fatal || result.socket.error
    ? [`    <testcase classname="trader-events" name="socket and sign-in"><failure message="${xml(result.fatal ?? result.socket.error ?? '')}"/></testcase>`]
    : [];
  const eventFailures = result.events.filter((e) => e.verdict === 'failing').length + setup.length;
  suites.push(
    `  <testsuite name="trader-events" tests="${eventCases.length + setup.length}" failures="${eventFailures}" skipped="${result.events.filter((e) => e.verdict === 'not observed').length}">\n${[...setup, ...eventCases].join('\n')}\n  </testsuite>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="provider verification">\n${suites.join('\n')}\n</testsuites>\n`;
}
