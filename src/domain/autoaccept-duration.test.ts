import { describe, expect, it } from 'vitest';
import { AUTOACCEPT_DURATION_KEY, DURATION_HINT, DURATION_MESSAGES, formatDuration, parseDuration, readAutoacceptDuration, writeAutoacceptDuration } from './autoaccept-duration.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('auto-accept duration', () => {
  it('defaults to 60 when nothing valid is stored', () => {
    expect(readAutoacceptDuration(memoryStorage())).toBe(60);
    expect(readAutoacceptDuration(memoryStorage({ [AUTOACCEPT_DURATION_KEY]: '1000' }))).toBe(60);
    expect(readAutoacceptDuration(memoryStorage({ [AUTOACCEPT_DURATION_KEY]: 'abc' }))).toBe(60);
    expect(readAutoacceptDuration(null)).toBe(60);
    const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(readAutoacceptDuration(throwing)).toBe(60);
    expect(writeAutoacceptDuration(30, throwing)).toBe(false);
  });

  it('stores and reads back under tapps/autoaccept-duration', () => {
    const storage = memoryStorage();
    expect(writeAutoacceptDuration(90, storage)).toBe(true);
    expect(storage.data.get('tapps/autoaccept-duration')).toBe('90');
    expect(readAutoacceptDuration(storage)).toBe(90);
    expect(() => writeAutoacceptDuration(4, storage)).toThrow(RangeError);
    expect(() => writeAutoacceptDuration(481, storage)).toThrow(RangeError);
  });

  it('validates input with Russian messages, 5..480', () => {
    expect(parseDuration('')).toEqual({ ok: false, message: DURATION_MESSAGES.required });
    expect(parseDuration('1.5')).toEqual({ ok: false, message: DURATION_MESSAGES.integer });
    expect(parseDuration('4')).toEqual({ ok: false, message: 'Не меньше 5 минут' });
    expect(parseDuration('481')).toEqual({ ok: false, message: 'Не больше 480 минут (8 ч)' });
    expect(parseDuration('-5')).toEqual({ ok: false, message: 'Не меньше 5 минут' });
    expect(parseDuration('1e9')).toEqual({ ok: false, message: DURATION_MESSAGES.integer });
    expect(parseDuration(' 5 ')).toEqual({ ok: true, minutes: 5 });
    expect(parseDuration('480')).toEqual({ ok: true, minutes: 480 });
  });

  it('no error repeats the hint shown beside the field', () => {
    expect(DURATION_HINT).toBe('От 5 до 480 минут');
    for (const typed of ['', '1.5', '4', '481', '-5', '1e9', 'abc']) {
      const parsed = parseDuration(typed);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.message).not.toBe(DURATION_HINT);
    }
  });

  it('formats durations', () => {
    expect(formatDuration(45)).toBe('45 мин');
    expect(formatDuration(60)).toBe('1 ч');
    expect(formatDuration(90)).toBe('1 ч 30 мин');
  });
});
