// The backend's state, in memory and pure: no I/O and no clock of its own (every change takes
// `nowMs`). One trader, a balance with a ledger of the operations this test created, orders,
// requisites, auto-accept, and the idempotency store that makes a repeated money action a replay.
import { randomBytes, randomUUID } from 'node:crypto';
import type { components } from '../../generated/openapi/trader-api.ts';
import { zonedDayKey } from '../../src/domain/date-format.ts';
import { orderSearch } from '../../src/features/history/model/search.ts';
import { isValidTimeZone } from '../../src/shared/lib/time-zone.ts';
import { DisputeAttachmentStore } from './attachments.ts';
import type { BackendSeed } from './seed.ts';

type Schemas = components['schemas'];
export type Order = Schemas['Order'];
export type BalanceOperation = Schemas['BalanceOperation'];
export type Requisite = Schemas['Requisite'];
export type DisputeSide = Schemas['DisputeSide'];
/**
 * A requisite to create, either branch of RequisiteCreate (card or phone): which field a body
 * must have depends on its payment method, which the state knows (routes.ts reads it so).
 */
export type RequisiteInput = Pick<Schemas['RequisiteCreateCard'], 'payment_method_id' | 'bank_id' | 'holder_name'> & { card_number?: string; phone?: string };
export type WithdrawalRefusal = 'insufficient-funds' | 'below-minimum' | 'above-maximum';
export type RequisiteEditRefusal = 'not-found' | 'in-use' | 'phone-on-card' | 'card-on-phone';

/** Amounts are kept rounded to 3 decimals, as the clients round them (spec section 9). */
export const round3 = (value: number): number => Math.round(value * 1000) / 1000;

const iso = (nowMs: number) => new Date(nowMs).toISOString();

/** The calendar day ('2026-11-22') of an instant in a timezone. */
function zonedDay(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
}

/** One balance change made by this backend since the last reset. */
export interface LedgerOperation {
  /** The balance operation's id (GET /traders/transactions/{id}). */
  id: string;
  kind: Schemas['BalanceOperationType'];
  /** Signed: negative debits the balance. */
  amount: number;
  /**
   * HOLD moves only the available amount (frozen); COMPLETE moves the total too; CANCEL moves
   * nothing (a hold released: a withdrawal that failed, settleWithdrawal).
   */
  status: Schemas['TransactionStatus'];
  idempotencyKey: string | null;
  operationId: string;
  /**
   * The settlement of a hold the seed already had (its amount was never available in this test):
   * COMPLETE moves only the total, CANCEL only gives the amount back to the available.
   */
  seededHold?: true;
}

/** What a ledger operation moves (see LedgerOperation.status and seededHold). */
function moves(op: LedgerOperation): { available: number; total: number } {
  if (op.seededHold) return op.status === 'COMPLETE' ? { available: 0, total: op.amount } : op.status === 'CANCEL' ? { available: -op.amount, total: 0 } : { available: 0, total: 0 };
  return { available: op.status === 'CANCEL' ? 0 : op.amount, total: op.status === 'COMPLETE' ? op.amount : 0 };
}

export interface Ledger {
  initialAvailable: number;
  initialTotal: number;
  available: number;
  total: number;
  operations: LedgerOperation[];
}

export interface StoredAnswer {
  status: number;
  body: unknown;
  /** What was asked (path parameters and body), to tell a retry from a reused key. */
  fingerprint: string;
}

/**
 * Answers of money actions by Idempotency-Key. Only successful answers are kept: a refused
 * action changed nothing, so its retry may run again; a successful one is replayed, never redone.
 */
export class IdempotencyStore {
  private readonly answers = new Map<string, StoredAnswer>();

  private static slot(operationId: string, key: string) {
    return `${operationId} ${key}`;
  }

  get(operationId: string, key: string): StoredAnswer | undefined {
    return this.answers.get(IdempotencyStore.slot(operationId, key));
  }

  put(operationId: string, key: string, answer: StoredAnswer): void {
    this.answers.set(IdempotencyStore.slot(operationId, key), answer);
  }

  has(operationId: string, key: string): boolean {
    return this.answers.has(IdempotencyStore.slot(operationId, key));
  }
}

/** Stable JSON (sorted keys): the same request always gives the same fingerprint. */
export function fingerprint(value: unknown): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : typeof v === 'object' && v !== null
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, item]) => [k, sort(item)]))
        : v;
  return JSON.stringify(sort(value)) ?? 'undefined';
}

export type Refusal<R extends string> = { ok: false; reason: R };
export type Outcome<T, R extends string> = { ok: true; value: T } | Refusal<R>;

