// History's filters (issue 28): the status tab, a date range and the search, kept in the URL
// (?status=COMPLETE&from=2026-11-16&to=2026-11-22&q=8200) so that Back and a reload bring back
// what the trader was looking at. Pure: the screen reads and writes them through the router.
//
// Decisions:
// - The range is of calendar days in the account's zone (src/domain/time-zone.ts), as the
//   contract's `date_from`/`date_to` are: an order at 2026-11-21T22:30Z is on the 22nd in Moscow.
// - The server narrows its pages with the range and the search (GET /traders/orders/history);
//   the app applies every filter again to what it shows, so a backend that ignores the proposed
//   `search` (or the current orders, which the call does not filter) still gives the right list.
// - The period and the search, their URL form and the quick ranges are the domain's
//   (src/domain/list-filters.ts, shared with the balance operations); History adds its tab.
import { inRange, NO_PERIOD_SEARCH, parsePeriodSearch, periodSearchParams, type PeriodSearch } from '../../../domain/list-filters.ts';
import { filterOrders, parseStatusFilter, STATUS_PARAM, type Order, type StatusFilter } from './history.ts';
import { orderSearch } from './search.ts';

export interface HistoryFilters extends PeriodSearch {
  status: StatusFilter;
}

export const NO_FILTERS: HistoryFilters = { status: 'ALL', ...NO_PERIOD_SEARCH };

/** The filters of a URL's query; a missing or broken part is no filter, a reversed range is put in order. */
export function parseFilters(params: URLSearchParams): HistoryFilters {
  return { status: parseStatusFilter(params.get(STATUS_PARAM)), ...parsePeriodSearch(params) };
}

/** The query parameters that keep `filters` (null removes one), for useQueryParams. */
export function filterParams(filters: HistoryFilters): Record<string, string | null> {
  return { [STATUS_PARAM]: filters.status === 'ALL' ? null : filters.status, ...periodSearchParams(filters) };
}

/** What GET /traders/orders/history is asked for: the range and the search (the tabs stay on the client). */
export interface ServerFilters {
  date_from?: string;
  date_to?: string;
  search?: string;
}

export function serverFilters(filters: Pick<HistoryFilters, 'from' | 'to' | 'q'>): ServerFilters {
  const search = filters.q.trim();
  return {
    ...(filters.from !== null ? { date_from: filters.from } : {}),
    ...(filters.to !== null ? { date_to: filters.to } : {}),
    ...(search !== '' ? { search } : {}),
  };
}

type Filterable = Pick<Order, 'id' | 'status' | 'created_at' | 'amount_rub' | 'usdt_to_trader' | 'requisite' | 'customer_details'>;

/** The orders the filters keep, in their order. */
export function applyFilters<O extends Filterable>(orders: readonly O[], filters: HistoryFilters, zone: string): O[] {
  const matches = orderSearch(filters.q);
  return filterOrders(orders, filters.status).filter((o) => inRange(o, filters.from, filters.to, zone) && matches(o));
}
