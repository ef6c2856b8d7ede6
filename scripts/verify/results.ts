// What a verification finds, and how a finding is written: the result types the reports
// (report.ts) and result.json carry, the problem lines, and the verdicts drawn at the end.
import { eventContracts, socketEventNames, type SocketEventName } from '../../generated/events/events.gen.ts';
import { formatPath, type ContractIssue } from '../../src/shared/api/errors.ts';
import type { Contract, DocumentName } from './contract.ts';

export type { Contract, DocumentName };

export interface Problem {
  /** A body field ("items[0].status"), "(status)", "(content-type)", a header, or "(response)". */
  field: string;
  /** The offending value, as JSON; "(missing)" for an absent field. */
  value: string;
  message: string;
  /** How many times the same problem (field and message) was seen, when more than once (events). */
  count?: number;
}

/** A request as it went out, for a reproducer (reproducer.ts). */
export interface SentRequest {
  method: string;
  url: string;
  /** The headers a reproducer needs: x-request-id, Idempotency-Key, Content-Type; Authorization as "Bearer $TOKEN". */
  headers: Record<string, string>;
  /** The body as sent, or null (a body that is not UTF-8 text, a file upload's, as its text decoding shows it). */
  body: string | null;
  /** The body's bytes in base64 when they are not UTF-8 text (a file upload): the reproducer decodes them. */
  bodyBase64?: string;
}

/** What came back, for a reproducer. */
export interface ReceivedAnswer {
  status: number | null;
  /** The body as received, cut to a readable length; for no answer, why none came. */
  body: string;
}

export interface CheckResult {
  /** What was asked, e.g. "success", "401 without a token", "404 on an unknown order_id". */
  name: string;
  expected: number[];
  /** The status answered; null when no answer came. */
  observed: number | null;
  problems: Problem[];
  /** A failing check's request and answer: its reproducer. */
  request?: SentRequest;
  answer?: ReceivedAnswer;
}

/** One kind of failure of the generated-input phase: the smallest input that showed it, and how many did. */
export interface FuzzFailure {
  /** Where the generated part went: "path category_id", "query size", "body", "body.amount". */
  where: string;
  /** The seed of the kept input. */
  seed: number;
  /** How many generated inputs failed the same way. */
  count: number;
  /** The failing call, named by its input, e.g. "fuzz: path category_id = -1 (negative)". */
  check: CheckResult;
}

/** The reason an operation got no generated input when it takes none. */
export const NO_INPUT = 'no parameter or body to generate';

export interface FuzzResult {
  /** Inputs sent (all seeds). */
  inputs: number;
  /** How often each status came back ("no answer" for none). */
  statuses: Record<string, number>;
  failures: FuzzFailure[];
  /** Why the operation got no generated input, when it got none. */
  skipped: string | null;
}

export type OperationVerdict = 'conforming' | 'failing' | 'partly exercised' | 'not exercised' | 'not implemented';

/**
 * A proposal (x-contract: proposed) the backend has not built (ADR 0034): the operation answered
 * as a server without the route (404, 405 or 501), or it ignores a proposed parameter. Not a
 * failure unless required (--require-proposed, --require); its probes and generated inputs are
 * not sent.
 */
export interface NotImplemented {
  /** "operation", or the proposed part of an implemented operation: "parameter search". */
  part: string;
  /** What showed it, e.g. "success -> 404", "401 without a token -> 405". */
  evidence: string;
  /** Required by the command line: reported as a failure (a check with the problem) instead. */
  required: boolean;
}

export interface OperationResult {
  operationId: string;
  document: DocumentName;
  contract: Contract;
  /** Parts of an observed call that are proposed (the spec does not show them), e.g. "request body". */
  proposedParts: string[];
  method: string;
  path: string;
  checks: CheckResult[];
  /** Why the documented success was not asked for (e.g. "needs --allow-writes"). */
  skipped: string[];
  /** The generated-input phase (--fuzz). */
  fuzz?: FuzzResult;
  /** Its proposals the backend has not built (the operation itself, or a parameter). */
  notImplemented: NotImplemented[];
  verdict: OperationVerdict;
}

