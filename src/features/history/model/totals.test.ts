import { describe, expect, it } from 'vitest';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { responseExample } from '../../../shared/lib/testing/contract-examples.ts';
import { historyOrders } from './history-orders.ts';
import { historyTotals } from './totals.ts';

type OrderList = components['schemas']['OrderList'];
const current = responseExample('/traders/orders', 'default') as OrderList;
const past = responseExample('/traders/orders/history', 'default') as OrderList;
const statistic = responseExample('/traders/statistic', 'default') as components['schemas']['Statistic'];

describe('historyTotals', () => {
  it("the examples' week: 17 orders, 12 completed, the statistic's roubles and USDT", () => {
    const totals = historyTotals(historyOrders(current.items, past.items));
    expect(totals).toEqual({ count: 17, completed: 12, turnoverRub: 142000, receivedUsdt: 1502.65 });
    expect(totals.turnoverRub).toBe(Number(statistic.totals.turnover_rub));
    expect(totals.receivedUsdt).toBe(Number(statistic.totals.turnover_usdt));
  });

  it('counts money of completed orders only: in progress and cancelled ones moved none', () => {
    expect(historyTotals(current.items)).toEqual({ count: 2, completed: 0, turnoverRub: 0, receivedUsdt: 0 });
    expect(historyTotals(past.items.filter((o) => o.status === 'CANCEL'))).toMatchObject({ count: 3, completed: 0, turnoverRub: 0 });
  });

  it('adds amounts as shown, without float error', () => {
    const order = { status: 'COMPLETE' as const, amount_rub: 0.1, usdt_to_trader: 0.1 };
    expect(historyTotals([order, { ...order, amount_rub: 0.2, usdt_to_trader: 0.2 }])).toEqual({ count: 2, completed: 2, turnoverRub: 0.3, receivedUsdt: 0.3 });
    expect(historyTotals([{ ...order, usdt_to_trader: 158.735 }]).receivedUsdt).toBe(158.73); // as the row shows it
    expect(historyTotals([])).toEqual({ count: 0, completed: 0, turnoverRub: 0, receivedUsdt: 0 });
  });
});
