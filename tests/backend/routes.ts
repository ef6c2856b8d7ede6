// One handler per contract operation. Each route names the generated request schemas of its
// operation (z<Op>Headers, z<Op>Path, z<Op>Query, z<Op>Body): a request they refuse is answered
// 422 in FastAPI's shape before the handler runs, and the handler receives typed, parsed parts.
// Handlers only read and change the state and say what to answer; the server checks every
// answer against the contract, delays it, records it, or loses it.
import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import type { EventPayloads, SocketEventName } from '../../generated/events/events.gen.ts';
import * as gw from '../../generated/zod/gateway-api.gen.ts';
import * as tr from '../../generated/zod/trader-api.gen.ts';
import { documentedExample, type OperationId, type Proposal } from './contract.ts';
import { multipartBoundary, parseMultipart } from './multipart.ts';
import type { Sessions } from './sessions.ts';
import { fingerprint, type BackendState, type Order, type RequisiteEditRefusal, type WithdrawalRefusal } from './state.ts';
import { jsonDecodeError, parseBody, parseParameters, type ObjectSchema, type ValidationErrorItem } from './validation.ts';

export interface Answer {
  status: number;
  /** Absent for a response without a body (204). */
  body?: unknown;
  headers?: Record<string, string>;
  /** The call took effect (counted by backend.applied). */
  applied?: boolean;
}

export interface HandlerContext {
  state: BackendState;
  sessions: Sessions;
  nowMs: number;
  /** The authenticated trader (JWT sub); null on the gateway's token calls. */
  sub: string | null;
  /** Emits to the calling trader's sockets. */
  emit<E extends SocketEventName>(event: E, payload: EventPayloads[E]): void;
  /** Whether this backend offers the operation or field (a test may take a proposed one away: TestBackend.lack). */
  offers(proposal: Proposal): boolean;
}

export interface RawRequest {
  headers: Record<string, unknown>;
  params: unknown;
  query: unknown;
  /** The body as received (the server does not parse it), or undefined. */
  body: string | undefined;
  /** A multipart/form-data body's bytes (the one operation that takes one reads them), or undefined. */
  bytes?: Buffer | undefined;
  /** The request's Content-Type header. */
  contentType?: string | undefined;
}

export type Prepared =
  | { ok: false; detail: ValidationErrorItem[] }
  | {
      ok: true;
      /** The parsed body, for the request log. */
      body: unknown;
      /** Path parameters and body: a retry with the same Idempotency-Key must ask the same. */
      fingerprint: string;
      run(ctx: HandlerContext): Answer;
    };

export interface Route {
  prepare(raw: RawRequest): Prepared;
}

/** The parts an operation does not have: no path or query parameters, no request body. */
const NONE = { path: z.object({}), query: z.object({}), body: z.unknown() };

interface Parts<B, H, P, Q> {
  headers: ObjectSchema<H>;
  path: ObjectSchema<P>;
  query: ObjectSchema<Q>;
  body: z.ZodMiniType<B>;
}

function route<B, H, P, Q>(parts: Parts<B, H, P, Q>, handle: (input: { headers: H; path: P; query: Q; body: B }, ctx: HandlerContext) => Answer): Route {
  const hasBody = parts.body !== NONE.body;
  return {
    prepare(raw) {
      let json: unknown;
      // FastAPI reads the body only where the operation has one.
      if (hasBody && raw.body !== undefined && raw.body !== '') {
        try {
          json = JSON.parse(raw.body);
        } catch (error) {
          return { ok: false, detail: jsonDecodeError(error) };
        }
      }
      const headers = parseParameters('header', parts.headers, raw.headers);
      const path = parseParameters('path', parts.path, raw.params);
      const query = parseParameters('query', parts.query, raw.query);
      const body = parseBody(parts.body, json);
      if (!headers.ok || !path.ok || !query.ok || !body.ok) {
        // Like FastAPI, every problem of every part in one answer.
        return { ok: false, detail: [headers, path, query, body].flatMap((part) => (part.ok ? [] : part.detail)) };
      }
      const input = { headers: headers.value, path: path.value, query: query.value, body: body.value };
      return { ok: true, body: json, fingerprint: fingerprint({ path: input.path, body: json }), run: (ctx) => handle(input, ctx) };
    },
  };
}

