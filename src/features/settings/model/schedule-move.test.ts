import { describe, expect, it } from 'vitest';
import { hasWorkingDays, moveSchedule } from './schedule-move.ts';

const now = new Date('2026-12-06T10:00:00Z');
const nine = { start: '09:00', end: '18:00' };
const moscow = { timezone: 'Europe/Moscow', days: [nine, nine, nine, nine, nine, null, null] };

describe('moving the schedule to another zone', () => {
  it('keeps the hours: the same 09:00–18:00, now in the new zone', () => {
    expect(moveSchedule(moscow, 'Asia/Novosibirsk', 'hours', now)).toEqual({ timezone: 'Asia/Novosibirsk', days: moscow.days });
  });

  it('keeps the instants: Moscow 09:00–18:00 is Novosibirsk 13:00–22:00, the same days', () => {
    const moved = moveSchedule(moscow, 'Asia/Novosibirsk', 'instants', now);
    expect(moved?.timezone).toBe('Asia/Novosibirsk');
    expect(moved?.days).toEqual([...Array(5).fill({ start: '13:00', end: '22:00' }), null, null]);
  });

  it('moves a shift past midnight to the next day (or the day before), keeping its length', () => {
    const night = { timezone: 'Europe/Moscow', days: [{ start: '22:00', end: '06:00' }, null, null, null, null, null, { start: '21:00', end: '24:00' }] };
    // +4 h: Monday 22:00 is Tuesday 02:00; Sunday 21:00–24:00 is Monday 01:00–04:00.
    expect(moveSchedule(night, 'Asia/Novosibirsk', 'instants', now)?.days).toEqual([
      { start: '01:00', end: '04:00' },
      { start: '02:00', end: '10:00' },
      null,
      null,
      null,
      null,
      null,
    ]);
    // −2 h (Kaliningrad is UTC+2): Monday 00:30 in Moscow is Sunday 22:30 there.
    const early = { timezone: 'Europe/Moscow', days: [{ start: '00:30', end: '08:00' }, null, null, null, null, null, null] };
    expect(moveSchedule(early, 'Europe/Kaliningrad', 'instants', now)?.days).toEqual([null, null, null, null, null, null, { start: '23:30', end: '07:00' }]);
  });

  it('ends a shift that now ends at midnight at 24:00, and keeps a 24-hour shift whole', () => {
    const evening = { timezone: 'Europe/Moscow', days: [{ start: '16:00', end: '20:00' }, { start: '08:00', end: '08:00' }, null, null, null, null, null] };
    expect(moveSchedule(evening, 'Asia/Novosibirsk', 'instants', now)?.days).toEqual([
      { start: '20:00', end: '24:00' },
      { start: '12:00', end: '12:00' },
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('is not offered by instants when two shifts would land on one day', () => {
    const two = { timezone: 'Europe/Moscow', days: [{ start: '22:00', end: '23:00' }, { start: '01:00', end: '02:00' }, null, null, null, null, null] };
    expect(moveSchedule(two, 'Asia/Novosibirsk', 'instants', now)).toBeNull();
    expect(moveSchedule(two, 'Asia/Novosibirsk', 'hours', now)).not.toBeNull();
  });

  it('keeps the hours but offers no instants for a zone Intl does not know (random data), without throwing', () => {
    expect(moveSchedule({ ...moscow, timezone: 'Mars/Olympus_Mons' }, 'Asia/Novosibirsk', 'instants', now)).toBeNull();
    expect(moveSchedule(moscow, 'Not/A_Zone', 'instants', now)).toBeNull();
    expect(moveSchedule(moscow, 'Not/A_Zone', 'hours', now)).toEqual({ timezone: 'Not/A_Zone', days: moscow.days });
  });

  it('needs no move for a schedule of days off', () => {
    expect(hasWorkingDays({ timezone: 'Europe/Moscow', days: [null, null, null, null, null, null, null] })).toBe(false);
    expect(hasWorkingDays(moscow)).toBe(true);
  });
});
