// The timezone picker's list, in Russian: every zone named by its city ('Москва (UTC+3)'),
// Russia's zones first (west to east), then the rest by name; searchable by Russian or Latin
// city, region or offset. A raw IANA id ('Asia/Vladivostok') is never a label.
//
// Decisions:
// - Intl has no city names (exemplar cities are not exposed): 'longGeneric' in Russian gives
//   the region of a zone ('Центральная Европа', 'Москва, стандартное время'). So a hand table
//   names Russia's zones and the cities a trader is likely to pick; every other zone is named by
//   its Russian region from Intl, and zones sharing a region and an offset are listed once (the
//   first by id stands for them), so the list has no identical rows.
// - Offsets are computed for `now` (they change with daylight saving time), via Intl's
//   'longOffset' ('GMT+03:00', 'GMT' for zero), and shown short: 'UTC+3', 'UTC+5:30', 'UTC−3:30'.
// - 'UTC' is added when the engine's list lacks it; the current zone is added when Intl does
//   not list it (an alias such as 'Europe/Kiev'), so the trader always sees it.
// - Search ignores case, ё/е, '_' and '/'; it also matches the zone's Latin id ('new york',
//   'moscow'), which is never shown; '+3', 'utc+3' or '+03:00' match the offset.

export interface TimezoneOption {
  id: string;
  /** The city or region in Russian: 'Москва', 'Центральная Европа'. */
  name: string;
  /** What the trader sees: 'Москва (UTC+3)'. */
  label: string;
  /** Minutes east of UTC at `now`. */
  offsetMinutes: number;
  /** 'UTC+3', 'UTC+5:30'. */
  offsetLabel: string;
  /** One of Russia's zones (listed first). */
  russian: boolean;
}

/** Russia's zones, west to east, by their city. */
const RUSSIA: Readonly<Record<string, string>> = {
  'Europe/Kaliningrad': 'Калининград',
  'Europe/Moscow': 'Москва',
  'Europe/Kirov': 'Киров',
  'Europe/Volgograd': 'Волгоград',
  'Europe/Astrakhan': 'Астрахань',
  'Europe/Saratov': 'Саратов',
  'Europe/Ulyanovsk': 'Ульяновск',
  'Europe/Samara': 'Самара',
  'Asia/Yekaterinburg': 'Екатеринбург',
  'Asia/Omsk': 'Омск',
  'Asia/Novosibirsk': 'Новосибирск',
  'Asia/Barnaul': 'Барнаул',
  'Asia/Tomsk': 'Томск',
  'Asia/Novokuznetsk': 'Новокузнецк',
  'Asia/Krasnoyarsk': 'Красноярск',
  'Asia/Irkutsk': 'Иркутск',
  'Asia/Chita': 'Чита',
  'Asia/Yakutsk': 'Якутск',
  'Asia/Khandyga': 'Хандыга',
  'Asia/Vladivostok': 'Владивосток',
  'Asia/Ust-Nera': 'Усть-Нера',
  'Asia/Magadan': 'Магадан',
  'Asia/Sakhalin': 'Южно-Сахалинск',
  'Asia/Srednekolymsk': 'Среднеколымск',
  'Asia/Kamchatka': 'Петропавловск-Камчатский',
  'Asia/Anadyr': 'Анадырь',
};

