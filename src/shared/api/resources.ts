// The server resources that are not one feature's alone: read, warmed, refreshed or patched by
// more than one part of the app (screens of several features, the guards, realtime, the domain's
// display zone, the support link). Each is declared here once, as a pair:
// - `xQuery(api, …)`: the query options (openapi-react-query's, so the key is [method, path,
//   init] beside its fetcher) for useQuery, ensureQueryData, fetchQuery and setQueryData;
// - `xKey`: the key prefix every query of the resource shares, whatever its parameters, for
//   invalidateQueries, cancelQueries and getQueriesData.
// A resource only one feature uses is declared the same way in that feature's api/ module.
// Features never import each other (eslint.config.js), so a feature that needs another's
// resource finds it here. No query key is typed anywhere else (docs/screens.md).
import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import type { components } from '../../../generated/openapi/trader-api.ts';
import { getKey, type QueryApi } from './query.ts';

/**
 * A read that runs to its answer (or the middleware's timeout) whether a screen still shows it or
 * not: the figures every screen opens on, the balance and the status (issue 37: read again at once
 * after a money event, shown or not). TanStack Query cancels a read whose last observer goes when
 * the read has taken the context's abort signal, as openapi-react-query's fetcher does, and
 * reverts the query, still stale: an order's end refreshed the balance and, in the same moment,
 * took the trader off home and its balance card, and no request left. This read gets a signal of
 * its own instead (the context's is a getter that marks it taken), so only a newer read of the
 * same query (`cancelRefetch`) supersedes it.
 */
function finishedUnshown<O extends object>(options: O): O {
  const { queryFn } = options as { queryFn: (context: QueryFunctionContext<QueryKey>) => unknown };
  const finished = (context: QueryFunctionContext<QueryKey>) =>
    queryFn({ client: context.client, queryKey: context.queryKey, meta: context.meta, signal: new AbortController().signal });
  return { ...options, queryFn: finished };
}

/** The spec's page size (section 9): the order lists and the operations ask for 100. */
export const PAGE_SIZE = 100;

/** GET /traders: the trader's account (id, timezone, blocked). */
export const traderKey = getKey('/traders');
export const traderQuery = (api: QueryApi) => api.trader.queryOptions('get', '/traders');

/** GET /traders/check: the status data (home status, active order, balance and requisite counts); read to its answer, shown or not. */
export const statusKey = getKey('/traders/check');
export const statusQuery = (api: QueryApi) => finishedUnshown(api.trader.queryOptions('get', '/traders/check'));

/** GET /config: limits, links and the support contact. */
export const configKey = getKey('/config');
export const configQuery = (api: QueryApi) => api.trader.queryOptions('get', '/config');

/** GET /redirects: where the backend sends a path, if anywhere (a guard step). */
export const redirectKey = getKey('/redirects');
export const redirectQuery = (api: QueryApi, path: string) => api.trader.queryOptions('get', '/redirects', { params: { query: { path } } });

/** GET /traders/balance; read to its answer, shown or not. */
export const balanceKey = getKey('/traders/balance');
export const balanceQuery = (api: QueryApi) => finishedUnshown(api.trader.queryOptions('get', '/traders/balance'));

/** GET /traders/transactions: the operations of one status tab, first page. */
export const operationsKey = getKey('/traders/transactions');
export const operationsQuery = (api: QueryApi, status: components['schemas']['TransactionStatusQuery']) =>
  api.trader.queryOptions('get', '/traders/transactions', { params: { query: { transaction_status: status, size: PAGE_SIZE } } });
/**
 * A later page of the same tab (`page` 2, 3…; proposed, ADR 0046): what a search or a period on
 * Operations reads past the first page. Under the same key prefix, so the balance events refresh it too.
 */
export const operationsPageQuery = (api: QueryApi, status: components['schemas']['TransactionStatusQuery'], page: number) =>
  api.trader.queryOptions('get', '/traders/transactions', { params: { query: { transaction_status: status, size: PAGE_SIZE, page } } });

/** GET /traders/transactions/{transaction_id}: one operation (its status changes with the balance events). */
export const operationKey = getKey('/traders/transactions/{transaction_id}');
export const operationQuery = (api: QueryApi, id: string) =>
  api.trader.queryOptions('get', '/traders/transactions/{transaction_id}', { params: { path: { transaction_id: id } } });

/**
 * GET /traders/orders: the current orders (invites and orders in progress), first page. Home's
 * active order, the trade list and History read the same query.
 */
export const orderListKey = getKey('/traders/orders');
export const orderListQuery = (api: QueryApi) => api.trader.queryOptions('get', '/traders/orders', { params: { query: { size: PAGE_SIZE } } });

/**
 * GET /traders/orders/history: the finished orders, newest first (ADR 0020), one page of History's
 * date range and search (issue 28: `search` is proposed; a server without it ignores it). Without
 * filters, the first page, as before.
 */
export interface PastOrdersFilters {
  date_from?: string;
  date_to?: string;
  search?: string;
}
export const pastOrdersKey = getKey('/traders/orders/history');
export const pastOrdersQuery = (api: QueryApi, filters: PastOrdersFilters = {}, page = 1) =>
  api.trader.queryOptions('get', '/traders/orders/history', { params: { query: { size: PAGE_SIZE, page, ...filters } } });

/** GET /traders/requisites. */
export const requisitesKey = getKey('/traders/requisites');
export const requisitesQuery = (api: QueryApi) => api.trader.queryOptions('get', '/traders/requisites');

/** GET /traders/schedule: the work schedule, in its own timezone. */
export const scheduleKey = getKey('/traders/schedule');
export const scheduleQuery = (api: QueryApi) => api.trader.queryOptions('get', '/traders/schedule');
