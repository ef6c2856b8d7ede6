import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zonedDayKey } from '../../../domain/date-format.ts';
import {
  FILTER_OPTIONS,
  ORDER_STATUSES,
  UNKNOWN_DAY,
  filterOrders,
  groupByDay,
  historyRows,
  nameLookups,
  parseStatusFilter,
} from './history.ts';

const MIN = Date.UTC(2020, 0, 1);
const MAX = Date.UTC(2030, 11, 31);
const ZONES = ['Europe/Moscow', 'UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Australia/Lord_Howe', 'Asia/Kathmandu'];

const arbOrder = fc.record({
  id: fc.uuid(),
  status: fc.constantFrom(...ORDER_STATUSES),
  created_at: fc.integer({ min: MIN, max: MAX }).map((ms) => new Date(ms).toISOString()),
});
const arbOrders = fc.uniqueArray(arbOrder, { selector: (o) => o.id, maxLength: 60 });
const arbZone = fc.constantFrom(...ZONES);

describe('status filter', () => {
  it('offers Все first, then every status with its Russian label', () => {
    expect(FILTER_OPTIONS.map((o) => o.label)).toEqual(['Все', 'Не оплачена', 'Завершена', 'В работе', 'Ждёт принятия', 'Оплата не совпала', 'Отменена']);
    expect(FILTER_OPTIONS.map((o) => o.value)).toEqual(['ALL', 'NO_PAY', 'COMPLETE', 'PROCESS', 'INVITE', 'NO_MATCH', 'CANCEL']);
  });

  it('reads the URL value; unknown or missing means all', () => {
    expect(parseStatusFilter('COMPLETE')).toBe('COMPLETE');
    expect(parseStatusFilter('complete')).toBe('ALL');
    expect(parseStatusFilter('ALL')).toBe('ALL');
    expect(parseStatusFilter('')).toBe('ALL');
    expect(parseStatusFilter(null)).toBe('ALL');
    expect(parseStatusFilter('__proto__')).toBe('ALL');
  });

  it('keeps exactly the orders of the status, in order; all keeps everything', () => {
    fc.assert(
      fc.property(arbOrders, fc.constantFrom(...ORDER_STATUSES), (orders, status) => {
        const kept = filterOrders(orders, status);
        expect(kept).toEqual(orders.filter((o) => o.status === status));
        expect(filterOrders(orders, 'ALL')).toEqual(orders);
      }),
    );
  });
});

describe('zoned days', () => {
  it('groups 2026-11-21T22:30Z with the 22nd in Moscow, not the 21st', () => {
    const orders = [
      { id: 'a', created_at: '2026-11-21T22:30:00Z' },
      { id: 'b', created_at: '2026-11-21T20:59:00Z' },
      { id: 'c', created_at: '2026-11-22T08:00:00Z' },
    ];
    expect(groupByDay(orders, 'Europe/Moscow').map((g) => [g.day, g.orders.map((o) => o.id)])).toEqual([
      ['2026-11-22', ['c', 'a']],
      ['2026-11-21', ['b']],
    ]);
  });

});

describe('grouping by day (properties)', () => {
  it('keeps every order exactly once', () => {
    fc.assert(
      fc.property(arbOrders, arbZone, (orders, zone) => {
        const flat = groupByDay(orders, zone).flatMap((g) => g.orders);
        expect(flat).toHaveLength(orders.length);
        expect(new Set(flat.map((o) => o.id))).toEqual(new Set(orders.map((o) => o.id)));
      }),
    );
  });

  it('days are distinct and strictly descending; orders within a day newest first', () => {
    fc.assert(
      fc.property(arbOrders, arbZone, (orders, zone) => {
        const groups = groupByDay(orders, zone);
        for (let i = 1; i < groups.length; i++) expect(groups[i - 1]!.day > groups[i]!.day).toBe(true);
        for (const g of groups) {
          expect(g.orders.length).toBeGreaterThan(0);
          const times = g.orders.map((o) => Date.parse(o.created_at));
          for (let i = 1; i < times.length; i++) expect(times[i - 1]!).toBeGreaterThanOrEqual(times[i]!);
        }
      }),
    );
  });

  it('each order sits under its own zoned day, and the result ignores input order', () => {
    fc.assert(
      fc.property(arbOrders, arbZone, fc.integer(), (orders, zone, seed) => {
        const groups = groupByDay(orders, zone);
        for (const g of groups) for (const o of g.orders) expect(zonedDayKey(o.created_at, zone)).toBe(g.day);
        const shuffled = [...orders].sort((a, b) => ((a.id.charCodeAt(seed & 7) ^ seed) & 1) - ((b.id.charCodeAt(seed & 7) ^ seed) & 1));
        expect(groupByDay(shuffled, zone)).toEqual(groups);
      }),
    );
  });

  it('an unreadable date goes to a last group instead of being dropped', () => {
    const groups = groupByDay([{ id: 'x', created_at: 'garbage' }, { id: 'y', created_at: '2026-11-21T10:00:00Z' }], 'UTC');
    expect(groups.map((g) => g.day)).toEqual(['2026-11-21', UNKNOWN_DAY]);
  });

  it('rows: one heading per day followed by its orders', () => {
    fc.assert(
      fc.property(arbOrders, arbZone, (orders, zone) => {
        const groups = groupByDay(orders, zone);
        const rows = historyRows(groups, Date.now(), zone);
        expect(rows.filter((r) => r.kind === 'day')).toHaveLength(groups.length);
        expect(rows.filter((r) => r.kind === 'order')).toHaveLength(orders.length);
        expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
        if (rows.length > 0) expect(rows[0]!.kind).toBe('day');
      }),
    );
  });
});

describe('detail helpers', () => {
  it('names from static data, with #id for unknown ids', () => {
    const names = nameLookups({
      paymentMethodById: (id) => {
        if (id === 1) return { payment_system_name: 'SBP' };
        throw new Error('Not found payment method by id');
      },
      bankById: (id) => {
        if (id === 3) return { name: 'Sberbank' };
        throw new Error('Not found bank by id');
      },
    });
    expect(names.paymentMethodName(1)).toBe('СБП');
    expect(names.paymentMethodName(9)).toBe('#9');
    expect(names.bankName(3)).toBe('Sberbank');
    expect(names.bankName(4)).toBe('#4');
    expect(nameLookups(null).bankName(3)).toBe('#3');
  });
});
