// The stateful test backend (issue 12): Fastify serving the trader API at /api/v1 and the
// gateway at /gateway/api/v1, and socket.io at /gateway/ws, on one origin like a deployment.
// Unlike Prism it holds state, takes time to answer, and can lose an answer after acting on it,
// so end-to-end tests see money sent twice, sessions that loop and retries that should not be.
// It cannot drift from the contract: requests are validated by the generated zod request
// schemas, and every answer (and socket event) by the validators the app itself uses; an answer
// of its own that breaks the contract becomes a 500 and a `contractViolations` entry.
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { EventPayloads, SocketEventName } from '../../generated/events/events.gen.ts';
import { E2E_BOT_TOKEN } from '../../scripts/lib/telegram-launch.ts';
import { breakAnswer, breakEvent, inputBugAnswer, type ContractBreak } from './breaks.ts';
import { BASE_PATHS, CONTRACT_OPERATIONS, requiresToken, responseIssues, type ContractOperation, type OperationId, type Proposal } from './contract.ts';
import { FaultPlan } from './faults.ts';
import type { DisputeAttachment } from './attachments.ts';
import { attachRealtime, type Realtime } from './realtime.ts';
import { documentedError, NOT_AUTHENTICATED, routes, type Answer, type HandlerContext } from './routes.ts';
import { defaultSeed, type BackendSeed } from './seed.ts';
import { Sessions, type SessionConfig } from './sessions.ts';
import { ControlRefusal, registerControl } from './control.ts';
import { BackendState, type BalanceOperation, type DisputeSide, type Ledger, type Order } from './state.ts';

export type { OperationId } from './contract.ts';
export type { BackendSeed, BalanceSeed } from './seed.ts';
export type { Ledger, LedgerOperation } from './state.ts';

export interface BackendConfig extends Omit<SessionConfig, 'botToken'> {
  /** Every HTTP answer waits this long (the app must cope with a slow network). */
  latencyMs: number;
}

export interface BackendOptions extends Partial<BackendConfig> {
  /** Default E2E_BOT_TOKEN ('e2e-bot-token:test'), the token scripts/lib/telegram-launch.ts signs with. */
  botToken?: string;
  /** Overrides of the state every reset starts from (the contract's examples, shifted to now). */
  seed?: Partial<BackendSeed>;
  /** The clock for token expiry and dates; default Date.now. */
  now?: () => number;
  host?: string;
  /** Default 0: a free port. */
  port?: number;
  /**
   * Deliberate contract breaks (tests/backend/breaks.ts), for testing a provider verification:
   * applied to answers and events after the contract check passed them, so contractViolations
   * still records every violation of the backend's own; an input bug answers a 500 to its edge
   * input before the handler runs. None by default.
   */
  breaks?: readonly ContractBreak[];
  /**
   * Serves the control endpoint (tests/backend/control.ts: /__control, loopback only) through
   * which `npm run backend` drives the dev backend: what a real backend does on its own. Off by
   * default: tests call the same methods directly.
   */
  control?: boolean;
}

export interface RecordedRequest {
  /** Arrival time, ms since the epoch (the backend's clock). */
  at: number;
  method: string;
  /** The full path, base path included, without the query. */
  path: string;
  query: Record<string, unknown>;
  /** Null when the path and method are not in the contract. */
  operationId: OperationId | null;
  /** The status answered; null while pending or when the answer was dropped. */
  status: number | null;
  /** The request carried a valid access token. */
  authorized: boolean;
  idempotencyKey: string | null;
  requestId: string | null;
  /** The JSON body as sent (the raw text when it is not JSON). */
  body: unknown;
  /** Answered from the idempotency store: a repeat that changed nothing. */
  replayed: boolean;
  /** The handler ran, then the connection was destroyed instead of answering. */
  dropped: boolean;
}

export type RequestFilter =
  | Partial<Pick<RecordedRequest, 'method' | 'path' | 'operationId' | 'status' | 'authorized' | 'idempotencyKey' | 'replayed' | 'dropped'>>
  | ((request: RecordedRequest) => boolean);

export interface ContractViolation {
  at: number;
  /** response: an answer of the backend; event: a socket payload; exception: a handler threw. */
  kind: 'response' | 'event' | 'exception';
  /** The operation, or the socket event name. */
  source: string;
  status: number | null;
  issues: string[];
  body: unknown;
}

