import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, dayHeading, formatCsvDateTime, formatDate, formatDateTime, formatTime, previousDayKey, zonedDayKey } from './date-format.ts';

describe('zoned days and the named formats', () => {
  it('uses the zone calendar day: 2026-11-21T22:30Z is 22 November in Moscow', () => {
    expect(zonedDayKey('2026-11-21T22:30:00Z', 'Europe/Moscow')).toBe('2026-11-22');
    expect(zonedDayKey('2026-11-21T22:30:00Z', 'UTC')).toBe('2026-11-21');
    expect(zonedDayKey('2026-11-22T03:00:00Z', 'America/New_York')).toBe('2026-11-21');
    expect(zonedDayKey('not a date', 'UTC')).toBeNull();
  });

  it('previous day crosses months, years and leap days', () => {
    expect(previousDayKey('2026-03-01')).toBe('2026-02-28');
    expect(previousDayKey('2028-03-01')).toBe('2028-02-29');
    expect(previousDayKey('2027-01-01')).toBe('2026-12-31');
  });

  it('headings: Сегодня, Вчера, then the date in Russian without г.', () => {
    const now = Date.parse('2026-11-22T21:30:00Z'); // 23 November 00:30 in Moscow
    expect(dayHeading('2026-11-23', now, 'Europe/Moscow')).toBe('Сегодня');
    expect(dayHeading('2026-11-22', now, 'Europe/Moscow')).toBe('Вчера');
    expect(dayHeading('2026-11-21', now, 'Europe/Moscow')).toBe('21 ноября 2026');
    expect(dayHeading('2026-11-22', now, 'UTC')).toBe('Сегодня');
    expect(dayHeading('2026-01-05', now, 'UTC')).toBe('5 января 2026');
  });

  it('Вчера across a DST change is the previous calendar day', () => {
    // New York falls back on 2026-11-01; at 00:30 on 2 November, Вчера is 1 November.
    const now = Date.parse('2026-11-02T05:30:00Z');
    expect(dayHeading('2026-11-01', now, 'America/New_York')).toBe('Вчера');
    expect(dayHeading('2026-10-31', now, 'America/New_York')).toBe('31 октября 2026');
  });

  it('times are 24-hour in the zone', () => {
    expect(formatTime('2026-11-21T22:30:00Z', 'Europe/Moscow')).toBe('01:30');
    expect(formatTime('2026-11-21T12:05:00Z', 'UTC')).toBe('12:05');
    expect(formatTime('bad', 'UTC')).toBe('—');
    expect(formatDateTime('2026-11-21T22:30:00Z', 'Europe/Moscow')).toBe('22 ноября 2026, 01:30');
  });

});

describe('one instant, two account zones (issue 25)', () => {
  // 10:05Z: 13:05 in Moscow (UTC+3), 17:05 in Novosibirsk (UTC+7).
  const instant = '2026-11-22T10:05:00Z';

  it('reads the wall clock of the zone it is given, whatever the device', () => {
    expect(formatTime(instant, 'Europe/Moscow')).toBe('13:05');
    expect(formatTime(instant, 'Asia/Novosibirsk')).toBe('17:05');
    expect(formatDateTime(instant, 'Europe/Moscow')).toBe('22 ноября 2026, 13:05');
    expect(formatDateTime(instant, 'Asia/Novosibirsk')).toBe('22 ноября 2026, 17:05');
    expect(formatCsvDateTime(instant, 'Europe/Moscow')).toBe('22.11.2026 13:05:00');
    expect(formatCsvDateTime(instant, 'Asia/Novosibirsk')).toBe('22.11.2026 17:05:00');
  });

  it('puts a late evening instant on the next day east of it', () => {
    const late = '2026-11-22T19:30:00Z'; // 22:30 in Moscow, 02:30 on the 23rd in Novosibirsk
    expect(formatDate(late, 'Europe/Moscow')).toBe('22 ноября 2026');
    expect(formatDate(late, 'Asia/Novosibirsk')).toBe('23 ноября 2026');
    expect(dayHeading('2026-11-22', late, 'Europe/Moscow')).toBe('Сегодня');
    expect(dayHeading('2026-11-22', late, 'Asia/Novosibirsk')).toBe('Вчера');
  });

  it('midnight is 00, never 24', () => {
    expect(formatTime('2026-11-22T21:00:00Z', 'Europe/Moscow')).toBe('00:00');
    expect(formatCsvDateTime('2026-11-22T21:00:00Z', 'Europe/Moscow')).toBe('23.11.2026 00:00:00');
  });

  it('an unreadable instant shows a dash on screen and nothing in the CSV', () => {
    expect(formatDateTime('bad', 'UTC')).toBe('—');
    expect(formatDate('bad', 'UTC')).toBe('—');
    expect(formatCsvDateTime('bad', 'UTC')).toBe('');
  });

  it('each named format writes its documented example', () => {
    // The examples (docs/formats.md) are 2026-11-21 21:02:05 in Moscow.
    const at = '2026-11-21T18:02:05Z';
    const zone = 'Europe/Moscow';
    expect(formatTime(at, zone)).toBe(DATE_FORMATS.time.example);
    expect(formatDate(at, zone)).toBe(DATE_FORMATS.date.example);
    expect(formatDateTime(at, zone)).toBe(DATE_FORMATS.dateTime.example);
    expect(formatCsvDateTime(at, zone)).toBe(DATE_FORMATS.csvDateTime.example);
  });
});
