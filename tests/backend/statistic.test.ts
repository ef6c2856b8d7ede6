// GET /traders/statistic follows the backend's own orders (issue 37, item 12: Settings said 12
// completed while History listed more): the totals and the days are those of the finished orders
// History lists for the same period, and an order that completes (a confirmation, a dispute closed
// for the trader) or is cancelled counts at once.
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { components } from '../../generated/openapi/trader-api.ts';
import { backendPerFile } from './backend-per-file.ts';
import { api, call } from './harness.ts';

type Schemas = components['schemas'];

const stateful = backendPerFile();

const get = async <T>(path: string) => {
  const reply = await call(stateful.backend, 'GET', api(path), { token: stateful.token });
  expect(reply.status, `GET ${path}`).toBe(200);
  return reply.body as T;
};
const statistic = () => get<Schemas['Statistic']>('/traders/statistic');
/** History's orders of the statistic's period, as the app asks for them. */
const history = async (stat: Schemas['Statistic'], status?: Schemas['OrderStatus']) =>
  (await get<Schemas['OrderList']>(`/traders/orders/history?date_from=${stat.period_from}&date_to=${stat.period_to}&size=100${status ? `&status=${status}` : ''}`)).items;
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 1000) / 1000;

describe('GET /traders/statistic on the stateful backend', () => {
  it('counts the orders History lists for the same 7 days: completed, the others finished, turnover, and the days add up', async () => {
    const stat = await statistic();
    const finished = await history(stat);
    const completed = finished.filter((o) => o.status === 'COMPLETE');
    expect(completed.length).toBeGreaterThan(0);
    expect(stat.totals).toMatchObject({
      orders_completed: completed.length,
      orders_cancelled: finished.length - completed.length,
      turnover_rub: sum(completed.map((o) => o.amount_rub)),
      turnover_usdt: sum(completed.map((o) => o.usdt_to_trader)),
    });
    expect(stat.totals.conversion).toBeCloseTo(completed.length / finished.length, 3);
    expect(stat.daily).toHaveLength(7);
    expect(stat.daily.at(-1)?.date).toBe(stat.period_to);
    expect(stat.daily.reduce((n, d) => n + d.orders_completed, 0)).toBe(completed.length);
    expect(sum(stat.daily.map((d) => d.turnover_rub))).toBe(stat.totals.turnover_rub);
  });

  it('an order confirmed counts at once, today; one cancelled after its dispute counts as not completed', async () => {
    const before = await statistic();
    const [inOrder, outOrder] = (await get<Schemas['OrderList']>('/traders/orders')).items;
    if (!inOrder || !outOrder) throw new Error('the seed has two current orders');
    const confirmed = await call(stateful.backend, 'POST', api(`/traders/orders/${inOrder.id}/confirm`), { token: stateful.token, idempotencyKey: randomUUID() });
    expect(confirmed.status).toBe(200);
    stateful.backend.cancelAfterDispute(outOrder.id);

    const after = await statistic();
    expect(after.totals.orders_completed).toBe(before.totals.orders_completed + 1);
    expect(after.totals.orders_cancelled).toBe(before.totals.orders_cancelled + 1);
    expect(after.totals.turnover_rub).toBe(sum([before.totals.turnover_rub, inOrder.amount_rub]));
    expect(after.totals.earned_usdt).toBeGreaterThan(before.totals.earned_usdt);
    const today = (s: Schemas['Statistic']) => s.daily.find((d) => d.date === s.period_to);
    expect(today(after)?.orders_completed).toBe((today(before)?.orders_completed ?? 0) + 1);
    const completed = (await history(after, 'COMPLETE')).length;
    expect(after.totals.orders_completed).toBe(completed);
  });
});
