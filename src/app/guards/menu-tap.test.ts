// A menu tap's guard round answers from the cache while its answers are fresh (issue 39): the
// app's routes in a memory router over the real runtime (clients, validators, query cache), the
// server answering with the contract's examples, every request counted.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDisputeOrder } from '../../domain/dispute.ts';
import { responseExample } from '../../shared/lib/testing/contract-examples.ts';
import { createRuntime } from '../runtime.ts';
import { warmHistoryWhenIdle } from '../shell/warm-history.ts';
import { MENU_ITEMS } from '../../shared/ui/bottom-menu-model.ts';
import { createGuardDeps, REDIRECT_FRESH_MS, STATUS_FRESH_MS } from './guard-deps.ts';
import { idle, memoryRouter, routeError } from './testing.ts';

const TOKEN_PAIR = { access_token: 'header.eyJleHAiOjQxMDI0NDQ4MDB9.sig', refresh_token: 'r1' };
/** The example each path answers with (the rest: 'default'). */
const EXAMPLES: Record<string, string> = { '/traders/check': 'done', '/redirects': 'none', '/traders/orders': 'empty', '/traders/orders/history': 'default' };

/** Session storage as a page has it (the dispute order lives there). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

function setup(options: { check?: () => Promise<unknown>; redirects?: Record<string, string> } = {}) {
  const requests: string[] = [];
  const rt = createRuntime({
    env: {},
    origin: 'http://app.test',
    launch: { initDataRaw: 'user=%7B%22id%22%3A1%7D&hash=abc', hash: 'abc', startParam: null, platform: 'web', userId: null },
    storage: memoryStorage(),
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      if (url.pathname.startsWith('/gateway/')) return json(TOKEN_PAIR);
      const path = url.pathname.replace('/api/v1', '');
      requests.push(path);
      if (path === '/traders/check' && options.check) return json(await options.check());
      const redirectTo = path === '/redirects' ? options.redirects?.[url.searchParams.get('path') ?? ''] : undefined;
      if (redirectTo) return json({ redirect_to: redirectTo });
      return json(responseExample(path, EXAMPLES[path] ?? 'default'));
    },
  });
  const router = memoryRouter('/', createGuardDeps(rt));
  /** Taps a menu tab; gives the requests the tap sent. */
  const tap = async (path: string) => {
    requests.length = 0;
    await router.navigate(path);
    await idle(router);
    expect(routeError(router)).toBeNull();
    expect(router.state.location.pathname).toBe(path);
    return [...requests].sort();
  };
  return { rt, router, requests, tap };
}

/** Home's idle warm (warm-history.ts), its idle moment come at once; resolves once its answers are in. */
async function warmAtIdle(rt: ReturnType<typeof setup>['rt']): Promise<void> {
  const queued: (() => void)[] = [];
  const win = { requestIdleCallback: (run: () => void) => queued.push(run), cancelIdleCallback: () => undefined } as unknown as Window;
  warmHistoryWhenIdle(rt.queryClient, rt.api, win);
  queued.splice(0).forEach((run) => run());
  await vi.waitFor(() => expect(rt.queryClient.isFetching()).toBe(0));
}

const guardCalls = (requests: readonly string[]) => requests.filter((path) => path === '/traders/check' || path === '/redirects');

afterEach(() => vi.useRealTimers());

