// What each socket event does (spec section 4, issue "Realtime"). Handlers only patch or
// invalidate queries, store the dispute order, ask for navigation and show toasts or dialogs;
// the context supplies those effects, so every handler is a pure function of (payload, context).
// An order event moves the trader only for the trader's own order, and only once (issue 24):
// see `ownOrder` and `gate` below; another of the trader's current orders gets its outcome told instead.
import type { QueryKey } from '@tanstack/react-query';
import type { SocketEventHandlerMap } from '../../../../generated/events/events.gen.ts';
import { formatMoney } from '../../../domain/money.ts';
import { NEW_ORDER_NOTICE, newOrderMayNavigate, newOrderShownHere } from '../../../domain/new-orders.ts';
import { MANY_WITHDRAWALS, OPERATION_NOTICE_TEXTS, operationNotice } from '../../../domain/operation-notices.ts';
import { MONEY_VIEW_KEYS, viewsAfter } from '../../../domain/money-events.ts';
import { ORDER_RESULT_TITLES } from '../../../domain/order-results.ts';
import { traderKey } from '../../../shared/api/resources.ts';
import { accountStatusKey } from '../api/account-status-query.ts';
import { totalDescription, type Notice } from './notices.ts';
import { isStopReason } from './stop-reasons.ts';
import { afterDisputeClose, afterOrderFinished, DISPUTE_CLOSED, disputeActive, disputeOpen, openDisputeOrder, type DisputeDecision, type DisputeOrder, type OrderEvent } from '../../../domain/dispute.ts';
import { PATHS, orderCompletePath } from '../../../shared/routes/route-table.ts';

export type { Notice };

export type QueryTarget = 'balance' | 'status' | 'orders' | 'trader' | 'transactions';

/**
 * What each target refreshes: key prefixes, so every page and filter of a list goes stale. The
 * views of money are the domain's (domain/money-events.ts), the status with the account status.
 */
export const TARGET_KEYS: Readonly<Record<QueryTarget, readonly QueryKey[]>> = {
  ...MONEY_VIEW_KEYS,
  status: [...MONEY_VIEW_KEYS.status, accountStatusKey],
  trader: [traderKey],
};

export type DialogKind = 'autoaccept-timeout' | 'autoaccept-disabled';

export interface RealtimeContext {
  /** The current path (without query). */
  path: string;
  navigate(to: string, options?: { replace?: boolean }): void;
  invalidate(targets: readonly QueryTarget[]): void;
  patchTrader(patch: { blocked: boolean }): void;
  /** The active order of the cached status data, if any. */
  activeOrder(): { order_id: string; order_status: string } | null;
  /** Whether the order is in a cached list of the trader's current orders (GET /traders/orders). */
  listedOrder(orderId: string): boolean;
  getDisputeOrder(): DisputeOrder | null;
  setDisputeOrder(order: DisputeOrder | null): void;
  /** True the first time `key` is seen in this page's life (a bounded memory of recent keys). */
  firstTime(key: string): boolean;
  /** An order is the trader's now (issue 28: alerted and marked once, domain/new-orders.ts). */
  newOrder(orderId: string): void;
  notify(notice: Notice): void;
  openDialog(kind: DialogKind, detail?: { reason?: string | null }): void;
  /** A warning for developers, in English (rate-limited by the caller). */
  log(message: string): void;
}

export const TEXTS = {
  replenished: OPERATION_NOTICE_TEXTS.replenished,
  internalTopup: OPERATION_NOTICE_TEXTS.internalTopup,
  withdrawalUpdated: OPERATION_NOTICE_TEXTS.withdrawalUpdated,
  timer: 'Таймер истек',
  orderCancelled: ORDER_RESULT_TITLES.CANCEL,
  orderCompleted: ORDER_RESULT_TITLES.COMPLETE,
  orderAmount: 'Сумма сделки',
  disputeClosed: DISPUTE_CLOSED,
  openOrder: OPERATION_NOTICE_TEXTS.open,
  operationsLink: OPERATION_NOTICE_TEXTS.operations,
} as const;

interface FinishedOrder extends OrderEvent {
  usdt_to_trader: number;
}

/**
 * Whether an order event is about the trader's own order: the active order of the cached
 * status, or the stored dispute order; when the status holds no active order, also an order in
 * a cached list of current orders (the status may have been refetched after the order ended and
 * before its event came). Anything else is another order's event: the server's mistake, a late
 * or replayed event, and it must not take the trader away from what they are doing.
 */
export function ownOrder(orderId: string, ctx: RealtimeContext): boolean {
  const active = ctx.activeOrder();
  if (active?.order_id === orderId) return true;
  if (ctx.getDisputeOrder()?.order_id === orderId) return true;
  return active === null && ctx.listedOrder(orderId);
}

