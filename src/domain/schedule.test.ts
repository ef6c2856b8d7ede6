import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { components } from '../../generated/openapi/trader-api.ts';
import {
  DAY_NAMES,
  SCHEDULE_MESSAGES,
  dayIndexInZone,
  parseDayParam,
  parseTime,
  scheduleState,
  validateScheduleDay,
  crossesMidnight,
  wallClockInZone,
  type ScheduleDay,
} from './schedule.ts';

type Schedule = components['schemas']['Schedule'];
type Days = Schedule['days'];

const at = (iso: string) => new Date(iso);
const nineToSix: ScheduleDay = { start: '09:00', end: '18:00' };
const weekdays = (day: ScheduleDay | null): Days => [day, day, day, day, day, null, null];
const only = (index: number, day: ScheduleDay): Days => {
  const days: Days = [null, null, null, null, null, null, null];
  days[index] = day;
  return days;
};

describe('dayIndexInZone', () => {
  it('Europe/Moscow (UTC+3): Monday starts at 21:00 UTC on Sunday', () => {
    expect(dayIndexInZone(at('2025-01-05T20:59:00Z'), 'Europe/Moscow')).toBe(6);
    expect(dayIndexInZone(at('2025-01-05T21:00:00Z'), 'Europe/Moscow')).toBe(0);
  });

  it('Asia/Almaty (UTC+5 since March 2024)', () => {
    expect(dayIndexInZone(at('2025-01-05T18:59:00Z'), 'Asia/Almaty')).toBe(6);
    expect(dayIndexInZone(at('2025-01-05T19:00:00Z'), 'Asia/Almaty')).toBe(0);
    expect(wallClockInZone(at('2025-01-06T06:00:00Z'), 'Asia/Almaty')).toEqual({ day: 0, minute: 11 * 60 });
  });

  it('America/New_York on both sides of the March DST switch', () => {
    // Before: EST (UTC-5).
    expect(dayIndexInZone(at('2025-03-03T04:59:00Z'), 'America/New_York')).toBe(6);
    expect(dayIndexInZone(at('2025-03-03T05:00:00Z'), 'America/New_York')).toBe(0);
    // The switch night (Sunday 9 March): 01:59 EST is followed by 03:00 EDT.
    expect(wallClockInZone(at('2025-03-09T06:59:00Z'), 'America/New_York')).toEqual({ day: 6, minute: 1 * 60 + 59 });
    expect(wallClockInZone(at('2025-03-09T07:00:00Z'), 'America/New_York')).toEqual({ day: 6, minute: 3 * 60 });
    // After: EDT (UTC-4).
    expect(dayIndexInZone(at('2025-03-10T03:59:00Z'), 'America/New_York')).toBe(6);
    expect(dayIndexInZone(at('2025-03-10T04:00:00Z'), 'America/New_York')).toBe(0);
  });

  it('reads midnight as minute 0, not 24:00', () => {
    expect(wallClockInZone(at('2025-01-05T21:00:00Z'), 'Europe/Moscow').minute).toBe(0);
  });

  it('falls back to a known zone instead of crashing on an unknown one (bad server data)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const day = dayIndexInZone(at('2025-01-05T21:00:00Z'), 'Mars/Olympus');
    expect(day).toBeGreaterThanOrEqual(0);
    expect(day).toBeLessThanOrEqual(6);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown time zone "Mars/Olympus"'));
    warn.mockRestore();
  });

  it('matches UTC+3 arithmetic for Moscow on any date (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: at('2015-01-01T00:00:00Z'), max: at('2035-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const shifted = new Date(d.getTime() + 3 * 3600_000);
        expect(dayIndexInZone(d, 'Europe/Moscow')).toBe((shifted.getUTCDay() + 6) % 7);
        expect(wallClockInZone(d, 'Europe/Moscow').minute).toBe(shifted.getUTCHours() * 60 + shifted.getUTCMinutes());
      }),
    );
  });
});

