// The orders the history shows (ADR 0020): the finished ones, GET /traders/orders/history (its
// first page, size 100), and the current ones, GET /traders/orders with size 100 (the observed
// call, spec section 7), built the one way so each key sits beside its fetcher.
import type { QueryApi } from '../../../shared/api/query.ts';

export const HISTORY_PAGE_SIZE = 100;

/** Current orders: invites and orders in progress. */
export function historyOrdersQuery(api: QueryApi) {
  return api.trader.queryOptions('get', '/traders/orders', { params: { query: { size: HISTORY_PAGE_SIZE } } });
}

/** Finished orders, newest first: the first page. */
export function pastOrdersQuery(api: QueryApi) {
  return api.trader.queryOptions('get', '/traders/orders/history', { params: { query: { size: HISTORY_PAGE_SIZE, page: 1 } } });
}
