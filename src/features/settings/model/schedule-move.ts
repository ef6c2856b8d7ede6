// Moving the work schedule to another timezone (issue 37): the schedule is held in a zone of its
// own (GET /traders/schedule `timezone`), the account in another (GET /traders `timezone`), and the
// two may differ. When the trader changes the account's zone, the schedule goes with it only if they
// say how:
// - 'hours': the same wall-clock hours in the new zone (09:00–18:00 stays 09:00–18:00, so the shift
//   starts at another instant);
// - 'instants': the same instants (09:00–18:00 in Moscow is 13:00–22:00 in Novosibirsk); a shift
//   pushed past midnight moves to the next day, or the day before. Two shifts landing on one day
//   cannot be held (one shift a day): then this is not offered (null).
// The offset difference is read at `now` (Russia's zones keep one offset the year round).
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { parseTime } from '../../../domain/schedule.ts';
import { normalizeSchedule, type ScheduleLike } from './schedule-form.ts';
import { offsetMinutes } from './timezones.ts';

type Schedule = components['schemas']['Schedule'];

export type ScheduleMove = 'hours' | 'instants';

const DAY = 24 * 60;

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Minutes `to` is ahead of `from` at `now`; null when either zone is not one Intl knows (random or
 * future data from a server): then the instants cannot be kept, and are not offered.
 */
export function offsetShift(from: string, to: string, now: Date): number | null {
  try {
    return offsetMinutes(to, now) - offsetMinutes(from, now);
  } catch {
    return null;
  }
}

/** The schedule in `zone`, kept by hours or by instants; null when the instants do not fit one shift a day. */
export function moveSchedule(schedule: ScheduleLike, zone: string, keep: ScheduleMove, now: Date): Schedule | null {
  const from = normalizeSchedule(schedule);
  if (keep === 'hours') return { timezone: zone, days: from.days };
  const shift = offsetShift(from.timezone, zone, now);
  if (shift === null) return null;
  const days: Schedule['days'] = [null, null, null, null, null, null, null];
  for (let index = 0; index < 7; index++) {
    const day = from.days[index];
    if (!day) continue;
    const start = parseTime(day.start);
    const end = parseTime(day.end, true);
    if (start === null || end === null) return null;
    // The shift's length: an end at or before the start runs past midnight (equal: 24 hours).
    const length = end > start ? end - start : end + DAY - start;
    const moved = start + shift;
    const target = (index + Math.floor(moved / DAY) + 7) % 7;
    const newStart = ((moved % DAY) + DAY) % DAY;
    const finish = newStart + length;
    const newEnd = finish === DAY ? '24:00' : hhmm(finish % DAY);
    if (days[target]) return null;
    days[target] = { start: hhmm(newStart), end: newEnd };
  }
  return { timezone: zone, days };
}

/** Whether the schedule has a working day (a schedule of days off needs no move). */
export function hasWorkingDays(schedule: ScheduleLike): boolean {
  return normalizeSchedule(schedule).days.some((d) => d !== null);
}
