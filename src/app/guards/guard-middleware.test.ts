// The guard steps as the router runs them: the app's route objects in a memory router, with the
// guards' dependencies faked.
import { describe, expect, it } from 'vitest';
import { activeOrder, fakeGuardDeps, gatedRound, idle, memoryRouter, open, routeError } from './testing.ts';

const deps = fakeGuardDeps;
const disputeOpen = activeOrder('open');

describe('guard middleware', () => {
  it('renders a valid route after sign-in and one parallel round, then warms the screen data in the loader', async () => {
    const { d, calls } = deps();
    const router = await open('/balance', d);
    expect(routeError(router)).toBeNull();
    expect(router.state.location.pathname).toBe('/balance');
    expect(calls[0]).toBe('signIn');
    expect(calls.slice(1, 6).sort()).toEqual(['redirect', 'static', 'status', 'trader', 'warm']);
  });

  it('starts every request of the round before any of them finishes (2 sequential round trips)', async () => {
    const { started, release, overrides } = gatedRound();
    const { d } = deps(overrides);
    const router = memoryRouter('/', d);
    await new Promise((r) => setTimeout(r, 0));
    expect(started.sort()).toEqual(['redirect', 'static', 'status', 'trader', 'warm']);
    release();
    await idle(router);
    expect(routeError(router)).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it("gives the router's 404 with the spec message before signing in, for a failed param check and an unknown path", async () => {
    const { d, calls } = deps();
    expect(routeError(await open('/balance/operations/not-a-uuid', d))).toEqual({ route: 'app', status: 404, data: 'Page Not Found: /balance/operations/not-a-uuid' });
    expect(routeError(await open('/nope', d))).toMatchObject({ route: 'root', status: 404 });
    expect(routeError(await open('/Balance', d))).toMatchObject({ status: 404 });
    expect(calls).toEqual([]);
  });

  it('replaces the entry with the redirect the steps decide, in the spec order', async () => {
    const lookupRedirect = async (path: string) => (path === '/balance' ? '/help' : null);
    const router = await open('/balance', deps({ fetchStatus: async () => disputeOpen, lookupRedirect }).d);
    expect(router.state.location.pathname).toBe('/dispute');
    expect(router.state.historyAction).toBe('REPLACE');
    expect((await open('/balance', deps({ lookupRedirect }).d)).state.location.pathname).toBe('/help');
  });

  it("runs the route's own steps: order complete without an order goes home, an invalid day is a 404", async () => {
    expect((await open('/trade/order/complete?order_id=nope', deps().d)).state.location.pathname).toBe('/');
    expect(routeError(await open('/settings?day=9', deps().d))).toEqual({ route: 'app', status: 404, data: 'Page Not Found: /settings?day=9' });
  });

  it('shows a failed static-data load with its status on the error screen', async () => {
    const { ApiError } = await import('../../shared/api/errors.ts');
    const error = new ApiError(429, null, { operationId: 'listBanks', method: 'GET', path: '/data/banks', requestId: null });
    const router = await open('/requisite', deps({ loadStaticData: async () => Promise.reject(error) }).d);
    expect(routeError(router)).toMatchObject({ route: 'app', status: 429 });
  });

  it('lets a query-only update through without a new round', async () => {
    const { d, calls } = deps();
    const router = await open('/history', d);
    calls.length = 0;
    await router.navigate('/history?status=COMPLETE', { replace: true });
    await idle(router);
    expect(router.state.location.search).toBe('?status=COMPLETE');
    expect(calls.filter((c) => c !== 'warm')).toEqual([]);
    await router.navigate('/balance');
    await idle(router);
    expect(calls).toContain('status');
  });
});
