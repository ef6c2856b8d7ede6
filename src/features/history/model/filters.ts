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
// - A broken value in the URL (a date that is no date, a range from after its end) is read as
//   nothing or put in order, never an error: a pasted link always opens.
import { previousDayKey, zonedDayKey } from '../../../domain/date-format.ts';
import { filterOrders, parseStatusFilter, STATUS_PARAM, type Order, type StatusFilter } from './history.ts';
import { orderSearch, SEARCH_MAX_LENGTH } from './search.ts';

export const FROM_PARAM = 'from';
export const TO_PARAM = 'to';
export const SEARCH_PARAM = 'q';

export interface HistoryFilters {
  status: StatusFilter;
  /** 'YYYY-MM-DD' in the account's zone, inclusive; null: no bound. */
  from: string | null;
  to: string | null;
  /** The search text as typed (trimmed to the contract's 100 characters). */
  q: string;
}

export const NO_FILTERS: HistoryFilters = { status: 'ALL', from: null, to: null, q: '' };

/** A real calendar day as 'YYYY-MM-DD', else null. */
export function parseDay(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y = 0, m = 0, d = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value : null;
}

/** The filters of a URL's query; a missing or broken part is no filter, a reversed range is put in order. */
export function parseFilters(params: URLSearchParams): HistoryFilters {
  let from = parseDay(params.get(FROM_PARAM));
  let to = parseDay(params.get(TO_PARAM));
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  return { status: parseStatusFilter(params.get(STATUS_PARAM)), from, to, q: (params.get(SEARCH_PARAM) ?? '').slice(0, SEARCH_MAX_LENGTH) };
}

/** The query parameters that keep `filters` (null removes one), for useQueryParams. */
export function filterParams(filters: HistoryFilters): Record<string, string | null> {
  return {
    [STATUS_PARAM]: filters.status === 'ALL' ? null : filters.status,
    [FROM_PARAM]: filters.from,
    [TO_PARAM]: filters.to,
    [SEARCH_PARAM]: filters.q === '' ? null : filters.q,
  };
}

/** Whether the range or the search narrows the list (the status tab has its own empty text). */
export function narrowed(filters: HistoryFilters): boolean {
  return filters.from !== null || filters.to !== null || filters.q.trim() !== '';
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

/** Whether the order was created within the range, by the zone's calendar day (an unreadable date is outside any range). */
export function inRange(order: Pick<Order, 'created_at'>, from: string | null, to: string | null, zone: string): boolean {
  if (from === null && to === null) return true;
  const day = zonedDayKey(order.created_at, zone);
  if (day === null) return false;
  return (from === null || day >= from) && (to === null || day <= to);
}

/** The orders the filters keep, in their order. */
export function applyFilters<O extends Filterable>(orders: readonly O[], filters: HistoryFilters, zone: string): O[] {
  const matches = orderSearch(filters.q);
  return filterOrders(orders, filters.status).filter((o) => inRange(o, filters.from, filters.to, zone) && matches(o));
}

export interface RangePreset {
  key: 'today' | 'yesterday' | 'week' | 'month';
  label: string;
  from: string;
  to: string;
}

/** The quick ranges, of the zone's days up to today: Сегодня, Вчера, 7 дней, 30 дней. */
export function rangePresets(now: Date | number, zone: string): RangePreset[] {
  const today = zonedDayKey(now, zone) ?? new Date(now).toISOString().slice(0, 10);
  const back = (days: number) => {
    let day = today;
    for (let i = 0; i < days; i++) day = previousDayKey(day);
    return day;
  };
  const yesterday = back(1);
  return [
    { key: 'today', label: 'Сегодня', from: today, to: today },
    { key: 'yesterday', label: 'Вчера', from: yesterday, to: yesterday },
    { key: 'week', label: '7 дней', from: back(6), to: today },
    { key: 'month', label: '30 дней', from: back(29), to: today },
  ];
}