/** Other cities by name (neighbours and the world's large cities); the rest are named by Intl. */
const CITIES: Readonly<Record<string, string>> = {
  UTC: 'Всемирное время UTC',
  'Europe/Minsk': 'Минск',
  'Europe/Kyiv': 'Киев',
  'Europe/Kiev': 'Киев',
  'Europe/Chisinau': 'Кишинёв',
  'Europe/Riga': 'Рига',
  'Europe/Vilnius': 'Вильнюс',
  'Europe/Tallinn': 'Таллин',
  'Europe/Simferopol': 'Симферополь',
  'Asia/Tbilisi': 'Тбилиси',
  'Asia/Yerevan': 'Ереван',
  'Asia/Baku': 'Баку',
  'Asia/Almaty': 'Алматы',
  'Asia/Aqtau': 'Актау',
  'Asia/Aqtobe': 'Актобе',
  'Asia/Oral': 'Уральск',
  'Asia/Qostanay': 'Костанай',
  'Asia/Qyzylorda': 'Кызылорда',
  'Asia/Atyrau': 'Атырау',
  'Asia/Tashkent': 'Ташкент',
  'Asia/Samarkand': 'Самарканд',
  'Asia/Bishkek': 'Бишкек',
  'Asia/Dushanbe': 'Душанбе',
  'Asia/Ashgabat': 'Ашхабад',
  'Asia/Ulaanbaatar': 'Улан-Батор',
  'Europe/London': 'Лондон',
  'Europe/Dublin': 'Дублин',
  'Europe/Lisbon': 'Лиссабон',
  'Europe/Paris': 'Париж',
  'Europe/Berlin': 'Берлин',
  'Europe/Rome': 'Рим',
  'Europe/Madrid': 'Мадрид',
  'Europe/Amsterdam': 'Амстердам',
  'Europe/Brussels': 'Брюссель',
  'Europe/Vienna': 'Вена',
  'Europe/Zurich': 'Цюрих',
  'Europe/Prague': 'Прага',
  'Europe/Warsaw': 'Варшава',
  'Europe/Budapest': 'Будапешт',
  'Europe/Belgrade': 'Белград',
  'Europe/Stockholm': 'Стокгольм',
  'Europe/Oslo': 'Осло',
  'Europe/Copenhagen': 'Копенгаген',
  'Europe/Helsinki': 'Хельсинки',
  'Europe/Athens': 'Афины',
  'Europe/Bucharest': 'Бухарест',
  'Europe/Sofia': 'София',
  'Europe/Istanbul': 'Стамбул',
  'Asia/Nicosia': 'Никосия',
  'Asia/Jerusalem': 'Иерусалим',
  'Africa/Cairo': 'Каир',
  'Asia/Riyadh': 'Эр-Рияд',
  'Asia/Qatar': 'Доха',
  'Asia/Dubai': 'Дубай',
  'Asia/Tehran': 'Тегеран',
  'Asia/Kabul': 'Кабул',
  'Asia/Karachi': 'Карачи',
  'Asia/Kolkata': 'Калькутта (Индия)',
  'Asia/Colombo': 'Коломбо',
  'Asia/Kathmandu': 'Катманду',
  'Asia/Dhaka': 'Дакка',
  'Asia/Bangkok': 'Бангкок',
  'Asia/Ho_Chi_Minh': 'Хошимин',
  'Asia/Jakarta': 'Джакарта',
  'Asia/Makassar': 'Макасар (Бали)',
  'Asia/Singapore': 'Сингапур',
  'Asia/Kuala_Lumpur': 'Куала-Лумпур',
  'Asia/Manila': 'Манила',
  'Asia/Shanghai': 'Шанхай (Китай)',
  'Asia/Hong_Kong': 'Гонконг',
  'Asia/Taipei': 'Тайбэй',
  'Asia/Seoul': 'Сеул',
  'Asia/Tokyo': 'Токио',
  'Australia/Perth': 'Перт',
  'Australia/Adelaide': 'Аделаида',
  'Australia/Sydney': 'Сидней',
  'Pacific/Auckland': 'Окленд',
  'Pacific/Honolulu': 'Гонолулу',
  'America/Anchorage': 'Анкоридж',
  'America/Los_Angeles': 'Лос-Анджелес',
  'America/Vancouver': 'Ванкувер',
  'America/Denver': 'Денвер',
  'America/Phoenix': 'Финикс',
  'America/Chicago': 'Чикаго',
  'America/Mexico_City': 'Мехико',
  'America/New_York': 'Нью-Йорк',
  'America/Toronto': 'Торонто',
  'America/Havana': 'Гавана',
  'America/Bogota': 'Богота',
  'America/Lima': 'Лима',
  'America/Caracas': 'Каракас',
  'America/Santiago': 'Сантьяго',
  'America/Sao_Paulo': 'Сан-Паулу',
  'America/Argentina/Buenos_Aires': 'Буэнос-Айрес',
  'America/Buenos_Aires': 'Буэнос-Айрес',
  'America/St_Johns': 'Сент-Джонс (Ньюфаундленд)',
  'Africa/Casablanca': 'Касабланка',
  'Africa/Lagos': 'Лагос',
  'Africa/Nairobi': 'Найроби',
  'Africa/Johannesburg': 'Йоханнесбург',
};

