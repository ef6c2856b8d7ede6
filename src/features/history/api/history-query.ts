// The orders the history shows: GET /traders/orders with size 100 (the observed call, spec
// section 7), built the one way so the key sits beside its fetcher.
import type { QueryApi } from '../../../shared/api/query.ts';

export const HISTORY_PAGE_SIZE = 100;

export function historyOrdersQuery(api: QueryApi) {
  return api.trader.queryOptions('get', '/traders/orders', { params: { query: { size: HISTORY_PAGE_SIZE } } });
}

export function traderQuery(api: QueryApi) {
  return api.trader.queryOptions('get', '/traders');
}
