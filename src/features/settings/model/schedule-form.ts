// The schedule editor's values: one entry per day (Monday first) with an on/off switch and two
// times; turned into the PUT /traders/schedule body (a day off is null).
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { validateScheduleDay, type ScheduleDay } from '../../../domain/schedule.ts';

export type Schedule = components['schemas']['Schedule'];

/** A schedule as the query returns it (days as a plain array). */
export interface ScheduleLike {
  timezone: string;
  days: readonly (ScheduleDay | null)[];
}

/** Exactly 7 days: missing ones are days off, extra ones are dropped. */
export function normalizeSchedule(schedule: ScheduleLike): Schedule {
  const at = (i: number): ScheduleDay | null => schedule.days[i] ?? null;
  return { timezone: schedule.timezone, days: [at(0), at(1), at(2), at(3), at(4), at(5), at(6)] };
}

export const DAY_LABELS = ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'] as const;

export const DEFAULT_HOURS: ScheduleDay = { start: '09:00', end: '18:00' };

export interface DayDraft {
  working: boolean;
  start: string;
  end: string;
}

export function draftOf(day: ScheduleDay | null | undefined): DayDraft {
  return day ? { working: true, start: day.start, end: day.end } : { working: false, ...DEFAULT_HOURS };
}

/** The Russian message for a working day's problem, or null. A day off is always valid. */
export function validateDraft(draft: DayDraft): string | null {
  return draft.working ? validateScheduleDay({ start: draft.start, end: draft.end }) : null;
}

/** '09:00–18:00' or 'Выходной'. */
export function describeDay(day: ScheduleDay | null | undefined): string {
  return day ? `${day.start}–${day.end}` : 'Выходной';
}

/** The whole schedule with day `index` replaced by the draft (always 7 days). */
export function withDay(schedule: ScheduleLike, index: number, draft: DayDraft, timezone: string): Schedule {
  const edited: ScheduleDay | null = draft.working ? { start: draft.start, end: draft.end } : null;
  const at = (i: number): ScheduleDay | null => (i === index ? edited : (schedule.days[i] ?? null));
  return { timezone, days: [at(0), at(1), at(2), at(3), at(4), at(5), at(6)] };
}