/** Other cities a search finds a zone by (not shown). */
const ALSO: Readonly<Record<string, string>> = {
  'Europe/Moscow': 'Санкт-Петербург Казань Нижний Новгород Ростов-на-Дону Краснодар Сочи Воронеж Крым',
  'Europe/Samara': 'Ижевск',
  'Asia/Yekaterinburg': 'Пермь Челябинск Уфа Тюмень Оренбург',
  'Asia/Novokuznetsk': 'Кемерово',
  'Asia/Irkutsk': 'Улан-Удэ',
  'Asia/Vladivostok': 'Хабаровск',
  'Asia/Almaty': 'Астана Казахстан',
  'Europe/Kyiv': 'Украина',
};

/** The zone's own Russian name from the tables, if it has one. */
export function russianName(id: string): string | undefined {
  return RUSSIA[id] ?? CITIES[id];
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

/** 180 -> 'UTC+3', 330 -> 'UTC+5:30', -210 -> 'UTC−3:30', 0 -> 'UTC+0'. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  const m = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${m === 0 ? '' : `:${String(m).padStart(2, '0')}`}`;
}

/**
 * A Russian region from Intl's zone name: 'Москва, стандартное время' -> 'Москва', 'Акри
 * стандартное время' -> 'Акри', 'Самарское стандартное время' -> 'Самарское время', 'О-в Пасхи'
 * -> 'Остров Пасхи' (issue 37: 'Акри время' was no Russian); a Latin city
 * some engines append ('Горное время (Северная Америка) (Inuvik)', Chromium) is dropped; null
 * when nothing Russian is left or the name is only an offset ('GMT+03:00').
 */
export function russianRegion(intlName: string): string | null {
  if (/^(GMT|UTC)/.test(intlName)) return null;
  const region = intlName
    .replace(/\s*\([^()]*[A-Za-z][^()]*\)/g, '')
    .replace(/^Стандартное (\S+ое) время/, '$1 время')
    .replace(/, стандартное время$/, '')
    // An adjective keeps its noun ('Самарское время'); a name does not take one ('Акри', not 'Акри время').
    .replace(/(ое|ее) стандартное время$/, '$1 время')
    .replace(/ стандартное время$/, '')
    .replace(/(^|\s)о-в(а?)(?=\s|$)/gi, '$1остров$2')
    .trim();
  if (!/[а-яё]/i.test(region) || /[A-Za-z]/.test(region)) return null;
  return region.charAt(0).toUpperCase() + region.slice(1);
}

function intlRegion(timeZone: string, now: Date): string | null {
  const name = new Intl.DateTimeFormat('ru', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(now).find((p) => p.type === 'timeZoneName')?.value;
  return name === undefined ? null : russianRegion(name);
}

function option(id: string, now: Date): TimezoneOption | null {
  try {
    const minutes = offsetMinutes(id, now);
    const offsetLabel = formatOffset(minutes);
    const name = russianName(id) ?? intlRegion(id, now) ?? `Часовой пояс ${offsetLabel}`;
    return { id, name, label: `${name} (${offsetLabel})`, offsetMinutes: minutes, offsetLabel, russian: id in RUSSIA };
  } catch {
    return null;
  }
}

/** What to show for a zone anywhere on screen: 'Москва (UTC+3)'; never the IANA id. */
export function timezoneLabel(id: string, now: Date): string {
  return option(id, now)?.label ?? 'Часовой пояс не распознан';
}

export function supportedTimezones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = typeof intl.supportedValuesOf === 'function' ? intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

const RU_ORDER = Object.keys(RUSSIA);
const collator = new Intl.Collator('ru');

/**
 * Every zone once: `current` first, then Russia's zones west to east, then the rest by name
 * (zones without a city of their own that share a region and an offset: the first by id).
 */
export function timezoneOptions(current: string | null, now: Date, zones: readonly string[] = supportedTimezones()): TimezoneOption[] {
  const all = [...new Set(zones)].filter((id) => id !== current).sort();
  const russian: TimezoneOption[] = [];
  const rest = new Map<string, TimezoneOption>();
  for (const id of all) {
    const o = option(id, now);
    if (o === null) continue;
    if (o.russian) russian.push(o);
    else if (!rest.has(o.label)) rest.set(o.label, o);
  }
  russian.sort((a, b) => a.offsetMinutes - b.offsetMinutes || RU_ORDER.indexOf(a.id) - RU_ORDER.indexOf(b.id));
  const others = [...rest.values()].sort((a, b) => collator.compare(a.name, b.name) || a.offsetMinutes - b.offsetMinutes);
  const first = current ? option(current, now) : null;
  return [...(first ? [first] : []), ...russian, ...others];
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
    return textKey(`${o.name} ${ALSO[o.id] ?? ''} ${o.id}`).includes(q);
  });
}
