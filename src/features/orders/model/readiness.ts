// The readiness check before auto-accept starts: what would stop trades from coming. Each
// reason names the problem and the way out; an empty list means ready.
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { displayAmount } from '../../../domain/money.ts';
import { missingBalance } from '../../../domain/home-status.ts';
import { parseTime, scheduleState, wallClockInZone, type ScheduleDay } from '../../../domain/schedule.ts';
import { PATHS } from '../../../shared/routes/route-table.ts';

type StatusData = components['schemas']['StatusData'];
type Config = components['schemas']['Config'];
type Schedule = components['schemas']['Schedule'];
type Requisite = components['schemas']['Requisite'];

/**
 * The next shift start: its weekday (Monday = 0), its time, and in how many days it comes in the
 * trader's timezone (0 = today, 1 = tomorrow, 7 = the same weekday next week).
 */
export interface NextShift {
  day: number;
  start: string;
  inDays: number;
}

export type ReadinessReason =
  | { kind: 'no_requisite' }
  | { kind: 'no_balance'; missing: number }
  | { kind: 'day_off'; next: NextShift | null }
  | { kind: 'off_hours'; day: ScheduleDay; next: NextShift | null };

export interface ReadinessInput {
  requisites: readonly Pick<Requisite, 'status'>[];
  status: StatusData;
  config: Config;
  /** The schedule as the API sends it (7 days, Monday first; null = day off). */
  schedule: { timezone: string; days: readonly (ScheduleDay | null)[] };
  /** The trader's timezone; the schedule's own is used when absent. */
  timezone?: string | undefined;
  now: Date;
}

/** The schedule's seven days in the given timezone (missing days count as days off). */
function withTimezone(days: readonly (ScheduleDay | null)[], timezone: string): Schedule {
  const day = (i: number): ScheduleDay | null => days[i] ?? null;
  return { timezone, days: [day(0), day(1), day(2), day(3), day(4), day(5), day(6)] };
}

/**
 * Days from today to the next shift, on the calendar of the schedule's timezone: a shift on
 * today's weekday is today when it starts later than now, else the same weekday next week.
 */
function daysUntil(next: { day: number; start: string }, today: number, minuteNow: number): number {
  if (next.day !== today) return (next.day - today + 7) % 7;
  const start = parseTime(next.start);
  return start !== null && start > minuteNow ? 0 : 7;
}

/** In order: requisites, balance, schedule. */
export function readinessReasons(input: ReadinessInput): ReadinessReason[] {
  const reasons: ReadinessReason[] = [];
  if (!input.requisites.some((r) => r.status === 'ACTIVE')) reasons.push({ kind: 'no_requisite' });
  const missing = missingBalance(input.status, input.config);
  if (missing > 0) reasons.push({ kind: 'no_balance', missing });
  const timezone = input.timezone !== undefined && input.timezone !== '' ? input.timezone : input.schedule.timezone;
  const state = scheduleState(withTimezone(input.schedule.days, timezone), input.now);
  if (!state.working) {
    const next = state.next === null ? null : { ...state.next, inDays: daysUntil(state.next, state.today, wallClockInZone(input.now, timezone).minute) };
    reasons.push(state.day === null ? { kind: 'day_off', next } : { kind: 'off_hours', day: state.day, next });
  }
  return reasons;
}

/** Day names for "next shift" lines, Monday first (schedule index). */
export const DAY_NAMES_RU = ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'] as const;

/** 'сегодня', 'завтра', a weekday this week, or 'следующий четверг' (the same weekday a week on). */
export function nextShiftDay(next: NextShift): string {
  if (next.inDays === 0) return 'сегодня';
  if (next.inDays === 1) return 'завтра';
  const name = DAY_NAMES_RU[next.day] ?? '';
  if (next.inDays < 7) return name;
  // Grammatical gender of the weekday: среда, пятница, суббота are feminine, воскресенье neuter.
  const next7 = next.day === 2 || next.day === 4 || next.day === 5 ? 'следующая' : next.day === 6 ? 'следующее' : 'следующий';
  return `${next7} ${name}`;
}

function nextShift(next: NextShift | null): string {
  return next === null ? 'Рабочие дни в графике не заданы.' : `Ближайшая смена: ${nextShiftDay(next)}, ${next.start}.`;
}

export interface ReasonView {
  title: string;
  text: string;
  /** Where the fix is. */
  action: { label: string; to: string };
}

export function reasonView(reason: ReadinessReason): ReasonView {
  switch (reason.kind) {
    case 'no_requisite':
      return {
        title: 'Нет активного реквизита',
        text: 'Клиентам некуда платить: добавьте или включите реквизит.',
        action: { label: 'Добавить реквизит', to: PATHS['requisite-add'] },
      };
    case 'no_balance':
      return {
        title: 'Недостаточно средств',
        text: `Не хватает ${displayAmount(reason.missing)}\u00a0USDT до минимального баланса для торговли.`,
        action: { label: 'Пополнить баланс', to: PATHS['balance-replenish'] },
      };
    case 'day_off':
      return {
        title: 'Сегодня выходной по графику',
        text: nextShift(reason.next),
        action: { label: 'Изменить график', to: PATHS.settings },
      };
    case 'off_hours':
      return {
        title: 'Сейчас нерабочее время',
        text: `Сегодня по графику ${reason.day.start}–${reason.day.end}. ${nextShift(reason.next)}`,
        action: { label: 'Изменить график', to: PATHS.settings },
      };
  }
}