const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
const refuse = <R extends string>(reason: R): Refusal<R> => ({ ok: false, reason });

export class BackendState {
  readonly initialAvailable: number;
  readonly initialTotal: number;
  available: number;
  total: number;
  overdraft: number;
  trader: Schemas['Trader'];
  config: Schemas['Config'];
  orders: Order[];
  history: Order[];
  /** Every balance operation, newest first: the seeded past and this test's ledger. */
  operations: BalanceOperation[];
  requisites: Requisite[];
  schedule: Schemas['Schedule'];
  completedOrderCount: number;
  autoacceptExpiresAt: string | null;
  readonly seed: BackendSeed;
  readonly ledger: LedgerOperation[] = [];
  /** The telemetry batches taken (POST /telemetry, issue 39), in order. */
  readonly telemetry: Schemas['TelemetryBatch'][] = [];
  readonly idempotency = new IdempotencyStore();
  /** How many times each state-changing operation took effect. */
  readonly applied = new Map<string, number>();
  /** The files attached to each order's dispute (issue 28, item 6; attachments.ts). */
  readonly attachments = new DisputeAttachmentStore();

  constructor(seed: BackendSeed) {
    this.seed = structuredClone(seed);
    const s = structuredClone(seed);
    this.initialAvailable = round3(s.balance.available);
    this.initialTotal = round3(s.balance.total);
    this.available = this.initialAvailable;
    this.total = this.initialTotal;
    this.overdraft = round3(s.balance.overdraft);
    this.trader = s.trader;
    this.config = s.config;
    this.orders = s.orders;
    this.history = s.history;
    this.operations = s.operations;
    this.requisites = s.requisites;
    this.schedule = s.schedule;
    this.completedOrderCount = s.completedOrderCount;
    this.autoacceptExpiresAt = s.autoacceptExpiresAt;
  }

  countApplied(operationId: string): void {
    this.applied.set(operationId, (this.applied.get(operationId) ?? 0) + 1);
  }

  // ---------------------------------------------------------------- reads

  balance(): Schemas['Balance'] {
    return { total_amount: this.total, available_amount: this.available, allowed_overdraft: this.overdraft, currency_code: 'USDT' };
  }

  /** The order the trader works on: the first current order in PROCESS. */
  activeOrder(): Order | undefined {
    return this.orders.find((order) => order.status === 'PROCESS');
  }

  autoacceptRunning(nowMs: number): string | null {
    return this.autoacceptExpiresAt !== null && Date.parse(this.autoacceptExpiresAt) > nowMs ? this.autoacceptExpiresAt : null;
  }

  activeRequisiteCount(): number {
    return this.requisites.filter((r) => r.status === 'ACTIVE').length;
  }

  statusData(nowMs: number): Schemas['StatusData'] {
    const order = this.activeOrder();
    if (order) {
      return {
        order_type: order.direction,
        order_id: order.id,
        order_status: order.status,
        dispute_status: order.dispute_status,
        amount_rub: order.amount_rub,
        usdt_to_trader: order.usdt_to_trader,
        expires_at: order.expires_at,
        autoaccept_expired_at: this.autoacceptRunning(nowMs),
      };
    }
    return {
      autoaccept_expired_at: this.autoacceptRunning(nowMs),
      completed_order_count: this.completedOrderCount,
      active_payment_detail_count: this.activeRequisiteCount(),
      available_balance: this.available,
      allowed_overdraft: this.overdraft,
    };
  }

  /** The account status mirrors the home status of spec section 4, in the spec's order. */
  accountStatus(nowMs: number): Schemas['AccountStatus'] {
    const order = this.activeOrder();
    const status: Schemas['AccountStatusCode'] = order
      ? 'ACTIVE_ORDER'
      : this.autoacceptRunning(nowMs)
        ? 'AUTOACCEPT'
        : this.completedOrderCount === 0
          ? 'ONBOARDING'
          : this.activeRequisiteCount() === 0
            ? 'NO_REQUISITES'
            : round3(this.available + this.overdraft) < this.config.min_trading_balance
              ? 'NO_BALANCE'
              : 'DONE';
    return { status, dispute_status: order?.dispute_status ?? null, order_id: order?.id ?? null };
  }

  /**
   * process = HOLD, completed = COMPLETE, cancelled = CANCEL; newest first (the seed's order, a new
   * operation in front), `size` to a page, the 1-based `page` (proposed, ADR 0046); `total` is the
   * whole tab's.
   */
  transactions(filter: Schemas['TransactionStatusQuery'], size: number, page = 1): Schemas['TransactionList'] {
    const status: Schemas['TransactionStatus'] = filter === 'process' ? 'HOLD' : filter === 'completed' ? 'COMPLETE' : 'CANCEL';
    const items = this.operations.filter((op) => op.status === status);
    return { items: items.slice((page - 1) * size, page * size), total: items.length };
  }