export interface EventResult {
  event: SocketEventName;
  contract: string;
  received: number;
  problems: Problem[];
  verdict: 'conforming' | 'failing' | 'not observed';
}

export interface SocketState {
  connected: boolean;
  error: string | null;
  listenedS: number;
}

/** Every event the socket received, known to the contract or not, by name. */
export type ReceivedEvents = Map<string, { count: number; problems: Problem[]; sample: string }>;

export interface VerifyResult {
  target: { api: string; gateway: string; ws: string };
  allowWrites: boolean;
  /** --fail-on-partial: a partly exercised operation failed the run. */
  failOnPartial: boolean;
  /** The generated-input phase, when it ran. */
  fuzz: { seeds: number[]; maxExamples: number; inputs: number } | null;
  startedAt: string;
  durationMs: number;
  operations: OperationResult[];
  socket: SocketState;
  events: EventResult[];
  /** Events the AsyncAPI document does not know (reported; they do not fail the run). */
  unknownEvents: { event: string; count: number; sample: string }[];
  /** Something that stopped the run early (e.g. sign-in refused, the server gone). */
  fatal: string | null;
  /** The server stopped answering: the call after which it did, with its reproducer. */
  stopped: StoppedRun | null;
  /** --require-proposed (every proposal) or the proposals --require names. */
  requireProposed: RequiredProposals;
  ok: boolean;
}

/** The proposals a run requires: all of them, or those named ("getWithdrawalTerms", "listOrderHistory.search"). */
export interface RequiredProposals {
  all: boolean;
  names: string[];
}

/** Why a run stopped before its end: the server stopped answering. */
export interface StoppedRun {
  /** The call after which no answer came: "<operation> <input>". */
  after: string;
  /** The call after which no answer came, with its reproducer. */
  check: CheckResult;
  /** Calls the rest of the run would have sent. */
  notMade: number;
}

export function showValue(value: unknown): string {
  if (value === undefined) return '(missing)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function valueAt(body: unknown, at: readonly PropertyKey[]): unknown {
  let current: unknown = body;
  for (const key of at) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}

export function issueProblems(issues: readonly ContractIssue[], body: unknown): Problem[] {
  return issues.map((issue) => ({ field: formatPath(issue.path), value: showValue(valueAt(body, issue.path)), message: issue.message }));
}

export function parseText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Each operation's verdict from its checks: conforming once a documented success came back without a problem. */
export function operationVerdict(result: OperationResult): OperationVerdict {
  const problems = result.checks.some((c) => c.problems.length > 0) || (result.fuzz?.failures.length ?? 0) > 0;
  if (!problems && result.notImplemented.some((n) => n.part === 'operation')) return 'not implemented';
  const succeeded = result.checks.some((c) => c.problems.length === 0 && c.observed !== null && c.observed >= 200 && c.observed < 300);
  const exercised = result.checks.length > 0 || (result.fuzz?.inputs ?? 0) > 0;
  return problems ? 'failing' : succeeded ? 'conforming' : exercised ? 'partly exercised' : 'not exercised';
}

/** Adds a problem to a list, counting a repeat of the same field and message instead of listing it again. */
export function addGrouped(problems: Problem[], problem: Problem): void {
  const same = problems.find((p) => p.field === problem.field && p.message === problem.message);
  if (same) same.count = (same.count ?? 1) + 1;
  else problems.push({ ...problem });
}

/** Every event of the contract with its verdict, and the received events the contract does not know. */
export function eventResults(received: ReceivedEvents): { events: EventResult[]; unknownEvents: VerifyResult['unknownEvents'] } {
  const events: EventResult[] = socketEventNames.map((event) => {
    const seen = received.get(event);
    const problems = seen?.problems ?? [];
    return { event, contract: eventContracts[event], received: seen?.count ?? 0, problems, verdict: problems.length > 0 ? 'failing' : seen ? 'conforming' : 'not observed' };
  });
  const unknownEvents = [...received.entries()]
    .filter(([name]) => !(socketEventNames as readonly string[]).includes(name))
    .map(([event, seen]) => ({ event, count: seen.count, sample: seen.sample }));
  return { events, unknownEvents };
}