// ---------------------------------------------------------------- a multipart upload (issue 28, item 6)

interface UploadedFile {
  filename: string;
  data: Buffer;
}

/**
 * POST /traders/orders/{order_id}/dispute/attachments: headers and path checked like any route,
 * the body read as FastAPI reads an `UploadFile` part: no `file` part (or no filename) is a 422
 * `missing`, an empty file a 422 too. The fingerprint is the path and the file's name and
 * SHA-256, so a retry with the same Idempotency-Key and another file is told apart.
 */
function uploadRoute(handle: (input: { path: { order_id: string }; file: UploadedFile }, ctx: HandlerContext) => Answer): Route {
  return {
    prepare(raw) {
      const headers = parseParameters('header', tr.zUploadDisputeAttachmentHeaders, raw.headers);
      const path = parseParameters('path', tr.zUploadDisputeAttachmentPath, raw.params);
      const boundary = multipartBoundary(raw.contentType);
      const parts = boundary !== null && raw.bytes ? parseMultipart(raw.bytes, boundary) : null;
      const part = parts?.find((p) => p.name === 'file' && p.filename !== null);
      const bodyDetail: ValidationErrorItem[] = !part
        ? [{ loc: ['body', 'file'], msg: 'Field required', type: 'missing' }]
        : part.data.length === 0
          ? [{ loc: ['body', 'file'], msg: 'Value error, the file is empty', type: 'value_error' }]
          : [];
      if (!headers.ok || !path.ok || bodyDetail.length > 0 || !part) {
        return { ok: false, detail: [headers, path].flatMap((p) => (p.ok ? [] : p.detail)).concat(bodyDetail) };
      }
      const file: UploadedFile = { filename: part.filename ?? 'file', data: Buffer.from(part.data) };
      const sha256 = createHash('sha256').update(file.data).digest('hex');
      const logged = { file: { filename: file.filename, content_type: part.contentType, size: file.data.length, sha256 } };
      const pathValue = path.value;
      return { ok: true, body: logged, fingerprint: fingerprint({ path: pathValue, file: logged.file }), run: (ctx) => handle({ path: pathValue, file }, ctx) };
    },
  };
}

// ---------------------------------------------------------------- answers

const json = (status: number, body: unknown, applied = false): Answer => ({ status, body, applied });

/** The contract's example body for a documented error status (the named one, or the first). */
export function documentedError(id: OperationId, status: number, example?: string): Answer {
  return {
    status,
    body: documentedExample(id, status, example),
    // TooManyRequests documents Retry-After; the app counts down 15 s anyway (spec section 8).
    ...(status === 429 ? { headers: { 'Retry-After': '15' } } : {}),
  };
}

export const NOT_AUTHENTICATED: Answer = { status: 401, body: { detail: 'Not authenticated' }, headers: { 'WWW-Authenticate': 'Bearer' } };

/** A refused Telegram signature or stale auth_date: 403, the gateway's only documented refusal besides the whitelist. */
const INVALID_INIT_DATA: Answer = { status: 403, body: { detail: 'invalid_init_data' } };

function requisiteProblem(reason: 'unknown-method' | 'needs-phone' | 'needs-card'): Answer {
  const item: ValidationErrorItem =
    reason === 'unknown-method'
      ? { loc: ['body', 'payment_method_id'], msg: 'Unknown payment method', type: 'value_error' }
      : reason === 'needs-phone'
        ? { loc: ['body', 'phone'], msg: 'Field required for an SBP requisite', type: 'missing' }
        : { loc: ['body', 'card_number'], msg: 'Field required for a C2C requisite', type: 'missing' };
  return json(422, { detail: [item] });
}

/**
 * RequisiteCreate is a oneOf: a card requisite (C2C) or a phone requisite (SBP), never both.
 * Which one a body must be depends on its payment method, which is data: so, as a server with a
 * method lookup would, the body is read with the fields of both branches (each with its own
 * schema), "not both" is refused here, and the handler asks for the field its method needs
 * (422 `missing` at card_number or phone, as the contract's description says).
 */
