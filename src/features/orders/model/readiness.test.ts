import { describe, expect, it } from 'vitest';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { readinessReasons, reasonView, type ReadinessInput } from './readiness.ts';

type Schedule = components['schemas']['Schedule'];

// The API examples: ScheduleWeekdays, GET /config default, GET /traders/check "done".
const WEEKDAYS: Schedule = {
  timezone: 'Europe/Moscow',
  days: [
    { start: '09:00', end: '18:00' },
    { start: '09:00', end: '18:00' },
    { start: '09:00', end: '18:00' },
    { start: '09:00', end: '18:00' },
    { start: '09:00', end: '18:00' },
    { start: '10:00', end: '16:00' },
    null,
  ],
};
const CONFIG = { min_trading_balance: 100, support_trader_tg: 'https://t.me/trader_support' };
const DONE = { autoaccept_expired_at: null, completed_order_count: 12, active_payment_detail_count: 2, available_balance: 1250.5, allowed_overdraft: 0 };
const ACTIVE = { status: 'ACTIVE' as const };
const INACTIVE = { status: 'INACTIVE' as const };

// 2026-11-23 is a Monday; 09:00 UTC is 12:00 in Moscow.
const MONDAY_NOON_MSK = new Date('2026-11-23T09:00:00Z');

function input(over: Partial<ReadinessInput> = {}): ReadinessInput {
  return { requisites: [ACTIVE, INACTIVE], status: DONE, config: CONFIG, schedule: WEEKDAYS, now: MONDAY_NOON_MSK, ...over };
}

describe('readinessReasons', () => {
  it('is empty when a requisite is active, the balance suffices and the shift is on', () => {
    expect(readinessReasons(input())).toEqual([]);
  });

  it('names a missing active requisite', () => {
    expect(readinessReasons(input({ requisites: [INACTIVE] }))).toEqual([{ kind: 'no_requisite' }]);
    expect(readinessReasons(input({ requisites: [] }))).toEqual([{ kind: 'no_requisite' }]);
  });

  it('names the missing balance (min minus available plus overdraft)', () => {
    const status = { ...DONE, available_balance: '40.000', allowed_overdraft: '50' };
    expect(readinessReasons(input({ status }))).toEqual([{ kind: 'no_balance', missing: 10 }]);
    expect(reasonView({ kind: 'no_balance', missing: 10 }).text).toBe('Не хватает 10,00\u00a0USDT до минимального баланса для торговли.');
  });

  it('names a day off with the next shift, in the trader timezone', () => {
    // Sunday 2026-11-22 05:49 in Moscow.
    const sunday = new Date('2026-11-22T02:49:00Z');
    const reasons = readinessReasons(input({ now: sunday }));
    expect(reasons).toEqual([{ kind: 'day_off', next: { day: 0, start: '09:00', inDays: 1 } }]);
    expect(reasonView(reasons[0]!)).toMatchObject({ title: 'Сегодня выходной по графику', text: 'Ближайшая смена: завтра, 09:00.' });
    // Monday 12:00 UTC is 21:00 in Vladivostok: after the shift.
    const late = readinessReasons(input({ now: new Date('2026-11-23T12:00:00Z'), timezone: 'Asia/Vladivostok' }));
    expect(late).toEqual([{ kind: 'off_hours', day: { start: '09:00', end: '18:00' }, next: { day: 1, start: '09:00', inDays: 1 } }]);
    expect(reasonView(late[0]!).text).toBe('Сегодня по графику 09:00–18:00. Ближайшая смена: завтра, 09:00.');
  });

  it('says "сегодня" for a shift later today and "завтра" for tomorrow, by the trader timezone', () => {
    const text = (now: string, over: Partial<ReadinessInput> = {}) => {
      const [reason] = readinessReasons(input({ now: new Date(now), ...over }));
      return reason ? reasonView(reason).text : null;
    };
    // Thursday 2026-11-26 07:00 in Moscow, before the 09:00 shift.
    expect(text('2026-11-26T04:00:00Z')).toBe('Сегодня по графику 09:00–18:00. Ближайшая смена: сегодня, 09:00.');
    // Wednesday 22:00 UTC is Thursday 01:00 in Moscow: today is Thursday there, not Wednesday.
    expect(text('2026-11-25T22:00:00Z')).toBe('Сегодня по графику 09:00–18:00. Ближайшая смена: сегодня, 09:00.');
    // ...and the same instant with the trader in London (Wednesday 22:00): tomorrow.
    expect(text('2026-11-25T22:00:00Z', { timezone: 'Europe/London' })).toBe(
      'Сегодня по графику 09:00–18:00. Ближайшая смена: завтра, 09:00.',
    );
    // Friday 19:00 in Moscow: Saturday's 10:00 shift is tomorrow.
    expect(text('2026-11-27T16:00:00Z')).toBe('Сегодня по графику 09:00–18:00. Ближайшая смена: завтра, 10:00.');
    // Saturday 17:00: Sunday is off, so the weekday is named.
    expect(text('2026-11-28T14:00:00Z')).toBe('Сегодня по графику 10:00–16:00. Ближайшая смена: понедельник, 09:00.');
    // Only Thursdays, Thursday 19:00: the next one is a week away, not "today".
    const thursdays: Schedule = { timezone: 'Europe/Moscow', days: [null, null, null, { start: '09:00', end: '18:00' }, null, null, null] };
    expect(text('2026-11-26T16:00:00Z', { schedule: thursdays })).toBe(
      'Сегодня по графику 09:00–18:00. Ближайшая смена: следующий четверг, 09:00.',
    );
  });

  it('lists every reason in order, and an unset schedule has no next shift', () => {
    const unset: Schedule = { timezone: 'Europe/Moscow', days: [null, null, null, null, null, null, null] };
    const reasons = readinessReasons(
      input({ requisites: [], status: { ...DONE, available_balance: 0 }, schedule: unset }),
    );
    expect(reasons.map((r) => r.kind)).toEqual(['no_requisite', 'no_balance', 'day_off']);
    expect(reasonView(reasons[2]!).text).toBe('Рабочие дни в графике не заданы.');
    expect(reasonView(reasons[0]!).action.to).toBe('/requisite/add');
    expect(reasonView(reasons[1]!).action.to).toBe('/balance/replenish');
  });
});
