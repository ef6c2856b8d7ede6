// `npm run verify` against live backends started here: the stateful test backend as it is
// (conforming), the same backend with the deliberate breaks of tests/backend/breaks.ts, with its
// planted input bugs (for --fuzz), and with a single order in process (ids carried between
// calls, --fail-on-partial). The CLI runs as a child process, as a backend team or CI runs it;
// while it listens, the test makes the backend send every AsyncAPI example (and, on the broken
// one, an unknown event and the malformed one three times).
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { socketEventNames, type EventPayloads, type SocketEventName } from '../../generated/events/events.gen.ts';
import { freePort } from '../lib/free-port.ts';
import { signedInitData } from '../lib/telegram-launch.ts';
import { PLANTED_BREAKS, PLANTED_INPUT_BUGS } from '../../tests/backend/breaks.ts';
import { isWrite, OPERATIONS } from './contract.ts';
import { defaultSeed } from '../../tests/backend/seed.ts';
import { startBackend, type TestBackend } from '../../tests/backend/server.ts';
import { loadEventExamples, type EventExamples } from '../mock/events-server.ts';
import { promisify } from 'node:util';
import { DEFAULT_MAX_EXAMPLES, parseArgs, UsageError } from './args.ts';
import { failureLines, junitReport } from './report.ts';
import { signInCommand } from './reproducer.ts';
import { verifyBackend, type VerifyResult } from './run.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The seed plus an invite, so acceptOrder has one to accept. */
function seedWithInvite() {
  const seed = defaultSeed(Date.now());
  const [first] = seed.orders;
  if (!first) throw new Error('the seed has no order to copy');
  const invite = { ...first, id: '7d1f7c8e-3b6a-4f0e-9a51-2c8d4e6f1a20', status: 'INVITE' as const, dispute: null, dispute_status: null, expires_at: new Date(Date.now() + 3_600_000).toISOString() };
  return { orders: [...seed.orders, invite] };
}

/** The seed with a single order in process and no invite: one order for both confirmOrder and openDispute. */
function seedWithOneOrder() {
  const [first] = defaultSeed(Date.now()).orders;
  if (!first) throw new Error('the seed has no order');
  return { orders: [first] };
}

let conforming: TestBackend;
let broken: TestBackend;
let buggy: TestBackend;
let single: TestBackend;
let lacking: TestBackend;
let examples: EventExamples;
let out: string;

beforeAll(async () => {
  examples = await loadEventExamples();
  [conforming, broken, buggy, single, lacking] = await Promise.all([
    startBackend({ latencyMs: 0, seed: seedWithInvite() }),
    startBackend({ latencyMs: 0, seed: seedWithInvite(), breaks: PLANTED_BREAKS }),
    startBackend({ latencyMs: 0, seed: seedWithInvite(), breaks: PLANTED_INPUT_BUGS }),
    startBackend({ latencyMs: 0, seed: seedWithOneOrder() }),
    startBackend({ latencyMs: 0, seed: seedWithInvite() }),
  ]);
  out = await mkdtemp(path.join(tmpdir(), 'verify-'));
  // Four backends and the event examples: seconds on a machine busy with other test files.
}, 60_000);