const card = tr.zRequisiteCreateCard.shape;
const phone = tr.zRequisiteCreatePhone.shape;
const requisiteBody = z
  .object({ ...card, card_number: z.optional(card.card_number), phone: z.optional(phone.phone) })
  .check(z.refine((body) => body.card_number === undefined || body.phone === undefined, { message: 'a requisite has a card_number (C2C) or a phone (SBP), not both' }));

/** A withdrawal the balance or the terms refuse: nothing moved. */
function withdrawalRefused(reason: WithdrawalRefusal, minAmount: number): Answer {
  if (reason === 'insufficient-funds') return documentedError('withdraw', 400, 'insufficient_funds');
  if (reason === 'above-maximum') return documentedError('withdraw', 400, 'withdrawal_limit_exceeded');
  // pydantic's own words for a field minimum, as the contract's amount_too_small example has them.
  const item: ValidationErrorItem = { loc: ['body', 'amount'], msg: `Input should be greater than or equal to ${minAmount}`, type: 'greater_than_equal', ctx: { ge: minAmount } };
  return json(422, { detail: [item] });
}

function requisiteEditRefused(reason: RequisiteEditRefusal): Answer {
  switch (reason) {
    case 'not-found':
      return documentedError('updateRequisite', 404);
    case 'in-use':
      return documentedError('updateRequisite', 409, 'in_use');
    case 'phone-on-card':
      return json(422, { detail: [{ loc: ['body', 'phone'], msg: 'Extra inputs are not permitted for a C2C requisite', type: 'extra_forbidden' }] });
    case 'card-on-phone':
      return json(422, { detail: [{ loc: ['body', 'card_number'], msg: 'Extra inputs are not permitted for an SBP requisite', type: 'extra_forbidden' }] });
  }
}

/** Orders as this backend serves them: without `payer` when it lacks that field (issue 37). */
function served<T extends Order | Order[]>(ctx: HandlerContext, orders: T): T {
  if (ctx.offers('Order.payer')) return orders;
  const strip = ({ payer: _payer, ...order }: Order): Order => order;
  return (Array.isArray(orders) ? orders.map(strip) : strip(orders)) as T;
}

function requireSub(ctx: HandlerContext): string {
  if (ctx.sub === null) throw new Error('A trader API handler ran without an authenticated trader');
  return ctx.sub;
}

// ---------------------------------------------------------------- the operations

