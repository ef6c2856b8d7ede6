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
}

export interface CheckResult {
  /** What was asked, e.g. "success", "401 without a token", "404 on an unknown order_id". */
  name: string;
  expected: number[];
  /** The status answered; null when no answer came. */
  observed: number | null;
  problems: Problem[];
}

export type OperationVerdict = 'conforming' | 'failing' | 'partly exercised' | 'not exercised';

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
  startedAt: string;
  durationMs: number;
  operations: OperationResult[];
  socket: SocketState;
  events: EventResult[];
  /** Events the AsyncAPI document does not know (reported; they do not fail the run). */
  unknownEvents: { event: string; count: number; sample: string }[];
  /** Something that stopped the run early (e.g. sign-in refused). */
  fatal: string | null;
  ok: boolean;
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

/** Each operation's verdict from its checks. */
export function operationVerdict(result: OperationResult): OperationVerdict {
  const problems = result.checks.some((c) => c.problems.length > 0);
  const succeeded = result.checks.some((c) => c.name.startsWith('success') && c.problems.length === 0);
  return problems ? 'failing' : succeeded ? 'conforming' : result.checks.length > 0 ? 'partly exercised' : 'not exercised';
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
