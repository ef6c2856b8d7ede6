// The app's date and time formats (docs/formats.md): a small named set, each written one way on
// every screen, sheet, toast and export, always on the display zone's wall clock
// (./time-zone.ts). Russian, 24-hour, month names in the genitive ('21 ноября').
//
// | name          | pattern               | example                  | where                                   |
// | time          | HH:mm                 | 21:02                    | History rows, under a day heading       |
// | date          | d MMMM yyyy           | 21 ноября 2026           | day headings, help article dates        |
// | dateTime      | d MMMM yyyy, HH:mm    | 21 ноября 2026, 21:02    | sheets, Operations, the operation page, disputes |
// | csvDateTime   | dd.MM.yyyy HH:mm:ss   | 21.11.2026 21:02:05      | the operations CSV (spreadsheets parse it) |
//
// Day headings say 'Сегодня' and 'Вчера' relative to now in the same zone. An instant that
// cannot be read shows as '—' (and as '' in the CSV).
export const DATE_FORMATS = {
  time: { pattern: 'HH:mm', example: '21:02' },
  date: { pattern: 'd MMMM yyyy', example: '21 ноября 2026' },
  dateTime: { pattern: 'd MMMM yyyy, HH:mm', example: '21 ноября 2026, 21:02' },
  csvDateTime: { pattern: 'dd.MM.yyyy HH:mm:ss', example: '21.11.2026 21:02:05' },
} as const;

export type DateFormatName = keyof typeof DATE_FORMATS;

/** What a date that cannot be read shows as. */
export const INVALID_DATE_TEXT = '—';

export type Instant = string | number | Date;

function toMs(instant: Instant): number {
  return instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
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

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

/** The wall-clock fields of an instant in the zone, two digits each (year four). */
function wallClock(ms: number, zone: string): Parts {
  const f = cached(`parts|${zone}`, () =>
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }),
  );
  const out: Parts = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const p of f.formatToParts(ms)) if (p.type in out) out[p.type as keyof Parts] = p.value;
  return out;
}

/** The zone's calendar day of an instant as 'YYYY-MM-DD', or null for an unreadable date. */
export function zonedDayKey(instant: Instant, zone: string): string | null {
  const ms = toMs(instant);
  if (!Number.isFinite(ms)) return null;
  const p = wallClock(ms, zone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The calendar day before a 'YYYY-MM-DD' key (pure date arithmetic, no DST involved). */
export function previousDayKey(key: string): string {
  const [y = 0, m = 1, d = 1] = key.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** `date`: '21 ноября 2026' for a 'YYYY-MM-DD' key. */
export function formatDayKey(key: string): string {
  const [y = 0, m = 1, d = 1] = key.split('-').map(Number);
  const f = cached('date', () => new Intl.DateTimeFormat('ru-RU', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }));
  // ru-RU writes '21 ноября 2026 г.'; the format drops the 'г.' literal.
  return f
    .formatToParts(Date.UTC(y, m - 1, d, 12))
    .filter((p) => p.type === 'day' || p.type === 'month' || p.type === 'year')
    .map((p) => p.value)
    .join(' ');
}

/** 'Сегодня', 'Вчера', or `date` ('21 ноября 2026') for a day key, relative to `now` in the zone. */
export function dayHeading(key: string, now: Instant, zone: string): string {
  const today = zonedDayKey(now, zone);
  if (key === today) return 'Сегодня';
  if (today !== null && key === previousDayKey(today)) return 'Вчера';
  return formatDayKey(key);
}

/** `time`: 'HH:mm' (24-hour) of an instant in the zone; '—' for an unreadable date. */
export function formatTime(instant: Instant, zone: string): string {
  const ms = toMs(instant);
  if (!Number.isFinite(ms)) return INVALID_DATE_TEXT;
  const p = wallClock(ms, zone);
  return `${p.hour}:${p.minute}`;
}

/** `date`: '21 ноября 2026' of an instant in the zone; '—' for an unreadable date. */
export function formatDate(instant: Instant, zone: string): string {
  const key = zonedDayKey(instant, zone);
  return key === null ? INVALID_DATE_TEXT : formatDayKey(key);
}

/** `dateTime`: '21 ноября 2026, 21:02' of an instant in the zone; '—' for an unreadable date. */
export function formatDateTime(instant: Instant, zone: string): string {
  const ms = toMs(instant);
  const key = zonedDayKey(ms, zone);
  return key === null ? INVALID_DATE_TEXT : `${formatDayKey(key)}, ${formatTime(ms, zone)}`;
}

/**
 * Builds now the Intl objects the formats use for `zone` (its wall clock's parts, the Russian
 * date): the first of each loads locale and zone data (ICU), which the first screen to show a
 * time (History's rows, a sheet, Operations) would otherwise pay in its render. The shell calls
 * this at idle once the first screen has settled (ADR 0052).
 */
export function prepareDateFormats(zone: string): void {
  formatDateTime(Date.now(), zone);
}

/** `csvDateTime`: '21.11.2026 21:02:05' of an instant in the zone; '' for an unreadable date. */
export function formatCsvDateTime(instant: Instant, zone: string): string {
  const ms = toMs(instant);
  if (!Number.isFinite(ms)) return '';
  const p = wallClock(ms, zone);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}:${p.second}`;
}