export const routes: Partial<Record<OperationId, Route>> = {
  // Gateway: token calls.
  issueToken: route({ ...NONE, headers: gw.zIssueTokenHeaders, body: gw.zIssueTokenBody }, ({ body }, ctx) => {
    const outcome = ctx.sessions.signIn(body.init_data_raw, body.hash, ctx.nowMs);
    if (outcome.ok) return json(200, outcome.value, true);
    return outcome.reason === 'not-whitelisted' ? documentedError('issueToken', 403, 'no_in_whitelist') : INVALID_INIT_DATA;
  }),
  refreshToken: route({ ...NONE, headers: gw.zRefreshTokenHeaders, body: gw.zRefreshTokenBody }, ({ body }, ctx) => {
    const outcome = ctx.sessions.refresh(body, ctx.nowMs);
    if (outcome.ok) return json(200, outcome.value, true);
    switch (outcome.reason) {
      case 'not-whitelisted':
        return documentedError('refreshToken', 403, 'no_in_whitelist');
      case 'invalid-init-data':
        return INVALID_INIT_DATA;
      case 'expired-refresh-token':
        return documentedError('refreshToken', 401, 'unauthorized');
      case 'invalid-refresh-token':
        return json(401, { detail: 'Refresh token invalid' });
    }
  }),

  // Trader, status, config, redirects.
  getTrader: route({ ...NONE, headers: tr.zGetTraderHeaders }, (_, { state }) => json(200, state.trader)),
  getAccountStatus: route({ ...NONE, headers: tr.zGetAccountStatusHeaders }, (_, { state, nowMs }) => json(200, state.accountStatus(nowMs))),
  checkStatus: route({ ...NONE, headers: tr.zCheckStatusHeaders }, (_, { state, nowMs }) => json(200, state.statusData(nowMs))),
  // issue 39 (proposed): field telemetry, taken and kept for the test to read; no token needed.
  sendTelemetry: route({ ...NONE, headers: z.object({}), body: tr.zSendTelemetryBody }, ({ body }, { state }) => {
    state.telemetry.push(body);
    return { status: 204 };
  }),
  getConfig: route({ ...NONE, headers: tr.zGetConfigHeaders }, (_, { state }) => json(200, state.config)),
  lookupRedirect: route({ ...NONE, headers: tr.zLookupRedirectHeaders, query: tr.zLookupRedirectQuery }, ({ query }, { state }) =>
    // Own keys only: a path named like an Object.prototype member ("toString") has no redirect.
    json(200, { redirect_to: Object.hasOwn(state.seed.redirects, query.path) ? (state.seed.redirects[query.path] ?? null) : null }),
  ),
  getStatistic: route({ ...NONE, headers: tr.zGetStatisticHeaders }, (_, { state, nowMs }) => json(200, state.statistic(nowMs))),
  updateTimezone: route({ ...NONE, headers: tr.zUpdateTimezoneHeaders, body: tr.zUpdateTimezoneBody }, ({ body }, { state }) =>
    json(200, state.updateTimezone(body.timezone), true),
  ),

  // Balance and money.
  getBalance: route({ ...NONE, headers: tr.zGetBalanceHeaders }, (_, { state }) => json(200, state.balance())),
  getDepositAddress: route({ ...NONE, headers: tr.zGetDepositAddressHeaders }, (_, { state }) => json(200, state.seed.deposit)),
  withdraw: route({ ...NONE, headers: tr.zWithdrawHeaders, body: tr.zWithdrawBody }, ({ headers, body }, ctx) => {
    requireSub(ctx);
    const outcome = ctx.state.withdraw(body, headers['Idempotency-Key'], ctx.nowMs);
    if (!outcome.ok) return withdrawalRefused(outcome.reason, ctx.state.seed.withdrawalTerms.min_amount);
    const op = outcome.value;
    // The gateway tells the trader's sockets at once; the HTTP answer may still be on its way.
    ctx.emit('balance_withdrawal', { amount: op.amount, currency_code: 'USDT', operation_id: op.id, event: 'balance.withdrawal' });
    return json(200, op, true);
  }),
  transfer: route({ ...NONE, headers: tr.zTransferHeaders, body: tr.zTransferBody }, ({ headers, body }, ctx) => {
    requireSub(ctx);
    const outcome = ctx.state.transfer(body, headers['Idempotency-Key'], ctx.nowMs);
    // No event: the contract's balance events cover the recipient's top-up, not the sender.
    return outcome.ok ? json(200, outcome.value, true) : documentedError('transfer', 400, 'insufficient_funds');
  }),
  // issue 37 (proposed): who a transfer to `query` reaches; a documented 404 when nobody.
  getTransferRecipient: route({ ...NONE, headers: tr.zGetTransferRecipientHeaders, query: tr.zGetTransferRecipientQuery }, ({ query }, { state }) => {
    const found = state.recipient(query.query);
    return found ? json(200, found) : documentedError('getTransferRecipient', 404, 'recipient_not_found');
  }),
  getWithdrawalTerms: route({ ...NONE, headers: tr.zGetWithdrawalTermsHeaders }, (_, { state }) => json(200, state.seed.withdrawalTerms)),
  listTransactions: route({ ...NONE, headers: tr.zListTransactionsHeaders, query: tr.zListTransactionsQuery }, ({ query }, { state }) =>
    json(200, state.transactions(query.transaction_status, query.size, query.page)),
  ),
  getTransaction: route({ ...NONE, headers: tr.zGetTransactionHeaders, path: tr.zGetTransactionPath }, ({ path }, { state }) => {
    const op = state.transaction(path.transaction_id);
    return op ? json(200, op) : documentedError('getTransaction', 404);
  }),

  // Orders and disputes.
  listOrders: route({ ...NONE, headers: tr.zListOrdersHeaders, query: tr.zListOrdersQuery }, ({ query }, ctx) =>
    json(200, { items: served(ctx, ctx.state.orders.slice(0, query.size)), total: ctx.state.orders.length }),
  ),
  listOrderHistory: route({ ...NONE, headers: tr.zListOrderHistoryHeaders, query: tr.zListOrderHistoryQuery }, ({ query }, ctx) => {
    const page = ctx.state.orderHistory(query);
    return json(200, { ...page, items: served(ctx, page.items) });
  }),
  getOrder: route({ ...NONE, headers: tr.zGetOrderHeaders, path: tr.zGetOrderPath }, ({ path }, ctx) => {
    const order = ctx.state.order(path.order_id);
    return order ? json(200, served(ctx, order)) : documentedError('getOrder', 404);
  }),
  acceptOrder: route({ ...NONE, headers: tr.zAcceptOrderHeaders, path: tr.zAcceptOrderPath }, ({ path }, ctx) => {
    const outcome = ctx.state.acceptOrder(path.order_id, ctx.nowMs);
    if (outcome.ok) return json(200, served(ctx, outcome.value), true);
    return documentedError('acceptOrder', outcome.reason === 'not-found' ? 404 : 409);
  }),
  confirmOrder: route({ ...NONE, headers: tr.zConfirmOrderHeaders, path: tr.zConfirmOrderPath }, ({ headers, path }, ctx) => {
    const outcome = ctx.state.confirmOrder(path.order_id, headers['Idempotency-Key'], ctx.nowMs);
    if (outcome.ok) return json(200, served(ctx, outcome.value), true);
    return documentedError('confirmOrder', outcome.reason === 'not-found' ? 404 : 409);
  }),
  getDispute: route({ ...NONE, headers: tr.zGetDisputeHeaders, path: tr.zGetDisputePath }, ({ path }, { state }) => {
    const outcome = state.dispute(path.order_id);
    return outcome.ok ? json(200, outcome.value) : documentedError('getDispute', 404);
  }),
  openDispute: route({ ...NONE, headers: tr.zOpenDisputeHeaders, path: tr.zOpenDisputePath, body: tr.zOpenDisputeBody }, ({ path, body }, { state, nowMs }) => {
    const outcome = state.openDispute(path.order_id, body.reason, nowMs);
    if (outcome.ok) return json(201, outcome.value, true);
    return documentedError('openDispute', outcome.reason === 'not-found' ? 404 : 409);
  }),
  // Dispute attachments (issue 28, item 6; proposed): attachments.ts keeps the files and the limits.
  listDisputeAttachments: route({ ...NONE, headers: tr.zListDisputeAttachmentsHeaders, path: tr.zListDisputeAttachmentsPath }, ({ path }, { state }) => {
    if (!state.order(path.order_id)) return documentedError('listDisputeAttachments', 404);
    return json(200, { items: state.attachments.list(path.order_id), limits: state.attachments.limits });
  }),
  uploadDisputeAttachment: uploadRoute(({ path, file }, { state, nowMs }) => {
    const order = state.order(path.order_id);
    if (!order) return documentedError('uploadDisputeAttachment', 404);
    if (order.dispute_status !== 'open') return documentedError('uploadDisputeAttachment', 409, 'dispute_not_open');
    const outcome = state.attachments.add(order.id, file, nowMs);
    if (outcome.ok) return json(201, outcome.value, true);
    switch (outcome.reason) {
      case 'too-large':
        return documentedError('uploadDisputeAttachment', 413);
      case 'type-not-allowed':
        return documentedError('uploadDisputeAttachment', 415);
      case 'limit-reached':
        return documentedError('uploadDisputeAttachment', 409, 'attachment_limit_reached');
    }
  }),

  // Auto-accept and schedule.
  activateAutoaccept: route({ ...NONE, headers: tr.zActivateAutoacceptHeaders, body: tr.zActivateAutoacceptBody }, ({ body }, { state, nowMs }) => {
    const outcome = state.activateAutoaccept(body.duration_minutes, nowMs);
    return outcome.ok ? json(200, outcome.value, true) : documentedError('activateAutoaccept', 422, 'already_active');
  }),
  disableAutoaccept: route({ ...NONE, headers: tr.zDisableAutoacceptHeaders }, (_, { state }) => {
    state.disableAutoaccept();
    return json(200, { ok: true }, true);
  }),
  getSchedule: route({ ...NONE, headers: tr.zGetScheduleHeaders }, (_, { state }) => json(200, state.schedule)),
  updateSchedule: route({ ...NONE, headers: tr.zUpdateScheduleHeaders, body: tr.zUpdateScheduleBody }, ({ body }, { state }) =>
    json(200, state.updateSchedule(body), true),
  ),

  // Requisites.
  listRequisites: route({ ...NONE, headers: tr.zListRequisitesHeaders }, (_, { state, offers }) =>
    json(200, state.visibleRequisites({ editable: offers('updateRequisite') })),
  ),
  listRequisiteStats: route({ ...NONE, headers: tr.zListRequisiteStatsHeaders }, (_, { state, nowMs }) => json(200, state.requisiteStats(nowMs))),
  updateRequisite: route(
    { ...NONE, headers: tr.zUpdateRequisiteHeaders, path: tr.zUpdateRequisitePath, body: tr.zUpdateRequisiteBody },
    ({ path, body }, { state }) => {
      const outcome = state.updateRequisite(path.requisite_id, body);
      return outcome.ok ? json(200, outcome.value, true) : requisiteEditRefused(outcome.reason);
    },
  ),
  createRequisite: route({ ...NONE, headers: tr.zCreateRequisiteHeaders, body: requisiteBody }, ({ body }, { state, nowMs }) => {
    const outcome = state.createRequisite(body, nowMs);
    return outcome.ok ? json(201, outcome.value, true) : requisiteProblem(outcome.reason);
  }),
  deleteRequisite: route({ ...NONE, headers: tr.zDeleteRequisiteHeaders, path: tr.zDeleteRequisitePath }, ({ path }, { state }) => {
    const outcome = state.setRequisiteStatus(path.requisite_id, 'DELETED');
    if (!outcome.ok) return outcome.reason === 'in-use' ? documentedError('deleteRequisite', 409, 'in_use') : documentedError('deleteRequisite', 404);
    return { status: 204, applied: true };
  }),
  activateRequisite: route({ ...NONE, headers: tr.zActivateRequisiteHeaders, path: tr.zActivateRequisitePath }, ({ path }, { state }) => {
    const outcome = state.setRequisiteStatus(path.requisite_id, 'ACTIVE');
    return outcome.ok ? json(200, outcome.value, true) : documentedError('activateRequisite', 404);
  }),
  deactivateRequisite: route({ ...NONE, headers: tr.zDeactivateRequisiteHeaders, path: tr.zDeactivateRequisitePath }, ({ path }, { state }) => {
    const outcome = state.setRequisiteStatus(path.requisite_id, 'INACTIVE');
    if (!outcome.ok) return outcome.reason === 'in-use' ? documentedError('deactivateRequisite', 409, 'in_use') : documentedError('deactivateRequisite', 404);
    return json(200, outcome.value, true);
  }),

  // Static data.
  listCurrencies: route({ ...NONE, headers: tr.zListCurrenciesHeaders }, (_, { state }) => json(200, state.seed.currencies)),
  listPaymentSystems: route({ ...NONE, headers: tr.zListPaymentSystemsHeaders }, (_, { state }) => json(200, state.seed.paymentSystems)),
  listPaymentMethods: route({ ...NONE, headers: tr.zListPaymentMethodsHeaders }, (_, { state }) => json(200, state.seed.paymentMethods)),
  listBanks: route({ ...NONE, headers: tr.zListBanksHeaders }, (_, { state }) => json(200, state.seed.banks)),

  // Help.
  listHelpCategories: route({ ...NONE, headers: tr.zListHelpCategoriesHeaders }, (_, { state }) => json(200, state.seed.helpCategories)),
  listHelpArticles: route({ ...NONE, headers: tr.zListHelpArticlesHeaders, path: tr.zListHelpArticlesPath }, ({ path }, { state }) => {
    if (!state.seed.helpCategories.some((c) => c.id === path.category_id)) return documentedError('listHelpArticles', 404);
    return json(200, state.seed.helpArticles.filter((a) => a.category_id === path.category_id));
  }),
  getHelpArticle: route({ ...NONE, headers: tr.zGetHelpArticleHeaders, path: tr.zGetHelpArticlePath }, ({ path }, { state }) => {
    const article = state.seed.articles.find((a) => a.id === path.article_id);
    return article ? json(200, article) : documentedError('getHelpArticle', 404);
  }),
};
