// The rule of money events (issue 37): which events move money, and that each refreshes every
// view of money. Real client and query client, the contract's examples as the server's answers;
// requests are counted as the server sees them.
import { describe, expect, it } from 'vitest';
import { socketEventNames } from '../../generated/events/events.gen.ts';
import { exampleServer, responseExample } from '../shared/lib/testing/contract-examples.ts';
import {
  balanceQuery,
  operationQuery,
  operationsQuery,
  orderListQuery,
  pastOrdersQuery,
  requisitesQuery,
  statusQuery,
} from '../shared/api/resources.ts';
import { MONEY_EVENTS, movesMoney, refreshAfter, viewsAfter, type MoneyEvent } from './money-events.ts';

const OPERATION_ID = '9b2d7f1e-4c3a-4e8b-a1d2-5f6e7a8b9c0d';

describe('which events move money', () => {
  it('the socket events that move money: the balance events, an order ended, a dispute closed; not auto-accept, dispute_open or banned', () => {
    const moving = socketEventNames.filter((name) => movesMoney(name));
    expect([...moving].sort()).toEqual(['balance_internal_topup', 'balance_replenishment', 'balance_withdrawal', 'dispute_close', 'orders_closed', 'orders_timeout']);
    expect(movesMoney('autoaccept_order')).toBe(false);
    expect(movesMoney('dispute_open')).toBe(false);
  });

  it.each(MONEY_EVENTS)('%s refreshes the balance, the status and the operation lists', (event) => {
    expect(viewsAfter(event)).toEqual(expect.arrayContaining(['balance', 'status', 'transactions']));
  });

  it('an order event refreshes the order lists too; a balance event or a transfer does not need to', () => {
    const withOrders = MONEY_EVENTS.filter((event) => viewsAfter(event).includes('orders'));
    expect(withOrders.sort()).toEqual(['dispute_close', 'order-confirmed', 'orders_closed', 'orders_timeout']);
  });
});

describe('refreshAfter', () => {
  const answer = (path: string): [number, unknown] => {
    const examples: Record<string, unknown> = {
      '/traders/balance': responseExample('/traders/balance', 'default'),
      '/traders/check': responseExample('/traders/check', 'done'),
      '/traders/transactions': responseExample('/traders/transactions', 'default'),
      '/traders/orders': responseExample('/traders/orders', 'default'),
      '/traders/orders/history': responseExample('/traders/orders', 'default'),
      '/traders/requisites': responseExample('/traders/requisites', 'default'),
    };
    if (path.startsWith('/traders/transactions/')) return [200, responseExample('/traders/transactions/{transaction_id}', 'withdrawal_hold')];
    return [200, examples[path]];
  };

  async function seeded() {
    const server = exampleServer(answer);
    const { api, queryClient } = server;
    await Promise.all([
      queryClient.prefetchQuery(balanceQuery(api)),
      queryClient.prefetchQuery(statusQuery(api)),
      queryClient.prefetchQuery(operationsQuery(api, 'process')),
      queryClient.prefetchQuery(operationsQuery(api, 'completed')),
      queryClient.prefetchQuery(operationQuery(api, OPERATION_ID)),
      queryClient.prefetchQuery(orderListQuery(api)),
      queryClient.prefetchQuery(pastOrdersQuery(api, { search: 'b47d' })),
      queryClient.prefetchQuery(requisitesQuery(api)),
    ]);
    const failed = queryClient.getQueryCache().getAll().filter((query) => query.state.status !== 'success');
    if (failed.length > 0) throw new Error(`seed queries failed: ${failed.map((query) => String(query.queryKey[1])).join(', ')}`);
    server.requests.length = 0;
    const stale = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.isInvalidated)
        .map((query) => String(query.queryKey[1]));
    return { ...server, stale };
  }

  it.each(MONEY_EVENTS)('%s: the balance and the status are read again at once, though no screen shows them; every operation goes stale', async (event) => {
    const { queryClient, requests, stale } = await seeded();
    await refreshAfter(queryClient, event);
    // No screen observes any query here: only the balance and the status are fetched now.
    expect([...requests].sort()).toEqual(['/traders/balance', '/traders/check']);
    // The lists (every tab) and the operation's detail are read again when a screen shows them.
    expect(stale()).toEqual(expect.arrayContaining(['/traders/transactions', '/traders/transactions/{transaction_id}']));
    expect(stale().filter((path) => path === '/traders/transactions')).toHaveLength(2);
    expect(stale()).not.toContain('/traders/requisites');
    const orderEvent = (['order-confirmed', 'orders_closed', 'orders_timeout', 'dispute_close'] as MoneyEvent[]).includes(event);
    expect(stale().includes('/traders/orders') && stale().includes('/traders/orders/history')).toBe(orderEvent);
  });
});

describe('readAgainNow', () => {
  it('reads the balance to its answer when leaving the screen that showed it goes in the same moment (the card went with the order)', async () => {
    const { QueryObserver } = await import('@tanstack/query-core');
    const { readAgainNow } = await import('./money-events.ts');
    let n = 0;
    // The server answers each balance read later, with the read's number as its balance.
    const { api, queryClient, requests } = exampleServer(async () => {
      n += 1;
      const body = { ...(responseExample('/traders/balance', 'default') as object), available_amount: n };
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [200, body];
    });
    await queryClient.fetchQuery(balanceQuery(api));
    const card = new QueryObserver(queryClient, { ...balanceQuery(api), staleTime: 60_000 });
    const unsubscribe = card.subscribe(() => undefined);
    const reading = readAgainNow(queryClient, balanceQuery(api).queryKey, false);
    // The order ended: the app leaves home, and the balance's card unmounts while its read runs.
    unsubscribe();
    await reading;
    expect(requests.filter((path) => path === '/traders/balance')).toHaveLength(2);
    expect(queryClient.getQueryData<{ available_amount: number }>(balanceQuery(api).queryKey)?.available_amount).toBe(2);
    expect(queryClient.getQueryState(balanceQuery(api).queryKey)?.isInvalidated).toBe(false);
  });
});