  transaction(id: string): BalanceOperation | undefined {
    return this.operations.find((op) => op.id === id);
  }

  order(id: string): Order | undefined {
    return this.orders.find((o) => o.id === id) ?? this.history.find((o) => o.id === id);
  }

  /**
   * GET /traders/orders/history: `date_from`/`date_to` are calendar days in the trader's timezone
   * (as the contract says; an order at 22:30Z is on the next day in Moscow), `search` is the
   * proposed free text, matched by the app's own rules (src/features/history/model/search.ts) so
   * the two cannot drift (a backend that predates it: TestBackend.ignoreParams).
   */
  orderHistory(query: {
    status?: Schemas['OrderStatus'];
    direction?: Schemas['Direction'];
    date_from?: string;
    date_to?: string;
    search?: string;
    size: number;
    page: number;
  }): Schemas['OrderList'] {
    const zone = this.trader.timezone && isValidTimeZone(this.trader.timezone) ? this.trader.timezone : 'UTC';
    const matches = query.search !== undefined ? orderSearch(query.search) : () => true;
    const items = this.history.filter((o) => {
      const day = zonedDayKey(o.created_at, zone) ?? '';
      return (
        (!query.status || o.status === query.status) &&
        (!query.direction || o.direction === query.direction) &&
        (!query.date_from || day >= query.date_from) &&
        (!query.date_to || day <= query.date_to) &&
        matches(o)
      );
    });
    const start = (query.page - 1) * query.size;
    return { items: items.slice(start, start + query.size), total: items.length };
  }

  /**
   * The requisites that are not DELETED. With the edit call offered, each says whether it can be
   * changed now (`editable`: not while an order in progress pays to it); without, the field is
   * left out, as a server without the call would.
   */
  visibleRequisites(options: { editable: boolean } = { editable: true }): Requisite[] {
    return this.requisites
      .filter((r) => r.status !== 'DELETED')
      .map((r) => (options.editable ? { ...r, editable: !this.requisiteInUse(r.id) } : { ...r }));
  }

  /** An order in progress (INVITE or PROCESS) pays to the requisite: the customer may be paying to it now. */
  requisiteInUse(id: number): boolean {
    return this.orders.some((o) => (o.status === 'INVITE' || o.status === 'PROCESS') && o.requisite?.id === id);
  }

  /**
   * Each visible requisite's turnover today and this month (the trader's timezone): the completed
   * IN orders paid to it, by their creation time, so a confirmed order counts at once. Limits
   * come from the seed (the contract's example), none for a requisite it does not name.
   */
  requisiteStats(nowMs: number): Schemas['RequisiteStatsList'] {
    const zone = this.trader.timezone;
    const today = zonedDay(nowMs, zone);
    const turnover = (id: number, inPeriod: (day: string) => boolean, limit: number | null): Schemas['RequisiteTurnover'] => {
      const paid = this.history.filter(
        (o) => o.status === 'COMPLETE' && o.direction === 'IN' && o.requisite?.id === id && inPeriod(zonedDay(Date.parse(o.created_at), zone)),
      );
      return { turnover_rub: round3(paid.reduce((sum, o) => sum + o.amount_rub, 0)), order_count: paid.length, limit_rub: limit };
    };
    return {
      as_of: iso(nowMs),
      items: this.visibleRequisites().map((r) => {
        const limits = this.seed.requisiteLimits[r.id] ?? { day: null, month: null };
        return {
          requisite_id: r.id,
          day: turnover(r.id, (day) => day === today, limits.day),
          month: turnover(r.id, (day) => day.slice(0, 7) === today.slice(0, 7), limits.month),
        };
      }),
    };
  }

