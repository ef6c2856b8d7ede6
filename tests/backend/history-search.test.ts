// Issue 28: the history call's range in the trader's zone and the proposed `search`, and a
// backend that lacks a proposed capability (lack, ignoreParams), as History meets them.
import { describe, expect, it } from 'vitest';
import { api, call } from './harness.ts';
import { defaultSeed } from './seed.ts';
import { backendPerFile } from './backend-per-file.ts';

// The examples' moment, so the seed's days are the contract's (2026-11-16 to 22 in Moscow).
const EXAMPLES_NOW = Date.parse('2026-11-22T12:00:00Z');

const stateful = backendPerFile({ latencyMs: 0, now: () => EXAMPLES_NOW });

interface Page {
  items: { id: string; amount_rub: number; created_at: string }[];
  total: number;
}
const history = async (query: string) => {
  const reply = await call(stateful.backend, 'GET', api(`/traders/orders/history?${query}`), { token: stateful.token });
  expect(reply.status, query).toBe(200);
  return reply.body as Page;
};

describe('GET /traders/orders/history, filtered', () => {
  it("reads date_from/date_to as the trader's days: 21:02 Moscow on the 21st is 18:02Z", async () => {
    const day = await history('date_from=2026-11-21&date_to=2026-11-21');
    expect(day.items.map((o) => Date.parse(o.created_at))).toEqual(['2026-11-21T18:02:00Z', '2026-11-21T13:25:00Z', '2026-11-21T07:05:00Z'].map(Date.parse));
    expect(day.total).toBe(3);
    // An order at 22:30Z belongs to the next day in Moscow.
    const late = { ...defaultSeed(EXAMPLES_NOW).history[0]!, id: '00000000-0000-4000-8000-000000000001', created_at: '2026-11-20T22:30:00Z' };
    stateful.backend.reset({ history: [late] });
    expect((await history('date_from=2026-11-21&date_to=2026-11-21')).total).toBe(1);
    expect((await history('date_to=2026-11-20')).total).toBe(0);
  });

  it('searches by amount, id part, phone digits and holder, as the app does, and counts the matches', async () => {
    const amount = await history('search=10%20000');
    expect(amount.total).toBe(4);
    expect(amount.items.every((o) => o.amount_rub === 10000)).toBe(true);
    expect((await history('search=cfaf5b74')).items.map((o) => o.id)).toEqual(['cfaf5b74-8ba5-4d30-ac71-03ca7a81d11b']);
    expect((await history(`search=${encodeURIComponent('0f9ceab6…fe9caf')}`)).items.map((o) => o.id)).toEqual(['0f9ceab6-c849-4619-a3f8-b526e5fe9caf']);
    expect((await history('search=89035550142')).total).toBe(3);
    expect((await history(`search=${encodeURIComponent('сергей')}`)).total).toBe(3);
    expect((await history('search=10000&date_from=2026-11-20&size=1&page=2')).items).toHaveLength(1);
    expect(stateful.backend.contractViolations).toEqual([]);
  });

  it('a backend that predates `search` ignores it (the request still carried it)', async () => {
    stateful.backend.ignoreParams('listOrderHistory', ['search']);
    expect((await history('search=cfaf5b74')).total).toBe(15);
    expect(stateful.backend.requests.at(-1)?.query).toMatchObject({ search: 'cfaf5b74' });
  });

  it('a backend without the history call (lack) answers 404 like FastAPI, and that is no violation', async () => {
    stateful.backend.lack(['listOrderHistory']);
    const reply = await call(stateful.backend, 'GET', api('/traders/orders/history?size=100'), { token: stateful.token });
    expect(reply).toMatchObject({ status: 404, body: { detail: 'Not Found' } });
    expect(stateful.backend.contractViolations).toEqual([]);
    expect(stateful.backend.notImplemented).toEqual([]);
    // The rest of the API is there, and a reset brings the call back.
    expect((await call(stateful.backend, 'GET', api('/traders/orders?size=100'), { token: stateful.token })).status).toBe(200);
    stateful.backend.reset();
    expect((await call(stateful.backend, 'GET', api('/traders/orders/history?size=100'), { token: stateful.token })).status).toBe(200);
  });
});
