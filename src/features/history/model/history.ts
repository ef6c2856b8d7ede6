// Order history (product spec section 3): the status filter and the orders grouped by calendar
// day in the account's display zone (src/domain/time-zone.ts). Names and date formats are the
// domain's (src/domain/names.ts, src/domain/date-format.ts).
//
// Decisions:
// - Days are the trader's zone's calendar days, never the device's: an order at
//   2026-11-21T22:30Z is on 22 November in Europe/Moscow.
// - Newest first: days descending, orders within a day by instant descending, ties by id, so
//   the order never depends on the server's.
// - An unknown or invalid timezone falls back to the device's zone (then UTC) rather than
//   failing the screen; a created_at that cannot be read goes to a last 'Без даты' group, so
//   no order is ever dropped.
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { zonedDayKey, dayHeading } from '../../../domain/date-format.ts';
import { ORDER_STATUS_NAMES, paymentSystemName } from '../../../domain/names.ts';

export type Order = components['schemas']['Order'];
export type OrderStatus = components['schemas']['OrderStatus'];

export const ORDER_STATUSES = ['NO_PAY', 'COMPLETE', 'PROCESS', 'INVITE', 'NO_MATCH', 'CANCEL'] as const satisfies readonly OrderStatus[];

/** The statuses' names: the domain's, the same on every screen. */
export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = ORDER_STATUS_NAMES;

export type StatusFilter = OrderStatus | 'ALL';

export const ALL_LABEL = 'Все';

/** The filter options in display order: 'Все', then the spec's status order. */
export const FILTER_OPTIONS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'ALL', label: ALL_LABEL },
  ...ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
];

/** The URL query parameter that keeps the filter (?status=COMPLETE). */
export const STATUS_PARAM = 'status';

function isOrderStatus(value: string): value is OrderStatus {
  return ORDER_STATUSES.some((s) => s === value);
}

/** The filter from the URL; a missing or unknown value means 'ALL'. */
export function parseStatusFilter(value: string | null | undefined): StatusFilter {
  return value !== null && value !== undefined && isOrderStatus(value) ? value : 'ALL';
}

export function filterOrders<O extends Pick<Order, 'status'>>(orders: readonly O[], filter: StatusFilter): O[] {
  return filter === 'ALL' ? [...orders] : orders.filter((o) => o.status === filter);
}

// ---------------------------------------------------------------- grouping

export const UNKNOWN_DAY = 'unknown';

export interface DayGroup<O> {
  /** 'YYYY-MM-DD' in the zone, or UNKNOWN_DAY for orders whose date cannot be read. */
  day: string;
  orders: O[];
}

type Groupable = Pick<Order, 'id' | 'created_at'>;

/** Orders grouped by the zone's calendar day: days newest first, orders newest first. */
export function groupByDay<O extends Groupable>(orders: readonly O[], zone: string): DayGroup<O>[] {
  const byDay = new Map<string, { order: O; ms: number }[]>();
  for (const order of orders) {
    const ms = Date.parse(order.created_at);
    const day = zonedDayKey(ms, zone) ?? UNKNOWN_DAY;
    let list = byDay.get(day);
    if (!list) {
      list = [];
      byDay.set(day, list);
    }
    list.push({ order, ms: Number.isFinite(ms) ? ms : Number.NEGATIVE_INFINITY });
  }
  const days = [...byDay.keys()].sort((a, b) => {
    if (a === UNKNOWN_DAY) return 1;
    if (b === UNKNOWN_DAY) return -1;
    return a < b ? 1 : a > b ? -1 : 0;
  });
  return days.map((day) => ({
    day,
    orders: (byDay.get(day) ?? [])
      .sort((a, b) => b.ms - a.ms || (a.order.id < b.order.id ? -1 : a.order.id > b.order.id ? 1 : 0))
      .map((e) => e.order),
  }));
}

export type HistoryRow<O> = { kind: 'day'; key: string; day: string; label: string } | { kind: 'order'; key: string; order: O };

/** The grouped list flattened for the virtualizer: a heading row, then that day's orders. */
export function historyRows<O extends Groupable>(groups: readonly DayGroup<O>[], now: Date | number, zone: string): HistoryRow<O>[] {
  const rows: HistoryRow<O>[] = [];
  for (const group of groups) {
    const label = group.day === UNKNOWN_DAY ? 'Без даты' : dayHeading(group.day, now, zone);
    rows.push({ kind: 'day', key: `day:${group.day}`, day: group.day, label });
    for (const order of group.orders) rows.push({ kind: 'order', key: `order:${order.id}`, order });
  }
  return rows;
}

/** Names for ids, given by the app from static data. */
export interface NameLookups {
  paymentMethodName(id: number): string;
  bankName(id: number): string;
}

/**
 * Lookups over static data whose `...ById` throw for an unknown id ('Not found bank by id'):
 * an unknown id shows as '#<id>' instead of failing the screen.
 */
export function nameLookups(data: {
  paymentMethodById(id: number): { payment_system_name: string };
  bankById(id: number): { name: string };
} | null | undefined): NameLookups {
  const safe = (read: () => string, id: number) => {
    try {
      return read();
    } catch {
      return `#${id}`;
    }
  };
  return {
    paymentMethodName: (id) => (data ? safe(() => paymentSystemName(data.paymentMethodById(id).payment_system_name), id) : `#${id}`),
    bankName: (id) => (data ? safe(() => data.bankById(id).name, id) : `#${id}`),
  };
}