  /**
   * GET /traders/statistic from this backend's own orders: the last 7 calendar days in the
   * trader's timezone, today included, by each finished order's creation day (as requisiteStats
   * counts them), so a confirmed order or a dispute closed counts at once and the statistic agrees
   * with History. Completed: COMPLETE; cancelled: every other finished order (CANCEL, NO_PAY), so
   * the conversion is completed over finished, as the contract says. Turnover is the completed
   * orders' roubles and USDT; earned is the share of the USDT turnover the contract's example
   * earns (its earned_usdt over its turnover_usdt: 2.5 %).
   */
  statistic(nowMs: number): Schemas['Statistic'] {
    const zone = this.trader.timezone && isValidTimeZone(this.trader.timezone) ? this.trader.timezone : 'UTC';
    const days = Array.from({ length: 7 }, (_, i) => zonedDay(nowMs - (6 - i) * 86_400_000, zone));
    // A day of 23 or 25 hours may repeat or skip a date: one row per calendar day, in order.
    const period = [...new Set(days)].sort();
    const from = period[0] ?? zonedDay(nowMs, zone);
    const to = zonedDay(nowMs, zone);
    const finished = this.history.filter((o) => {
      const day = zonedDay(Date.parse(o.created_at), zone);
      return day >= from && day <= to && o.status !== 'PROCESS' && o.status !== 'INVITE';
    });
    const completed = finished.filter((o) => o.status === 'COMPLETE');
    const example = this.seed.statistic.totals;
    const rewardRate = example.turnover_usdt > 0 ? example.earned_usdt / example.turnover_usdt : 0;
    const round2 = (value: number) => Math.round(value * 100) / 100;
    const sum = (orders: readonly Order[], field: 'amount_rub' | 'usdt_to_trader') => round3(orders.reduce((acc, o) => acc + o[field], 0));
    const daily = period.map((date) => {
      const on = completed.filter((o) => zonedDay(Date.parse(o.created_at), zone) === date);
      return { date, orders_completed: on.length, turnover_rub: sum(on, 'amount_rub'), earned_usdt: round2(sum(on, 'usdt_to_trader') * rewardRate) };
    });
    const turnoverUsdt = sum(completed, 'usdt_to_trader');
    return {
      period_from: from,
      period_to: to,
      totals: {
        orders_completed: completed.length,
        orders_cancelled: finished.length - completed.length,
        turnover_rub: sum(completed, 'amount_rub'),
        turnover_usdt: turnoverUsdt,
        earned_usdt: round2(turnoverUsdt * rewardRate),
        conversion: finished.length > 0 ? round3(completed.length / finished.length) : 0,
      },
      daily,
    };
  }

  // ---------------------------------------------------------------- money

  private record(op: BalanceOperation, operationId: string, idempotencyKey: string | null): void {
    this.available = round3(this.available + op.amount);
    if (op.status === 'COMPLETE') this.total = round3(this.total + op.amount);
    this.operations.unshift(op);
    this.ledger.push({ id: op.id, kind: op.type, amount: op.amount, status: op.status, idempotencyKey, operationId });
  }

  /** What can leave the balance: the available amount, never the overdraft (spec: availableForWithdraw). */
  private canDebit(amount: number): boolean {
    return round3(amount) <= Math.max(this.available, 0);
  }

  /**
   * The withdrawal terms (GET /traders/balance/withdraw/terms) hold: below the minimum or above
   * the maximum nothing moves. The fee is withheld from the amount on chain: the balance is
   * debited by the amount asked, once.
   */
  withdraw(body: Schemas['WithdrawRequest'], idempotencyKey: string, nowMs: number): Outcome<BalanceOperation, WithdrawalRefusal> {
    const terms = this.seed.withdrawalTerms;
    if (round3(body.amount) < round3(terms.min_amount)) return refuse('below-minimum');
    if (terms.max_amount !== null && round3(body.amount) > round3(terms.max_amount)) return refuse('above-maximum');
    // On hold until sent on chain: it freezes the amount (total - available) until then.
    return this.debit({ type: 'WITHDRAWAL', status: 'HOLD', amount: body.amount, address: body.address }, 'withdraw', idempotencyKey, nowMs);
  }

  transfer(body: Schemas['TransferRequest'], idempotencyKey: string, nowMs: number): Outcome<BalanceOperation, 'insufficient-funds'> {
    return this.debit({ type: 'INTERNAL_TRANSFER', status: 'COMPLETE', amount: body.amount, address: body.recipient }, 'transfer', idempotencyKey, nowMs);
  }

  /** One debit of the ledger, recorded under its Idempotency-Key. */
  private debit(
    what: { type: BalanceOperation['type']; status: BalanceOperation['status']; amount: number; address: string },
    operationId: 'withdraw' | 'transfer',
    idempotencyKey: string,
    nowMs: number,
  ): Outcome<BalanceOperation, 'insufficient-funds'> {
    if (!this.canDebit(what.amount)) return refuse('insufficient-funds');
    const at = iso(nowMs);
    const op: BalanceOperation = {
      id: randomUUID(),
      type: what.type,
      status: what.status,
      amount: -round3(what.amount),
      currency_code: 'USDT',
      created_at: at,
      updated_at: at,
      order_id: null,
      tx_hash: null,
      address: what.address,
      comment: null,
    };
    this.record(op, operationId, idempotencyKey);
    return ok(op);
  }

