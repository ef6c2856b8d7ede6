// Each shared resource's key prefix matches every query its factory builds, and no other
// resource's: invalidating one resource refreshes all its pages and filters and nothing else.
import { describe, expect, it } from 'vitest';
import { exampleServer, responseExample } from '../lib/testing/contract-examples.ts';
import { getKey } from './query.ts';
import * as r from './resources.ts';

const { api, queryClient } = exampleServer(() => [200, {}]);

/** Every pair of resources.ts, with the queries its factory builds for a few parameters. */
const PAIRS = {
  trader: [r.traderKey, [r.traderQuery(api)]],
  status: [r.statusKey, [r.statusQuery(api)]],
  config: [r.configKey, [r.configQuery(api)]],
  redirect: [r.redirectKey, [r.redirectQuery(api, '/'), r.redirectQuery(api, '/balance')]],
  balance: [r.balanceKey, [r.balanceQuery(api)]],
  operations: [r.operationsKey, [r.operationsQuery(api, 'process'), r.operationsQuery(api, 'completed')]],
  orderList: [r.orderListKey, [r.orderListQuery(api)]],
  pastOrders: [r.pastOrdersKey, [r.pastOrdersQuery(api), r.pastOrdersQuery(api, { date_from: '2026-11-16', search: '8200' }, 2)]],
  requisites: [r.requisitesKey, [r.requisitesQuery(api)]],
  schedule: [r.scheduleKey, [r.scheduleQuery(api)]],
} as const;

describe('shared resources', () => {
  for (const [name, [, queries]] of Object.entries(PAIRS)) {
    for (const query of queries) queryClient.setQueryData(query.queryKey, { name });
  }

  it.each(Object.entries(PAIRS))('%s: its key finds exactly the queries its factory builds', (name, [key, queries]) => {
    const found = queryClient.getQueriesData({ queryKey: key }).map(([queryKey]) => queryKey);
    expect(found).toEqual(queries.map((q) => q.queryKey));
    expect(found.every((queryKey) => (queryClient.getQueryData(queryKey) as { name: string }).name === name)).toBe(true);
  });

  it('lists and pages ask for the spec page size of 100', () => {
    expect(r.PAGE_SIZE).toBe(100);
    expect(r.orderListQuery(api).queryKey[2]).toEqual({ params: { query: { size: 100 } } });
    expect(r.operationsQuery(api, 'process').queryKey[2]).toEqual({ params: { query: { transaction_status: 'process', size: 100 } } });
    expect(r.pastOrdersQuery(api).queryKey[2]).toEqual({ params: { query: { size: 100, page: 1 } } });
    // History's range and search (issue 28), page by page.
    expect(r.pastOrdersQuery(api, { date_from: '2026-11-16', date_to: '2026-11-22', search: '8200' }, 2).queryKey[2]).toEqual({
      params: { query: { size: 100, page: 2, date_from: '2026-11-16', date_to: '2026-11-22', search: '8200' } },
    });
  });

  it('keys name only paths that have a GET', () => {
    expect(getKey('/traders')).toEqual(['get', '/traders']);
    // @ts-expect-error PUT /traders/timezone is no query
    getKey('/traders/timezone');
  });
});

describe('reads finished whether shown or not', () => {
  // Each read answers after 5 ms with the contract's example; the query's only observer goes while it runs.
  const EXAMPLES: Record<string, string> = { '/traders/balance': 'default', '/traders/check': 'done', '/traders/transactions': 'default' };
  async function leaveWhileReading(query: (api: ReturnType<typeof exampleServer>['api']) => { queryKey: readonly unknown[] }) {
    const { QueryObserver } = await import('@tanstack/query-core');
    let n = 0;
    const server = exampleServer(async (path) => {
      n += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [200, responseExample(path, EXAMPLES[path] ?? 'default')];
    });
    const options = query(server.api);
    const screen = new QueryObserver(server.queryClient, options as never);
    const leave = screen.subscribe(() => undefined);
    await Promise.resolve();
    leave(); // the screen goes while its read runs
    await new Promise((resolve) => setTimeout(resolve, 30));
    return { sent: n, state: server.queryClient.getQueryState(options.queryKey) };
  }

  it.each([
    ['the balance', r.balanceQuery, '/traders/balance'],
    ['the status', r.statusQuery, '/traders/check'],
  ] as const)('%s: read to its answer when the screen that showed it goes (issue 37: the next screen opens on it)', async (_, query, path) => {
    const { sent, state } = await leaveWhileReading(query);
    expect(sent).toBe(1);
    expect(state?.status).toBe('success');
    expect(state?.data).toEqual(responseExample(path, EXAMPLES[path] ?? 'default'));
  });

  it('a list is dropped with its screen (its next screen reads it again)', async () => {
    const { sent, state } = await leaveWhileReading((api) => r.operationsQuery(api, 'process'));
    expect(sent).toBe(1);
    expect(state?.data).toBeUndefined();
  });
});
