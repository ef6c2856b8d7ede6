// Order history (product spec section 3): the status filter, Russian labels, and the orders
// grouped by calendar day in the trader's timezone (GET /traders `timezone`, IANA).
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
import { isValidTimeZone } from '../../../shared/lib/time-zone.ts';

export type Order = components['schemas']['Order'];
export type OrderStatus = components['schemas']['OrderStatus'];
export type Direction = components['schemas']['Direction'];

export const ORDER_STATUSES = ['NO_PAY', 'COMPLETE', 'PROCESS', 'INVITE', 'NO_MATCH', 'CANCEL'] as const satisfies readonly OrderStatus[];

export const STATUS_LABELS: Record<OrderStatus, string> = {
  NO_PAY: 'Не оплачена',
  COMPLETE: 'Завершена',
  PROCESS: 'В работе',
  INVITE: 'Приглашение',
  NO_MATCH: 'Не сопоставлена',
  CANCEL: 'Отменена',
};

export const DIRECTION_LABELS: Record<Direction, string> = {
  IN: 'Приём',
  OUT: 'Выплата',
};

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

// ---------------------------------------------------------------- time zones and days


/** The trader's zone if Intl knows it, else the device's zone, else UTC. */
export function resolveTimeZone(zone: string | null | undefined): string {
  if (zone && zone.trim() !== '' && isValidTimeZone(zone)) return zone;
  const device = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return device && isValidTimeZone(device) ? device : 'UTC';
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = formatters.get(key);
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

/** The zone's calendar day of an instant as 'YYYY-MM-DD', or null for an unreadable date. */
export function zonedDayKey(instant: string | number | Date, zone: string): string | null {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(ms)) return null;
  const f = cached(`day|${zone}`, () => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }));
  const parts = f.formatToParts(ms);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The calendar day before a 'YYYY-MM-DD' key (pure date arithmetic, no DST involved). */
export function previousDayKey(key: string): string {
  const [y = 0, m = 1, d = 1] = key.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d - 1));
  return date.toISOString().slice(0, 10);
}

/** 'Сегодня', 'Вчера', or '21 ноября 2026' for a day key, relative to `now` in the zone. */
export function dayHeading(key: string, now: Date | number, zone: string): string {
  const today = zonedDayKey(now, zone);
  if (key === today) return 'Сегодня';
  if (today !== null && key === previousDayKey(today)) return 'Вчера';
  return formatDayKey(key);
}

/** '21 ноября 2026' for a 'YYYY-MM-DD' key. */
export function formatDayKey(key: string): string {
  const [y = 0, m = 1, d = 1] = key.split('-').map(Number);
  const f = cached('heading', () => new Intl.DateTimeFormat('ru-RU', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }));
  // ru-RU writes '21 ноября 2026 г.'; the heading drops the 'г.' literal.
  return f
    .formatToParts(Date.UTC(y, m - 1, d, 12))
    .filter((p) => p.type === 'day' || p.type === 'month' || p.type === 'year')
    .map((p) => p.value)
    .join(' ');
}

/** 'HH:MM' (24-hour) of an instant in the zone; '—' for an unreadable date. */
export function formatTime(instant: string | number, zone: string): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(ms)) return '—';
  const f = cached(`time|${zone}`, () => new Intl.DateTimeFormat('ru-RU', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
  return f.format(ms);
}

/** '21 ноября 2026, 21:02' of an instant in the zone; '—' for an unreadable date. */
export function formatDateTime(instant: string, zone: string): string {
  const ms = Date.parse(instant);
  if (!Number.isFinite(ms)) return '—';
  const key = zonedDayKey(ms, zone);
  return key === null ? '—' : `${formatDayKey(key)}, ${formatTime(ms, zone)}`;
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

// ---------------------------------------------------------------- detail labels

export const REQUISITE_STATUS_LABELS: Record<components['schemas']['RequisiteStatus'], string> = {
  ACTIVE: 'Активен',
  INACTIVE: 'Неактивен',
  DELETED: 'Удалён',
};

export const DISPUTE_STATUS_LABELS: Record<components['schemas']['OrderDisputeStatus'], string> = {
  open: 'Открыт',
  close: 'Закрыт',
};

export const DISPUTE_STATE_LABELS: Record<components['schemas']['DisputeState'], string> = {
  OPEN: 'Открыт',
  CLOSE: 'Закрыт',
};

export const DISPUTE_OUTCOME_LABELS: Record<components['schemas']['DisputeSide'], string> = {
  MERCHANT: 'В пользу мерчанта',
  TRADER: 'В пользу трейдера',
};

const PAYMENT_SYSTEM_LABELS: Record<string, string> = {
  SBP: 'СБП',
  C2C: 'Перевод на карту (C2C)',
};

export function paymentSystemLabel(name: string): string {
  return PAYMENT_SYSTEM_LABELS[name] ?? name;
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
    paymentMethodName: (id) => (data ? safe(() => paymentSystemLabel(data.paymentMethodById(id).payment_system_name), id) : `#${id}`),
    bankName: (id) => (data ? safe(() => data.bankById(id).name, id) : `#${id}`),
  };
}
