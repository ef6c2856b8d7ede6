import { describe, expect, it } from 'vitest';
import { inRange, narrowed, NO_PERIOD_SEARCH, parseDay, parsePeriodSearch, periodLabel, periodSearchParams, rangePresets } from './list-filters.ts';

const MSK = 'Europe/Moscow';

describe('the period and search in the URL', () => {
  it('reads and writes them; a round trip keeps them; none writes nothing', () => {
    const filters = parsePeriodSearch(new URLSearchParams('status=completed&from=2026-11-16&to=2026-11-22&q=8200'));
    expect(filters).toEqual({ from: '2026-11-16', to: '2026-11-22', q: '8200' });
    const written = new URLSearchParams();
    for (const [k, v] of Object.entries(periodSearchParams(filters))) if (v !== null) written.set(k, v);
    expect(written.toString()).toBe('from=2026-11-16&to=2026-11-22&q=8200');
    expect(periodSearchParams(NO_PERIOD_SEARCH)).toEqual({ from: null, to: null, q: null });
  });

  it('reads a broken date as none and a reversed range in order; the search is cut at 100 characters', () => {
    expect(parsePeriodSearch(new URLSearchParams('from=2026-02-30&to=yesterday'))).toEqual(NO_PERIOD_SEARCH);
    expect(parsePeriodSearch(new URLSearchParams('from=2026-11-22&to=2026-11-16'))).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
    expect(parsePeriodSearch(new URLSearchParams(`q=${'a'.repeat(150)}`)).q).toHaveLength(100);
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2026-1-5')).toBeNull();
  });

  it('says whether the period or the search narrows the list', () => {
    expect(narrowed(NO_PERIOD_SEARCH)).toBe(false);
    expect(narrowed({ ...NO_PERIOD_SEARCH, q: '  ' })).toBe(false);
    expect(narrowed({ ...NO_PERIOD_SEARCH, from: '2026-11-20' })).toBe(true);
    expect(narrowed({ ...NO_PERIOD_SEARCH, to: '2026-11-20' })).toBe(true);
    expect(narrowed({ ...NO_PERIOD_SEARCH, q: '8200' })).toBe(true);
  });
});

describe("the period, by the trader's days", () => {
  it('puts 2026-11-21T22:30Z on the 22nd in Moscow, and on the 21st in UTC', () => {
    const late = { created_at: '2026-11-21T22:30:00Z' };
    expect(inRange(late, '2026-11-22', '2026-11-22', MSK)).toBe(true);
    expect(inRange(late, '2026-11-22', '2026-11-22', 'UTC')).toBe(false);
    expect(inRange(late, null, '2026-11-21', 'UTC')).toBe(true);
    expect(inRange({ created_at: 'garbage' }, null, '2026-11-21', MSK)).toBe(false);
    expect(inRange({ created_at: 'garbage' }, null, null, MSK)).toBe(true);
  });

  it('the quick ranges end today in the zone and go back 0, 1, 6 and 29 days', () => {
    // 2026-11-22T21:30Z is already the 23rd in Moscow.
    expect(rangePresets(Date.parse('2026-11-22T21:30:00Z'), MSK)).toEqual([
      { key: 'today', label: 'Сегодня', from: '2026-11-23', to: '2026-11-23' },
      { key: 'yesterday', label: 'Вчера', from: '2026-11-22', to: '2026-11-22' },
      { key: 'week', label: '7 дней', from: '2026-11-17', to: '2026-11-23' },
      { key: 'month', label: '30 дней', from: '2026-10-25', to: '2026-11-23' },
    ]);
  });

  it('the period button names a quick range, the dates, one bound, or all time', () => {
    const presets = rangePresets(Date.parse('2026-11-22T12:00:00Z'), MSK);
    expect(periodLabel(null, null, presets)).toBe('всё время');
    expect(periodLabel('2026-11-16', '2026-11-22', presets)).toBe('7 дней');
    expect(periodLabel('2026-11-16', '2026-11-17', presets)).toBe('16 ноября 2026 – 17 ноября 2026');
    expect(periodLabel('2026-11-16', '2026-11-16', presets)).toBe('16 ноября 2026');
    expect(periodLabel('2026-11-16', null, presets)).toBe('с 16 ноября 2026');
    expect(periodLabel(null, '2026-11-16', presets)).toBe('по 16 ноября 2026');
  });
});
