import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from '../../../domain/schedule.ts';
import { describeDay, draftOf, normalizeSchedule, validateDraft, withDay } from './schedule-form.ts';

const WEEKDAYS = {
  timezone: 'Europe/Moscow',
  days: [{ start: '09:00', end: '18:00' }, { start: '09:00', end: '18:00' }, null, null, null, { start: '10:00', end: '16:00' }, null],
};

describe('schedule form', () => {
  it('edits one day and sends 7 days, a day off as null', () => {
    const next = withDay(WEEKDAYS, 0, { working: false, start: '09:00', end: '18:00' }, 'Asia/Almaty');
    expect(next.timezone).toBe('Asia/Almaty');
    expect(next.days).toEqual([null, { start: '09:00', end: '18:00' }, null, null, null, { start: '10:00', end: '16:00' }, null]);
    expect(withDay(WEEKDAYS, 6, { working: true, start: '11:00', end: '15:00' }, 'UTC').days[6]).toEqual({ start: '11:00', end: '15:00' });
  });

  it('always has 7 days', () => {
    expect(normalizeSchedule({ timezone: 'UTC', days: [null] }).days).toHaveLength(7);
    expect(withDay({ timezone: 'UTC', days: [] }, 2, draftOf({ start: '08:00', end: '12:00' }), 'UTC').days).toEqual([null, null, { start: '08:00', end: '12:00' }, null, null, null, null]);
  });

  it('validates working days only', () => {
    expect(validateDraft({ working: false, start: '', end: '' })).toBeNull();
    // Night shifts are allowed (issue 14); only an end equal to the start is refused.
    expect(validateDraft({ working: true, start: '18:00', end: '09:00' })).toBeNull();
    expect(validateDraft({ working: true, start: '09:00', end: '09:00' })).toBe(SCHEDULE_MESSAGES.same);
    expect(validateDraft({ working: true, start: '', end: '09:00' })).toBe(SCHEDULE_MESSAGES.format);
    expect(validateDraft({ working: true, start: '09:00', end: '18:00' })).toBeNull();
  });

  it('describes days', () => {
    expect(describeDay(null)).toBe('Выходной');
    expect(describeDay({ start: '09:00', end: '18:00' })).toBe('09:00–18:00');
    expect(draftOf(null)).toEqual({ working: false, start: '09:00', end: '18:00' });
  });
});
