// Which orders /history shows (ADR 0020): the finished ones from GET /traders/orders/history
// (COMPLETE, CANCEL, NO_PAY, NO_MATCH) together with the current ones from GET /traders/orders
// (INVITE, PROCESS), so that every status tab has its orders.
//
// Decisions:
// - One list, each order once. An order that finished between the two answers can be in both;
//   the history's copy wins, since a finished status is final and the current list's is stale.
// - No order is dropped for its status: a current list that holds a finished order (or a history
//   that holds a current one) still shows it, under its own status.
// - The list is not sorted here: groupByDay orders it by the trader's day and instant.
import type { Order } from './history.ts';

/** The orders of both lists, each id once, the history's copy first. */
export function historyOrders<O extends Pick<Order, 'id'>>(current: readonly O[] | undefined, past: readonly O[] | undefined): O[] {
  const seen = new Set<string>();
  const out: O[] = [];
  for (const order of [...(past ?? []), ...(current ?? [])]) {
    if (seen.has(order.id)) continue;
    seen.add(order.id);
    out.push(order);
  }
  return out;
}

/** The state of two queries as one: pending until both answered, failed if either failed. */
export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  dataUpdatedAt: number;
}

export function combinedState(current: QueryLike, past: QueryLike) {
  const failed = past.isError ? past : current.isError ? current : null;
  return {
    isPending: current.isPending || past.isPending,
    isError: failed !== null,
    error: failed?.error ?? null,
    isFetching: current.isFetching || past.isFetching,
    /** The older of the two answers: the list is as fresh as its stalest part. */
    dataUpdatedAt: current.dataUpdatedAt > 0 && past.dataUpdatedAt > 0 ? Math.min(current.dataUpdatedAt, past.dataUpdatedAt) : 0,
  };
}
