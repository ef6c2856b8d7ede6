// Provider verification (issue 15, ADR 0012): calls every operation of both OpenAPI documents on
// a live backend through the app's own client (src/shared/api: openapi-fetch, the middleware and
// the generated validators), listens on the socket gateway and checks every event with the
// app's event validators. Each failure names the operation or event, the field and the value.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { io } from 'socket.io-client';
import * as z from 'zod/mini';
import { eventContracts, eventPayloadValidators, socketEventNames, type SocketEventName } from '../../generated/events/events.gen.ts';
import { operations as gatewayOperations } from '../../generated/openapi/gateway-api.operations.ts';
import { operations as traderOperations, type OperationInfo } from '../../generated/openapi/trader-api.operations.ts';
import { createApiClients, type ApiClients } from '../../src/shared/api/client.ts';
import { ContractError, formatPath, type ContractIssue } from '../../src/shared/api/errors.ts';
import type { Logger } from '../../src/shared/api/middleware.ts';
import { socketEndpoint } from '../../src/shared/api/socket.ts';
import { explainIssues } from '../../src/shared/api/validate.ts';
import type { VerifyArgs } from './args.ts';

export type DocumentName = 'trader-api' | 'gateway-api';
export type Contract = OperationInfo['contract'];

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

export interface VerifyResult {
  target: { api: string; gateway: string; ws: string };
  allowWrites: boolean;
  startedAt: string;
  durationMs: number;
  operations: OperationResult[];
  socket: { connected: boolean; error: string | null; listenedS: number };
  events: EventResult[];
  /** Events the AsyncAPI document does not know (reported; they do not fail the run). */
  unknownEvents: { event: string; count: number; sample: string }[];
  /** Something that stopped the run early (e.g. sign-in refused). */
  fatal: string | null;
  ok: boolean;
}

// ---------------------------------------------------------------- the contract

interface ContractOp extends OperationInfo {
  document: DocumentName;
}

const OPERATIONS: readonly ContractOp[] = [
  ...Object.values(gatewayOperations).map((op) => ({ ...op, document: 'gateway-api' as const })),
  ...Object.values(traderOperations).map((op) => ({ ...op, document: 'trader-api' as const })),
];

// zod/mini leaves messages at "Invalid input" unless a locale is loaded: the report should say
// what was expected ("expected boolean, received string"). Only this Node process is affected.
z.config(z.locales.en());

const root = path.resolve(import.meta.dirname, '../..');
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const bundled = new Map<DocumentName, Json>();

function document(name: DocumentName): Json {
  let doc = bundled.get(name);
  if (!doc) {
    const parsed: unknown = JSON.parse(readFileSync(path.join(root, 'generated', 'openapi', `${name}.bundled.json`), 'utf8'));
    doc = isObject(parsed) ? parsed : {};
    bundled.set(name, doc);
  }
  return doc;
}

