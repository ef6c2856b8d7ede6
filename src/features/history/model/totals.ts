// The totals of what History shows (issue 28): how many orders, how many of them completed, the
// roubles they turned over and the USDT the trader received for them. Turnover and USDT count
// the completed orders only, as GET /traders/statistic's `turnover_rub` and `turnover_usdt` do:
// a cancelled or unpaid order moved no money, and one in progress has not yet. Amounts are added
// as shown (src/domain/money.ts sumAmounts), so the totals equal the sum of the rows on screen
// and of the CSV's columns.
import { sumAmounts } from '../../../domain/money.ts';
import type { Order } from './history.ts';

export interface HistoryTotals {
  count: number;
  completed: number;
  turnoverRub: number;
  receivedUsdt: number;
}

export function historyTotals(orders: readonly Pick<Order, 'status' | 'amount_rub' | 'usdt_to_trader'>[]): HistoryTotals {
  const done = orders.filter((o) => o.status === 'COMPLETE');
  return {
    count: orders.length,
    completed: done.length,
    turnoverRub: sumAmounts(done.map((o) => o.amount_rub)),
    receivedUsdt: sumAmounts(done.map((o) => o.usdt_to_trader)),
  };
}
