// `npm run verify` against two live backends started here: the stateful test backend as it is
// (conforming), and the same backend with the deliberate breaks of tests/backend/breaks.ts.
// The CLI runs as a child process, as a backend team or CI runs it; while it listens, the test
// makes the backend send every AsyncAPI example (and, on the broken one, an unknown event).
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketEventNames, type EventPayloads, type SocketEventName } from '../../generated/events/events.gen.ts';
import { signedInitData } from '../lib/telegram-launch.ts';
import { PLANTED_BREAKS } from '../../tests/backend/breaks.ts';
import { defaultSeed } from '../../tests/backend/seed.ts';
import { startBackend, type TestBackend } from '../../tests/backend/server.ts';
import { loadEventExamples, type EventExamples } from '../mock/events-server.ts';
import { parseArgs, UsageError } from './args.ts';
import type { VerifyResult } from './run.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The seed plus an invite, so acceptOrder has one to accept. */
function seedWithInvite() {
  const seed = defaultSeed(Date.now());
  const [first] = seed.orders;
  if (!first) throw new Error('the seed has no order to copy');
  const invite = { ...first, id: '7d1f7c8e-3b6a-4f0e-9a51-2c8d4e6f1a20', status: 'INVITE' as const, dispute: null, dispute_status: null, expires_at: new Date(Date.now() + 3_600_000).toISOString() };
  return { orders: [...seed.orders, invite] };
}

let conforming: TestBackend;
let broken: TestBackend;
let examples: EventExamples;
let out: string;

beforeAll(async () => {
  examples = await loadEventExamples();
  [conforming, broken] = await Promise.all([
    startBackend({ latencyMs: 0, seed: seedWithInvite() }),
    startBackend({ latencyMs: 0, seed: seedWithInvite(), breaks: PLANTED_BREAKS }),
  ]);
  out = await mkdtemp(path.join(tmpdir(), 'verify-'));
});

afterAll(async () => {
  await Promise.all([conforming.close(), broken.close()]);
  await rm(out, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  result: VerifyResult;
  junit: string;
  markdown: string;
}

/** Runs the CLI; once its socket is connected, the backend sends every event's first example (and `extra`). */
async function verify(backend: TestBackend, name: string, extra: (backend: TestBackend) => void = () => undefined): Promise<Run> {
  const dir = path.join(out, name);
  const args = [
    path.join(root, 'scripts', 'verify', 'index.ts'),
    '--api', `${backend.origin}/api/v1`,
    '--gateway', `${backend.origin}/gateway/api/v1`,
    '--init-data', signedInitData().raw,
    '--allow-writes',
    '--listen', '2',
    '--out', dir,
  ];
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const deadline = Date.now() + 20_000;
  while (backend.sockets() === 0 && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 20));
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
  it('passes a conforming backend with every operation exercised and every event validated', async () => {
    const run = await verify(conforming, 'conforming');
    expect(run.stdout).toContain('verify: PASSED');
    expect(run.code).toBe(0);
    const notConforming = run.result.operations.filter((op) => op.verdict !== 'conforming').map((op) => `${op.operationId}: ${op.verdict} ${op.skipped.join('; ')}`);
    expect(notConforming).toEqual([]);
    expect(run.result.operations).toHaveLength(38);
    // Every operation's documented success was called, and the safe errors were provoked.
    for (const op of run.result.operations) expect(op.checks.some((c) => c.name.startsWith('success'))).toBe(true);
    expect(run.result.operations.find((op) => op.operationId === 'getOrder')?.checks.map((c) => c.name)).toEqual(
      expect.arrayContaining(['success', '401 without a token', '404 on an unknown order_id']),
    );
    expect(run.result.operations.find((op) => op.operationId === 'withdraw')?.checks.map((c) => c.name)).toEqual(
      expect.arrayContaining(['success', '401 without a token', '422 on a body that is not an object']),
    );
    expect(run.result.events.map((e) => [e.event, e.verdict])).toEqual(socketEventNames.map((e) => [e, 'conforming']));
    expect(run.result.unknownEvents).toEqual([]);
    expect(run.junit).not.toContain('<failure');
    expect(run.markdown).toMatch(/Proposed operations implemented as proposed: (\d+)\/\1/);
    expect(run.markdown).toMatch(/Observed calls with a proposed body or answer that conform to it: 6\/6/);
    expect(run.markdown).toContain('| observed (proposed request body, 200 answer) | conforming |');
    // The backend's own contract check saw nothing wrong either.
    expect(conforming.contractViolations).toEqual([]);
  }, 60_000);

  it('fails a broken backend and names every planted break: operation or event, field and value', async () => {
    const run = await verify(broken, 'broken', (backend) => backend.emitRaw('order_teleported', { order_id: 'x' }));
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
    // The breaks are planted after the backend's own check: it does not count them as its own violations.
    expect(broken.contractViolations).toEqual([]);
  }, 60_000);
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

  it('refuses init data without its hash and unknown options', () => {
    expect(() => parseArgs(['--api', 'https://h/api/v1', '--gateway', 'https://h/g', '--init-data', 'a=1'])).toThrow(UsageError);
    expect(() => parseArgs([...base, '--frobnicate', '1'])).toThrow(/unknown option --frobnicate/);
  });
});
