import { describe, expect, it } from 'vitest';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { responseExample } from '../../../shared/lib/testing/contract-examples.ts';
import { filterOrders, groupByDay, type Order } from './history.ts';
import { combinedState, historyOrders } from './history-orders.ts';

type OrderList = components['schemas']['OrderList'];
type Statistic = components['schemas']['Statistic'];

const current = responseExample('/traders/orders', 'default') as OrderList;
const past = responseExample('/traders/orders/history', 'default') as OrderList;
const statistic = responseExample('/traders/statistic', 'default') as Statistic;
const trader = responseExample('/traders', 'default') as components['schemas']['Trader'];
const zone = trader.timezone ?? 'UTC';

describe('historyOrders', () => {
  it('shows the finished orders beside the current ones, each once', () => {
    const orders = historyOrders(current.items, past.items);
    expect(orders).toHaveLength(current.items.length + past.items.length);
    expect(filterOrders(orders, 'PROCESS').map((o) => o.id)).toEqual(current.items.map((o) => o.id));
    expect(filterOrders(orders, 'COMPLETE').length).toBeGreaterThan(0);
    expect(new Set(orders.map((o) => o.id)).size).toBe(orders.length);
  });

  it("keeps the history's copy of an order that is in both lists", () => {
    const inProgress = current.items[0]!;
    const finished: Order = { ...inProgress, status: 'COMPLETE' };
    const orders = historyOrders([inProgress], [finished]);
    expect(orders).toEqual([finished]);
  });

  it('shows what it has when a list is missing', () => {
    expect(historyOrders(undefined, past.items)).toHaveLength(past.items.length);
    expect(historyOrders(current.items, undefined)).toHaveLength(current.items.length);
  });
});

describe('the contract examples History shows agree with the statistic', () => {
  const orders = historyOrders(current.items, past.items);

  it('as many completed and cancelled orders as the week counts', () => {
    expect(filterOrders(orders, 'COMPLETE')).toHaveLength(statistic.totals.orders_completed);
    expect(filterOrders(orders, 'CANCEL')).toHaveLength(statistic.totals.orders_cancelled);
  });

  it("completed orders per day of the trader's zone and their roubles as in `daily`", () => {
    const byDay = new Map(groupByDay(filterOrders(orders, 'COMPLETE'), zone).map((g) => [g.day, g.orders]));
    for (const day of statistic.daily) {
      const done = byDay.get(day.date) ?? [];
      expect(done, day.date).toHaveLength(day.orders_completed);
      expect(done.reduce((sum, o) => sum + Number(o.amount_rub), 0), day.date).toBe(Number(day.turnover_rub));
    }
    const usdt = filterOrders(orders, 'COMPLETE').reduce((sum, o) => sum + Number(o.usdt_to_trader), 0);
    expect(usdt).toBeCloseTo(Number(statistic.totals.turnover_usdt), 2);
  });

  it('the history holds finished orders only, the current list current ones only', () => {
    expect(past.items.every((o) => !['INVITE', 'PROCESS'].includes(o.status))).toBe(true);
    expect(current.items.every((o) => ['INVITE', 'PROCESS'].includes(o.status))).toBe(true);
  });
});

describe('combinedState', () => {
  const ok = { isPending: false, isError: false, isFetching: false, error: null, dataUpdatedAt: 2000 };
  it('is pending until both answered and failed when either failed', () => {
    expect(combinedState({ ...ok, isPending: true, dataUpdatedAt: 0 }, ok).isPending).toBe(true);
    const error = new Error('boom');
    const failed = combinedState(ok, { ...ok, isError: true, error });
    expect(failed.isError).toBe(true);
    expect(failed.error).toBe(error);
  });
  it('is as fresh as its older answer', () => {
    expect(combinedState({ ...ok, dataUpdatedAt: 1000 }, ok).dataUpdatedAt).toBe(1000);
    expect(combinedState({ ...ok, dataUpdatedAt: 0 }, ok).dataUpdatedAt).toBe(0);
  });
});