type OrderEventName = 'orders_timeout' | 'orders_closed' | 'dispute_open' | 'dispute_close';

type Gate = 'act' | 'tell' | 'ignore';

/**
 * How an order event is taken: `act` for the trader's own order (ownOrder: it may move the
 * trader), `tell` for another of the trader's current orders while the status names one (a
 * second order in progress, a dispute on it: the outcome is told in a toast, the trader stays
 * where they are), `ignore` for any other order (the server's mistake, a late or replayed event:
 * it only refreshes the queries it names) and for a repeat of an event already taken (same event,
 * order, status and dispute status). Ignored events are logged.
 */
function gate(name: OrderEventName, order: FinishedOrder, ctx: RealtimeContext, refresh: readonly QueryTarget[]): Gate {
  const what = `${name} for order ${order.order_id} (${order.order_status}, dispute ${order.dispute_status ?? 'none'})`;
  const how = ownOrder(order.order_id, ctx) ? 'act' : ctx.listedOrder(order.order_id) ? 'tell' : 'ignore';
  if (how === 'ignore') {
    ctx.invalidate(refresh);
    const active = ctx.activeOrder()?.order_id ?? 'none';
    const dispute = ctx.getDisputeOrder()?.order_id ?? 'none';
    ctx.log(`${what}: not the trader's order (active order ${active}, dispute order ${dispute}); ignored`);
    return how;
  }
  if (!ctx.firstTime(`${name}|${order.order_id}|${order.order_status}|${order.dispute_status ?? ''}`)) {
    ctx.log(`${what}: repeated, already acted on; ignored`);
    return 'ignore';
  }
  ctx.invalidate(refresh);
  return how;
}

/** 'Сумма сделки: 158,73 USDT': an ended order's amount in its toast. */
const amountLine = (order: FinishedOrder) => `${TEXTS.orderAmount}: ${formatMoney(order.usdt_to_trader, 'USDT')}`;

/** The toast of an order that ended unpaid or was cancelled: its amount, and the operations unless a dispute is open. */
function cancelledNotice(order: FinishedOrder, withDispute: boolean): Notice {
  return {
    title: TEXTS.orderCancelled,
    description: amountLine(order),
    tone: 'warning',
    // The link to the operations is absent while a dispute is open.
    ...(withDispute ? {} : { link: { label: TEXTS.operationsLink, to: PATHS['balance-operations'] } }),
  };
}

/**
 * The outcome of another current order than the one on show, told where the trader is: the order
 * ended (completed, cancelled, unpaid) or its dispute was decided. Its result screen is a tap away.
 */
function toldNotice(name: 'orders_timeout' | 'orders_closed' | 'dispute_close', order: FinishedOrder): Notice {
  const link = { label: TEXTS.openOrder, to: orderCompletePath(order.order_id) };
  const completed = order.order_status === 'complete';
  if (name === 'dispute_close') {
    if (completed) return { title: TEXTS.disputeClosed, description: `${TEXTS.orderCompleted}: ${formatMoney(order.usdt_to_trader, 'USDT')}`, tone: 'success', link };
    // Decided with the order still in work (spec section 3's `process`): it goes on, nothing was cancelled.
    if (order.order_status === 'process') return { title: TEXTS.disputeClosed, description: ORDER_RESULT_TITLES.PROCESS, tone: 'info', link };
    return { title: TEXTS.disputeClosed, description: TEXTS.orderCancelled, tone: 'warning', link };
  }
  return completed ? { title: TEXTS.orderCompleted, description: amountLine(order), tone: 'success', link } : cancelledNotice(order, disputeOpen(order));
}

/** orders_timeout / orders_closed: where to go and whether the order-cancelled toast shows. */
function orderFinished(name: 'orders_timeout' | 'orders_closed', order: FinishedOrder, ctx: RealtimeContext, cancelled: boolean): void {
  const how = gate(name, order, ctx, viewsAfter(name));
  if (how === 'tell') ctx.notify(toldNotice(name, order));
  if (how !== 'act') return;
  const decision = afterOrderFinished(order, orderCompletePath(order.order_id));
  if (cancelled) ctx.notify(cancelledNotice(order, disputeActive(decision.store)));
  act(decision, ctx);
}

/** Applies the dispute rule's decision: the dispute order first, then the move. */
function act(decision: DisputeDecision, ctx: RealtimeContext): void {
  if (decision.store !== undefined) ctx.setDisputeOrder(decision.store);
  if (decision.redirect) ctx.navigate(decision.redirect);
}

/**
 * A balance event's notice, as domain/operation-notices.ts words it (it knows the amount and the
 * operation, not its status). The sign comes from the event, not from the amount: the contract's
 * own example gives a withdrawal as a negative amount, and a server may send either form. Notices
 * of one kind in a burst merge into one toast with the sum (notices.ts).
 */
