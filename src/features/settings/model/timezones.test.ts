import { describe, expect, it } from 'vitest';
import { filterTimezones, formatOffset, offsetMinutes, parseOffsetQuery, supportedTimezones, timezoneOptions } from './timezones.ts';

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

  it('formats them as UTC±HH:MM', () => {
    expect(formatOffset(180)).toBe('UTC+03:00');
    expect(formatOffset(0)).toBe('UTC+00:00');
    expect(formatOffset(-210)).toBe('UTC-03:30');
    expect(formatOffset(345)).toBe('UTC+05:45');
  });
});

describe('timezone list', () => {
  it('lists Intl zones and UTC', () => {
    const zones = supportedTimezones();
    expect(zones).toContain('Europe/Moscow');
    expect(zones).toContain('UTC');
  });

  it('puts the current zone first, once, then sorts by offset and name', () => {
    const options = timezoneOptions('Europe/Moscow', WINTER, ['Asia/Almaty', 'Europe/Moscow', 'America/New_York', 'UTC', 'Europe/Berlin']);
    expect(options.map((o) => o.id)).toEqual(['Europe/Moscow', 'America/New_York', 'UTC', 'Europe/Berlin', 'Asia/Almaty']);
    expect(options[0]).toMatchObject({ label: 'Europe / Moscow', offsetLabel: 'UTC+03:00', offsetMinutes: 180 });
  });

  it('keeps a current zone that Intl does not list, and drops unknown ones', () => {
    const options = timezoneOptions('Europe/Kiev', WINTER, ['UTC', 'Not/AZone']);
    expect(options.map((o) => o.id)).toEqual(['Europe/Kiev', 'UTC']);
  });

  it('searches by name, city (ru), ignoring case, _ and /', () => {
    const options = timezoneOptions(null, WINTER);
    expect(filterTimezones(options, 'new york').map((o) => o.id)).toContain('America/New_York');
    expect(filterTimezones(options, 'MOSCOW').map((o) => o.id)).toEqual(['Europe/Moscow']);
    expect(filterTimezones(options, 'москва').map((o) => o.id)).toEqual(['Europe/Moscow']);
    expect(filterTimezones(options, 'екатеринбург').map((o) => o.id)).toEqual(['Asia/Yekaterinburg']);
    expect(filterTimezones(options, 'europe/mosc').map((o) => o.id)).toEqual(['Europe/Moscow']);
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
