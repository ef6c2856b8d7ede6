// The guards fetch the data a screen needs only when it is not cached: later navigations never wait
// on refetching stale data.
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { orderQuery } from '../../features/orders/api/orders-api.ts';
import { responseExample } from '../../shared/lib/testing/contract-examples.ts';
import { matchRoute } from '../../shared/routes/route-table.ts';
import { routeGuards } from '../routes/screens.ts';
import { createRuntime } from '../runtime.ts';
import { createGuardDeps } from './guard-deps.ts';

const BODIES: Record<string, unknown> = {
  '/traders/balance': { total_amount: '1300.750', available_amount: '1250.500', allowed_overdraft: '0', currency_code: 'USDT' },
  '/config': { min_trading_balance: 100, support_trader_tg: 'https://t.me/trader_support' },
  '/traders/orders': { total: 0, items: [] },
  '/traders/orders/history': { total: 0, items: [] },
};

/** Answers wait for this (a test holds them to act while a request is in flight). */
let hold: Promise<unknown> = Promise.resolve();

const TOKEN_PAIR = { access_token: 'header.eyJleHAiOjQxMDI0NDQ4MDB9.sig', refresh_token: 'r1' };

/** A signed-in runtime (no call is sent without a token); `requests` lists the trader API calls. */
async function setup() {
  const requests: string[] = [];
  const rt = createRuntime({
    env: {},
    origin: 'http://app.test',
    launch: { initDataRaw: 'user=%7B%22id%22%3A1%7D&hash=abc', hash: 'abc', startParam: null, platform: 'web', userId: null },
    storage: { length: 0, key: () => null, getItem: () => null, setItem: () => undefined, removeItem: () => undefined, clear: () => undefined },
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/gateway/')) return new Response(JSON.stringify(TOKEN_PAIR), { status: 200, headers: { 'Content-Type': 'application/json' } });
      const path = url.pathname.replace('/api/v1', '');
      requests.push(path + url.search);
      await hold;
      return new Response(JSON.stringify(BODIES[path] ?? {}), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
  await rt.session.signIn();
  rt.session.dispose();
  const deps = createGuardDeps(rt);
  /** Warms what the route of `path` declares (its `warm`, src/app/routes/screens.ts). */
  const warmFor = (path: string) => deps.warmScreen(routeGuards(matchRoute(path)!.route.name).warm);
  return { rt, deps, warmFor, requests };
}

describe('warmScreen', () => {
  it('warms balance, config and, on home, the current orders (page size 100), once', async () => {
    const { rt, warmFor, requests } = await setup();
    await warmFor('/');
    expect(requests.sort()).toEqual(['/config', '/traders/balance', '/traders/orders?size=100']);

    await rt.queryClient.invalidateQueries(); // everything stale, as after 30 s
    requests.length = 0;
    await warmFor('/help');
    await warmFor('/');
    expect(requests).toEqual([]);
  });

  it('fetches the current orders only for home and History, also when home is not the first screen', async () => {
    const { warmFor, requests } = await setup();
    await warmFor('/help');
    expect(requests.sort()).toEqual(['/config', '/traders/balance']);
    requests.length = 0;
    await warmFor('/');
    expect(requests).toEqual(['/traders/orders?size=100']);
  });

  it("warms History's first page of finished orders (issue 39: History renders once, with its rows), once", async () => {
    const { rt, warmFor, requests } = await setup();
    await warmFor('/');
    requests.length = 0;
    await warmFor('/history');
    expect(requests).toEqual(['/traders/orders/history?size=100&page=1']);
    await rt.queryClient.invalidateQueries();
    requests.length = 0;
    await warmFor('/history');
    expect(requests).toEqual([]);
  });
});

describe('loadOrder (/trade/order/complete)', () => {
  const ORDER_ID = 'b47d498b-e478-4c77-9465-c03d34fbf801';
  const order = (status: string) => ({ ...(responseExample('/traders/orders/{order_id}', 'in_process') as object), status });

  it("fetches again an order cached while in process (home's copy), so the page sees how it ended", async () => {
    const { rt, deps, requests } = await setup();
    const key = orderQuery(rt.api, ORDER_ID).queryKey;
    rt.queryClient.setQueryData(key, order('PROCESS'));
    BODIES[`/traders/orders/${ORDER_ID}`] = order('CANCEL');
    await deps.loadOrder(ORDER_ID);
    expect(requests).toEqual([`/traders/orders/${ORDER_ID}`]);
    expect(rt.queryClient.getQueryData(key)).toEqual(order('CANCEL'));
  });

  it("stores the fresh answer even when home's observer of the order unmounts mid-fetch (no revert to PROCESS)", async () => {
    const { rt, deps } = await setup();
    const options = orderQuery(rt.api, ORDER_ID);
    rt.queryClient.setQueryData(options.queryKey, order('PROCESS'));
    const home = new QueryObserver(rt.queryClient, options);
    const unsubscribe = home.subscribe(() => undefined);
    BODIES[`/traders/orders/${ORDER_ID}`] = order('CANCEL');
    let answer = () => undefined as unknown;
    hold = new Promise((resolve) => (answer = resolve as () => unknown));
    const loading = deps.loadOrder(ORDER_ID);
    await new Promise((resolve) => setTimeout(resolve, 10));
    unsubscribe(); // the navigation leaves home while the order is being fetched
    answer();
    hold = Promise.resolve();
    await loading.catch(() => undefined);
    expect(rt.queryClient.getQueryData(options.queryKey)).toMatchObject({ status: 'CANCEL' });
  });

  it('keeps a cached finished order (its status cannot change) without a request', async () => {
    const { rt, deps, requests } = await setup();
    const key = orderQuery(rt.api, ORDER_ID).queryKey;
    rt.queryClient.setQueryData(key, order('COMPLETE'));
    await deps.loadOrder(ORDER_ID);
    expect(requests).toEqual([]);
  });
});