export interface SocketHandshake {
  at: number;
  /** False when the token was missing, invalid, expired or revoked, or the Origin was foreign. */
  accepted: boolean;
  /** Refused before the token was read: the browser's Origin was not the origin the request came to (python-socketio's default check). */
  foreignOrigin?: { origin: string; allowed: string[] };
}

export interface NotImplementedCall {
  at: number;
  method: string;
  path: string;
  /** Null when the call is not in the contract at all. */
  operationId: OperationId | null;
}

/** A copy of the state, for assertions. */
export interface BackendSnapshot {
  trader: BackendState['trader'];
  balance: ReturnType<BackendState['balance']>;
  orders: BackendState['orders'];
  history: BackendState['history'];
  operations: BackendState['operations'];
  requisites: BackendState['requisites'];
  schedule: BackendState['schedule'];
  completedOrderCount: number;
  autoacceptExpiresAt: string | null;
}

export interface TestBackend {
  /** http://127.0.0.1:<port>: serves /api/v1, /gateway/api/v1 and /gateway/ws. */
  readonly origin: string;
  readonly botToken: string;
  /** Changes latency, token lifetimes, whitelist or init-data age from now on. */
  configure(config: Partial<BackendConfig>): void;
  /** Back to the seed (with these overrides) and the start options; clears logs, faults, ledger. Sessions stay valid. */
  reset(seed?: Partial<BackendSeed>): void;
  /** Rotates the signing key: every access and refresh token issued so far answers 401; sockets are dropped unless told otherwise. */
  revokeSessions(options?: { disconnectSockets?: boolean }): void;
  /** Every POST /auth/token answers this documented status from now on; null signs in again. */
  refuseSignIn(status: number | null): void;
  /** While on, every socket handshake is refused, valid token or not (a gateway refusing for its own reasons). */
  refuseSockets(on: boolean): void;
  /** Drops every connected socket from the server side ("io server disconnect"); sessions stay valid. */
  disconnectSockets(): void;
  /** The next `times` calls of the operation answer `status` with its documented error body; the handler does not run. */
  failNext(operationId: OperationId, status: number, times?: number): void;
  /** Like failNext, until clearFaults. */
  fail(operationId: OperationId, status: number): void;
  clearFaults(operationId?: OperationId): void;
  /** The next call's handler runs fully (a debit is committed), then the connection is destroyed unanswered. */
  dropNextResponse(operationId: OperationId, times?: number): void;
  /** The next call is answered with this status and body (checked against the contract); the handler does not run. */
  answerNext(operationId: OperationId, status: number, body: unknown): void;
  /** Every HTTP request since the last reset, in arrival order. */
  readonly requests: readonly RecordedRequest[];
  count(filter?: RequestFilter): number;
  /** How many times the operation took effect (replays, refusals and faults do not count). */
  applied(operationId: OperationId): number;
  ledger(): Ledger;
  /** Throws unless available === initial + Σ ledger amounts (3 decimals) and no Idempotency-Key was applied twice. */
  assertLedgerConsistent(): void;
  readonly contractViolations: readonly ContractViolation[];
  /** Calls the backend has no handler for (answered 501). */
  readonly notImplemented: readonly NotImplementedCall[];
  /**
   * Until reset, the operation ignores these query parameters, as a backend that predates a
   * proposed one (FastAPI ignores unknown ones); the request log keeps what was sent (issue 28).
   */
  ignoreParams(operationId: OperationId, names: readonly string[]): void;
  snapshot(): BackendSnapshot;
  /** Emits a contract-checked event to every connected socket; returns how many got it. */
  emit<E extends SocketEventName>(event: E, payload: EventPayloads[E]): number;
  /** Support cancels the order after its dispute (state), then dispute_close is emitted, as the server would. */
  cancelAfterDispute(orderId: string): void;
  /**
   * A new order joins the trader's current orders (GET /traders/orders lists it); one assigned by
   * auto-accept (status PROCESS) is announced with autoaccept_order, as the server would; an
   * invite is not (the contract has no invite event: the app finds it in the list).
   */
  assignOrder(order: Order): void;
  /**
   * An order in process closed by the server (issue 37), completed and credited or cancelled;
   * orders_closed is emitted. Throws when the state refuses it.
   */
  closeOrder(orderId: string, outcome: 'complete' | 'cancel'): Order;
  /** The files stored on each order's dispute (issue 28, item 6): order id -> files, oldest first. */
  attachments(): Record<string, DisputeAttachment[]>;
  /**
   * Until reset, these operations answer as a server without them: FastAPI's 404 for an unknown
   * route, `{"detail": "Not Found"}` (or 405 Method Not Allowed where the path has other methods,
   * or 501), before authentication, unchecked and not counted as notImplemented (the app must cope
   * with a backend that lacks a proposed call); what goes with a call goes too (without
   * updateRequisite the requisites carry no `editable`: HandlerContext.offers). A proposed field
   * (ProposedField: `Order.payer`) is left out of every answer that carries it; `status` does not
   * apply to it.
   */
  lack(proposals: readonly Proposal[], status?: 404 | 405 | 501): void;
  /**
   * The marketplace gives the trader a new order (state.newOrder: an IN order pays to an active
   * requisite), joined as assignOrder joins one: taken by auto-accept (PROCESS, announced with
   * autoaccept_order) or, with `invite`, offered (INVITE, no event). Throws a ControlRefusal.
   */
  newOrder(options?: { direction?: Order['direction']; amountRub?: number; invite?: boolean }): Told<Order>;
  /** A current order runs out of time unpaid (NO_PAY); orders_timeout is emitted. Throws a ControlRefusal. */
  expireOrder(orderId: string): Told<Order>;
  /**
   * Support closes the order's open dispute for the trader (the order completes, the trader is
   * credited) or the merchant (it is cancelled), with a comment; dispute_close is emitted. Throws a ControlRefusal.
   */
  closeDispute(orderId: string, winner: DisputeSide, comment?: string | null): Told<Order>;
  /** A withdrawal on hold is sent on chain (`sent`) or fails; balance_withdrawal is emitted. Throws a ControlRefusal. */
  settleWithdrawal(operationId: string, sent: boolean): Told<BalanceOperation>;
  /** USDT credited: a top-up from the chain (balance_replenishment) or an internal one (balance_internal_topup). */
  topUp(amount: number, options?: { internal?: boolean }): Told<BalanceOperation>;
  /**
   * Until reset, from the first HTTP request that matches on (that one included), no request is
   * answered: the server hangs, as one a generated input froze (issue 41). The requests are
   * recorded (status null); close() ends them.
   */
  hangFrom(filter: RequestFilter): void;
  /** Emits anything, unchecked (malformed-event tests). */
  emitRaw(event: string, payload: unknown): number;
  /** Sockets connected now (handshake done). */
  sockets(): number;
  /** Every socket.io handshake since the last reset, accepted or refused. */
  readonly handshakes: readonly SocketHandshake[];
  close(): Promise<void>;
}

