// Provider verification (issue 15, ADR 0012): calls every operation of both OpenAPI documents on
// a live backend through the app's own client (src/shared/api: openapi-fetch, the middleware and
// the generated validators), listens on the socket gateway and checks every event with the
// app's event validators. Each failure names the operation or event, the field and the value.
//
// A run is seven phases over one run object (verify-run.ts), in this order: each may rely on what
// the ones before it found (the tokens, the socket, ids, the lists).
import type { VerifyArgs } from './args.ts';
import { provokedErrors } from './phases/errors.ts';
import { listen } from './phases/events.ts';
import { fuzz } from './phases/fuzz.ts';
import { reads } from './phases/reads.ts';
import { signIn } from './phases/sign-in.ts';
import { openSocket } from './phases/socket.ts';
import { writes } from './phases/writes.ts';
import { eventResults, operationVerdict, type StoppedRun, type VerifyResult } from './results.ts';
import { createRun, type VerifyRun } from './verify-run.ts';

export type { VerifyResult } from './results.ts';

/** The phases after the sign-in, which all need its tokens. */
const SIGNED_IN_PHASES: readonly ((run: VerifyRun) => Promise<void>)[] = [
  openSocket, // 2. the socket, before anything can make the backend send events
  reads, // 3. reads, in an order that finds the ids later calls need
  writes, // 4. writes (--allow-writes), then a dispute to read
  provokedErrors, // 5. the documented errors that are safe to provoke
  async (run) => (run.args.fuzz ? fuzz(run) : undefined), // 6. generated inputs (--fuzz), with the ids found so far
  listen, // 7. events: poke the backend, then listen
];

export async function verifyBackend(args: VerifyArgs, log: (line: string) => void = () => undefined): Promise<VerifyResult> {
  const started = Date.now();
  const run = createRun(args, log);
  try {
    await signIn(run); // 1. sign in and refresh
    if (run.tokens) for (const phase of SIGNED_IN_PHASES) await phase(run);
  } finally {
    run.socket.connection?.disconnect();
  }
  return result(run, started);
}

/** The line a stopped run ends on. */
export function stoppedLine(stopped: StoppedRun): string {
  return `the server stopped answering after ${stopped.after}, ${stopped.notMade} calls not made`;
}

function result(run: VerifyRun, started: number): VerifyResult {
  const { args, stopped } = run;
  const fatal = run.fatal ?? (stopped ? stoppedLine(stopped) : null);
  for (const op of run.results.values()) op.verdict = operationVerdict(op);
  const operations = [...run.results.values()];
  const { events, unknownEvents } = eventResults(run.socket.received);
  const socket = run.socket.state;
  const partial = args.failOnPartial && operations.some((r) => r.verdict === 'partly exercised' || r.verdict === 'not exercised');
  const ok = fatal === null && socket.connected && !partial && operations.every((r) => r.verdict !== 'failing') && events.every((e) => e.verdict !== 'failing');
  const fuzzInputs = operations.reduce((n, op) => n + (op.fuzz?.inputs ?? 0), 0);
  return {
    target: { api: args.api, gateway: args.gateway, ws: args.ws },
    allowWrites: args.allowWrites,
    failOnPartial: args.failOnPartial,
    fuzz: args.fuzz ? { seeds: args.seeds, maxExamples: args.maxExamples, inputs: fuzzInputs } : null,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    operations,
    socket,
    events,
    unknownEvents,
    fatal,
    stopped,
    requireProposed: args.requireProposed,
    ok,
  };
}