describe('a menu tap', () => {
  it('sends no guard request while the status and the redirect are fresh, and refreshes them after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const { rt, router, tap } = setup();
    await idle(router);
    expect(routeError(router)).toBeNull();

    // The first visit of each tab looks its path's redirect up; the status is fresh from the open.
    expect(guardCalls(await tap('/balance'))).toEqual(['/redirects']);
    vi.setSystemTime(Date.now() + 2_000);
    expect(guardCalls(await tap('/'))).toEqual([]);
    vi.setSystemTime(Date.now() + 2_000);
    // A second tap on a tab within the window: nothing for the guards.
    expect(guardCalls(await tap('/balance'))).toEqual([]);

    // After the status's window: the status refresh is sent again (the redirect is still fresh).
    vi.setSystemTime(Date.now() + STATUS_FRESH_MS);
    expect(guardCalls(await tap('/'))).toEqual(['/traders/check']);
    // After the redirect's window too: both.
    vi.setSystemTime(Date.now() + REDIRECT_FRESH_MS);
    expect(guardCalls(await tap('/balance'))).toEqual(['/redirects', '/traders/check']);
    rt.session.dispose();
  });

  it("after home's idle warm, the first tap on each menu tab sends no guard request: its redirect lookup was fetched at idle (ADR 0052)", async () => {
    const { rt, router, requests, tap } = setup();
    await idle(router);
    expect(routeError(router)).toBeNull();
    requests.length = 0;
    await warmAtIdle(rt);
    expect(guardCalls(requests)).toEqual(['/redirects', '/redirects', '/redirects', '/redirects']);

    for (const { path } of MENU_ITEMS.filter((item) => item.path !== '/')) {
      expect(guardCalls(await tap(path)), path).toEqual([]);
      expect(guardCalls(await tap('/')), `${path} → /`).toEqual([]);
    }
    rt.session.dispose();
  });

  it('a server-driven redirect fetched at idle is still followed on the tap, with no request for it (ADR 0052)', async () => {
    const { rt, router, requests } = setup({ redirects: { '/history': '/requisite' } });
    await idle(router);
    await warmAtIdle(rt);

    requests.length = 0;
    await router.navigate('/history');
    await idle(router);
    expect(routeError(router)).toBeNull();
    expect(router.state.location.pathname).toBe('/requisite');
    expect(requests.filter((path) => path === '/redirects')).toEqual([]);
    rt.session.dispose();
  });

  it('refreshes the status at once when an event or a mutation has invalidated it, fresh or not', async () => {
    const { rt, router, tap } = setup();
    await idle(router);
    expect(guardCalls(await tap('/balance'))).toEqual(['/redirects']);
    await rt.queryClient.invalidateQueries({ queryKey: ['get', '/traders/check'] });
    expect(guardCalls(await tap('/'))).toEqual(['/traders/check']);
    rt.session.dispose();
  });

  it('fetches the status again once a dispute order was stored since its answer (a socket event, the trader opening a dispute)', async () => {
    const { rt, router, tap } = setup();
    await idle(router);
    expect(guardCalls(await tap('/balance'))).toEqual(['/redirects']);
    expect(guardCalls(await tap('/'))).toEqual([]);
    // As dispute_open does before its batch of invalidations runs: the order stored, the status still fresh.
    rt.store.setDisputeOrder(openDisputeOrder({ order_id: 'b47d498b-e478-4c77-9465-c03d34fbf801', order_status: 'PROCESS' }));
    expect(guardCalls(await tap('/balance'))).toEqual(['/traders/check']);
    rt.session.dispose();
  });

  it('a navigation that interrupts the one a stored dispute order started does not take the status cached before it (the trader opening a dispute, the sheet closing: issue 39)', async () => {
    // The open's status is cached (no dispute). The trader opens a dispute: the order is stored
    // and /dispute's round asks for the status; before that answer lands, another navigation
    // (Back leaving the sheet's #modal entry) runs its own round. The server's status, once it
    // answers, has the dispute open: the trader must end on /dispute, not on the stale "no dispute".
    let answer: (body: unknown) => void = () => undefined;
    let slow = false;
    const { rt, router } = setup({
      check: () => (slow ? new Promise((resolve) => (answer = resolve)) : Promise.resolve(responseExample('/traders/check', 'done'))),
    });
    await idle(router);
    expect(router.state.location.pathname).toBe('/');
    slow = true;
    const ORDER = 'b47d498b-e478-4c77-9465-c03d34fbf801';
    rt.store.setDisputeOrder(openDisputeOrder({ order_id: ORDER, order_status: 'PROCESS' }));
    void router.navigate('/dispute');
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    void router.navigate('/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer(responseExample('/traders/check', 'active_order_dispute'));
    await idle(router);
    expect(routeError(router)).toBeNull();
    expect(router.state.location.pathname).toBe('/dispute');
    expect(rt.store.getDisputeOrder()).not.toBeNull();
    rt.session.dispose();
  });

  it("opens History with its first page of finished orders already fetched, in the tap's round", async () => {
    const { rt, router, tap } = setup();
    await idle(router);
    const sent = await tap('/history');
    expect(sent).toContain('/traders/orders/history');
    const cached = rt.queryClient.getQueriesData({ queryKey: ['get', '/traders/orders/history'] });
    expect(cached.map(([, data]) => data)).toEqual([responseExample('/traders/orders/history', 'default')]);
    rt.session.dispose();
  });
});