  ledgerReport(): Ledger {
    return {
      initialAvailable: this.initialAvailable,
      initialTotal: this.initialTotal,
      available: this.available,
      total: this.total,
      operations: this.ledger.map((op) => ({ ...op })),
    };
  }

  /** Everything wrong with the money, in words; empty when the books balance. */
  ledgerProblems(): string[] {
    const problems: string[] = [];
    const sum = (ops: readonly LedgerOperation[], part: 'available' | 'total') => round3(ops.reduce((acc, op) => acc + moves(op)[part], 0));
    const expectedAvailable = round3(this.initialAvailable + sum(this.ledger, 'available'));
    if (expectedAvailable !== round3(this.available)) {
      problems.push(
        `available is ${this.available}, but the initial ${this.initialAvailable} plus the ${this.ledger.length} ledger operation(s) (${sum(this.ledger, 'available')}) is ${expectedAvailable}`,
      );
    }
    const expectedTotal = round3(this.initialTotal + sum(this.ledger, 'total'));
    if (expectedTotal !== round3(this.total)) {
      problems.push(`total is ${this.total}, but the initial ${this.initialTotal} plus the completed operations (${sum(this.ledger, 'total')}) is ${expectedTotal}`);
    }
    const byKey = new Map<string, LedgerOperation[]>();
    for (const op of this.ledger) {
      if (op.idempotencyKey === null) continue;
      const slot = `${op.operationId} ${op.idempotencyKey}`;
      byKey.set(slot, [...(byKey.get(slot) ?? []), op]);
    }
    for (const [slot, ops] of byKey) {
      if (ops.length > 1) {
        problems.push(`${slot.split(' ')[0]} with Idempotency-Key ${slot.split(' ')[1]} was applied ${ops.length} times: ${ops.map((o) => `${o.kind} ${o.amount} (${o.id})`).join(', ')}`);
      }
    }
    for (const op of this.ledger) {
      if (!this.operations.some((o) => o.id === op.id)) problems.push(`ledger operation ${op.id} (${op.kind} ${op.amount}) is missing from the operations list`);
      if (op.idempotencyKey !== null && !this.idempotency.has(op.operationId, op.idempotencyKey)) {
        problems.push(`ledger operation ${op.id} (${op.kind} ${op.amount}) has no stored answer for its Idempotency-Key ${op.idempotencyKey}: a retry would apply it again`);
      }
    }
    return problems;
  }

  // ---------------------------------------------------------------- orders

  /** INVITE -> PROCESS; 409 when already taken (not an invite any more) or expired. */
  acceptOrder(id: string, nowMs: number): Outcome<Order, 'not-found' | 'conflict'> {
    const order = this.order(id);
    if (!order) return refuse('not-found');
    if (order.status !== 'INVITE' || Date.parse(order.expires_at) <= nowMs) return refuse('conflict');
    order.status = 'PROCESS';
    return ok(structuredClone(order));
  }

  /**
   * PROCESS -> COMPLETE: the order moves to the history and the trader is credited its
   * usdt_to_trader (an ORDER operation, as the contract's example shows). 409 when the order is
   * not in process or its dispute is open.
   */
  confirmOrder(id: string, idempotencyKey: string, nowMs: number): Outcome<Order, 'not-found' | 'conflict'> {
    const order = this.order(id);
    if (!order) return refuse('not-found');
    if (order.status !== 'PROCESS' || order.dispute_status === 'open') return refuse('conflict');
    this.complete(order, 'confirmOrder', idempotencyKey, nowMs);
    return ok(structuredClone(order));
  }

  /**
   * The order completes: it moves to the history and the trader is credited its usdt_to_trader
   * (an ORDER operation, as the contract's example shows).
   */
  private complete(order: Order, operationId: string, idempotencyKey: string | null, nowMs: number): void {
    order.status = 'COMPLETE';
    this.finish(order);
    this.completedOrderCount += 1;
    const at = iso(nowMs);
    this.record(
      {
        id: randomUUID(),
        type: 'ORDER',
        status: 'COMPLETE',
        amount: round3(order.usdt_to_trader),
        currency_code: 'USDT',
        created_at: at,
        updated_at: at,
        order_id: order.id,
        tx_hash: null,
        address: null,
        comment: null,
      },
      operationId,
      idempotencyKey,
    );
  }

