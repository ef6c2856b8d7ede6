import { describe, expect, it } from 'vitest';
import { DAY_LABEL_PX, labelledDays, statisticView, type Statistic } from './statistic.ts';

const WEEK: Statistic = {
  period_from: '2026-11-16',
  period_to: '2026-11-22',
  totals: { orders_completed: 12, orders_cancelled: 3, turnover_rub: 142000, turnover_usdt: 1502.65, earned_usdt: 37.57, conversion: 0.8 },
  daily: [
    { date: '2026-11-17', orders_completed: 1, turnover_rub: 10000, earned_usdt: 2.65 },
    { date: '2026-11-16', orders_completed: 2, turnover_rub: 24000, earned_usdt: 6.35 },
    { date: '2026-11-19', orders_completed: 3, turnover_rub: 36000.5, earned_usdt: 9.52 },
  ],
};

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('statistic view-model', () => {
  it('formats the totals', () => {
    const view = statisticView(WEEK);
    expect(view.period).toBe('16.11.2026 – 22.11.2026');
    expect(view.totals.map((r) => [r.label, nbsp(r.value)])).toEqual([
      ['Завершено сделок', '12'],
      ['Отменено сделок', '3'],
      ['Оборот, RUB', '142 000,00 ₽'],
      ['Оборот, USDT', '1 502,65 USDT'],
      ['Заработано', '37,57 USDT'],
      ['Конверсия', '80 %'],
    ]);
    expect(view.empty).toBe(false);
  });

  it('sorts days and builds the chart series', () => {
    const view = statisticView(WEEK);
    expect(view.days.map((d) => d.label)).toEqual(['пн, 16.11', 'вт, 17.11', 'чт, 19.11']);
    expect(nbsp(view.days[2]?.turnoverRub ?? '')).toBe('36 000,50 ₽');
    expect(view.chart.y).toEqual([6.35, 2.65, 9.52]);
    expect(view.chart.x).toEqual([Date.UTC(2026, 10, 16) / 1000, Date.UTC(2026, 10, 17) / 1000, Date.UTC(2026, 10, 19) / 1000]);
    expect(view.summary).toBe('За 16.11.2026 – 22.11.2026: 12 завершённых сделок, заработано 37,57\u00a0USDT. Лучший день — чт, 19.11: 9,52\u00a0USDT.');
  });

  it('is empty with no finished orders, and clamps the conversion', () => {
    const view = statisticView({
      ...WEEK,
      totals: { orders_completed: 0, orders_cancelled: 0, turnover_rub: 0, turnover_usdt: 0, earned_usdt: 0, conversion: 1.7 },
      daily: [],
    });
    expect(view.empty).toBe(true);
    expect(view.summary).toBe('За 16.11.2026 – 22.11.2026 сделок не было.');
    expect(nbsp(view.totals[5]?.value ?? '')).toBe('100 %');
  });

  it('drops days with an unreadable date', () => {
    expect(statisticView({ ...WEEK, daily: [{ date: 'yesterday', orders_completed: 1, turnover_rub: 1, earned_usdt: 1 }] }).days).toEqual([]);
  });
});

describe("the chart's day labels (issue 37: at 320 px they ran together)", () => {
  // The plot's width at 320 px (a 288 px card less the 44 px amount axis) and at 390 px and wider.
  for (const width of [244, 314, 600]) {
    for (const count of [1, 7, 14, 30, 31, 90]) {
      it(`${count} days on ${width} px: labelled days are at least a label apart, today among them`, () => {
        const days = labelledDays(count, width);
        const dayPx = width / count;
        for (let i = 1; i < days.length; i++) expect((days[i]! - days[i - 1]!) * dayPx).toBeGreaterThanOrEqual(DAY_LABEL_PX);
        expect(days.at(-1)).toBe(count - 1);
        expect(days.length).toBeGreaterThanOrEqual(Math.min(count, Math.floor(width / DAY_LABEL_PX / 2)));
      });
    }
  }

  it('labels every day when there is room: a week at 390 px', () => {
    expect(labelledDays(7, 314)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('thins a month at 320 px to every 5th day, counted back from today', () => {
    expect(labelledDays(30, 244)).toEqual([4, 9, 14, 19, 24, 29]);
  });
});