function balanceNotice(kind: 'replenishment' | 'internal-topup' | 'withdrawal', p: { amount: number; operation_id: string }): Notice {
  const told = operationNotice({ source: 'event', kind, operationId: p.operation_id, amount: p.amount });
  const total = { sign: kind === 'withdrawal' ? ('−' as const) : ('+' as const), amount: Math.abs(p.amount) };
  return {
    id: told.id,
    title: told.title,
    description: totalDescription(total, 1),
    tone: told.tone,
    total,
    ...(told.link ? { link: told.link } : {}),
    ...(kind === 'withdrawal' ? { many: MANY_WITHDRAWALS } : {}),
  };
}

export const realtimeHandlers: SocketEventHandlerMap<RealtimeContext> = {
  balance_replenishment: (p, ctx) => {
    ctx.invalidate(viewsAfter('balance_replenishment'));
    ctx.notify(balanceNotice('replenishment', p));
  },
  balance_internal_topup: (p, ctx) => {
    ctx.invalidate(viewsAfter('balance_internal_topup'));
    ctx.notify(balanceNotice('internal-topup', p));
  },
  balance_withdrawal: (p, ctx) => {
    ctx.invalidate(viewsAfter('balance_withdrawal'));
    ctx.notify(balanceNotice('withdrawal', p));
  },
  autoaccept_timeout: (_p, ctx) => {
    ctx.invalidate(['status']);
    ctx.openDialog('autoaccept-timeout');
    ctx.notify({ title: TEXTS.timer, tone: 'info' });
  },
  autoaccept_disabled: (p, ctx) => {
    ctx.invalidate(['status']);
    // A reason the contract does not list gets the drawer's general stop (stop-reasons.ts); developers hear of it.
    if (p.reason !== null && !isStopReason(p.reason.trim())) {
      ctx.log(`autoaccept_disabled with a reason AutoacceptDisabledReason does not list: ${JSON.stringify(p.reason)}`);
    }
    ctx.openDialog('autoaccept-disabled', { reason: p.reason });
  },
  autoaccept_order: (p, ctx) => {
    // A new order, not in the status yet: no own-order check, but a repeat is acted on once.
    if (!ctx.firstTime(`autoaccept_order|${p.order_id}`)) {
      ctx.log(`autoaccept_order for order ${p.order_id}: repeated, already acted on; ignored`);
      return;
    }
    ctx.invalidate(['status', 'orders']);
    ctx.newOrder(p.order_id);
    // Home shows it; only home and the search screen are left for it (domain/new-orders.ts).
    if (newOrderMayNavigate(ctx.path)) {
      ctx.navigate(PATHS.index);
      return;
    }
    ctx.notify({
      id: `new-order-${p.order_id}`,
      title: NEW_ORDER_NOTICE.title,
      tone: 'info',
      link: { label: NEW_ORDER_NOTICE.open, to: NEW_ORDER_NOTICE.to, ...(newOrderShownHere(ctx.path) ? { reveal: p.order_id } : {}) },
    });
  },
  orders_timeout: (p, ctx) => orderFinished('orders_timeout', p, ctx, true),
  orders_closed: (p, ctx) => orderFinished('orders_closed', p, ctx, p.order_status !== 'complete'),
  dispute_open: (p, ctx) => {
    // Another current order's dispute shows on its card (the orders are refreshed): nothing to tell.
    if (gate('dispute_open', p, ctx, ['status', 'orders']) !== 'act') return;
    act({ redirect: PATHS.dispute, store: openDisputeOrder(p) }, ctx);
  },
  dispute_close: (p, ctx) => {
    const how = gate('dispute_close', p, ctx, viewsAfter('dispute_close'));
    if (how === 'tell') ctx.notify(toldNotice('dispute_close', p));
    if (how !== 'act') return;
    const was = ctx.getDisputeOrder()?.order_status ?? ctx.activeOrder()?.order_status;
    act(afterDisputeClose(p, was, orderCompletePath(p.order_id)), ctx);
  },
  banned: (p, ctx) => {
    ctx.patchTrader({ blocked: p.blocked });
    ctx.invalidate(['trader']);
    if (p.blocked) ctx.navigate(PATHS['warn-account-blocked'], { replace: true });
    else if (ctx.path === PATHS['warn-account-blocked']) ctx.navigate(PATHS.index, { replace: true });
  },
};

/** Where the auto-accept dialogs' button leads: /trade/list when the status is DONE, else /. */
export function readyTarget(accountStatus: string | null): string {
  return accountStatus === 'DONE' ? PATHS['trade-list'] : PATHS.index;
}