describe('scheduleState', () => {
  const moscow = (days: Days): Schedule => ({ timezone: 'Europe/Moscow', days });

  it('is working from the start (inclusive) to the end (exclusive)', () => {
    // Monday 6 January 2025, 09:00 and 17:59 in Moscow.
    expect(scheduleState(moscow(weekdays(nineToSix)), at('2025-01-06T06:00:00Z'))).toEqual({
      today: 0,
      working: true,
      day: nineToSix,
      next: { day: 1, start: '09:00' },
    });
    expect(scheduleState(moscow(weekdays(nineToSix)), at('2025-01-06T14:59:00Z')).working).toBe(true);
    expect(scheduleState(moscow(weekdays(nineToSix)), at('2025-01-06T15:00:00Z')).working).toBe(false);
    expect(scheduleState(moscow(weekdays(nineToSix)), at('2025-01-06T05:59:00Z'))).toEqual({
      today: 0,
      working: false,
      day: nineToSix,
      next: { day: 0, start: '09:00' },
    });
  });

  it('uses the schedule timezone, not UTC: the same instant differs in Almaty', () => {
    // 2025-01-06T04:30Z is 07:30 in Moscow (before the shift) and 09:30 in Almaty (inside).
    const now = at('2025-01-06T04:30:00Z');
    expect(scheduleState(moscow(weekdays(nineToSix)), now).working).toBe(false);
    expect(scheduleState({ timezone: 'Asia/Almaty', days: weekdays(nineToSix) }, now).working).toBe(true);
  });

  it('a day off has no entry; next skips to the next working day', () => {
    // Saturday 11 January 2025, 12:00 in Moscow.
    expect(scheduleState(moscow(weekdays(nineToSix)), at('2025-01-11T09:00:00Z'))).toEqual({
      today: 5,
      working: false,
      day: null,
      next: { day: 0, start: '09:00' },
    });
  });

  it('next wraps to the same weekday a week later when the only shift has started', () => {
    const state = scheduleState(moscow(only(0, nineToSix)), at('2025-01-06T07:00:00Z'));
    expect(state.working).toBe(true);
    expect(state.next).toEqual({ day: 0, start: '09:00' });
  });

  it('next is null with no working day', () => {
    expect(scheduleState(moscow(weekdays(null)), at('2025-01-06T07:00:00Z'))).toEqual({ today: 0, working: false, day: null, next: null });
  });

  it('end 24:00 works until midnight', () => {
    const days = only(0, { start: '18:00', end: '24:00' });
    expect(scheduleState(moscow(days), at('2025-01-06T20:59:00Z')).working).toBe(true); // Mon 23:59
    expect(scheduleState(moscow(days), at('2025-01-06T21:00:00Z')).working).toBe(false); // Tue 00:00
  });

  it('a stored shift with end before start crosses midnight into the next day', () => {
    const days = only(4, { start: '22:00', end: '06:00' }); // Friday night
    expect(scheduleState(moscow(days), at('2025-01-10T18:59:00Z')).working).toBe(false); // Fri 21:59
    expect(scheduleState(moscow(days), at('2025-01-10T19:00:00Z')).working).toBe(true); // Fri 22:00
    const saturday = scheduleState(moscow(days), at('2025-01-11T00:00:00Z')); // Sat 03:00
    expect(saturday).toEqual({ today: 5, working: true, day: null, next: { day: 4, start: '22:00' } });
    expect(scheduleState(moscow(days), at('2025-01-11T03:00:00Z')).working).toBe(false); // Sat 06:00
  });

  it('a stored shift with end equal to start lasts 24 hours', () => {
    const days = only(0, { start: '00:00', end: '00:00' });
    expect(scheduleState(moscow(days), at('2025-01-06T20:59:00Z')).working).toBe(true); // Mon 23:59
    expect(scheduleState(moscow(days), at('2025-01-06T21:00:00Z')).working).toBe(false); // Tue 00:00
  });

  it('ignores a stored day with unreadable times', () => {
    const state = scheduleState(moscow(only(0, { start: '9am', end: '18:00' })), at('2025-01-06T07:00:00Z'));
    expect(state).toEqual({ today: 0, working: false, day: { start: '9am', end: '18:00' }, next: null });
  });

  it('New York around the November DST switch: the repeated hour is inside a 01:00-02:00 shift both times', () => {
    const ny: Schedule = { timezone: 'America/New_York', days: only(6, { start: '01:00', end: '02:00' }) };
    expect(scheduleState(ny, at('2025-11-02T05:30:00Z')).working).toBe(true); // 01:30 EDT
    expect(scheduleState(ny, at('2025-11-02T06:30:00Z')).working).toBe(true); // 01:30 EST
    expect(scheduleState(ny, at('2025-11-02T07:00:00Z')).working).toBe(false); // 02:00 EST
  });
});

