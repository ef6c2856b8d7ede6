// The dispute rule (product spec sections 2 and 4), in one place: what the dispute order is,
// when a dispute is active, and where an active (or ended) dispute sends a path. The guards'
// status step, the shell's back-lock and BackButton, the realtime handlers and the screens that
// open a dispute (home, /dispute's other orders) all ask here.
//
// - An open dispute on the active order is stored as the dispute order (session storage,
//   domain/session-store.ts). It forces /dispute until cleared.
// - /dispute (and below it) and /trade/order/complete are exempt from that redirect.
// - When the dispute is no longer open and the path is /dispute, the dispute order is cleared
//   and the trader goes to /. (/dispute/close shows a closed dispute's outcome: it stays.)
// - The status data fetched now decides; without it (its call failed) the stored order does.
// - An order's dispute is open when its dispute_status is 'open' (disputeOpen): the status data,
//   an event, an order of the lists alike. Every screen that shows an order in progress says so
//   on that order (OPEN_DISPUTE), whether or not it is the dispute order the lock is about (a
//   second dispute, or one on an order the status does not name): it is not an order to pay and
//   confirm on its timer any more.
import type { components } from '../../generated/openapi/trader-api.ts';
import { PATHS, routeTitle } from '../shared/routes/route-table.ts';
import { isActiveOrderStatus } from './home-status.ts';

type StatusData = components['schemas']['StatusData'];

/** The order whose dispute keeps the trader on /dispute, or whose outcome /dispute/close shows. */
export interface DisputeOrder {
  order_id: string;
  order_status: string;
  dispute_status: string | null;
}

/** Whether an order's dispute is open (an order of the lists, the status data, an event's order). */
export function disputeOpen(order: { dispute_status?: string | null } | null | undefined): boolean {
  return order?.dispute_status === 'open';
}

/** What an open dispute means for its order, as every screen that shows the order says it. */
export const OPEN_DISPUTE = {
  title: 'Спор открыт',
  text: 'Поддержка проверяет платёж. Пока спор открыт, сделку не подтвердить.',
} as const;

/**
 * A closed dispute, named one way wherever it is told: /dispute/close's title (the route table's),
 * the toast of the socket's dispute_close, the outcome of a dispute closed without a decision, and
 * the "while you were away" line.
 */
export const DISPUTE_CLOSED = routeTitle('dispute-close');

/** Whether a dispute is active: the dispute order's dispute is open. */
export function disputeActive(order: DisputeOrder | null | undefined): boolean {
  return disputeOpen(order);
}

/** The dispute order of an order whose dispute has just opened (an event, or the trader opening it). */
export function openDisputeOrder(order: { order_id: string; order_status: string }): DisputeOrder {
  return { order_id: order.order_id, order_status: order.order_status, dispute_status: 'open' };
}

/** The dispute order the status data names: its active order, when that order's dispute is open. */
export function disputeOrderOf(status: StatusData | null): DisputeOrder | null {
  return status && isActiveOrderStatus(status) && disputeOpen(status) ? openDisputeOrder(status) : null;
}

const isUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** Paths an active dispute leaves the trader on: /dispute and below, and /trade/order/complete. */
export function disputeExempt(path: string): boolean {
  return isUnder(path, PATHS.dispute) || isUnder(path, PATHS['trade-order-complete']);
}

/** What the status refresh decides for a path: where to go (null: stay) and the dispute order to keep. */
export interface DisputeDecision {
  redirect: string | null;
  /** The dispute order to store; undefined leaves the stored one as it is. */
  store?: DisputeOrder | null;
}

/**
 * The status step's dispute redirect (spec section 2, step 2). `status` is the status data just
 * fetched (null when its call failed: the stored dispute order decides then); `stored` is the
 * stored dispute order; `path` has no query and no trailing slash.
 */
export function disputeRedirect(path: string, status: StatusData | null, stored: DisputeOrder | null): DisputeDecision {
  const named = disputeOrderOf(status);
  const store = named ?? undefined;
  const active = status ? named !== null : disputeActive(stored);
  if (active) return { redirect: disputeExempt(path) ? null : PATHS.dispute, ...(store ? { store } : {}) };
  // The dispute is no longer open: clear it and go home.
  if (path === PATHS.dispute) return { redirect: PATHS.index, store: null };
  return { redirect: null };
}

const inProcess = (status: string | null | undefined) => status?.toLowerCase() === 'process';

/** An order event's order (orders_timeout, orders_closed, dispute_close). */
export interface OrderEvent {
  order_id: string;
  order_status: string;
  dispute_status: 'open' | 'close' | null;
}

/**
 * After orders_timeout or orders_closed (spec section 4): an open dispute stores the order and
 * leads to /dispute; no dispute, or a closed one on a complete order, leads to the order's
 * completion page (`completePath`); anything else stays.
 */
export function afterOrderFinished(order: OrderEvent, completePath: string): DisputeDecision {
  if (disputeOpen(order)) return { redirect: PATHS.dispute, store: openDisputeOrder(order) };
  const complete = order.order_status.toLowerCase() === 'complete';
  if (order.dispute_status === null || (order.dispute_status === 'close' && complete)) return { redirect: completePath };
  return { redirect: null };
}

/**
 * After dispute_close (spec section 4): the order's completion page (`completePath`) when the
 * dispute order was in process and now is not, the dispute order cleared; otherwise /dispute/close,
 * which shows the outcome of this order, stored as the dispute order. `wasStatus` is the stored
 * dispute order's status, or else the active order's.
 */
export function afterDisputeClose(event: OrderEvent, wasStatus: string | null | undefined, completePath: string): DisputeDecision {
  if (inProcess(wasStatus) && !inProcess(event.order_status)) return { redirect: completePath, store: null };
  return {
    redirect: PATHS['dispute-close'],
    store: { order_id: event.order_id, order_status: event.order_status, dispute_status: event.dispute_status ?? 'close' },
  };
}
