// Each guard step's decisions (spec section 2), through the router as the app runs them: the app's
// routes in a memory router, the guards' ports faked. `run` opens a path and reports what the
// guards did with it: the screen rendered, a redirect (where the redirects ended) or the error
// screen's status and message.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/errors.ts';
import type { GuardDeps } from './ports.ts';
import { ORDER_ID, activeOrder, fakeGuardDeps, outcome } from './testing.ts';

const deps = fakeGuardDeps;

const run = (path: string, d: GuardDeps, search = '') => outcome(path, d, search);

describe('guard steps', () => {
  it('renders a valid route after sign-in and one parallel round', async () => {
    const { d, calls } = deps();
    await expect(run('/balance', d)).resolves.toEqual({ kind: 'render' });
    expect(calls[0]).toBe('signIn');
    expect(calls.slice(1).sort()).toEqual(['redirect', 'static', 'status', 'trader', 'warm']);
  });

  it('gives 404 with the spec message for a path that fails validation, before signing in', async () => {
    const { d, calls } = deps();
    await expect(run('/balance/operations/not-a-uuid', d)).resolves.toEqual({
      kind: 'error',
      status: 404,
      message: 'Page Not Found: /balance/operations/not-a-uuid',
    });
    await expect(run('/nope', d)).resolves.toMatchObject({ status: 404, message: 'Page Not Found: /nope' });
    expect(calls).toEqual([]);
  });

  it('sends a user without access to /warn/access-restricted and sets the flag', async () => {
    const { d, calls } = deps({ signIn: async () => ({ kind: 'no-access', reason: 'not-whitelisted' }) });
    await expect(run('/balance', d)).resolves.toEqual({ kind: 'redirect', to: '/warn/access-restricted' });
    expect(d.setNotAccess).toHaveBeenCalledWith(true);
    expect(calls).toEqual([]);
    await expect(run('/warn/access-restricted', d)).resolves.toEqual({ kind: 'render' });
  });

  it('shows the error screen when sign-in fails for another reason', async () => {
    const { d } = deps({ signIn: async () => Promise.reject(new ApiError(503, { detail: 'down' }, { operationId: 'issueToken', method: 'POST', path: '/auth/token', requestId: null })) });
    await expect(run('/', d)).resolves.toEqual({ kind: 'error', status: 503, message: 'Сервис временно недоступен. Попробуйте позже.' });
  });

  it('sends a blocked trader to /warn/account-blocked before any dispute redirect', async () => {
    const { d } = deps({
      fetchTrader: async () => ({ id: 1, blocked: true, timezone: 'UTC', role: 'TRADER' }),
      fetchStatus: async () => activeOrder('open'),
    });
    await expect(run('/history', d)).resolves.toEqual({ kind: 'redirect', to: '/warn/account-blocked' });
    await expect(run('/warn/account-blocked', d)).resolves.toEqual({ kind: 'render' });
  });

  it('leaves the blocked page once the trader is unblocked', async () => {
    const { d } = deps();
    await expect(run('/warn/account-blocked', d)).resolves.toEqual({ kind: 'redirect', to: '/' });
  });

  it('stores an open dispute and forces /dispute, except on /trade/order/complete', async () => {
    const { d, dispute } = deps({ fetchStatus: async () => activeOrder('open') });
    await expect(run('/balance', d)).resolves.toEqual({ kind: 'redirect', to: '/dispute' });
    expect(dispute()).toEqual({ order_id: ORDER_ID, order_status: 'PROCESS', dispute_status: 'open' });
    await expect(run('/dispute', d)).resolves.toEqual({ kind: 'render' });
    await expect(run('/trade/order/complete', d, `?order_id=${ORDER_ID}`)).resolves.toEqual({ kind: 'render' });
  });

  it('keeps forcing /dispute from the stored dispute order when the status call fails', async () => {
    const { d } = deps({ fetchStatus: async () => null });
    d.setDisputeOrder({ order_id: ORDER_ID, order_status: 'PROCESS', dispute_status: 'open' });
    await expect(run('/history', d)).resolves.toEqual({ kind: 'redirect', to: '/dispute' });
  });

  it('clears the dispute order and goes home when the dispute is no longer open on /dispute', async () => {
    const { d, dispute } = deps({ fetchStatus: async () => activeOrder('close') });
    d.setDisputeOrder({ order_id: ORDER_ID, order_status: 'PROCESS', dispute_status: 'open' });
    await expect(run('/dispute', d)).resolves.toEqual({ kind: 'redirect', to: '/' });
    expect(dispute()).toBeNull();
  });

  it('applies the dispute redirect before the server-driven redirect', async () => {
    // Only /balance redirects: the router guards the redirect's target in turn.
    const { d } = deps({ fetchStatus: async () => activeOrder('open'), lookupRedirect: async (path) => (path === '/balance' ? '/help' : null) });
    await expect(run('/balance', d)).resolves.toEqual({ kind: 'redirect', to: '/dispute' });
  });

  it('follows a server-driven redirect to a known path, and ignores unknown or same paths', async () => {
    await expect(run('/balance', deps({ lookupRedirect: async () => '/help' }).d)).resolves.toEqual({ kind: 'redirect', to: '/help' });
    await expect(run('/balance', deps({ lookupRedirect: async () => '/nowhere' }).d)).resolves.toEqual({ kind: 'render' });
    await expect(run('/balance', deps({ lookupRedirect: async () => '/balance' }).d)).resolves.toEqual({ kind: 'render' });
  });

  it('treats failed trader, status and redirect calls as null and still renders', async () => {
    const fail = async () => Promise.reject(new Error('network'));
    const { d } = deps({ fetchTrader: fail, fetchStatus: fail, lookupRedirect: fail, warmScreen: fail });
    await expect(run('/history', d)).resolves.toEqual({ kind: 'render' });
  });

  it('shows the error screen when static data fails, and does not load it for /warn pages', async () => {
    const error = new ApiError(500, null, { operationId: 'listBanks', method: 'GET', path: '/data/banks', requestId: null });
    const { d } = deps({ loadStaticData: async () => Promise.reject(error) });
    await expect(run('/requisite/add', d)).resolves.toMatchObject({ kind: 'error', status: 500 });
    const ok = deps();
    await run('/requisite/add', ok.d);
    expect(ok.calls).toContain('static');
    const blocked = deps({ fetchTrader: async () => ({ id: 1, blocked: true, timezone: 'UTC', role: 'TRADER' }) });
    await run('/warn/account-blocked', blocked.d);
    expect(blocked.calls).not.toContain('static');
  });

  it('runs the dispute-close step with the stored dispute order, or goes home without one', async () => {
    const { d } = deps();
    await expect(run('/dispute/close', d)).resolves.toEqual({ kind: 'redirect', to: '/' });
    d.setDisputeOrder({ order_id: ORDER_ID, order_status: 'COMPLETE', dispute_status: 'close' });
    await expect(run('/dispute/close', d)).resolves.toEqual({ kind: 'render' });
    expect(d.loadDisputeOutcome).toHaveBeenCalledWith(ORDER_ID);
  });

  it('runs the order-complete step with a valid order_id, or goes home', async () => {
    const { d } = deps();
    await expect(run('/trade/order/complete', d, '?order_id=nope')).resolves.toEqual({ kind: 'redirect', to: '/' });
    await expect(run('/trade/order/complete', d, `?order_id=${ORDER_ID}`)).resolves.toEqual({ kind: 'render' });
    expect(d.loadOrder).toHaveBeenCalledWith(ORDER_ID);
  });

  it('the schedule-day guard turns an invalid day into a 404', async () => {
    const { d } = deps();
    await expect(run('/settings', d, '?day=mon')).resolves.toEqual({ kind: 'render' });
    await expect(run('/settings', d, '?day=9')).resolves.toEqual({ kind: 'error', status: 404, message: 'Page Not Found: /settings?day=9' });
  });
});