  /** A finished order leaves the current orders for the history (newest first). */
  private finish(order: Order): void {
    this.orders = this.orders.filter((o) => o.id !== order.id);
    this.history = [order, ...this.history.filter((o) => o.id !== order.id)];
  }

  dispute(orderId: string): Outcome<Schemas['Dispute'], 'not-found'> {
    const dispute = this.order(orderId)?.dispute;
    return dispute ? ok(structuredClone(dispute)) : refuse('not-found');
  }

  /** A dispute on an order in process; 409 when one is already open. */
  openDispute(orderId: string, reason: string, nowMs: number): Outcome<Schemas['Dispute'], 'not-found' | 'conflict'> {
    const order = this.order(orderId);
    if (!order) return refuse('not-found');
    if (order.status !== 'PROCESS' || order.dispute_status === 'open') return refuse('conflict');
    const dispute: Schemas['Dispute'] = {
      id: randomUUID(),
      order_id: order.id,
      state: 'OPEN',
      reason,
      outcome: null,
      opened_at: iso(nowMs),
      closed_at: null,
      resolution_comment: null,
    };
    order.dispute = dispute;
    order.dispute_status = 'open';
    return ok(structuredClone(dispute));
  }

  /**
   * A new order for the trader, as auto-accept assigns one or the marketplace invites (issue 28,
   * item 3): it joins the current orders. Throws on an id already known (a test's mistake).
   */
  assignOrder(order: Order): Order {
    if (this.order(order.id)) throw new Error(`assignOrder: order ${order.id} is already known`);
    this.orders.push(structuredClone(order));
    return structuredClone(order);
  }

  /**
   * Test control: support closes the order's dispute in the merchant's favour and the order is
   * cancelled (no money moves); an order without a dispute gets one, opened now. The order goes to
   * the history. 409 unless it is in process.
   */
  cancelAfterDispute(orderId: string, nowMs: number): Outcome<Order, 'not-found' | 'conflict'> {
    const order = this.order(orderId);
    if (!order) return refuse('not-found');
    if (order.status !== 'PROCESS') return refuse('conflict');
    this.decideDispute(order, 'MERCHANT', null, nowMs);
    return ok(structuredClone(order));
  }

  /**
   * Support closes the open dispute of an order in process (the dev backend's close-dispute): in
   * the trader's favour the order completes and the trader is credited, as a confirmation would;
   * in the merchant's it is cancelled and no money moves. Either way it goes to the history with
   * the dispute's outcome and support's comment. 409 unless its dispute is open.
   */
  closeDispute(orderId: string, winner: Schemas['DisputeSide'], comment: string | null, nowMs: number): Outcome<Order, 'not-found' | 'conflict'> {
    const order = this.order(orderId);
    if (!order) return refuse('not-found');
    if (order.status !== 'PROCESS' || order.dispute_status !== 'open') return refuse('conflict');
    this.decideDispute(order, winner, comment, nowMs);
    return ok(structuredClone(order));
  }

  private decideDispute(order: Order, winner: Schemas['DisputeSide'], comment: string | null, nowMs: number): void {
    const opened = order.dispute ?? {
      id: randomUUID(),
      order_id: order.id,
      state: 'OPEN' as const,
      reason: 'Клиент не оплатил',
      outcome: null,
      opened_at: iso(nowMs),
      closed_at: null,
      resolution_comment: null,
    };
    order.dispute = { ...opened, state: 'CLOSE', outcome: winner, closed_at: iso(nowMs), resolution_comment: comment };
    order.dispute_status = 'close';
    if (winner === 'TRADER') {
      this.complete(order, 'closeDispute', null, nowMs);
    } else {
      order.status = 'CANCEL';
      this.finish(order);
    }
  }

