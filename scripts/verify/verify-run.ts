// The one object a verification's phases share (phases/*.ts): the command line, the app's API
// clients (signed in and anonymous), the tokens, the ids and lists found on the way, the socket,
// and the results; and `check`, the one checked call every phase makes through it.
import { randomUUID } from 'node:crypto';
import type { io } from 'socket.io-client';
import { createApiClients, type ApiClients } from '../../src/shared/api/client.ts';
import { ContractError, NoAnswerError, type ContractIssue } from '../../src/shared/api/errors.ts';
import type { Logger } from '../../src/shared/api/middleware.ts';
import { explainIssues } from '../../src/shared/api/validate.ts';
import type { VerifyArgs } from './args.ts';
import { documentedHeaders, documents, isObject, linksOf, OPERATIONS, pathParams, proposedParts, successStatuses, valuesAt, type ContractOp, type Json } from './contract.ts';
import { receivedAnswer, sentRequest } from './reproducer.ts';
import { issueProblems, parseText, showValue, type CheckResult, type OperationResult, type Problem, type ReceivedEvents, type SentRequest, type SocketState, type StoppedRun } from './results.ts';
import { describeTransportError } from './transport.ts';

export interface CallInit {
  path?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** A body sent as this text, exactly (e.g. unparsable JSON), instead of `body` as JSON. */
  rawBody?: string;
  /** The Content-Type of `rawBody` (default application/json), e.g. a malformed multipart body's. */
  contentType?: string;
  /** What the call tries, for a report ("success", "fuzz: path order_id = -1 (negative)"); not sent. */
  label?: string;
}

/** One call and everything seen of it. */
export interface Exchange {
  /** The answer's data as the client returned it (validated), if any. */
  data: unknown;
  /** The last answer received (after a 401 recovery, the retry's); null when none came. */
  answer: Observed | null;
  /** Why no answer came, in English (transport.ts). */
  transport: string | null;
  /** The last request sent, for a reproducer. */
  request: SentRequest | null;
  /** What the middleware threw (an ApiError for an error status, a ContractError, ...). */
  failure: unknown;
  /** Malformed error bodies the middleware warned about. */
  warnings: ContractIssue[];
  /** Not sent: the server had stopped answering (VerifyRun.stopped). */
  notSent?: true;
}

/** Ids found in answers, by parameter name, each with the operation whose answer had it (OpenAPI links). */
export class IdPool {
  private readonly byParam = new Map<string, Map<string, { value: string | number; from: string }>>();

  add(param: string, value: unknown, from: string): void {
    if (typeof value !== 'string' && typeof value !== 'number') return;
    const known = this.byParam.get(param) ?? new Map<string, { value: string | number; from: string }>();
    const key = `${typeof value}:${value}`;
    if (!known.has(key)) known.set(key, { value, from });
    this.byParam.set(param, known);
  }