describe('parseDayParam', () => {
  it('reads digits 0..6 and day names', () => {
    expect(parseDayParam('0')).toBe(0);
    expect(parseDayParam('6')).toBe(6);
    expect(parseDayParam('mon')).toBe(0);
    expect(parseDayParam('sun')).toBe(6);
    expect(parseDayParam('Wed')).toBe(2);
  });

  it('gives null for anything else', () => {
    for (const bad of [null, '', '7', '-1', '01', ' 1', '1.0', 'monday', 'пн', 'mo']) {
      expect(parseDayParam(bad), String(bad)).toBeNull();
    }
  });

  it('name and digit agree, and random strings outside the set are rejected (property)', () => {
    DAY_NAMES.forEach((name, i) => {
      expect(parseDayParam(name)).toBe(i);
      expect(parseDayParam(String(i))).toBe(i);
    });
    fc.assert(
      fc.property(fc.string(), (s) => {
        const known = /^[0-6]$/.test(s) || DAY_NAMES.some((n) => n === s.toLowerCase());
        expect(parseDayParam(s) === null).toBe(!known);
      }),
    );
  });
});

describe('parseTime', () => {
  it('reads HH:MM and 24:00 only for an end', () => {
    expect(parseTime('00:00')).toBe(0);
    expect(parseTime('23:59')).toBe(1439);
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('24:00', true)).toBe(1440);
    expect(parseTime('9:00')).toBeNull();
    expect(parseTime('09:60')).toBeNull();
  });
});

describe('validateScheduleDay', () => {
  it('accepts a day shift and one ending at 24:00', () => {
    expect(validateScheduleDay(nineToSix)).toBeNull();
    expect(validateScheduleDay({ start: '00:00', end: '24:00' })).toBeNull();
  });

  it('asks for the HH:MM format', () => {
    for (const day of [
      { start: '', end: '18:00' },
      { start: '9:00', end: '18:00' },
      { start: '09:00', end: '25:00' },
      { start: '24:00', end: '24:00' },
      { start: '09:00', end: '18:0' },
    ]) {
      expect(validateScheduleDay(day), JSON.stringify(day)).toBe('Укажите время в формате ЧЧ:ММ');
    }
  });

  it('accepts a night shift that ends the next morning, and an end of 00:00 (midnight)', () => {
    expect(validateScheduleDay({ start: '20:00', end: '08:00' })).toBeNull();
    expect(validateScheduleDay({ start: '18:00', end: '00:00' })).toBeNull();
    expect(crossesMidnight({ start: '20:00', end: '08:00' })).toBe(true);
    expect(crossesMidnight({ start: '18:00', end: '24:00' })).toBe(false);
    expect(crossesMidnight(nineToSix)).toBe(false);
  });

  it('refuses an end equal to the start', () => {
    expect(validateScheduleDay({ start: '09:00', end: '09:00' })).toBe('Время окончания не должно совпадать с началом');
    expect(validateScheduleDay({ start: '09:00', end: '09:00' })).toBe(SCHEDULE_MESSAGES.same);
  });
});