  /**
   * A new order as the marketplace makes one (the dev backend's assign-order), from the first
   * current or past order of its direction in the seed: its rate, expiry time and, for OUT, what
   * the trader pays to; an IN order pays to an active requisite of the trader (one no order in
   * progress pays to, if there is one). Refused when an IN order has no active requisite to pay
   * to, as the marketplace would not assign one. Not yet added: assignOrder adds it.
   */
  newOrder(what: { direction: Order['direction']; amountRub: number; status: 'PROCESS' | 'INVITE' }, nowMs: number): Outcome<Order, 'no-requisite' | 'no-template'> {
    const template = [...this.seed.orders, ...this.seed.history].find((o) => o.direction === what.direction);
    if (!template) return refuse('no-template');
    const active = this.requisites.filter((r) => r.status === 'ACTIVE');
    const requisite = what.direction === 'IN' ? (active.find((r) => !this.requisiteInUse(r.id)) ?? active[0]) : undefined;
    if (what.direction === 'IN' && !requisite) return refuse('no-requisite');
    const lifetimeMs = Date.parse(template.expires_at) - Date.parse(template.created_at);
    return ok({
      id: randomUUID(),
      status: what.status,
      direction: what.direction,
      amount_rub: round3(what.amountRub),
      usdt_to_trader: Math.round((what.amountRub / template.rate) * 100) / 100,
      rate: template.rate,
      payment_method_id: requisite?.payment_method_id ?? template.payment_method_id,
      bank_id: requisite ? requisite.bank_id : null,
      requisite: requisite ? structuredClone(requisite) : null,
      customer_details: what.direction === 'OUT' ? structuredClone(template.customer_details) : null,
      created_at: iso(nowMs),
      expires_at: iso(nowMs + (lifetimeMs > 0 ? lifetimeMs : 20 * 60_000)),
      dispute_status: null,
      dispute: null,
      // What the customer declared about their account (issue 37): the template's, on IN orders.
      payer: what.direction === 'IN' ? structuredClone(template.payer ?? null) : null,
    });
  }

  /**
   * GET /traders/balance/transfer/recipient (issue 37): the trader a transfer to `query` reaches,
   * by username (a leading @ dropped, case-insensitive) or by id; the trader itself too (its
   * username as its display name); null when none.
   */
  recipient(query: string): Schemas['TransferRecipient'] | null {
    const wanted = query.trim().replace(/^@/, '').toLowerCase();
    const self: Schemas['TransferRecipient'] = {
      user_id: this.trader.id,
      username: this.trader.username ?? null,
      display_name: this.trader.username ?? `ID ${this.trader.id}`,
    };
    return [...this.seed.recipients, self].find((r) => String(r.user_id) === wanted || r.username?.toLowerCase() === wanted) ?? null;
  }

  /**
   * A current order runs out of time unpaid (the dev backend's expire-order): NO_PAY, to the
   * history; no money moves. Not while its dispute is open (support decides it: closeDispute).
   */
  expireOrder(orderId: string): Outcome<Order, 'not-found' | 'conflict'> {
    const order = this.orders.find((o) => o.id === orderId);
    if (!order) return refuse('not-found');
    if (order.dispute_status === 'open') return refuse('conflict');
    order.status = 'NO_PAY';
    this.finish(order);
    return ok(structuredClone(order));
  }

  // ---------------------------------------------------------------- what the chain and support do

  /**
   * A withdrawal on hold is settled (the dev backend's settle-withdrawal): sent on chain, it is
   * COMPLETE with a transaction hash and leaves the total too; failed, it is CANCEL and its amount
   * is available again. 409 unless it is a withdrawal on hold.
   */
  settleWithdrawal(operationId: string, sent: boolean, nowMs: number): Outcome<BalanceOperation, 'not-found' | 'conflict'> {
    const op = this.operations.find((o) => o.id === operationId);
    if (!op) return refuse('not-found');
    if (op.type !== 'WITHDRAWAL' || op.status !== 'HOLD') return refuse('conflict');
    op.status = sent ? 'COMPLETE' : 'CANCEL';
    op.updated_at = iso(nowMs);
    if (sent) {
      op.tx_hash = randomBytes(32).toString('hex');
      this.total = round3(this.total + op.amount);
    } else {
      this.available = round3(this.available - op.amount);
    }
    const entry = this.ledger.find((l) => l.id === op.id);
    if (entry) entry.status = op.status;
    // A hold of the seed's: its settlement is this test's ledger operation.
    else this.ledger.push({ id: op.id, kind: op.type, amount: op.amount, status: op.status, idempotencyKey: null, operationId: 'settleWithdrawal', seededHold: true });
    return ok(structuredClone(op));
  }

  /**
   * USDT credited to the balance (the dev backend's top-up): a TOPUP from the chain to the
   * deposit address, or an INTERNAL_TOPUP (another trader's transfer, a bonus).
   */
  topUp(amount: number, type: 'TOPUP' | 'INTERNAL_TOPUP', nowMs: number): BalanceOperation {
    const at = iso(nowMs);
    const op: BalanceOperation = {
      id: randomUUID(),
      type,
      status: 'COMPLETE',
      amount: round3(amount),
      currency_code: 'USDT',
      created_at: at,
      updated_at: at,
      order_id: null,
      tx_hash: type === 'TOPUP' ? randomBytes(32).toString('hex') : null,
      address: type === 'TOPUP' ? this.seed.deposit.address : null,
      comment: null,
    };
    this.record(op, 'topUp', null);
    return structuredClone(op);
  }