/** What a control call changed, and the socket event it sent (null when none) to how many sockets. */
export interface Told<T> {
  value: T;
  event: { name: SocketEventName; payload: unknown; delivered: number } | null;
}

/** What FastAPI (Starlette) answers for a route it does not have, and a server that says so. */
const MISSING_ROUTE_DETAIL: Record<404 | 405 | 501, string> = { 404: 'Not Found', 405: 'Method Not Allowed', 501: 'Not Implemented' };

const DEFAULTS: BackendConfig = { latencyMs: 150, accessTtlS: 30, refreshTtlS: 600, whitelist: 'all', initDataMaxAgeS: 86_400 };

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Fastify's route syntax for a spec path: {order_id} -> :order_id. */
const fastifyUrl = (url: string) => url.replace(/\{([^}]+)\}/g, ':$1');

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? (value[0] ?? null) : null;
}

function readableBody(raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function matches(request: RecordedRequest, filter: RequestFilter): boolean {
  if (typeof filter === 'function') return filter(request);
  return Object.entries(filter).every(([key, value]) => value === undefined || Reflect.get(request, key) === value);
}

export async function startBackend(options: BackendOptions = {}): Promise<TestBackend> {
  const now = options.now ?? Date.now;
  const botToken = options.botToken ?? E2E_BOT_TOKEN;
  const initialConfig: BackendConfig = {
    latencyMs: options.latencyMs ?? DEFAULTS.latencyMs,
    accessTtlS: options.accessTtlS ?? DEFAULTS.accessTtlS,
    refreshTtlS: options.refreshTtlS ?? DEFAULTS.refreshTtlS,
    whitelist: options.whitelist ?? DEFAULTS.whitelist,
    initDataMaxAgeS: options.initDataMaxAgeS ?? DEFAULTS.initDataMaxAgeS,
  };
  let config: BackendConfig = { ...initialConfig };
  const sessions = new Sessions(() => ({ ...config, botToken }));
  const faults = new FaultPlan();
  const freshState = (seed?: Partial<BackendSeed>) => new BackendState({ ...defaultSeed(now()), ...options.seed, ...seed });
  let state = freshState();
  let requests: RecordedRequest[] = [];
  let violations: ContractViolation[] = [];
  let notImplemented: NotImplementedCall[] = [];
  let handshakes: SocketHandshake[] = [];
  let socketsRefused = false;
  /** Proposed calls this backend does not have (lack), with the status a missing route answers. */
  let lacking = new Map<Proposal, 404 | 405 | 501>();
  // issue 28: query parameters a backend that predates them never reads (ignoreParams), until reset.
  let ignoredParams = new Map<OperationId, readonly string[]>();
  // issue 41: the request from which on the server hangs (hangFrom), and whether it has come.
  let hangTrigger: RequestFilter | null = null;
  let hung = false;

  // Path parameters as long as a URL may be (Fastify's default of 100 characters answers an
  // undocumented 414 where FastAPI reads the parameter and refuses it with a 422 or a 404).
  // Uploads (uploadDisputeAttachment) take files up to 10 MiB plus the multipart framing; a larger
  // body gets Fastify's own 413, as a proxy's limit would answer.
  const app = Fastify({ logger: false, forceCloseConnections: true, bodyLimit: 16 * 1024 * 1024, routerOptions: { maxParamLength: 8192 } });
  // The body is read as text and parsed by each route: FastAPI's 422 for bad JSON, and none of
  // Fastify's own 400/415 answers, which the contract does not document.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  // A multipart body stays bytes: the upload route reads its parts (multipart.ts).
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const realtime: Realtime = attachRealtime(app.server, {
    authenticate: (token) => {
      if (socketsRefused) return null;
      const check = sessions.verifyAccess(token, now());
      return check.ok ? check.claims.sub : null;
    },
    onViolation: (event, issues, payload) => violations.push({ at: now(), kind: 'event', source: event, status: null, issues, body: payload }),
    onHandshake: (accepted) => handshakes.push({ at: now(), accepted }),
    onForeignOrigin: (origin, allowed) => handshakes.push({ at: now(), accepted: false, foreignOrigin: { origin, allowed: [...allowed] } }),
    ...(options.breaks?.length ? { rewrite: (event: string, payload: unknown) => breakEvent(options.breaks ?? [], event, payload) } : {}),
  });

  /** The contract check of every answer: one that breaks it becomes a 500 and a violation. */
  function checked(op: ContractOperation, answer: Answer): Answer {
    const issues = responseIssues(op.operationId, answer.status, answer.body);
    if (issues.length === 0) return answer;
    violations.push({ at: now(), kind: 'response', source: op.operationId, status: answer.status, issues, body: answer.body });
    return { status: 500, body: { detail: `The test backend broke the contract of ${op.operationId} ${answer.status}: ${issues.join('; ')}` } };
  }

  /** Everything but the waiting: authentication, faults, validation, idempotency, the handler. */
  function decide(op: ContractOperation, request: FastifyRequest, record: RecordedRequest): { answer: Answer; drop: boolean } {
    const nowMs = now();
    const sub = sessions.authenticate(header(request, 'authorization') ?? undefined, nowMs);
    record.authorized = sub !== null;
    if (requiresToken(op.operationId) && sub === null) return { answer: NOT_AUTHENTICATED, drop: false };
    const crash = inputBugAnswer(options.breaks ?? [], op.operationId, {
      params: isRecord(request.params) ? request.params : {},
      query: isRecord(request.query) ? request.query : {},
      body: typeof request.body === 'string' ? request.body : undefined,
    });
    if (crash) return { answer: crash, drop: false };

    const canned = faults.takeCanned(op.operationId);
    if (canned) return { answer: canned, drop: false };
    const status = faults.takeStatus(op.operationId);
    if (status !== null) return { answer: documentedError(op.operationId, status), drop: false };
    const drop = faults.takeDrop(op.operationId);

    const route = routes[op.operationId];
    if (!route) {
      notImplemented.push({ at: record.at, method: record.method, path: record.path, operationId: op.operationId });
      return { answer: { status: 501, body: { detail: `The test backend does not implement ${op.operationId}` } }, drop: false };
    }
    const prepared = route.prepare({
      headers: request.headers,
      params: request.params,
      query: request.query,
      body: typeof request.body === 'string' ? request.body : undefined,
      bytes: Buffer.isBuffer(request.body) ? request.body : undefined,
      contentType: header(request, 'content-type') ?? undefined,
    });
    if (!prepared.ok) return { answer: { status: 422, body: { detail: prepared.detail } }, drop };
    record.body = prepared.body ?? record.body;

    const key = op.idempotencyKey ? record.idempotencyKey : null;
    if (key !== null) {
      const stored = state.idempotency.get(op.operationId, key);
      if (stored && stored.fingerprint === prepared.fingerprint) {
        record.replayed = true;
        return { answer: { status: stored.status, body: structuredClone(stored.body) }, drop };
      }
      if (stored) {
        const detail = [{ loc: ['header', 'Idempotency-Key'], msg: 'This Idempotency-Key was used for a different request', type: 'idempotency_key_reused' }];
        return { answer: { status: 422, body: { detail } }, drop };
      }
    }

    const context: HandlerContext = {
      state,
      sessions,
      nowMs,
      sub,
      emit: (event, payload) => {
        if (sub !== null) realtime.emit(event, payload, sub);
      },
      offers: (operationId) => !lacking.has(operationId),
    };
    let answer: Answer;
    try {
      answer = prepared.run(context);
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      violations.push({ at: nowMs, kind: 'exception', source: op.operationId, status: 500, issues: [message], body: record.body });
      return { answer: { status: 500, body: { detail: `The test backend failed on ${op.operationId}: ${String(error)}` } }, drop };
    }
    if (answer.applied) state.countApplied(op.operationId);
    if (key !== null && answer.status >= 200 && answer.status < 300) {
      state.idempotency.put(op.operationId, key, { status: answer.status, body: structuredClone(answer.body), fingerprint: prepared.fingerprint });
    }
    return { answer, drop };
  }

  async function handle(op: ContractOperation | null, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const [path = request.url] = request.url.split('?');
    const query: Record<string, unknown> = typeof request.query === 'object' && request.query !== null ? { ...request.query } : {};
    const record: RecordedRequest = {
      at: now(),
      method: request.method,
      path,
      query,
      operationId: op?.operationId ?? null,
      status: null,
      authorized: false,
      idempotencyKey: header(request, 'idempotency-key'),
      requestId: header(request, 'x-request-id'),
      body: readableBody(typeof request.body === 'string' ? request.body : undefined),
      replayed: false,
      dropped: false,
    };
    requests.push(record);
    const latencyMs = config.latencyMs;
    if (!hung && hangTrigger !== null && matches(record, hangTrigger)) hung = true;
    if (hung) {
      // No answer, ever: the connection stays open until the client gives up or close() ends it.
      reply.hijack();
      return;
    }

    let outcome: { answer: Answer; drop: boolean };
    const missing = op ? lacking.get(op.operationId) : undefined;
    if (missing !== undefined) {
      // A server without the route: its framework answers, not the contract.
      outcome = { answer: { status: missing, body: { detail: MISSING_ROUTE_DETAIL[missing] } }, drop: false };
    } else if (op) {
      const ignored = ignoredParams.get(op.operationId);
      if (ignored && typeof request.query === 'object' && request.query !== null) {
        // issue 28: a backend that predates these parameters never reads them.
        for (const name of ignored) Reflect.deleteProperty(request.query, name);
      }
      const decided = decide(op, request, record);
      outcome = { answer: breakAnswer(options.breaks ?? [], op.operationId, checked(op, decided.answer)), drop: decided.drop };
    } else {
      notImplemented.push({ at: record.at, method: record.method, path, operationId: null });
      outcome = { answer: { status: 501, body: { detail: `${request.method} ${path} is not in the contract` } }, drop: false };
    }

    await delay(latencyMs);
    if (outcome.drop) {
      // A lost answer: the work is done, the client only sees the connection go away.
      record.dropped = true;
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    const { status, body, headers } = outcome.answer;
    record.status = status;
    reply.code(status);
    if (headers) void reply.headers(headers);
    if (body === undefined) {
      await reply.send();
      return;
    }
    await reply.type('application/json').send(JSON.stringify(body));
  }

  for (const op of CONTRACT_OPERATIONS) {
    app.route({ method: op.method.toUpperCase(), url: fastifyUrl(op.url), handler: (request, reply) => handle(op, request, reply) });
  }
  app.setNotFoundHandler((request, reply) => {
    const inApi = Object.values(BASE_PATHS).some((base) => request.url === base || request.url.startsWith(`${base}/`));
    if (inApi) return handle(null, request, reply);
    return reply.code(404).send({ detail: 'Not Found' });
  });

  /** Emits a checked event to every socket and says so. */
  function tell<T, E extends SocketEventName>(value: T, name: E, payload: EventPayloads[E]): Told<T> {
    return { value, event: { name, payload, delivered: realtime.emit(name, payload) } };
  }
  const refused = (what: string, outcome: { reason: string }, conflict: string): never => {
    throw outcome.reason === 'not-found' ? new ControlRefusal(404, `${what} is not found`) : new ControlRefusal(409, conflict);
  };
  const controls: Pick<TestBackend, 'newOrder' | 'expireOrder' | 'closeDispute' | 'settleWithdrawal' | 'topUp'> = {
    newOrder({ direction = 'IN', amountRub = direction === 'IN' ? 15_000 : 8_200, invite = false } = {}) {
      if (!(amountRub > 0)) throw new ControlRefusal(422, `the amount must be a positive number of roubles, got ${amountRub}`);
      const made = state.newOrder({ direction, amountRub, status: invite ? 'INVITE' : 'PROCESS' }, now());
      if (!made.ok) {
        throw new ControlRefusal(409, made.reason === 'no-requisite' ? 'the trader has no active requisite for an IN order to pay to' : `the seed has no ${direction} order to copy`);
      }
      const order = state.assignOrder(made.value);
      // An invite has no event in the contract: the app finds it in the list.
      if (invite) return { value: order, event: null };
      return tell(order, 'autoaccept_order', { order_id: order.id, event: 'autoaccept.order' });
    },
    expireOrder(orderId) {
      const outcome = state.expireOrder(orderId);
      if (!outcome.ok) return refused(`current order ${orderId}`, outcome, `order ${orderId} has an open dispute: support decides it (close-dispute)`);
      const order = outcome.value;
      return tell(order, 'orders_timeout', { order_id: order.id, order_status: 'timeout', dispute_status: order.dispute_status, usdt_to_trader: order.usdt_to_trader, event: 'order.timeout' });
    },
    closeDispute(orderId, winner, comment = null) {
      const outcome = state.closeDispute(orderId, winner, comment, now());
      if (!outcome.ok) return refused(`order ${orderId}`, outcome, `order ${orderId} has no open dispute`);
      const order = outcome.value;
      const orderStatus = order.status === 'COMPLETE' ? 'complete' : 'cancel';
      return tell(order, 'dispute_close', { order_id: order.id, order_status: orderStatus, dispute_status: 'close', usdt_to_trader: order.usdt_to_trader, event: 'dispute.close' });
    },
    settleWithdrawal(operationId, sent) {
      const outcome = state.settleWithdrawal(operationId, sent, now());
      if (!outcome.ok) return refused(`operation ${operationId}`, outcome, `operation ${operationId} is not a withdrawal on hold`);
      const op = outcome.value;
      // The event names the operation (its amount as the operation has it); its status is read from GET /traders/transactions/{id}.
      return tell(op, 'balance_withdrawal', { amount: op.amount, currency_code: 'USDT', operation_id: op.id, event: 'balance.withdrawal' });
    },
    topUp(amount, { internal = false } = {}) {
      if (!(amount > 0)) throw new ControlRefusal(422, `the amount must be a positive number of USDT, got ${amount}`);
      const op = state.topUp(amount, internal ? 'INTERNAL_TOPUP' : 'TOPUP', now());
      const payload = { amount: op.amount, currency_code: 'USDT' as const, operation_id: op.id };
      return internal
        ? tell(op, 'balance_internal_topup', { ...payload, event: 'balance.internal_topup' })
        : tell(op, 'balance_replenishment', { ...payload, event: 'balance.replenishment' });
    },
  };
  if (options.control) registerControl(app, { controls, state: () => state });

  const address = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  const origin = new URL(address).origin;

  return {
    origin,
    botToken,
    configure(changes) {
      config = { ...config, ...changes };
    },
    reset(seed) {
      state = freshState(seed);
      config = { ...initialConfig };
      faults.clear();
      requests = [];
      violations = [];
      notImplemented = [];
      handshakes = [];
      socketsRefused = false;
      lacking = new Map();
      ignoredParams = new Map();
      hangTrigger = null;
      hung = false;
    },
    revokeSessions({ disconnectSockets = true } = {}) {
      sessions.revoke();
      if (disconnectSockets) realtime.disconnectAll();
    },
    refuseSignIn: (status) => faults.refuseSignIn(status),
    refuseSockets: (on) => {
      socketsRefused = on;
    },
    disconnectSockets: () => realtime.disconnectAll(),
    failNext: (operationId, status, times = 1) => faults.failNext(operationId, status, times),
    fail: (operationId, status) => faults.fail(operationId, status),
    clearFaults: (operationId) => faults.clear(operationId),
    dropNextResponse: (operationId, times = 1) => faults.dropNext(operationId, times),
    answerNext: (operationId, status, body) => faults.answerNext(operationId, { status, body }, 1),
    get requests() {
      return requests;
    },
    count: (filter = {}) => requests.filter((r) => matches(r, filter)).length,
    applied: (operationId) => state.applied.get(operationId) ?? 0,
    ledger: () => state.ledgerReport(),
    assertLedgerConsistent() {
      const problems = state.ledgerProblems();
      if (problems.length > 0) throw new Error(`The ledger is inconsistent:\n- ${problems.join('\n- ')}`);
    },
    get contractViolations() {
      return violations;
    },
    get notImplemented() {
      return notImplemented;
    },
    ignoreParams(operationId, names) {
      ignoredParams.set(operationId, [...(ignoredParams.get(operationId) ?? []), ...names]);
    },
    snapshot: () =>
      structuredClone({
        trader: state.trader,
        balance: state.balance(),
        orders: state.orders,
        history: state.history,
        operations: state.operations,
        requisites: state.requisites,
        schedule: state.schedule,
        completedOrderCount: state.completedOrderCount,
        autoacceptExpiresAt: state.autoacceptRunning(now()),
      }),
    emit: (event, payload) => realtime.emit(event, payload),
    cancelAfterDispute(orderId) {
      const outcome = state.cancelAfterDispute(orderId, now());
      if (!outcome.ok) throw new Error(`cancelAfterDispute(${orderId}): ${outcome.reason}`);
      const order = outcome.value;
      realtime.emit('dispute_close', { order_id: order.id, order_status: 'cancel', dispute_status: 'close', usdt_to_trader: order.usdt_to_trader, event: 'dispute.close' });
    },
    closeOrder(orderId, how) {
      const outcome = state.closeOrder(orderId, how, now());
      if (!outcome.ok) throw new Error(`closeOrder(${orderId}): ${outcome.reason}`);
      const order = outcome.value;
      realtime.emit('orders_closed', { order_id: order.id, order_status: how, dispute_status: order.dispute_status, usdt_to_trader: order.usdt_to_trader, event: 'order.closed' });
      return order;
    },
    attachments: () => state.attachments.all(),
    assignOrder(order) {
      state.assignOrder(order);
      if (order.status === 'PROCESS') realtime.emit('autoaccept_order', { order_id: order.id, event: 'autoaccept.order' });
    },
    lack(proposals, status = 404) {
      for (const id of proposals) lacking.set(id, status);
    },
    ...controls,
    hangFrom(filter) {
      hangTrigger = filter;
    },
    emitRaw: (event, payload) => realtime.emitRaw(event, payload),
    sockets: () => realtime.connected(),
    get handshakes() {
      return handshakes;
    },
    async close() {
      realtime.close();
      await app.close();
    },
  };
}
