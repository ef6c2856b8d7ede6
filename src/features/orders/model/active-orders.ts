// Which orders need the trader now, and in what order (issue 28): home and the trade list read the
// same current orders (GET /traders/orders) and put them in this one order, so they never
// disagree. Before, home showed the one order GET /traders/check names while the trade list
// showed every order in progress (two in the examples).
//
// Decisions:
// - Active orders are the ones in progress (PROCESS): each waits for a payment and has its own
//   timer. Invites are offers (the trade list accepts them); once accepted they are active.
// - The most urgent first: the earliest `expires_at`, so an expired order (nothing left) leads; an
//   unreadable expiry goes last; ties by creation, then id, so the order never depends on the
//   server's.
// - The order the status names is always among them, even before the list has it (a list from
//   before it was accepted): it is added, then sorted like the others.
import type { Order } from './order-view.ts';

type Timed = Pick<Order, 'id' | 'status' | 'created_at' | 'expires_at'>;

function time(value: string | null | undefined): number {
  const t = value ? Date.parse(value) : Number.NaN;
  return Number.isFinite(t) ? t : Number.POSITIVE_INFINITY;
}

/** Most urgent first: earliest expiry, then earliest creation, then id. */
export function byUrgency(a: Timed, b: Timed): number {
  return time(a.expires_at) - time(b.expires_at) || time(a.created_at) - time(b.created_at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The current orders (invites and orders in progress), most urgent first: the trade list. */
export function currentOrders<O extends Timed>(items: readonly O[] | undefined): O[] {
  return [...(items ?? [])].sort(byUrgency);
}

/** The orders in progress, most urgent first, with the one the status names (if not listed yet): home. */
export function activeOrders<O extends Timed>(items: readonly O[] | undefined, named?: O | null): O[] {
  const inProgress = (items ?? []).filter((o) => o.status === 'PROCESS');
  if (named && named.status === 'PROCESS' && !inProgress.some((o) => o.id === named.id)) inProgress.push(named);
  return currentOrders(inProgress);
}
