import { describe, expect, it } from 'vitest';
import { responseExample } from '../../../shared/lib/testing/response-example.ts';
import { statsById, statsLines, type RequisiteStatsList } from './requisite-stats.ts';

const NB = '\u00a0';
// The contract's example: 11 near its daily limit, 12 without limits, 13 idle.
const STATS = statsById(responseExample<RequisiteStatsList>('/traders/requisites/stats', 'default'));

describe('requisite figures', () => {
  it('read today and this month against the limits, with what is left', () => {
    const lines = statsLines(STATS.get(11)!);
    expect(lines.map(({ label, value, detail, level }) => ({ label, value, detail, level }))).toEqual([
      { label: 'Сегодня', value: `87${NB}500,00${NB}₽ из 100${NB}000,00${NB}₽`, detail: `6 сделок · осталось 12${NB}500,00${NB}₽`, level: 'free' },
      { label: 'За месяц', value: `1${NB}240${NB}000,00${NB}₽ из 3${NB}000${NB}000,00${NB}₽`, detail: `83 сделки · осталось 1${NB}760${NB}000,00${NB}₽`, level: 'free' },
    ]);
    expect(lines[0]?.share).toBeCloseTo(0.875, 3);
  });

  it('without a limit: the turnover alone, no bar', () => {
    expect(statsLines(STATS.get(12)!)[0]).toMatchObject({ value: `15${NB}000,00${NB}₽`, detail: '1 сделка · без лимита', share: null, level: 'free' });
  });

  it('warn from 90 % of a limit, and say when it is reached and until when', () => {
    const near = statsLines({ requisite_id: 1, day: { turnover_rub: 90_000, order_count: 21, limit_rub: 100_000 }, month: { turnover_rub: 0, order_count: 0, limit_rub: 500_000 } });
    expect(near[0]).toMatchObject({ level: 'near', detail: `21 сделка · осталось 10${NB}000,00${NB}₽` });
    expect(near[1]).toMatchObject({ level: 'free', share: 0, detail: `0 сделок · осталось 500${NB}000,00${NB}₽` });
    const reached = statsLines({ requisite_id: 1, day: { turnover_rub: 101_500, order_count: 7, limit_rub: 100_000 }, month: { turnover_rub: 500_000, order_count: 40, limit_rub: 500_000 } });
    expect(reached[0]).toMatchObject({ level: 'reached', share: 1, detail: '7 сделок · Лимит на сегодня исчерпан: новые сделки придут завтра' });
    expect(reached[1]).toMatchObject({ level: 'reached', detail: '40 сделок · Лимит на месяц исчерпан: новые сделки придут в следующем месяце' });
  });

  it('belong to the requisite they name; one left out has none', () => {
    expect([...STATS.keys()]).toEqual([11, 12, 13]);
    expect(STATS.get(14)).toBeUndefined();
  });
});
