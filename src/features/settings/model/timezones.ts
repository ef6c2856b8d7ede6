// The timezone picker's list: IANA zones from Intl with their current UTC offsets, the
// trader's zone first, the rest by offset then name; searchable by name, city or offset.
//
// Decisions:
// - Offsets are computed for `now` (they change with daylight saving time), via Intl's
//   'longOffset' ('GMT+03:00', 'GMT' for zero).
// - 'UTC' is added when the engine's list lacks it; the current zone is added when Intl does
//   not list it (an alias such as 'Europe/Kiev'), so the trader always sees it.
// - Search ignores case, ё/е, '_' and '/' ('new york' finds America/New_York); a query like
//   '+3', 'utc+3' or '+03:00' matches the offset; a few Russian city names map to zones.

export interface TimezoneOption {
  id: string;
  /** 'Europe/Moscow' -> 'Europe / Moscow'. */
  label: string;
  /** Minutes east of UTC at `now`. */
  offsetMinutes: number;
  /** 'UTC+03:00'. */
  offsetLabel: string;
}

const RU_NAMES: Readonly<Record<string, string>> = {
  'Europe/Kaliningrad': 'Калининград',
  'Europe/Moscow': 'Москва, Санкт-Петербург',
  'Europe/Samara': 'Самара',
  'Europe/Volgograd': 'Волгоград',
  'Asia/Yekaterinburg': 'Екатеринбург',
  'Asia/Omsk': 'Омск',
  'Asia/Novosibirsk': 'Новосибирск',
  'Asia/Krasnoyarsk': 'Красноярск',
  'Asia/Irkutsk': 'Иркутск',
  'Asia/Yakutsk': 'Якутск',
  'Asia/Vladivostok': 'Владивосток',
  'Asia/Magadan': 'Магадан',
  'Asia/Kamchatka': 'Камчатка',
  'Asia/Almaty': 'Алматы',
  'Asia/Tashkent': 'Ташкент',
  'Asia/Dubai': 'Дубай',
  'Europe/Minsk': 'Минск',
  'Europe/Istanbul': 'Стамбул',
  'Asia/Tbilisi': 'Тбилиси',
  'Asia/Yerevan': 'Ереван',
  'Asia/Baku': 'Баку',
  'Asia/Bishkek': 'Бишкек',
};

/** The Russian city name for a zone, if we know one. */
export function russianName(id: string): string | undefined {
  return RU_NAMES[id];
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC of `timeZone` at `now`. Throws RangeError for an unknown zone. */
export function offsetMinutes(timeZone: string, now: Date): number {
  let f = offsetFormatters.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, f);
  }
  const name = f.formatToParts(now).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /^GMT([+-])(\d{1,2})(?::?(\d{2}))?$/.exec(name);
  if (m === null) return 0;
  const sign = m[1] === '-' ? -1 : 1;
  return sign * (Number(m[2]) * 60 + Number(m[3] ?? '0'));
}

/** 180 -> 'UTC+03:00', -570 -> 'UTC-09:30', 0 -> 'UTC+00:00'. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const h = String(Math.floor(abs / 60)).padStart(2, '0');
  const m = String(abs % 60).padStart(2, '0');
  return `UTC${sign}${h}:${m}`;
}

function option(id: string, now: Date): TimezoneOption | null {
  try {
    const minutes = offsetMinutes(id, now);
    return { id, label: id.replaceAll('_', ' ').replaceAll('/', ' / '), offsetMinutes: minutes, offsetLabel: formatOffset(minutes) };
  } catch {
    return null;
  }
}

export function supportedTimezones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = typeof intl.supportedValuesOf === 'function' ? intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

/** Every zone once: `current` first, then by offset (west to east) and name. */
export function timezoneOptions(current: string | null, now: Date, zones: readonly string[] = supportedTimezones()): TimezoneOption[] {
  const all = new Set(zones);
  if (current) all.delete(current);
  const rest = [...all]
    .map((id) => option(id, now))
    .filter((o): o is TimezoneOption => o !== null)
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.id.localeCompare(b.id));
  const first = current ? option(current, now) : null;
  return first ? [first, ...rest] : rest;
}

function textKey(value: string): string {
  return value.toLowerCase().replaceAll('ё', 'е').replace(/[\s_/-]+/g, ' ').trim();
}

/** '+3', 'utc+3', 'gmt+03:00', '-9:30' -> minutes; null when the query is not an offset. */
export function parseOffsetQuery(query: string): number | null {
  const m = /^(?:utc|gmt)?\s*([+-−])\s*(\d{1,2})(?::?(\d{2}))?$/i.exec(query.trim());
  if (m === null) return null;
  const sign = m[1] === '+' ? 1 : -1;
  return sign * (Number(m[2]) * 60 + Number(m[3] ?? '0'));
}

export function filterTimezones(options: readonly TimezoneOption[], query: string): TimezoneOption[] {
  const q = textKey(query);
  if (q === '') return [...options];
  const offset = parseOffsetQuery(query);
  return options.filter((o) => {
    if (offset !== null) return o.offsetMinutes === offset;
    const haystack = textKey(`${o.id} ${russianName(o.id) ?? ''} ${o.offsetLabel}`);
    return haystack.includes(q);
  });
}