  /** Every id found for the parameter, in the order found. */
  values(param: string): { value: string | number; from: string }[] {
    return [...(this.byParam.get(param)?.values() ?? [])];
  }
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

type IdName = 'transaction_id' | 'order_id' | 'requisite_id' | 'category_id' | 'article_id';

export interface VerifyRun {
  readonly args: VerifyArgs;
  readonly log: (line: string) => void;
  /** Telegram's hash field of --init-data, sent beside it to sign in. */
  readonly hash: string;
  readonly clients: { signedIn: ApiClients; anonymous: ApiClients };
  /** Set by the sign-in; every later phase needs it. */
  tokens: TokenPair | null;
  /** Something that stopped the run early (e.g. sign-in refused). */
  fatal: string | null;
  /** Ids found on the way, for the calls that need one. */
  readonly ids: Partial<Record<IdName, string | number>>;
  /** Every id any answer carried, by the contract's links (contract.ts linksOf). */
  readonly pool: IdPool;
  /** Answers of the reads that the writes and the dispute read act on. */
  readonly found: { trader?: unknown; schedule?: unknown; orders?: unknown; history?: unknown };
  readonly socket: { state: SocketState; received: ReceivedEvents; connection: ReturnType<typeof io> | null };
  /** Each operation of both documents, by operationId. */
  readonly results: Map<string, OperationResult>;
  opOf(id: string): ContractOp;
  /** One call, unchecked: what was sent and what came back. */
  exchange(op: ContractOp, init: CallInit, set?: ApiClients): Promise<Exchange>;
  /** One call, checked: status, content type, documented headers, the body by the app's validators.
   * Returns the answer's data when nothing was wrong with it. */
  check(op: ContractOp, name: string, expected: number[], init: CallInit, set?: ApiClients): Promise<unknown>;
  /** The last checked call's exchange (the sign-in tells a refusal from no answer by it). */
  last: Exchange | null;
  /** The operation's documented success, checked. */
  success(id: string, init?: CallInit): Promise<unknown>;
  /** Why an operation's documented success was not asked for. */
  skip(id: string, reason: string): void;
  /** Set when the server stopped answering: every later call is counted, not sent. */
  stopped: StoppedRun | null;
  /** Whether the command line requires this proposal ("getWithdrawalTerms", "listOrderHistory.search"). */
  required(name: string): boolean;
  /** Whether the operation is a proposal the backend lacks (then nothing more is sent to it). */
  lacks(id: string): boolean;
}

export interface Observed {
  status: number;
  headers: Headers;
  text: string;
  requestId: string | null;
}

/** What a server without the route answers: FastAPI's 404 (or 405 where the path has other methods), a gateway's 501. */
const MISSING_ROUTE = [404, 405, 501];

/** Calls in a row without an answer after which the server is asked once more whether it is there. */
export const DOWN_AFTER = 3;

type LooseClient = Record<string, (url: string, init: Record<string, unknown>) => Promise<{ data?: unknown }>>;

export function isTokenPair(value: unknown): value is TokenPair {
  return isObject(value) && typeof value.access_token === 'string' && typeof value.refresh_token === 'string';
}

async function call(set: ApiClients, op: ContractOp, init: CallInit): Promise<{ data?: unknown }> {
  const client = (op.document === 'trader-api' ? set.trader : set.gateway) as unknown as LooseClient;
  const method = client[op.method.toUpperCase()];
  if (!method) throw new Error(`openapi-fetch has no ${op.method} method`);
  // A new key per call: one key is one intent (the contract gives no example key to reuse).
  const header = op.idempotencyKey ? { 'Idempotency-Key': randomUUID() } : undefined;
  const body =
    init.rawBody !== undefined
      ? { body: init.rawBody, bodySerializer: (text: unknown) => text, ...(init.contentType ? { headers: { 'Content-Type': init.contentType } } : {}) }
      : init.body !== undefined
        ? { body: init.body }
        : {};
  return method(op.path, {
    params: { ...(init.path ? { path: init.path } : {}), ...(init.query ? { query: init.query } : {}), ...(header ? { header } : {}) },
    ...body,
  });
}

export function createRun(args: VerifyArgs, log: (line: string) => void): VerifyRun {
  const results = new Map<string, OperationResult>(
    OPERATIONS.map((op) => [op.operationId, { operationId: op.operationId, document: op.document, contract: op.contract, proposedParts: proposedParts(op), method: op.method.toUpperCase(), path: op.path, checks: [], skipped: [], notImplemented: [], verdict: 'not exercised' }]),
  );
  const byId = new Map(OPERATIONS.map((op) => [op.operationId, op]));
  const opOf = (id: string): ContractOp => {
    const op = byId.get(id);
    if (!op) throw new Error(`${id} is not an operation of openapi/`);
    return op;
  };

  const hash = new URLSearchParams(args.initData).get('hash') ?? '';
  // What the last call sent and answered, and what the middleware reported on the side: malformed
  // error bodies arrive as warnings. Reset by each exchange.
  const seen: { observed: Observed | null; warnings: ContractIssue[]; request: SentRequest | null; transport: string | null } = {
    observed: null,
    warnings: [],
    request: null,
    transport: null,
  };
  const logger: Logger = {
    warn(message, ...rest) {
      if (/does not match the contract/.test(message) && Array.isArray(rest[0])) seen.warnings.push(...explainIssues(rest[0] as Parameters<typeof explainIssues>[0]));
    },
    error() {},
  };
  const recordingFetch = async (request: Request): Promise<Response> => {
    const secrets = [
      { value: args.initData, placeholder: '<the --init-data>' },
      { value: hash, placeholder: '<its hash>' },
      ...(run.tokens ? [{ value: run.tokens.refresh_token, placeholder: '<the refresh token>' }, { value: run.tokens.access_token, placeholder: '<the access token>' }] : []),
    ];
    seen.request = await sentRequest(request, secrets);
    let response: Response;
    try {
      response = await globalThis.fetch(request);
    } catch (error) {
      seen.transport = describeTransportError(error, request.url, args.timeoutMs);
      throw error;
    }
    seen.observed = { status: response.status, headers: response.headers, text: await response.clone().text(), requestId: request.headers.get('x-request-id') };
    return response;
  };

  const common = { traderBaseUrl: args.api, gatewayBaseUrl: args.gateway, timeoutMs: args.timeoutMs, fetch: recordingFetch, logger };
  const run: VerifyRun = {
    args,
    log,
    hash,
    clients: {
      signedIn: createApiClients({
        ...common,
        auth: {
          getAccessToken: () => run.tokens?.access_token ?? null,
          // An access token that expired during a long run: sign in again, as the app would.
          recover: async () => {
            const { data } = await call(run.clients.signedIn, opOf('issueToken'), { body: { init_data_raw: args.initData, hash } }).catch(() => ({ data: undefined }));
            run.tokens = isTokenPair(data) ? data : null;
            return run.tokens?.access_token ?? null;
          },
          logout: () => undefined,
        },
      }),
      anonymous: createApiClients({ ...common, auth: null }),
    },
    tokens: null,
    fatal: null,
    ids: {},
    pool: new IdPool(),
    found: {},
    last: null,
    socket: { state: { connected: false, error: null, listenedS: 0 }, received: new Map(), connection: null },
    results,
    opOf,
    async exchange(op, init, set = run.clients.signedIn) {
      if (run.stopped) {
        run.stopped.notMade += 1;
        return { data: undefined, answer: null, transport: null, request: null, failure: null, warnings: [], notSent: true };
      }
      seen.observed = null;
      seen.warnings = [];
      seen.request = null;
      seen.transport = null;
      let data: unknown;
      let failure: unknown = null;
      try {
        ({ data } = await call(set, op, init));
      } catch (error) {
        failure = error;
      }
      const exchange: Exchange = { data, answer: seen.observed as Observed | null, transport: seen.transport, request: seen.request, failure, warnings: [...seen.warnings] };
      if (exchange.answer && failure === null) harvestIds(run.pool, op, exchange.answer.status, data);
      await watchSilence(op, init, exchange);
      return exchange;
    },
    async check(op, name, expected, init, set = run.clients.signedIn) {
      const result = results.get(op.operationId);
      // A proposal the backend lacks gets nothing more: its probes would only repeat the 404.
      if (run.lacks(op.operationId)) {
        run.last = null;
        return undefined;
      }
      const exchange = await run.exchange(op, { ...init, label: name }, set);
      if (exchange.notSent) {
        run.last = null;
        return undefined;
      }
      run.last = exchange;
      const { answer } = exchange;
      const problems = answer ? answerProblems(op, expected, answer, exchange.failure, exchange.warnings) : [noAnswer(exchange)];
      const missing = answer !== null && (await missingRoute(op, expected, answer.status, init, set));
      const record = (): CheckResult => ({
        name,
        expected,
        observed: answer?.status ?? null,
        problems,
        ...(exchange.request ? { request: exchange.request, answer: receivedAnswer(answer?.status ?? null, answer?.text ?? exchange.transport ?? '') } : {}),
      });
      if (missing) {
        const required = run.required(op.operationId);
        result?.notImplemented.push({ part: 'operation', evidence: `${name} -> ${answer.status}`, required });
        if (!required) {
          log(`skip ${op.operationId}: proposed, not implemented (${name} -> ${answer.status}); its probes and generated inputs are not sent`);
          return undefined;
        }
        // One line for it: the status problem says the same.
        problems.splice(0, problems.length, ...problems.filter((p) => p.field !== '(status)'));
        problems.unshift({ field: '(operation)', value: String(answer.status), message: `the proposed ${op.method.toUpperCase()} ${op.path} is not implemented (a server without the route answers ${answer.status}); required by ${requiredBy(args, op.operationId)}` });
      }
      const failed = problems.length > 0;
      const check = record();
      result?.checks.push(failed ? check : { name, expected, observed: check.observed, problems });
      log(`${failed ? 'FAIL' : 'ok  '} ${op.operationId}: ${name} -> ${answer?.status ?? 'no answer'}${problems.map((p) => `\n       ${p.field} = ${p.value}: ${p.message}`).join('')}`);
      return failed ? undefined : exchange.data;
    },
    success(id, init = {}) {
      const op = opOf(id);
      return run.check(op, 'success', successStatuses(op), init);
    },
    skip(id, reason) {
      results.get(id)?.skipped.push(reason);
    },
    stopped: null,
    required: (name) => args.requireProposed.all || args.requireProposed.names.includes(name),
    lacks: (id) => results.get(id)?.notImplemented.some((n) => n.part === 'operation') ?? false,
  };

  /** Proposed operations that answered as a route that exists: never excused afterwards. */
  const implemented = new Set<string>();

  /**
   * Whether an answer of a proposed operation is a server without its route: 405 or 501, or a 404
   * the call did not expect. A 404 on a path with an id can be the operation's own (an id it does not hold): an existing
   * route answers a call without a token 401 first, so a 404 is confirmed by one such call.
   */
  async function missingRoute(op: ContractOp, expected: readonly number[], status: number, init: CallInit, set: ApiClients): Promise<boolean> {
    if (op.contract !== 'proposed' || implemented.has(op.operationId)) return false;
    if (!MISSING_ROUTE.includes(status)) {
      implemented.add(op.operationId);
      return false;
    }
    if (expected.includes(status)) return false; // a documented refusal, or a missing route: the next call tells
    // Without an id in the path a 404 can only be the route's (ADR 0031).
    if (status !== 404 || set === run.clients.anonymous || op.document !== 'trader-api' || pathParams(op).length === 0) return true;
    const probe = await run.exchange(op, { ...init, label: '(without a token: is the route there?)' }, run.clients.anonymous);
    if (probe.answer !== null && !MISSING_ROUTE.includes(probe.answer.status)) implemented.add(op.operationId);
    return probe.answer !== null && MISSING_ROUTE.includes(probe.answer.status);
  }

  // Calls in a row without an answer, the first of them, and whether the server is being asked.
  let silent: { count: number; first: { op: ContractOp; label: string; exchange: Exchange } | null } = { count: 0, first: null };
  async function watchSilence(op: ContractOp, init: CallInit, exchange: Exchange): Promise<void> {
    if (exchange.answer) {
      silent = { count: 0, first: null };
      return;
    }
    silent.count += 1;
    silent.first ??= { op, label: init.label ?? 'a call', exchange };
    if (silent.count < DOWN_AFTER) return;
    if (await answers(args)) {
      silent = { count: 0, first: null };
      return;
    }
    const { first: culprit } = silent;
    if (!culprit) return;
    const { request } = culprit.exchange;
    run.stopped = {
      after: `${culprit.op.operationId} ${culprit.label}`,
      notMade: 0,
      check: {
        name: culprit.label,
        expected: [],
        observed: null,
        problems: [noAnswer(culprit.exchange)],
        ...(request ? { request, answer: receivedAnswer(null, culprit.exchange.transport ?? '') } : {}),
      },
    };
    log(`STOP the server stopped answering after ${culprit.op.operationId} ${culprit.label} (${DOWN_AFTER} calls in a row without an answer, and none to GET ${args.api}/traders/check either)`);
  }
  return run;
}

/** Whether the server answers at all: a cheap observed read (GET /traders/check), any status. */
async function answers(args: VerifyArgs): Promise<boolean> {
  try {
    const response = await globalThis.fetch(`${args.api}/traders/check`, { signal: AbortSignal.timeout(args.timeoutMs) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/** What made a proposal required, for its failure. */
function requiredBy(args: VerifyArgs, name: string): string {
  return args.requireProposed.names.includes(name) ? `--require ${name}` : '--require-proposed';
}

/** The answers' ids, by the operation's links, into the pool (an answer the client refused adds none). */
function harvestIds(pool: IdPool, op: ContractOp, status: number, data: unknown): void {
  if (data === undefined) return;
  for (const link of linksOf(op)) {
    if (link.status !== String(status)) continue;
    for (const value of valuesAt(data, link.pointer)) pool.add(link.param, value, op.operationId);
  }
}

/** The problem of a call that got no answer: why, in English (never the app's Russian message for the trader). */
export function noAnswer(exchange: Exchange): Problem {
  const reason = exchange.transport ?? (exchange.failure instanceof NoAnswerError ? exchange.failure.reason : exchange.failure instanceof Error ? exchange.failure.message : String(exchange.failure));
  return { field: '(response)', value: 'none', message: reason };
}

/** What is wrong with an answer: status, the validators' issues, content type, body, headers. */
function answerProblems(op: ContractOp, expected: number[], answer: Observed, failure: unknown, warnings: readonly ContractIssue[]): Problem[] {
  const problems: Problem[] = [];
  if (!expected.includes(answer.status)) {
    const undocumented = documents(op, answer.status) ? '' : ` (${answer.status} is not documented for ${op.method.toUpperCase()} ${op.path})`;
    problems.push({ field: '(status)', value: String(answer.status), message: `expected ${expected.join(' or ')}${undocumented}` });
  }
  problems.push(...bodyProblems(op, answer, failure, warnings));
  return problems;
}

/** What is wrong with an answer besides its status: the validators' issues, content type, body, headers. */
export function bodyProblems(op: ContractOp, answer: Observed, failure: unknown, warnings: readonly ContractIssue[]): Problem[] {
  const problems: Problem[] = [];
  const body = parseText(answer.text);
  if (failure instanceof ContractError) {
    problems.push(...issueProblems(failure.issues.filter((i) => !(i.path.length === 0 && /^status \d+ is not documented/.test(i.message))), body));
  }
  problems.push(...issueProblems(warnings, body));
  const validator = op.responses[String(answer.status)];
  const contentType = answer.headers.get('content-type') ?? '';
  if (validator && answer.text !== '' && !/^application\/([\w.+-]+\+)?json\b/.test(contentType)) {
    problems.push({ field: '(content-type)', value: showValue(contentType || undefined), message: 'a JSON body must be sent as application/json' });
  }
  if (validator === null && answer.text !== '') problems.push({ field: '(body)', value: showValue(body), message: `${answer.status} is documented without a body` });
  for (const [header, required] of documentedHeaders(op, answer.status)) {
    const value = answer.headers.get(header);
    if (required && value === null) problems.push({ field: header, value: '(missing)', message: 'a required response header is missing' });
    if (header === 'x-request-id' && value !== null && value !== answer.requestId) {
      problems.push({ field: header, value: showValue(value), message: `must echo the request's ${showValue(answer.requestId)}` });
    }
  }
  return problems;
}

/** A made-up id that no backend holds: a large integer for integer ids, else a random UUID. */
export function unknownId(run: VerifyRun, param: string): string | number {
  return typeof run.ids[param as IdName] === 'number' || /^(requisite|category|article)_id$/.test(param) ? 2_147_483_000 : randomUUID();
}

/** The items of a list answer (`{items: [...]}` or a bare array) that are objects. */
export function itemsOf(list: unknown): Json[] {
  return (isObject(list) && Array.isArray(list.items) ? list.items : Array.isArray(list) ? list : []).filter(isObject);
}

/** The `key` field of a list answer's first item, when it is an id. */
export function first(list: unknown, key = 'id'): string | number | undefined {
  const items = isObject(list) && Array.isArray(list.items) ? list.items : Array.isArray(list) ? list : [];
  const item: unknown = items[0];
  const value = isObject(item) ? item[key] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}