afterAll(async () => {
  await Promise.all([conforming, broken, buggy, single, lacking].filter(Boolean).map((backend) => backend.close()));
  if (out) await rm(out, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  result: VerifyResult;
  junit: string;
  markdown: string;
}

/**
 * Runs the CLI; once its socket is connected, the backend sends every event's first example (and
 * `extra`). `options` replace the defaults' --listen 2 or add to them.
 */
async function verify(backend: TestBackend, name: string, extra: (backend: TestBackend) => void = () => undefined, options: string[] = ['--listen', '2']): Promise<Run> {
  const dir = path.join(out, name);
  const args = [
    path.join(root, 'scripts', 'verify', 'index.ts'),
    '--api', `${backend.origin}/api/v1`,
    '--gateway', `${backend.origin}/gateway/api/v1`,
    '--init-data', signedInitData().raw,
    '--allow-writes',
    '--out', dir,
    ...options,
  ];
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  // A test that times out must not leave its run going, sharing the backends' process with the next.
  onTestFinished(() => {
    if (child.exitCode === null) child.kill();
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  // Until its socket is connected (seconds; longer on a machine busy with other tests: the test's timeout bounds it).
  while (backend.sockets() === 0 && child.exitCode === null) await new Promise((r) => setTimeout(r, 20));
  for (const event of socketEventNames) {
    const [payload] = Object.values(examples[event] ?? {});
    backend.emit(event as SocketEventName, payload as EventPayloads[SocketEventName]);
  }
  extra(backend);

  const code = await exited;
  return {
    code,
    stdout,
    result: JSON.parse(await readFile(path.join(dir, 'result.json'), 'utf8')) as VerifyResult,
    junit: await readFile(path.join(dir, 'junit.xml'), 'utf8'),
    markdown: await readFile(path.join(dir, 'report.md'), 'utf8'),
  };
}

describe('npm run verify', () => {
  it('passes a conforming backend with every operation exercised, every event validated and no generated input failing', async () => {
    const run = await verify(conforming, 'conforming', undefined, ['--listen', '2', '--fuzz', '--seed', '1', '--max-examples', '15']);
    expect(run.stdout).toContain('verify: PASSED');
    expect(run.code).toBe(0);
    const notConforming = run.result.operations.filter((op) => op.verdict !== 'conforming').map((op) => `${op.operationId}: ${op.verdict} ${op.skipped.join('; ')}`);
    expect(notConforming).toEqual([]);
    expect(run.result.operations).toHaveLength(45);
    // Every operation's documented success was called, and the safe errors were provoked.
    for (const op of run.result.operations) expect(op.checks.some((c) => c.name.startsWith('success'))).toBe(true);
    expect(run.result.operations.find((op) => op.operationId === 'getOrder')?.checks.map((c) => c.name)).toEqual(
      expect.arrayContaining(['success', '401 without a token', '404 on an unknown order_id']),
    );
    expect(run.result.operations.find((op) => op.operationId === 'withdraw')?.checks.map((c) => c.name)).toEqual(
      expect.arrayContaining(['success', '401 without a token', '422 on a body that is not an object']),
    );
    // The proposed dispute attachments (issue 28): a multipart upload, stored once at the backend.
    expect(run.result.operations.find((op) => op.operationId === 'uploadDisputeAttachment')?.checks.map((c) => c.name)).toEqual(
      expect.arrayContaining(['success', '401 without a token', '422 on a body that is not an object', '404 on an unknown order_id']),
    );
    expect(Object.values(conforming.attachments()).flat().map((a) => [a.file_name, a.content_type])).toEqual([['verify.png', 'image/png']]);
    expect(run.result.events.map((e) => [e.event, e.verdict])).toEqual(socketEventNames.map((e) => [e, 'conforming']));
    expect(run.result.unknownEvents).toEqual([]);
    expect(run.junit).not.toContain('<failure');
    expect(run.markdown).toMatch(/Proposed operations implemented as proposed: (\d+)\/\1/);
    expect(run.markdown).toMatch(/Observed calls with a proposed body or answer that conform to it: 6\/6/);
    expect(run.markdown).toContain('| observed (proposed request body, 200 answer) | conforming |');
    // Generated inputs: every operation with a parameter or a body got them, none failed, and a
    // write's were all refused (a conforming server acts on none of them).
    const fuzzed = run.result.operations.filter((op) => op.fuzz && op.fuzz.skipped === null);
    expect(fuzzed.map((op) => op.operationId).sort()).toEqual(
      ['issueToken', 'refreshToken', 'withdraw', 'transfer', 'listTransactions', 'getTransaction', 'updateTimezone', 'listOrders', 'listOrderHistory', 'getOrder', 'acceptOrder', 'confirmOrder', 'getDispute', 'openDispute', 'listDisputeAttachments', 'uploadDisputeAttachment', 'activateAutoaccept', 'updateSchedule', 'createRequisite', 'updateRequisite', 'deleteRequisite', 'activateRequisite', 'deactivateRequisite', 'listHelpArticles', 'getHelpArticle', 'lookupRedirect', 'getTransferRecipient', 'sendTelemetry'].sort(),
    );
    for (const op of fuzzed) {
      expect(op.fuzz?.inputs, op.operationId).toBe(15);
      expect(op.fuzz?.failures, op.operationId).toEqual([]);
      // A write's generated inputs are all refused; POST /telemetry changes nothing (x-changes-state: false) and may take them.
      if (OPERATIONS.some((o) => o.operationId === op.operationId && isWrite(o))) expect(Object.keys(op.fuzz?.statuses ?? {}).filter((s) => s.startsWith('2')), op.operationId).toEqual([]);
    }
    expect(run.result.fuzz).toEqual({ seeds: [1], maxExamples: 15, inputs: 15 * fuzzed.length });
    expect(run.markdown).toContain('## Generated inputs (--fuzz)');
    expect(run.stdout).toContain(`verify: generated inputs: ${15 * fuzzed.length} sent, 0 kind(s) of failure; replay with --seed 1`);
    // The backend's own contract check saw nothing wrong either.
    expect(conforming.contractViolations).toEqual([]);
  }, 120_000);

  it('fails a broken backend and names every planted break: operation or event, field and value', async () => {
    const withdrawal = Object.values(examples.balance_withdrawal ?? {})[0] as EventPayloads['balance_withdrawal'];
    const run = await verify(broken, 'broken', (backend) => {
      backend.emitRaw('order_teleported', { order_id: 'x' });
      // The malformed event twice more: one problem with a count, not three lines.
      backend.emit('balance_withdrawal', withdrawal);
      backend.emit('balance_withdrawal', withdrawal);
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('verify: FAILED');
    for (const planted of PLANTED_BREAKS) {
      const source = planted.kind === 'response' ? `${planted.operationId} [success]` : `event ${planted.event}`;
      const { field } = planted;
      expect(run.stdout, planted.name).toContain(`${source}: ${field} = ${planted.value}`);
      expect(run.junit, planted.name).toContain(`${field} = ${planted.value.replace(/"/g, '&quot;')}`);
    }
    const failing = run.result.operations.filter((op) => op.verdict === 'failing').map((op) => op.operationId);
    expect(failing.sort()).toEqual(PLANTED_BREAKS.flatMap((b) => (b.kind === 'response' ? [b.operationId] : [])).sort());
    expect(run.result.events.filter((e) => e.verdict === 'failing').map((e) => e.event)).toEqual(['balance_withdrawal']);
    expect(run.result.unknownEvents.map((u) => u.event)).toEqual(['order_teleported']);
    expect(run.markdown).toContain('`order_teleported`');
    expect(run.stdout).toContain('getTrader [success]: blocked = "no": Invalid input: expected boolean, received string');
    const withdrawals = run.result.events.find((e) => e.event === 'balance_withdrawal')?.received ?? 0;
    expect(withdrawals).toBeGreaterThanOrEqual(3);
    expect(run.stdout).toContain(`event balance_withdrawal: amount = "50.25": Invalid input: expected number, received string (${withdrawals}x)`);
    // Each failing call comes with its reproducer, in the terminal and both reports.
    const curl = `reproduce: curl -sS -i -X GET '${broken.origin}/api/v1/traders'`;
    for (const text of [run.stdout, run.markdown, run.junit]) expect(text).toContain(curl);
    const getTrader = run.result.operations.find((op) => op.operationId === 'getTrader')?.checks.find((c) => c.name === 'success');
    expect(getTrader?.request?.headers['x-request-id']).toEqual(broken.requests.find((r) => r.operationId === 'getTrader' && r.status === 200)?.requestId);
    // The breaks are planted after the backend's own check: it does not count them as its own violations.
    expect(broken.contractViolations).toEqual([]);
  }, 120_000);
});

/** Every proposed operation, and how a server without it answers (ADR 0031: 405 where the path has other methods, a gateway's 501). */
const PROPOSED = OPERATIONS.filter((op) => op.contract === 'proposed').map((op) => op.operationId);
const MISSING_AS: Partial<Record<string, 405 | 501>> = { updateRequisite: 405, uploadDisputeAttachment: 405, listRequisiteStats: 501 };

/** The lacking backend without every proposed operation. */
function lackEveryProposal(backend: TestBackend): void {
  backend.reset();
  for (const id of PROPOSED) backend.lack([id as Parameters<TestBackend['lack']>[0][number]], MISSING_AS[id] ?? 404);
}

describe('npm run verify: proposed is not required (issue 41)', () => {
  it('passes a backend that implements every observed operation and no proposed one, listing each proposal as not implemented', async () => {
    lackEveryProposal(lacking);
    const run = await verify(lacking, 'lacking', undefined, ['--listen', '0', '--fuzz', '--seed', '1']);
    expect(run.stdout).toContain('verify: PASSED');
    expect(run.code).toBe(0);
    const verdicts = Object.fromEntries(run.result.operations.map((op) => [op.operationId, op.verdict]));
    for (const op of OPERATIONS) expect(verdicts[op.operationId], op.operationId).toBe(op.contract === 'proposed' ? 'not implemented' : 'conforming');
    // Listed in the terminal and report.md with what showed it, a JUnit skip each.
    expect(run.stdout).toContain('verify: proposed: not implemented (not a failure; --require-proposed or --require <names> fails on them):');
    for (const id of PROPOSED) {
      const status = MISSING_AS[id] ?? 404;
      expect(run.stdout, id).toMatch(new RegExp(`\\n  - ${id} \\((success|401 without a token|success \\(order_id [^)]+\\)) -> ${status}\\)`));
      expect(run.markdown, id).toMatch(new RegExp(`\\n- ${id} \\(.* -> ${status}\\)`));
      expect(run.junit, id).toContain(`<testcase classname="trader-api" name="${id} [proposed]"><skipped message="proposed: not implemented: ${id} (`);
    }
    expect(run.markdown).toContain('## Proposed: not implemented');
    expect(run.junit).not.toContain('<failure');
    // Their probes (401, 422, 404) and generated inputs were not sent: one call showed each missing
    // (a 404 on a call with an id is confirmed by one without a token).
    for (const op of run.result.operations.filter((o) => o.contract === 'proposed')) {
      expect(op.checks.filter((c) => !c.name.startsWith('success (order_id')), op.operationId).toEqual([]);
      expect(op.fuzz?.skipped, op.operationId).toBe('proposed: not implemented');
    }
    expect(lacking.count((r) => r.operationId === 'getWithdrawalTerms')).toBe(1);
    expect(lacking.count((r) => r.operationId === 'getOrder')).toBe(2);
    expect(lacking.count((r) => r.operationId === 'updateRequisite')).toBe(1);
    // Observed operations are verified as ever, generated inputs included.
    expect(run.result.operations.find((op) => op.operationId === 'withdraw')?.fuzz?.inputs).toBe(50);
    expect(lacking.contractViolations).toEqual([]);
  }, 180_000);

  it('fails the same backend with --require-proposed, naming each proposal once; --require names some', async () => {
    lackEveryProposal(lacking);
    const run = await verify(lacking, 'lacking-required', undefined, ['--listen', '0', '--require-proposed']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('verify: FAILED');
    const failing = run.result.operations.filter((op) => op.verdict === 'failing').map((op) => op.operationId);
    expect(failing.sort()).toEqual([...PROPOSED].sort());
    for (const id of PROPOSED) {
      const op = OPERATIONS.find((o) => o.operationId === id)!;
      const lines = run.stdout.split('\n').filter((l) => l.startsWith(`  - ${id} [`));
      expect(lines, id).toHaveLength(1);
      expect(lines[0], id).toContain(`(operation) = ${MISSING_AS[id] ?? 404}: the proposed ${op.method.toUpperCase()} ${op.path} is not implemented`);
      expect(lines[0], id).toContain('required by --require-proposed');
    }
    expect(run.stdout).not.toContain('proposed: not implemented (not a failure');

    lackEveryProposal(lacking);
    const some = await verifyHere(lacking, ['--allow-writes', '--require', 'getWithdrawalTerms,updateRequisite']);
    expect(some.ok).toBe(false);
    expect(some.operations.filter((op) => op.verdict === 'failing').map((op) => op.operationId).sort()).toEqual(['getWithdrawalTerms', 'updateRequisite']);
    const lines = failureLines(some);
    // Without createRequisite there is no requisite to edit: its 401 probe is what shows the 405.
    expect(lines.sort()).toEqual([
      'getWithdrawalTerms [success]: (operation) = 404: the proposed GET /traders/balance/withdraw/terms is not implemented (a server without the route answers 404); required by --require getWithdrawalTerms',
      'updateRequisite [401 without a token]: (operation) = 405: the proposed PATCH /traders/requisites/{requisite_id} is not implemented (a server without the route answers 405); required by --require updateRequisite',
    ]);
    // The others are listed, not failed.
    expect(some.operations.filter((op) => op.verdict === 'not implemented')).toHaveLength(PROPOSED.length - 2);
  }, 180_000);

  it('lists a proposed parameter the backend ignores and sends it no generated values', async () => {
    lacking.reset();
    lacking.ignoreParams('listOrderHistory', ['search']);
    const result = await verifyHere(lacking, ['--fuzz', '--seed', '1', '--max-examples', '20']);
    expect(result.ok).toBe(true);
    const history = result.operations.find((op) => op.operationId === 'listOrderHistory');
    expect(history?.verdict).toBe('conforming');
    expect(history?.notImplemented).toEqual([{ part: 'parameter search', evidence: expect.stringMatching(/^ignored: search = [0-9a-f]{8} answered the unfiltered list$/), required: false }]);
    expect(history?.fuzz?.inputs).toBe(20);
    // The one search call that showed it; the generated inputs went to the other parameters.
    expect(lacking.count((r) => r.operationId === 'listOrderHistory' && 'search' in r.query)).toBe(1);
    expect(junitReport(result)).toMatch(/<testcase classname="trader-api" name="listOrderHistory parameter search \[proposed\]"><skipped message="proposed: not implemented: listOrderHistory parameter search \(ignored: search = [0-9a-f]{8} answered the unfiltered list\)"\/><\/testcase>/);
  }, 60_000);

  it('verifies an implemented proposal in full: a 404 its route answers is its own failure', async () => {
    lacking.reset();
    // getOrder exists (a call without a token gets 401) but loses the order the list showed.
    lacking.failNext('getOrder', 404);
    const result = await verifyHere(lacking, []);
    const getOrder = result.operations.find((op) => op.operationId === 'getOrder');
    expect(getOrder?.verdict).toBe('failing');
    expect(getOrder?.notImplemented).toEqual([]);
    expect(getOrder?.checks.map((c) => [c.name, c.observed])).toEqual(expect.arrayContaining([['success', 404], ['401 without a token', 401], ['404 on an unknown order_id', 404]]));
  }, 60_000);
});

describe('npm run verify: a server that stops answering (issue 41)', () => {
  it('stops, names the input after which no answer came with its reproducer, and gives the same report for the same seed', async () => {
    // A generated path value freezes the server: from the first negative category id on, nothing is answered.
    const freezes = (backend: TestBackend) => {
      backend.reset();
      backend.hangFrom((r) => r.operationId === 'listHelpArticles' && /\/help\/categories\/-\d+\//.test(r.path));
    };
    const options = ['--listen', '0', '--fuzz', '--seed', '5', '--max-examples', '15', '--timeout', '500'];
    freezes(lacking);
    const first = await verify(lacking, 'stopped', undefined, options);
    expect(first.code).toBe(1);
    // Seconds, not a minute, by construction rather than by a wall clock (the machine may be busy):
    // from the call that froze the server, three calls of at most 0.5 s without an answer, then
    // one GET /traders/check, and nothing after it.
    const froze = lacking.requests.findIndex((r) => r.operationId === 'listHelpArticles' && /\/-\d+\//.test(r.path));
    expect(froze).toBeGreaterThan(0);
    expect(lacking.requests.slice(froze).map((r) => r.status)).toEqual([null, null, null, null]);
    const stop = first.result.stopped!;
    expect(stop.after).toMatch(/^listHelpArticles path category_id = "-\d+" \(negative\)$/);
    expect(first.result.fatal).toBe(`the server stopped answering after ${stop.after}, ${stop.notMade} calls not made`);
    expect(stop.notMade).toBeGreaterThan(0);
    // Its reproducer is the request that froze the server, in the terminal and report.md.
    const frozen = lacking.requests.find((r) => r.operationId === 'listHelpArticles' && /\/-\d+\//.test(r.path));
    expect(stop.check.request?.headers['x-request-id']).toBe(frozen?.requestId);
    const curl = `reproduce: curl -sS -i -X GET '${lacking.origin}/api/v1/help/categories/${stop.after.match(/"(-\d+)"/)![1]}/articles'`;
    for (const text of [first.stdout, first.markdown]) {
      expect(text).toContain(first.result.fatal);
      expect(text).toContain(curl);
    }
    // Nothing was sent after the check that the server was gone.
    const checked = lacking.requests.findIndex((r) => r.path === '/api/v1/traders/check' && r.status === null);
    expect(checked).toBe(lacking.requests.length - 1);

    freezes(lacking);
    const second = await verifyHere(lacking, ['--allow-writes', ...options]);
    expect(second.fatal).toBe(first.result.fatal);
    expect(fuzzOutcome(second)).toEqual(fuzzOutcome(first.result));
  }, 120_000);
});

const exec = promisify(execFile);

/** The same verification in this process (no CLI start-up), for the tests about its results rather than its command line. */
function verifyHere(backend: TestBackend, options: string[]): Promise<VerifyResult> {
  const args = parseArgs(['--api', `${backend.origin}/api/v1`, '--gateway', `${backend.origin}/gateway/api/v1`, '--init-data', signedInitData().raw, '--listen', '0', ...options]);
  return verifyBackend(args);
}

/** What a run's generated inputs came to, without what differs between runs (x-request-ids, keys, times). */
function fuzzOutcome(result: VerifyResult) {
  return result.operations.map((op) => ({
    operationId: op.operationId,
    inputs: op.fuzz?.inputs,
    statuses: op.fuzz?.statuses,
    failures: op.fuzz?.failures.map((f) => ({ where: f.where, seed: f.seed, count: f.count, name: f.check.name, observed: f.check.observed, problems: f.check.problems, input: f.check.request && { method: f.check.request.method, url: f.check.request.url, body: f.check.request.body } })),
  }));
}

describe('npm run verify -- --fuzz', () => {
  const options = ['--listen', '0', '--fuzz', '--seed', '5', '--max-examples', '15'];

  it('names each planted input bug with its input, answer and a curl command that reproduces it, the same for the same seed', async () => {
    const first = await verify(buggy, 'buggy-1', undefined, options);
    expect(first.code).toBe(1);
    expect(first.stdout).toContain('verify: FAILED');
    // Nothing but the planted bugs fails.
    expect(first.result.operations.filter((op) => op.verdict === 'failing').map((op) => op.operationId).sort()).toEqual(['listHelpArticles', 'withdraw']);
    const { stdout: token } = await exec('sh', ['-c', `${signInCommand(`${buggy.origin}/gateway/api/v1`)} && printf %s "$TOKEN"`], { env: { ...process.env, VERIFY_INIT_DATA: signedInitData().raw } });
    expect(token).toMatch(/^ey/);

    for (const bug of PLANTED_INPUT_BUGS) {
      const failures = first.result.operations.find((op) => op.operationId === bug.operationId)?.fuzz?.failures ?? [];
      expect(failures.map((f) => [f.where, f.check.observed]), bug.name).toEqual([[bug.where, 500]]);
      const [failure] = failures;
      const request = failure!.check.request!;
      // The reproducer is in the terminal, report.md and junit.xml, under the failure's name.
      const curl = first.stdout.split('\n').find((line) => line.includes('reproduce: curl') && line.includes(request.headers['x-request-id']!));
      expect(curl, bug.name).toBeDefined();
      const command = curl!.replace(/^\s*reproduce: /, '');
      expect(first.stdout).toContain(`${bug.operationId} [${failure!.check.name}]: (status) = 500: a server error on a generated input`);
      expect(first.markdown).toContain(command);
      expect(first.junit).toContain(command.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'));
      // It names the request the backend received (its x-request-id), which crashed it...
      const received = buggy.requests.find((r) => r.requestId === request.headers['x-request-id']);
      expect(received, bug.name).toMatchObject({ operationId: bug.operationId, status: 500 });
      // ...and run as printed, it crashes it again.
      const { stdout } = await exec('sh', ['-c', command], { env: { ...process.env, TOKEN: token } });
      expect(stdout, command).toMatch(/^HTTP\/1\.1 500 /);
    }
    expect(first.stdout).toMatch(/listHelpArticles \[fuzz: path category_id = "-\d+" \(negative\)\]/);
    expect(first.stdout).toMatch(/withdraw \[fuzz: body ".*" \(unparsable JSON: [a-z ]+\)\]/);
    expect(buggy.contractViolations).toEqual([]);

    buggy.reset();
    const second = await verifyHere(buggy, ['--allow-writes', ...options]);
    expect(second.ok).toBe(false);
    expect(fuzzOutcome(second)).toEqual(fuzzOutcome(first.result));
  }, 180_000);
});

describe('ids carried between calls, partly exercised operations, transport errors', () => {
  it('disputes the only order in process to reach openDispute and getDispute, and reports what stays partly exercised as a JUnit skip', async () => {
    const run = await verify(single, 'single', undefined, ['--listen', '0']);
    expect(run.code).toBe(0);
    const verdicts = Object.fromEntries(run.result.operations.map((op) => [op.operationId, op.verdict]));
    expect(verdicts).toMatchObject({ openDispute: 'conforming', getDispute: 'conforming', confirmOrder: 'partly exercised', acceptOrder: 'partly exercised' });
    expect(run.junit).toContain('<testcase classname="trader-api" name="confirmOrder [proposed]"><skipped message="confirmOrder: partly exercised: the only order in PROCESS status was disputed');
    expect(run.junit).toMatch(/<testsuite name="trader-api" tests="43" failures="0" skipped="2">/);
    expect(run.stdout).toContain('verify: partly exercised (--fail-on-partial fails on them): acceptOrder, confirmOrder');

    single.reset();
    const strict = await verifyHere(single, ['--allow-writes', '--fail-on-partial']);
    expect(strict.ok).toBe(false);
    expect(failureLines(strict)).toEqual([
      'acceptOrder: partly exercised: no order in INVITE status to accept (--fail-on-partial)',
      'confirmOrder: partly exercised: the only order in PROCESS status was disputed (openDispute and getDispute need it); confirming needs a second (--fail-on-partial)',
    ]);
    const junit = junitReport(strict);
    expect(junit).toContain('<testcase classname="trader-api" name="acceptOrder [proposed]"><failure message="acceptOrder: partly exercised: no order in INVITE status to accept (--fail-on-partial)"/>');
    expect(junit).toMatch(/<testsuite name="trader-api" tests="43" failures="2" skipped="0">/);
  }, 120_000);

  it('tells an unreachable gateway from a refused sign-in, in English', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const unreachable = await verifyBackend(parseArgs(['--api', `${closed}/api/v1`, '--gateway', `${closed}/gateway/api/v1`, '--init-data', signedInitData().raw, '--listen', '0']));
    expect(unreachable.ok).toBe(false);
    expect(unreachable.fatal).toBe(
      `Cannot reach the gateway: POST ${closed}/gateway/api/v1/auth/token got no answer: cannot connect to ${closed}: connection refused (ECONNREFUSED), so no server listens there: check that it runs and the URL. Nothing else was called: every trader API call and the socket need a token.`,
    );
    const refused = await verifyBackend(parseArgs(['--api', `${conforming.origin}/api/v1`, '--gateway', `${conforming.origin}/gateway/api/v1`, '--init-data', signedInitData({}, 'another-bot:token').raw, '--listen', '0']));
    expect(refused.ok).toBe(false);
    expect(refused.fatal).toMatch(new RegExp(`^Sign-in refused: POST ${conforming.origin}/gateway/api/v1/auth/token answered 403 \\{"detail":"invalid_init_data"\\}\\. Check --init-data`));
    // The reproducer of the refused sign-in does not carry the init data.
    const signIn = refused.operations.find((op) => op.operationId === 'issueToken')?.checks[0];
    expect(signIn?.request?.body).toBe('{"init_data_raw":"<the --init-data>","hash":"<its hash>"}');
  }, 30_000);
});

describe('verify arguments', () => {
  const base = ['--api', 'https://h/api/v1', '--gateway', 'https://h/gateway/api/v1', '--init-data', 'a=1&hash=ff'];

  it('defaults the socket to the gateway origin at /gateway/ws and writes nothing without --allow-writes', () => {
    const args = parseArgs(base);
    expect(args.ws).toBe('https://h/gateway/ws');
    expect(args.allowWrites).toBe(false);
    expect(parseArgs([...base, '--ws', 'wss://events.h']).ws).toBe('wss://events.h/gateway/ws');
    expect(parseArgs([...base, '--trigger', 'withdraw, transfer']).trigger).toEqual(['withdraw', 'transfer']);
  });

  it('takes repeated seeds for --fuzz, a random one by default, and refuses them without it', () => {
    expect(parseArgs([...base, '--fuzz', '--seed', '1', '--seed', '2'])).toMatchObject({ fuzz: true, seeds: [1, 2], maxExamples: DEFAULT_MAX_EXAMPLES });
    expect(parseArgs([...base, '--fuzz', '--max-examples', '7'], {}, () => 42)).toMatchObject({ seeds: [42], maxExamples: 7 });
    expect(parseArgs(base)).toMatchObject({ fuzz: false, seeds: [], failOnPartial: false });
    expect(() => parseArgs([...base, '--seed', '1'])).toThrow(/--seed and --max-examples apply to --fuzz/);
    expect(() => parseArgs([...base, '--fuzz', '--seed', '-1'])).toThrow(/--seed must be a whole number/);
    expect(() => parseArgs([...base, '--fuzz', '--max-examples', '0'])).toThrow(/--max-examples must be a positive whole number/);
  });

  it('requires no proposal by default; --require-proposed requires all, --require names proposals of the contract', () => {
    expect(parseArgs(base).requireProposed).toEqual({ all: false, names: [] });
    expect(parseArgs([...base, '--require-proposed']).requireProposed).toEqual({ all: true, names: [] });
    expect(parseArgs([...base, '--require', 'getWithdrawalTerms, listOrderHistory.search', '--require', 'updateRequisite']).requireProposed).toEqual({ all: false, names: ['getWithdrawalTerms', 'listOrderHistory.search', 'updateRequisite'] });
    // An observed operation is always required; a typo is named.
    expect(() => parseArgs([...base, '--require', 'getTrader'])).toThrow(/not one: getTrader$/);
    expect(() => parseArgs([...base, '--require', 'getWithdrawalTerm'])).toThrow(/not one: getWithdrawalTerm$/);
  });

  it('refuses init data without its hash and unknown options', () => {
    expect(() => parseArgs(['--api', 'https://h/api/v1', '--gateway', 'https://h/g', '--init-data', 'a=1'])).toThrow(UsageError);
    expect(() => parseArgs([...base, '--frobnicate', '1'])).toThrow(/unknown option --frobnicate/);
  });
});