function deref(doc: Json, node: unknown): Json {
  if (!isObject(node)) return {};
  if (typeof node.$ref !== 'string') return node;
  let current: unknown = doc;
  for (const part of node.$ref.replace(/^#\//, '').split('/')) current = isObject(current) ? current[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return deref(doc, current);
}

function operationNode(op: ContractOp): Json {
  const doc = document(op.document);
  const paths = isObject(doc.paths) ? doc.paths : {};
  const item = paths[op.path];
  const node = isObject(item) ? item[op.method] : undefined;
  return isObject(node) ? node : {};
}

/** The first documented example of the operation's request body. */
function requestExample(op: ContractOp): unknown {
  const doc = document(op.document);
  const body = deref(doc, operationNode(op).requestBody);
  const content = isObject(body.content) && isObject(body.content['application/json']) ? body.content['application/json'] : {};
  if ('example' in content) return structuredClone(content.example);
  const first = Object.values(isObject(content.examples) ? content.examples : {})[0];
  return structuredClone(deref(doc, first).value);
}

/** Headers the contract documents for a response: name -> required. */
function documentedHeaders(op: ContractOp, status: number): Map<string, boolean> {
  const doc = document(op.document);
  const responses = deref(doc, operationNode(op).responses);
  const response = deref(doc, responses[String(status)]);
  const headers = isObject(response.headers) ? response.headers : {};
  return new Map(Object.entries(headers).map(([name, node]) => [name.toLowerCase(), deref(doc, node).required === true]));
}

const hasBody = (op: ContractOp) => 'requestBody' in operationNode(op);

/** The request body and success answers marked `x-contract: proposed` on an observed call. */
function proposedParts(op: ContractOp): string[] {
  if (op.contract !== 'observed') return [];
  const doc = document(op.document);
  const node = operationNode(op);
  const parts = deref(doc, node.requestBody)['x-contract'] === 'proposed' ? ['request body'] : [];
  const responses = deref(doc, node.responses);
  for (const status of Object.keys(responses).filter((s) => /^2\d\d$/.test(s))) {
    if (deref(doc, responses[status])['x-contract'] === 'proposed') parts.push(`${status} answer`);
  }
  return parts;
}
const pathParams = (op: ContractOp) => [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
const successStatuses = (op: ContractOp) => Object.keys(op.responses).map(Number).filter((s) => s >= 200 && s < 300);
const documents = (op: ContractOp, status: number) => String(status) in op.responses;
/** Calls that change state; the gateway's token calls only issue tokens. */
const isWrite = (op: ContractOp) => op.method !== 'get' && op.document === 'trader-api';

// ---------------------------------------------------------------- values and problems

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

function issueProblems(issues: readonly ContractIssue[], body: unknown): Problem[] {
  return issues.map((issue) => ({ field: formatPath(issue.path), value: showValue(valueAt(body, issue.path)), message: issue.message }));
}

function parseText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// ---------------------------------------------------------------- the run

interface Observed {
  status: number;
  headers: Headers;
  text: string;
  requestId: string | null;
}

interface CallInit {
  path?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

type LooseClient = Record<string, (url: string, init: Record<string, unknown>) => Promise<{ data?: unknown }>>;

interface Clients {
  signedIn: ApiClients;
  anonymous: ApiClients;
}

type IdName = 'transaction_id' | 'order_id' | 'requisite_id' | 'category_id' | 'article_id';

export async function verifyBackend(args: VerifyArgs, log: (line: string) => void = () => undefined): Promise<VerifyResult> {
  const started = Date.now();
  const results = new Map<string, OperationResult>(
    OPERATIONS.map((op) => [op.operationId, { operationId: op.operationId, document: op.document, contract: op.contract, proposedParts: proposedParts(op), method: op.method.toUpperCase(), path: op.path, checks: [], skipped: [], verdict: 'not exercised' }]),
  );
  const byId = new Map(OPERATIONS.map((op) => [op.operationId, op]));
  const opOf = (id: string): ContractOp => {
    const op = byId.get(id);
    if (!op) throw new Error(`${id} is not an operation of openapi/`);
    return op;
  };

  // What the middleware reports on the side: malformed error bodies arrive as warnings.
  let observed: Observed | null = null;
  let warnings: ContractIssue[] = [];
  const logger: Logger = {
    warn(message, ...rest) {
      if (/does not match the contract/.test(message) && Array.isArray(rest[0])) warnings.push(...explainIssues(rest[0] as Parameters<typeof explainIssues>[0]));
    },
    error() {},
  };
  const recordingFetch = async (request: Request): Promise<Response> => {
    const response = await globalThis.fetch(request);
    observed = { status: response.status, headers: response.headers, text: await response.clone().text(), requestId: request.headers.get('x-request-id') };
    return response;
  };

  let tokens: { access_token: string; refresh_token: string } | null = null;
  const hash = new URLSearchParams(args.initData).get('hash') ?? '';
  const common = { traderBaseUrl: args.api, gatewayBaseUrl: args.gateway, timeoutMs: args.timeoutMs, fetch: recordingFetch, logger };
  const clients: Clients = {
    signedIn: createApiClients({
      ...common,
      auth: {
        getAccessToken: () => tokens?.access_token ?? null,
        // An access token that expired during a long run: sign in again, as the app would.
        recover: async () => {
          const { data } = await call(clients.signedIn, opOf('issueToken'), { body: { init_data_raw: args.initData, hash } }).catch(() => ({ data: undefined }));
          tokens = isTokenPair(data) ? data : null;
          return tokens?.access_token ?? null;
        },
        logout: () => undefined,
      },
    }),
    anonymous: createApiClients({ ...common, auth: null }),
  };

  async function call(set: ApiClients, op: ContractOp, init: CallInit): Promise<{ data?: unknown }> {
    const client = (op.document === 'trader-api' ? set.trader : set.gateway) as unknown as LooseClient;
    const method = client[op.method.toUpperCase()];
    if (!method) throw new Error(`openapi-fetch has no ${op.method} method`);
    const header = op.idempotencyKey ? { 'Idempotency-Key': randomUUID() } : undefined;
    return method(op.path, {
      params: { ...(init.path ? { path: init.path } : {}), ...(init.query ? { query: init.query } : {}), ...(header ? { header } : {}) },
      ...(init.body !== undefined ? { body: init.body } : {}),
    });
  }

  /** One call, checked: status, content type, documented headers, the body by the app's validators. */
  async function check(op: ContractOp, name: string, expected: number[], init: CallInit, set: ApiClients = clients.signedIn): Promise<unknown> {
    observed = null;
    warnings = [];
    let data: unknown;
    let failure: unknown = null;
    try {
      ({ data } = await call(set, op, init));
    } catch (error) {
      failure = error;
    }
    const problems: Problem[] = [];
    const answer = observed as Observed | null;
    if (!answer) {
      problems.push({ field: '(response)', value: 'none', message: failure instanceof Error ? failure.message : String(failure) });
    } else {
      const body = parseText(answer.text);
      if (!expected.includes(answer.status)) {
        const undocumented = documents(op, answer.status) ? '' : ` (${answer.status} is not documented for ${op.method.toUpperCase()} ${op.path})`;
        problems.push({ field: '(status)', value: String(answer.status), message: `expected ${expected.join(' or ')}${undocumented}` });
      }
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
    }
    const result = results.get(op.operationId);
    result?.checks.push({ name, expected, observed: answer?.status ?? null, problems });
    log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${op.operationId}: ${name} -> ${answer?.status ?? 'no answer'}${problems.map((p) => `\n       ${p.field} = ${p.value}: ${p.message}`).join('')}`);
    return problems.length === 0 ? data : undefined;
  }

  const skip = (id: string, reason: string) => results.get(id)?.skipped.push(reason);
  const success = (id: string, init: CallInit = {}) => {
    const op = opOf(id);
    return check(op, 'success', successStatuses(op), init);
  };

  // Ids found on the way, for the calls that need one.
  const ids: Partial<Record<IdName, string | number>> = {};
  const unknownId = (param: string): string | number => (typeof ids[param as keyof typeof ids] === 'number' || /^(requisite|category|article)_id$/.test(param) ? 2_147_483_000 : randomUUID());
  const first = (list: unknown, key = 'id'): string | number | undefined => {
    const items = isObject(list) && Array.isArray(list.items) ? list.items : Array.isArray(list) ? list : [];
    const item: unknown = items[0];
    const value = isObject(item) ? item[key] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? value : undefined;
  };
  const itemsOf = (list: unknown): Json[] => (isObject(list) && Array.isArray(list.items) ? list.items : Array.isArray(list) ? list : []).filter(isObject);

  const socketState = { connected: false, error: null as string | null, listenedS: 0 };
  const received = new Map<string, { count: number; problems: Problem[]; sample: string }>();
  let fatal: string | null = null;
  let socket: ReturnType<typeof io> | null = null;

  try {
    // 1. Sign in, refresh, and the gateway's refusals.
    const signIn = await check(opOf('issueToken'), 'success', successStatuses(opOf('issueToken')), { body: { init_data_raw: args.initData, hash } });
    tokens = isTokenPair(signIn) ? signIn : null;
    if (!tokens) {
      fatal = 'Sign-in (issueToken) did not return a valid token pair: every trader API call and the socket need one. Check --init-data (signed by the backend\'s bot, fresh auth_date).';
    } else {
      const refreshed = await success('refreshToken', { body: { init_data_raw: args.initData, hash, refresh_token: tokens.refresh_token } });
      if (isTokenPair(refreshed)) tokens = refreshed;

      // 2. The socket, before anything can make the backend send events.
      socket = await connectSocket(args.ws, tokens.access_token, socketState, received);

      // 3. Reads, in an order that finds the ids later calls need.
      const trader = await success('getTrader');
      for (const id of ['getAccountStatus', 'checkStatus', 'getConfig', 'getStatistic', 'getBalance', 'getDepositAddress']) await success(id);
      await success('lookupRedirect', { query: { path: '/' } });
      const transactions = await success('listTransactions', { query: { transaction_status: 'completed' } });
      ids.transaction_id = first(transactions) ?? first(await success('listTransactions'));
      if (ids.transaction_id !== undefined) await success('getTransaction', { path: { transaction_id: ids.transaction_id } });
      else skip('getTransaction', 'no transaction listed to read');
      let orders = await success('listOrders');
      const history = await success('listOrderHistory');
      ids.order_id = first(orders) ?? first(history);
      if (ids.order_id !== undefined) await success('getOrder', { path: { order_id: ids.order_id } });
      else skip('getOrder', 'no order listed to read');
      const schedule = await success('getSchedule');
      const requisites = await success('listRequisites');
      ids.requisite_id = first(requisites);
      for (const id of ['listCurrencies', 'listPaymentSystems', 'listPaymentMethods', 'listBanks']) await success(id);
      ids.category_id = first(await success('listHelpCategories'));
      if (ids.category_id !== undefined) ids.article_id = first(await success('listHelpArticles', { path: { category_id: ids.category_id } }));
      else skip('listHelpArticles', 'no help category listed');
      if (ids.article_id !== undefined) await success('getHelpArticle', { path: { article_id: ids.article_id } });
      else skip('getHelpArticle', 'no help article listed');

      // 4. Writes: only when allowed; each leaves the account as it found it where it can.
      const writes = OPERATIONS.filter(isWrite).map((op) => op.operationId);
      if (!args.allowWrites) {
        for (const id of writes) skip(id, 'changes state or moves money: run with --allow-writes');
      } else {
        const timezone = isObject(trader) && typeof trader.timezone === 'string' ? trader.timezone : null;
        await success('updateTimezone', { body: timezone ? { timezone } : requestExample(opOf('updateTimezone')) });
        await success('updateSchedule', { body: schedule ?? requestExample(opOf('updateSchedule')) });
        await success('disableAutoaccept');
        await success('activateAutoaccept', { body: requestExample(opOf('activateAutoaccept')) });
        await success('disableAutoaccept');
        const created = await success('createRequisite', { body: requestExample(opOf('createRequisite')) });
        const requisiteId = isObject(created) && typeof created.id === 'number' ? created.id : ids.requisite_id;
        if (requisiteId !== undefined) {
          await success('deactivateRequisite', { path: { requisite_id: requisiteId } });
          await success('activateRequisite', { path: { requisite_id: requisiteId } });
          if (isObject(created)) await success('deleteRequisite', { path: { requisite_id: requisiteId } });
          else skip('deleteRequisite', 'no requisite was created to delete');
        } else {
          for (const id of ['deactivateRequisite', 'activateRequisite', 'deleteRequisite']) skip(id, 'no requisite to act on');
        }
        // Orders: accept an invite, dispute one order in process, confirm another.
        const invite = itemsOf(orders).find((o) => o.status === 'INVITE');
        if (invite) await success('acceptOrder', { path: { order_id: String(invite.id) } });
        else skip('acceptOrder', 'no order in INVITE status to accept');
        orders = await check(opOf('listOrders'), 'success (after accepting)', successStatuses(opOf('listOrders')), {});
        const inProcess = itemsOf(orders).filter((o) => o.status === 'PROCESS' && o.dispute_status !== 'open');
        const confirmTarget = inProcess.find((o) => o.id === invite?.id) ?? inProcess[0];
        const disputeTarget = inProcess.find((o) => o !== confirmTarget);
        if (disputeTarget) await success('openDispute', { path: { order_id: String(disputeTarget.id) }, body: requestExample(opOf('openDispute')) });
        else skip('openDispute', 'needs a second order in PROCESS status without an open dispute');
        if (confirmTarget) await success('confirmOrder', { path: { order_id: String(confirmTarget.id) } });
        else skip('confirmOrder', 'no order in PROCESS status to confirm');
        await success('withdraw', { body: requestExample(opOf('withdraw')) });
        await success('transfer', { body: requestExample(opOf('transfer')) });
      }
      // A dispute to read: one just opened, or one the lists show.
      const disputed = [...itemsOf(orders), ...itemsOf(history)].find((o) => isObject(o.dispute));
      const disputedId = disputed?.id ?? itemsOf(await success('listOrders')).find((o) => isObject(o.dispute))?.id;
      if (typeof disputedId === 'string') await success('getDispute', { path: { order_id: disputedId } });
      else skip('getDispute', 'no order with a dispute to read');

      // 5. The documented errors that are safe to provoke.
      for (const op of OPERATIONS) {
        const write = isWrite(op);
        const params = Object.fromEntries(pathParams(op).map((p) => [p, ids[p as keyof typeof ids] ?? unknownId(p)]));
        const query = op.operationId === 'lookupRedirect' ? { path: '/' } : undefined;
        const body = hasBody(op) ? requestExample(op) : undefined;
        const base: CallInit = { ...(pathParams(op).length ? { path: params } : {}), ...(query ? { query } : {}), ...(body !== undefined ? { body } : {}) };
        if (op.document === 'trader-api' && documents(op, 401)) await check(op, '401 without a token', [401], base, clients.anonymous);
        if (write && !args.allowWrites) continue;
        if (hasBody(op) && documents(op, 422)) await check(op, '422 on a body that is not an object', [422], { ...base, body: 'not an object' });
        for (const param of pathParams(op)) {
          if (!documents(op, 404)) continue;
          await check(op, `404 on an unknown ${param}`, [404], { ...base, path: { ...params, [param]: unknownId(param) } });
        }
      }

      // 6. Events: poke the backend, then listen.
      for (const id of args.trigger) {
        const op = byId.get(id);
        if (!op) skip(id, `--trigger ${id}: not an operation of openapi/`);
        else if (isWrite(op) && !args.allowWrites) log(`--trigger ${id} needs --allow-writes; not called`);
        else await check(op, 'success (--trigger)', successStatuses(op), hasBody(op) ? { body: requestExample(op) } : {});
      }
      if (socket) {
        log(`listening for socket events for ${args.listenS} s`);
        await new Promise((resolve) => setTimeout(resolve, args.listenS * 1000));
        socketState.listenedS = args.listenS;
      }
    }
  } finally {
    socket?.disconnect();
  }

  for (const result of results.values()) {
    const problems = result.checks.some((c) => c.problems.length > 0);
    const succeeded = result.checks.some((c) => c.name.startsWith('success') && c.problems.length === 0);
    result.verdict = problems ? 'failing' : succeeded ? 'conforming' : result.checks.length > 0 ? 'partly exercised' : 'not exercised';
  }
  const events: EventResult[] = socketEventNames.map((event) => {
    const seen = received.get(event);
    const problems = seen?.problems ?? [];
    return { event, contract: eventContracts[event], received: seen?.count ?? 0, problems, verdict: problems.length > 0 ? 'failing' : seen ? 'conforming' : 'not observed' };
  });
  const unknownEvents = [...received.entries()]
    .filter(([name]) => !(socketEventNames as readonly string[]).includes(name))
    .map(([event, seen]) => ({ event, count: seen.count, sample: seen.sample }));
  const operations = [...results.values()];
  const ok = fatal === null && socketState.connected && operations.every((r) => r.verdict !== 'failing') && events.every((e) => e.verdict !== 'failing');
  return { target: { api: args.api, gateway: args.gateway, ws: args.ws }, allowWrites: args.allowWrites, startedAt: new Date(started).toISOString(), durationMs: Date.now() - started, operations, socket: socketState, events, unknownEvents, fatal, ok };
}

function isTokenPair(value: unknown): value is { access_token: string; refresh_token: string } {
  return isObject(value) && typeof value.access_token === 'string' && typeof value.refresh_token === 'string';
}

/** Connects as the app does (websocket, token in `auth`) and records every event, validated. */
async function connectSocket(
  url: string,
  token: string,
  state: { connected: boolean; error: string | null },
  received: Map<string, { count: number; problems: Problem[]; sample: string }>,
): Promise<ReturnType<typeof io> | null> {
  const endpoint = socketEndpoint(url, url);
  const socket = io(endpoint.origin, { path: endpoint.path, transports: ['websocket'], reconnection: false, auth: { token }, timeout: 10_000 });
  socket.onAny((event: string, payload: unknown) => {
    const seen = received.get(event) ?? { count: 0, problems: [], sample: showValue(payload) };
    seen.count += 1;
    if ((socketEventNames as readonly string[]).includes(event)) {
      const check = eventPayloadValidators[event as SocketEventName].safeParse(payload);
      if (!check.success) seen.problems.push(...issueProblems(explainIssues(check.error.issues), payload));
    }
    received.set(event, seen);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => reject(error));
    });
    state.connected = true;
    return socket;
  } catch (error) {
    state.error = `socket.io handshake at ${endpoint.origin}${endpoint.path} failed: ${error instanceof Error ? error.message : String(error)}`;
    socket.disconnect();
    return null;
  }
}
