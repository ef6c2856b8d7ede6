import { describe, expect, it } from 'vitest';
import { filterTimezones, formatOffset, offsetMinutes, parseOffsetQuery, russianName, russianRegion, supportedTimezones, timezoneLabel, timezoneOptions } from './timezones.ts';

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('timezone offsets', () => {
  it('reads offsets, with daylight saving time', () => {
    expect(offsetMinutes('Europe/Moscow', WINTER)).toBe(180);
    expect(offsetMinutes('UTC', WINTER)).toBe(0);
    expect(offsetMinutes('Asia/Kolkata', WINTER)).toBe(330);
    expect(offsetMinutes('America/St_Johns', WINTER)).toBe(-210);
    expect(offsetMinutes('Europe/Berlin', WINTER)).toBe(60);
    expect(offsetMinutes('Europe/Berlin', SUMMER)).toBe(120);
  });

  it('formats them short, with a real minus: UTC+3, UTC+5:45, UTC−3:30', () => {
    expect(formatOffset(180)).toBe('UTC+3');
    expect(formatOffset(0)).toBe('UTC+0');
    expect(formatOffset(-210)).toBe('UTC−3:30');
    expect(formatOffset(345)).toBe('UTC+5:45');
    expect(formatOffset(-660)).toBe('UTC−11');
  });
});

