// Work schedule rules. A schedule has 7 days, index 0 = Monday; a null day is a day off. A day
// has start and end as 'HH:MM' in the schedule's own IANA timezone (not the device's).
//
// Decisions:
// - end may be '24:00' (until midnight); start may not.
// - A shift whose end is earlier than its start crosses midnight: 20:00–08:00 is a night shift
//   that starts on its day and ends at 08:00 the next morning (traders work nights). '00:00' as
//   an end is midnight, like '24:00'.
// - Reading is tolerant: a stored day with end == start is a full 24-hour shift; data from the
//   server is never rejected here. Editing refuses end == start (zero or 24 hours: ambiguous).
// - An invalid timezone makes Intl throw a RangeError; the API validates timezones, so a bad
//   one is a contract error, not a user state.
import type { components } from '../../generated/openapi/trader-api.ts';
import { safeTimeZone } from '../shared/lib/time-zone.ts';

type Schedule = components['schemas']['Schedule'];
export type ScheduleDay = components['schemas']['ScheduleDay'];

export const DAY_NAMES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const MINUTES_PER_DAY = 24 * 60;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const SCHEDULE_MESSAGES = {
  format: 'Укажите время в формате ЧЧ:ММ',
  same: 'Время окончания не должно совпадать с началом',
} as const;

/** Minutes since midnight of 'HH:MM' ('24:00' only when `allowEndOfDay`), or null. */
export function parseTime(value: string, allowEndOfDay = false): number | null {
  if (allowEndOfDay && value === '24:00') return MINUTES_PER_DAY;
  const m = TIME.exec(value);
  if (m === null) return null;
  return Number(m[1]) * 60 + Number(m[2]);
}

const WEEKDAY_INDEX: Readonly<Record<string, number>> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  // An unknown zone from the server falls back instead of crashing the screen.
  const timeZone = safeTimeZone(zone);
  let f = formatters.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The weekday (Monday = 0) and minute of the day of `now` on the wall clock of `timeZone`. */
export function wallClockInZone(now: Date, timeZone: string): { day: number; minute: number } {
  let day: number | undefined;
  let hour = 0;
  let minute = 0;
  for (const part of formatterFor(timeZone).formatToParts(now)) {
    if (part.type === 'weekday') day = WEEKDAY_INDEX[part.value];
    else if (part.type === 'hour') hour = Number(part.value) % 24;
    else if (part.type === 'minute') minute = Number(part.value);
  }
  if (day === undefined) throw new RangeError(`Cannot read the weekday in time zone ${timeZone}`);
  return { day, minute: hour * 60 + minute };
}

/** The weekday of `now` in `timeZone`, Monday = 0 ... Sunday = 6. */
export function dayIndexInZone(now: Date, timeZone: string): number {
  return wallClockInZone(now, timeZone).day;
}

/** A stored day as minute offsets from its own midnight; end > start, at most start + 24h. */
function shiftOf(day: ScheduleDay): { start: number; end: number } | null {
  const start = parseTime(day.start);
  const end = parseTime(day.end, true);
  if (start === null || end === null) return null;
  return { start, end: end <= start ? end + MINUTES_PER_DAY : end };
}

export interface ScheduleState {
  /** Today's weekday in the schedule's timezone, Monday = 0. */
  today: number;
  /** Inside today's shift, or inside the part of yesterday's night shift that runs past midnight. */
  working: boolean;
  /** Today's entry (null: day off). */
  day: ScheduleDay | null;
  /** The next shift start strictly after now, within the coming week (null: no working day). */
  next: { day: number; start: string } | null;
}

export function scheduleState(schedule: Schedule, now: Date): ScheduleState {
  const { day: today, minute } = wallClockInZone(now, schedule.timezone);
  const dayAt = (offset: number): ScheduleDay | null => schedule.days[(today + offset + 7) % 7] ?? null;

  const todayEntry = dayAt(0);
  const todayShift = todayEntry === null ? null : shiftOf(todayEntry);
  const yesterdayEntry = dayAt(-1);
  const yesterdayShift = yesterdayEntry === null ? null : shiftOf(yesterdayEntry);
  const working =
    (todayShift !== null && minute >= todayShift.start && minute < todayShift.end) ||
    (yesterdayShift !== null && minute + MINUTES_PER_DAY < yesterdayShift.end);

  let next: ScheduleState['next'] = null;
  for (let offset = 0; offset <= 7 && next === null; offset += 1) {
    const entry = dayAt(offset);
    const shift = entry === null ? null : shiftOf(entry);
    if (entry === null || shift === null) continue;
    if (offset === 0 && shift.start <= minute) continue;
    next = { day: (today + offset) % 7, start: entry.start };
  }
  return { today, working, day: todayEntry, next };
}

/**
 * The `day` URL parameter: '0'..'6' or 'mon'..'sun' (any case) -> 0..6; null or anything else
 * -> null (the schedule-day guard turns a present but unreadable value into a 404).
 */
export function parseDayParam(value: string | null): number | null {
  if (value === null) return null;
  if (/^[0-6]$/.test(value)) return Number(value);
  const index = DAY_NAMES.findIndex((name) => name === value.toLowerCase());
  return index === -1 ? null : index;
}

/**
 * A form day: both times 'HH:MM' (end may be '24:00'), end different from start; an end before
 * the start is a night shift into the next day. Returns the Russian message for the first
 * problem, or null when the day is valid.
 */
export function validateScheduleDay(day: ScheduleDay): string | null {
  const start = parseTime(day.start);
  const end = parseTime(day.end, true);
  if (start === null || end === null) return SCHEDULE_MESSAGES.format;
  if (end === start) return SCHEDULE_MESSAGES.same;
  return null;
}

/** True for a shift that ends the next day (20:00–08:00, or an end of 00:00). */
export function crossesMidnight(day: ScheduleDay): boolean {
  const start = parseTime(day.start);
  const end = parseTime(day.end, true);
  return start !== null && end !== null && end < start;
}