  /**
   * The server closes an order in process (orders_closed): 'complete' credits the trader, as a
   * confirmation does; 'cancel' moves nothing. 409 unless it is in process with no open dispute.
   */
  closeOrder(orderId: string, outcome: 'complete' | 'cancel', nowMs: number): Outcome<Order, 'not-found' | 'conflict'> {
    const order = this.orders.find((o) => o.id === orderId);
    if (!order) return refuse('not-found');
    if (order.status !== 'PROCESS' || order.dispute_status === 'open') return refuse('conflict');
    if (outcome === 'complete') this.complete(order, 'closeOrder', null, nowMs);
    else {
      order.status = 'CANCEL';
      this.finish(order);
    }
    return ok(structuredClone(order));
  }

  // ---------------------------------------------------------------- auto-accept, schedule, trader

  /** 422 ALREADY_ACTIVE while it runs (spec sections 4 and 8). */
  activateAutoaccept(durationMinutes: number, nowMs: number): Outcome<Schemas['AutoacceptState'], 'already-active'> {
    if (this.autoacceptRunning(nowMs)) return refuse('already-active');
    this.autoacceptExpiresAt = iso(nowMs + durationMinutes * 60_000);
    return ok({ autoaccept_expired_at: this.autoacceptExpiresAt });
  }

  disableAutoaccept(): void {
    this.autoacceptExpiresAt = null;
  }

  updateSchedule(schedule: Schemas['Schedule']): Schemas['Schedule'] {
    this.schedule = structuredClone(schedule);
    return structuredClone(this.schedule);
  }

  updateTimezone(timezone: string): Schemas['Trader'] {
    this.trader = { ...this.trader, timezone };
    return { ...this.trader };
  }

  // ---------------------------------------------------------------- requisites

  /** SBP needs a phone, C2C a card number (RequisiteCreate); the new requisite is ACTIVE. */
  createRequisite(body: RequisiteInput, nowMs: number): Outcome<Requisite, 'unknown-method' | 'needs-phone' | 'needs-card'> {
    const method = this.seed.paymentMethods.find((m) => m.id === body.payment_method_id);
    if (!method) return refuse('unknown-method');
    const cardNumber = body.card_number ?? null;
    const phone = body.phone ?? null;
    if (method.payment_system_name === 'SBP' && !phone) return refuse('needs-phone');
    if (method.payment_system_name === 'C2C' && !cardNumber) return refuse('needs-card');
    const requisite: Requisite = {
      id: Math.max(0, ...this.requisites.map((r) => r.id)) + 1,
      status: 'ACTIVE',
      payment_method_id: body.payment_method_id,
      bank_id: body.bank_id,
      card_number: cardNumber,
      phone,
      holder_name: body.holder_name,
      created_at: iso(nowMs),
    };
    this.requisites.push(requisite);
    return ok({ ...requisite });
  }

  /**
   * PATCH: the fields sent change, the others stay; the method and the status never change. Not
   * while an order in progress pays to it; a phone only on an SBP requisite, a card only on a C2C one.
   */
  updateRequisite(id: number, body: Schemas['RequisiteUpdate']): Outcome<Requisite, RequisiteEditRefusal> {
    const requisite = this.requisites.find((r) => r.id === id && r.status !== 'DELETED');
    if (!requisite) return refuse('not-found');
    if (this.requisiteInUse(id)) return refuse('in-use');
    const system = this.seed.paymentMethods.find((m) => m.id === requisite.payment_method_id)?.payment_system_name;
    if (body.phone !== undefined && system !== 'SBP') return refuse('phone-on-card');
    if (body.card_number !== undefined && system !== 'C2C') return refuse('card-on-phone');
    if (body.bank_id !== undefined) requisite.bank_id = body.bank_id;
    if (body.phone !== undefined) requisite.phone = body.phone;
    if (body.card_number !== undefined) requisite.card_number = body.card_number;
    if (body.holder_name !== undefined) requisite.holder_name = body.holder_name;
    return ok({ ...requisite, editable: true });
  }

  /** Deleting or deactivating a requisite an order in progress pays to is refused, as an edit is (409). */
  setRequisiteStatus(id: number, status: Schemas['RequisiteStatus']): Outcome<Requisite, 'not-found' | 'in-use'> {
    const requisite = this.requisites.find((r) => r.id === id && r.status !== 'DELETED');
    if (!requisite) return refuse('not-found');
    if (status !== 'ACTIVE' && this.requisiteInUse(id)) return refuse('in-use');
    requisite.status = status;
    return ok({ ...requisite });
  }
}