describe('timezone list', () => {
  it('lists Intl zones and UTC', () => {
    const zones = supportedTimezones();
    expect(zones).toContain('Europe/Moscow');
    expect(zones).toContain('UTC');
  });

  it('names zones in Russian by city with the offset: Москва (UTC+3), Владивосток (UTC+10)', () => {
    expect(timezoneLabel('Europe/Moscow', WINTER)).toBe('Москва (UTC+3)');
    expect(timezoneLabel('Asia/Vladivostok', WINTER)).toBe('Владивосток (UTC+10)');
    expect(timezoneLabel('Europe/Berlin', SUMMER)).toBe('Берлин (UTC+2)');
    expect(timezoneLabel('Asia/Kolkata', WINTER)).toBe('Калькутта (Индия) (UTC+5:30)');
    // No city of its own: the Russian region from Intl.
    expect(timezoneLabel('Pacific/Midway', WINTER)).toBe('Самоа (UTC−11)');
    expect(timezoneLabel('UTC', WINTER)).toBe('Всемирное время UTC (UTC+0)');
    expect(timezoneLabel('Not/AZone', WINTER)).toBe('Часовой пояс не распознан');
  });

  it("reads a Russian region from Intl's name, dropping Latin cities some engines add", () => {
    expect(russianRegion('Москва, стандартное время')).toBe('Москва');
    expect(russianRegion('Самарское стандартное время')).toBe('Самарское время');
    expect(russianRegion('Центральная Европа')).toBe('Центральная Европа');
    expect(russianRegion('Горное время (Северная Америка) (Inuvik)')).toBe('Горное время (Северная Америка)');
    expect(russianRegion('GMT+03:00')).toBeNull();
    expect(russianRegion('Pacific Time')).toBeNull();
  });

  it('puts the current zone first, once, then Russia west to east, then the rest by Russian name', () => {
    const options = timezoneOptions('Asia/Almaty', WINTER, ['Asia/Almaty', 'Europe/Moscow', 'America/New_York', 'UTC', 'Europe/Berlin', 'Asia/Vladivostok', 'Europe/Kaliningrad', 'Pacific/Midway']);
    expect(options.map((o) => o.label)).toEqual([
      'Алматы (UTC+5)',
      'Калининград (UTC+2)',
      'Москва (UTC+3)',
      'Владивосток (UTC+10)',
      'Берлин (UTC+1)',
      'Всемирное время UTC (UTC+0)',
      'Нью-Йорк (UTC−5)',
      'Самоа (UTC−11)',
    ]);
    expect(options[2]).toMatchObject({ id: 'Europe/Moscow', name: 'Москва', offsetLabel: 'UTC+3', offsetMinutes: 180, russian: true });
  });

  it('shows no IANA id and no Latin name on any row of the full list, and no row twice', () => {
    const options = timezoneOptions('Europe/Moscow', WINTER);
    expect(options.length).toBeGreaterThan(100);
    for (const o of options) {
      expect(o.label, o.id).not.toContain('/');
      expect(o.label.replaceAll('UTC', ''), o.id).not.toMatch(/[A-Za-z]/);
      expect(o.label, o.id).toMatch(/[А-Яа-яЁё]/);
    }
    expect(new Set(options.map((o) => o.label)).size).toBe(options.length);
    // Russia's zones come right after the current one, west to east.
    const russian = options.slice(1).filter((o) => o.russian);
    expect(options.slice(1, 1 + russian.length)).toEqual(russian);
    expect(russian[0]?.name).toBe('Калининград');
    expect(russian.at(-1)?.name).toBe('Анадырь');
  });

  it("names a zone without a city of its own as Russian does: a name alone, an adjective with 'время'", () => {
    expect(russianRegion('Акри стандартное время')).toBe('Акри');
    expect(timezoneLabel('America/Rio_Branco', WINTER)).toBe('Акри (UTC−5)');
    expect(russianRegion('Стандартное горное время (Северная Америка)')).toBe('Горное время (Северная Америка)');
    expect(russianRegion('Турецкое стандартное время')).toBe('Турецкое время');
    expect(russianRegion('О-в Пасхи')).toBe('Остров Пасхи');
    expect(russianRegion('Азорские о-ва')).toBe('Азорские острова');
  });

  // Every row of the full list, in winter and in summer: its words come from Intl's Russian name
  // of the zone (or from the app's own table of cities), and it reads as Russian does.
  for (const [season, now] of [['winter', WINTER], ['summer', SUMMER]] as const) {
    it(`every name on the full list (${season}) is Intl's Russian name or a city, in good Russian`, () => {
      const words = (text: string) => text.toLowerCase().replaceAll('ё', 'е').split(/[\s,()]+/).filter(Boolean);
      const intlWords = (id: string) =>
        new Set(
          (['longGeneric', 'long'] as const).flatMap((timeZoneName) =>
            words((new Intl.DateTimeFormat('ru', { timeZone: id, timeZoneName }).formatToParts(now).find((p) => p.type === 'timeZoneName')?.value ?? '').replace(/(^|\s)о-ва(?=[\s,]|$)/gi, '$1острова').replace(/(^|\s)о-в(?=[\s,]|$)/gi, '$1остров')),
          ),
        );
      const bad: string[] = [];
      for (const o of timezoneOptions(null, now)) {
        const name = o.name;
        if (/стандартное|летнее/i.test(name)) bad.push(`${o.id}: "${name}" keeps Intl's season word`);
        // 'время' follows an adjective ('Самарское время', 'Среднее время по Гринвичу'), never a name ('Акри время').
        for (const m of name.matchAll(/(\S+) время/g)) if (!/(ое|ее)$/.test(m[1]!)) bad.push(`${o.id}: "${name}" puts 'время' after a name`);
        if (!/^[А-ЯЁ]/.test(name)) bad.push(`${o.id}: "${name}" starts in lower case`);
        if (/(^|\s)о-в/i.test(name)) bad.push(`${o.id}: "${name}" is abbreviated`);
        if (russianName(o.id) === undefined) {
          const known = intlWords(o.id);
          const foreign = words(name).filter((w) => !known.has(w));
          if (foreign.length > 0) bad.push(`${o.id}: "${name}" has words Intl does not give: ${foreign.join(' ')}`);
        }
      }
      expect(bad).toEqual([]);
    });
  }

  it("Russia's zones are on the offsets of the federal law on time (winter and summer alike: no DST)", () => {
    const REFERENCE: Record<string, number> = {
      'Europe/Kaliningrad': 2, 'Europe/Moscow': 3, 'Europe/Kirov': 3, 'Europe/Volgograd': 3, 'Europe/Astrakhan': 4, 'Europe/Saratov': 4,
      'Europe/Ulyanovsk': 4, 'Europe/Samara': 4, 'Asia/Yekaterinburg': 5, 'Asia/Omsk': 6, 'Asia/Novosibirsk': 7, 'Asia/Barnaul': 7,
      'Asia/Tomsk': 7, 'Asia/Novokuznetsk': 7, 'Asia/Krasnoyarsk': 7, 'Asia/Irkutsk': 8, 'Asia/Chita': 9, 'Asia/Yakutsk': 9,
      'Asia/Khandyga': 9, 'Asia/Vladivostok': 10, 'Asia/Ust-Nera': 10, 'Asia/Magadan': 11, 'Asia/Sakhalin': 11,
      'Asia/Srednekolymsk': 11, 'Asia/Kamchatka': 12, 'Asia/Anadyr': 12,
    };
    for (const now of [WINTER, SUMMER]) {
      const russian = timezoneOptions(null, now).filter((o) => o.russian);
      expect(Object.fromEntries(russian.map((o) => [o.id, o.offsetMinutes / 60]))).toEqual(REFERENCE);
    }
  });

  it('keeps a current zone that Intl does not list, and drops unknown ones', () => {
    const options = timezoneOptions('Europe/Kiev', WINTER, ['UTC', 'Not/AZone']);
    expect(options.map((o) => o.id)).toEqual(['Europe/Kiev', 'UTC']);
  });

  it('searches by Russian city or region and by the Latin id, ignoring case, ё, _ and /', () => {
    const options = timezoneOptions(null, WINTER);
    expect(filterTimezones(options, 'new york').map((o) => o.id)).toContain('America/New_York');
    expect(filterTimezones(options, 'MOSCOW').map((o) => o.id)).toEqual(['Europe/Moscow']);
    expect(filterTimezones(options, 'москва').map((o) => o.id)).toEqual(['Europe/Moscow']);
    expect(filterTimezones(options, 'екатеринбург').map((o) => o.id)).toEqual(['Asia/Yekaterinburg']);
    expect(filterTimezones(options, 'europe/mosc').map((o) => o.id)).toEqual(['Europe/Moscow']);
    expect(filterTimezones(options, 'владивосток').map((o) => o.id)).toEqual(['Asia/Vladivostok']);
    expect(filterTimezones(options, 'петербург').map((o) => o.id)).toEqual(['Europe/Moscow']);
    expect(filterTimezones(options, 'нью-йорк').map((o) => o.id)).toEqual(['America/New_York']);
    expect(filterTimezones(options, 'zzzz')).toEqual([]);
    expect(filterTimezones(options, '')).toHaveLength(options.length);
  });

  it('searches by offset', () => {
    expect(parseOffsetQuery('+3')).toBe(180);
    expect(parseOffsetQuery('UTC+03:00')).toBe(180);
    expect(parseOffsetQuery('gmt-3:30')).toBe(-210);
    expect(parseOffsetQuery('moscow')).toBeNull();
    const options = timezoneOptions(null, WINTER);
    const plus3 = filterTimezones(options, '+3');
    expect(plus3.map((o) => o.id)).toContain('Europe/Moscow');
    expect(plus3.every((o) => o.offsetMinutes === 180)).toBe(true);
    expect(filterTimezones(options, 'UTC+05:30').map((o) => o.id)).toContain('Asia/Colombo');
  });
});
