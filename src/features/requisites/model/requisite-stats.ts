// Each requisite's turnover and limits (issue 28), from GET /traders/requisites/stats (proposed):
// today's and this month's RUB turnover in the trader's timezone, the order count, and the limit
// of the period, as the card shows them. A requisite at 90 % of a limit is near it; at the limit
// it gets no new orders until the period ends, and the card says so.
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { formatMoney } from '../../../domain/money.ts';
import { countLabel } from '../../../shared/lib/plural.ts';

export type RequisiteStats = components['schemas']['RequisiteStats'];
export type RequisiteTurnover = components['schemas']['RequisiteTurnover'];
export type RequisiteStatsList = components['schemas']['RequisiteStatsList'];

const ORDERS = ['сделка', 'сделки', 'сделок'] as const;
/** From this share of a limit on, the card warns. */
export const NEAR_LIMIT = 0.9;

export type PeriodLevel = 'free' | 'near' | 'reached';

export interface PeriodLine {
  period: 'day' | 'month';
  label: string;
  /** '87 500,00 ₽ из 100 000,00 ₽', or the turnover alone without a limit. */
  value: string;
  /** '6 сделок · осталось 12 500,00 ₽', '1 сделка · без лимита'. */
  detail: string;
  /** The share of the limit taken, 0 to 1; null without a limit. */
  share: number | null;
  level: PeriodLevel;
}

const PERIODS = {
  day: { label: 'Сегодня', reached: 'Лимит на сегодня исчерпан: новые сделки придут завтра' },
  month: { label: 'За месяц', reached: 'Лимит на месяц исчерпан: новые сделки придут в следующем месяце' },
} as const;

function line(period: 'day' | 'month', turnover: RequisiteTurnover): PeriodLine {
  const { label, reached } = PERIODS[period];
  const orders = countLabel(turnover.order_count, ORDERS);
  const limit = turnover.limit_rub;
  if (limit === null || !(limit > 0)) {
    return { period, label, value: formatMoney(turnover.turnover_rub, 'RUB'), detail: `${orders} · без лимита`, share: null, level: 'free' };
  }
  const share = Math.min(1, Math.max(0, turnover.turnover_rub / limit));
  const left = Math.max(0, limit - turnover.turnover_rub);
  const level: PeriodLevel = left <= 0 ? 'reached' : share >= NEAR_LIMIT ? 'near' : 'free';
  return {
    period,
    label,
    value: `${formatMoney(turnover.turnover_rub, 'RUB')} из ${formatMoney(limit, 'RUB')}`,
    detail: level === 'reached' ? `${orders} · ${reached}` : `${orders} · осталось ${formatMoney(left, 'RUB')}`,
    share,
    level,
  };
}

/** The card's lines for one requisite: today, then this month. */
export function statsLines(stats: RequisiteStats): PeriodLine[] {
  return [line('day', stats.day), line('month', stats.month)];
}

/** The figures of each requisite by id (a requisite the answer leaves out has none yet). */
export function statsById(list: RequisiteStatsList): ReadonlyMap<number, RequisiteStats> {
  return new Map(list.items.map((item) => [item.requisite_id, item]));
}
