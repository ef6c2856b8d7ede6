// The verification's reports: Markdown for people, JUnit XML for CI. Every operation and event
// is listed with its contract mark (observed: named in the product spec; proposed: designed by
// the app team), so a backend team sees which proposals its server already implements.
import type { CheckResult, OperationResult, Problem, VerifyResult } from './results.ts';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const problemLine = (source: string, p: Problem) => `${source}: ${p.field} = ${p.value}: ${p.message}`;

function checkSummary(check: CheckResult): string {
  return `${check.name} (${check.observed ?? 'no answer'}${check.problems.length ? ' ✗' : ' ✓'})`;
}

/** Every failure, one line each: operation (or event), field, value, what is wrong. */
export function failureLines(result: VerifyResult): string[] {
  const lines: string[] = [];
  if (result.fatal) lines.push(result.fatal);
  if (result.socket.error) lines.push(result.socket.error);
  for (const op of result.operations) {
    for (const check of op.checks) for (const p of check.problems) lines.push(problemLine(`${op.operationId} [${check.name}]`, p));
  }
  for (const event of result.events) for (const p of event.problems) lines.push(problemLine(`event ${event.event}`, p));
  return lines;
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
  const open = proposed.filter((op) => op.verdict !== 'conforming').map((op) => `\`${op.operationId}\` (${op.verdict})`);
  return `Proposed operations implemented as proposed: ${done.length}/${proposed.length}${done.length ? ` — ${done.join(', ')}` : ''}.${open.length ? `\nNot (yet) conforming: ${open.join(', ')}.` : ''}`;
}

export function markdownReport(result: VerifyResult): string {
  const lines = [
    `# Provider verification: ${result.ok ? 'PASSED' : 'FAILED'}`,
    '',
    `- Trader API: ${result.target.api}`,
    `- Gateway API: ${result.target.gateway}`,
    `- Socket: ${result.target.ws} (${result.socket.connected ? `connected, listened ${result.socket.listenedS} s` : `not connected${result.socket.error ? `: ${result.socket.error}` : ''}`})`,
    `- Writes: ${result.allowWrites ? 'allowed (--allow-writes)' : 'not called (run with --allow-writes to exercise them)'}`,
    `- Started ${result.startedAt}, took ${(result.durationMs / 1000).toFixed(1)} s`,
    '',
    `Operations: ${counts(result.operations)}. Events: ${counts(result.events)}.`,
    '',
    proposals(result.operations),
    '',
  ];
  const failures = failureLines(result);
  if (failures.length > 0) lines.push('## Failures', '', ...failures.map((f) => `- ${f}`), '');
  lines.push('## Operations', '', '| operation | document | contract | result | checks |', '| --- | --- | --- | --- | --- |');
  for (const op of result.operations) {
    const checks = [...op.checks.map(checkSummary), ...op.skipped.map((s) => `not called: ${s}`)].join('; ');
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

export function junitReport(result: VerifyResult): string {
  const suites: string[] = [];
  for (const document of ['gateway-api', 'trader-api'] as const) {
    const ops = result.operations.filter((op) => op.document === document);
    const cases = ops.map((op) => {
      const name = xml(`${op.operationId} [${op.contract}]`);
      const failures = op.checks.flatMap((c) => c.problems.map((p) => problemLine(c.name, p)));
      if (failures.length > 0) return `    <testcase classname="${document}" name="${name}"><failure message="${xml(failures[0] ?? '')}">${xml(failures.join('\n'))}</failure></testcase>`;
      if (op.verdict === 'not exercised') return `    <testcase classname="${document}" name="${name}"><skipped message="${xml(op.skipped.join('; ') || 'not exercised')}"/></testcase>`;
      return `    <testcase classname="${document}" name="${name}"/>`;
    });
    const failed = ops.filter((op) => op.verdict === 'failing').length;
    const skipped = ops.filter((op) => op.verdict === 'not exercised').length;
    suites.push(`  <testsuite name="${document}" tests="${ops.length}" failures="${failed}" skipped="${skipped}">\n${cases.join('\n')}\n  </testsuite>`);
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
