// The statistic section's view-model: totals as label/value rows, one row per day (sorted,
// for the table and the chart) and a one-line summary for screen readers.
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { displayAmount } from '../../../domain/money.ts';

export type Statistic = components['schemas']['Statistic'];

export interface StatisticRow {
  label: string;
  value: string;
}

export interface StatisticDayView {
  date: string;
  /** 'пн, 16.11'. */
  label: string;
  ordersCompleted: number;
  turnoverRub: string;
  earnedUsdt: string;
  earned: number;
}

export interface StatisticView {
  /** '16.11.2026 – 22.11.2026'. */
  period: string;
  totals: StatisticRow[];
  /** No finished orders and no daily activity. */
  empty: boolean;
  days: StatisticDayView[];
  /** uPlot data: x in Unix seconds (UTC midnight of each day), y earned USDT. */
  chart: { x: number[]; y: number[] };
  summary: string;
}

const percent = new Intl.NumberFormat('ru-RU', { style: 'percent', maximumFractionDigits: 1 });
const WEEKDAYS = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'] as const;

/** 'YYYY-MM-DD' -> its UTC midnight in ms, or null. */
function dateMs(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (m === null) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(ms) ? null : ms;
}

/** '2026-11-16' -> '16.11.2026'. */
export function formatDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : date;
}

function dayLabel(date: string): string {
  const ms = dateMs(date);
  if (ms === null) return date;
  const d = new Date(ms);
  return `${WEEKDAYS[d.getUTCDay()] ?? ''}, ${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Roubles as every other amount of the app: 2 fraction digits ('142 000,00 ₽'). */
export function formatRub(value: number): string {
  return `${displayAmount(value)}\u00a0₽`;
}

export function formatConversion(value: number): string {
  return percent.format(Math.min(1, Math.max(0, value)));
}

export function statisticView(stat: Statistic): StatisticView {
  const t = stat.totals;
  const days = stat.daily
    .filter((d) => dateMs(d.date) !== null)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((d) => ({
      date: d.date,
      label: dayLabel(d.date),
      ordersCompleted: d.orders_completed,
      turnoverRub: formatRub(d.turnover_rub),
      earnedUsdt: `${displayAmount(d.earned_usdt)}\u00a0USDT`,
      earned: d.earned_usdt,
    }));
  const empty = t.orders_completed + t.orders_cancelled === 0 && days.every((d) => d.ordersCompleted === 0 && d.earned === 0);
  const best = days.reduce<StatisticDayView | null>((top, d) => (top === null || d.earned > top.earned ? d : top), null);
  const period = `${formatDate(stat.period_from)} – ${formatDate(stat.period_to)}`;
  const summary = empty
    ? `За ${period} сделок не было.`
    : `За ${period}: ${t.orders_completed} завершённых сделок, заработано ${displayAmount(t.earned_usdt)}\u00a0USDT.` +
      (best && best.earned > 0 ? ` Лучший день — ${best.label}: ${best.earnedUsdt}.` : '');
  return {
    period,
    totals: [
      { label: 'Завершено сделок', value: String(t.orders_completed) },
      { label: 'Отменено сделок', value: String(t.orders_cancelled) },
      { label: 'Оборот, RUB', value: formatRub(t.turnover_rub) },
      { label: 'Оборот, USDT', value: `${displayAmount(t.turnover_usdt)}\u00a0USDT` },
      { label: 'Заработано', value: `${displayAmount(t.earned_usdt)}\u00a0USDT` },
      { label: 'Конверсия', value: formatConversion(t.conversion) },
    ],
    empty,
    days,
    chart: { x: days.map((d) => (dateMs(d.date) ?? 0) / 1000), y: days.map((d) => d.earned) },
    summary,
  };
}

/** The room one day's label ('30.11', 31 px in uPlot's 12 px font) takes on the chart's x axis, with the gap to the next. */
export const DAY_LABEL_PX = 38;

/**
 * The days whose label the chart's x axis shows when it is `width` CSS px wide: every n-th, counted
 * back from the last (today stays labelled), so that no two labels touch (issue 37: at 320 px 30
 * labels ran together as '30.1101.1202.12…').
 */
export function labelledDays(count: number, width: number): number[] {
  const step = Math.max(1, Math.ceil((count * DAY_LABEL_PX) / Math.max(width, 1)));
  const days: number[] = [];
  for (let i = count - 1; i >= 0; i -= step) days.unshift(i);
  return days;
}
