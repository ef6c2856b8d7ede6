// A list's period and search, kept in the URL (?from=2026-11-16&to=2026-11-22&q=8200) so that
// Back and a reload bring back what the trader was looking at: History (issue 28) and the balance
// operations (issue 37) read and write them the same way, and offer the same quick ranges.
//
// Decisions:
// - The period is of calendar days in the account's zone (src/domain/time-zone.ts), as the
//   contract's `date_from`/`date_to` are: an item at 2026-11-21T22:30Z is on the 22nd in Moscow.
// - A broken value in the URL (a date that is no date, a range from after its end) is read as
//   nothing or put in order, never an error: a pasted link always opens.
// - The search is cut at 100 characters (History's contract parameter `search`, maxLength 100).
import { formatDayKey, previousDayKey, zonedDayKey } from './date-format.ts';

export const FROM_PARAM = 'from';
export const TO_PARAM = 'to';
export const SEARCH_PARAM = 'q';

/** The longest search a list takes (History's contract: OrderSearch maxLength). */
export const SEARCH_MAX_LENGTH = 100;

export interface PeriodSearch {
  /** 'YYYY-MM-DD' in the account's zone, inclusive; null: no bound. */
  from: string | null;
  to: string | null;
  /** The search text as typed (cut at SEARCH_MAX_LENGTH). */
  q: string;
}

export const NO_PERIOD_SEARCH: PeriodSearch = { from: null, to: null, q: '' };

/** A real calendar day as 'YYYY-MM-DD', else null. */
export function parseDay(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y = 0, m = 0, d = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value : null;
}

/** The period and search of a URL's query; a missing or broken part is none, a reversed range is put in order. */
export function parsePeriodSearch(params: URLSearchParams): PeriodSearch {
  let from = parseDay(params.get(FROM_PARAM));
  let to = parseDay(params.get(TO_PARAM));
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  return { from, to, q: (params.get(SEARCH_PARAM) ?? '').slice(0, SEARCH_MAX_LENGTH) };
}

/** The query parameters that keep them (null removes one), for the app's useQueryParams. */
export function periodSearchParams(filters: PeriodSearch): Record<string, string | null> {
  return { [FROM_PARAM]: filters.from, [TO_PARAM]: filters.to, [SEARCH_PARAM]: filters.q === '' ? null : filters.q };
}

/** Whether the period or the search narrows the list (a status tab has its own empty text). */
export function narrowed(filters: PeriodSearch): boolean {
  return filters.from !== null || filters.to !== null || filters.q.trim() !== '';
}

/** Whether the item was created within the period, by the zone's calendar day (an unreadable date is outside any period). */
export function inRange(item: { created_at: string }, from: string | null, to: string | null, zone: string): boolean {
  if (from === null && to === null) return true;
  const day = zonedDayKey(item.created_at, zone);
  if (day === null) return false;
  return (from === null || day >= from) && (to === null || day <= to);
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

/** What the period button says: the quick range chosen, the dates, or all time. */
export function periodLabel(from: string | null, to: string | null, presets: readonly RangePreset[]): string {
  if (from === null && to === null) return 'всё время';
  const preset = presets.find((p) => p.from === from && p.to === to);
  if (preset) return preset.label;
  if (from !== null && to !== null) return from === to ? formatDayKey(from) : `${formatDayKey(from)} – ${formatDayKey(to)}`;
  return from !== null ? `с ${formatDayKey(from)}` : `по ${formatDayKey(to ?? '')}`;
}
