// The guard pipeline (spec section 2), run before a screen renders:
//   1. token acquisition, then access or block redirects;
//   2. a status refresh with dispute redirects (/trade/order/complete exempt);
//   3. a server-driven redirect lookup by path;
// then the route's own steps (static data, dispute close, order complete, schedule day).
// Sign-in goes first; everything the first screen needs then starts in ONE parallel round,
// and the outcomes are applied in the order above.
import type { components } from '../../../generated/openapi/trader-api.ts';
import type { SignInOutcome } from '../../features/auth/model/session.ts';
import { ApiError } from '../../shared/api/errors.ts';
import { parseDayParam } from '../../shared/lib/schedule.ts';
import type { DisputeOrder } from '../../shared/lib/session-store.ts';
import { isKnownPath, notFoundMessage, type RouteMatch } from '../routes/route-table.ts';

type Trader = components['schemas']['Trader'];
type StatusData = components['schemas']['StatusData'];


export interface GuardDeps {
  signIn(): Promise<SignInOutcome>;
  /** Failures are logged and give null (spec section 8). */
  fetchTrader(): Promise<Trader | null>;
  /** Always fresh: the status refresh. Failures are logged and give null. */
  fetchStatus(): Promise<StatusData | null>;
  /** The server-driven redirect for a path; failures give null. */
  lookupRedirect(path: string): Promise<string | null>;
  /** Static data (currencies, payment systems, methods, banks); failures raise. */
  loadStaticData(): Promise<unknown>;
  /** Warms the balance and config (on home also the current orders); failures are ignored here. */
  warmScreenData(path: string): Promise<unknown>;
  /** Warms what /dispute/close shows. */
  loadDisputeOutcome(orderId: string): Promise<unknown>;
  /** Warms the finished order for /trade/order/complete. */
  loadOrder(orderId: string): Promise<unknown>;
  getDisputeOrder(): DisputeOrder | null;
  setDisputeOrder(order: DisputeOrder | null): void;
  setNotAccess(value: boolean): void;
}

export type GuardResult =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; status: number; message: string };

export const PATHS = {
  home: '/',
  accessRestricted: '/warn/access-restricted',
  accountBlocked: '/warn/account-blocked',
  dispute: '/dispute',
  disputeClose: '/dispute/close',
  orderComplete: '/trade/order/complete',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

function errorResult(error: unknown): GuardResult {
  if (error instanceof ApiError) return { kind: 'error', status: error.status, message: error.message };
  return { kind: 'error', status: 500, message: error instanceof Error ? error.message : String(error) };
}

const settle = <T>(p: Promise<T>): Promise<PromiseSettledResult<T>> =>
  p.then(
    (value) => ({ status: 'fulfilled', value }) as const,
    (reason: unknown) => ({ status: 'rejected', reason }) as const,
  );

export async function runGuards(target: { path: string; search: string }, match: RouteMatch | null, deps: GuardDeps): Promise<GuardResult> {
  if (!match) return { kind: 'error', status: 404, message: notFoundMessage(target.path) };
  const path = match.path;
  const redirect = (to: string): GuardResult => (to === path ? { kind: 'render' } : { kind: 'redirect', to });

  // 1. Token acquisition.
  let outcome: SignInOutcome;
  try {
    outcome = await deps.signIn();
  } catch (error) {
    return errorResult(error);
  }
  if (outcome.kind === 'no-access') {
    deps.setNotAccess(true);
    return redirect(PATHS.accessRestricted);
  }
  deps.setNotAccess(false);

  // One parallel round for everything the first screen needs.
  const needsStatic = match.route.steps.includes('static-data');
  const [trader, status, redirectTo, staticData] = await Promise.all([
    settle(deps.fetchTrader()),
    settle(deps.fetchStatus()),
    settle(deps.lookupRedirect(path)),
    needsStatic ? settle(deps.loadStaticData()) : Promise.resolve(null),
    settle(deps.warmScreenData(path)),
  ]);

  // 1 (cont.). Access or block redirects.
  const blocked = trader.status === 'fulfilled' && trader.value?.blocked === true;
  if (blocked) return redirect(PATHS.accountBlocked);
  if (path === PATHS.accountBlocked && trader.status === 'fulfilled' && trader.value) return redirect(PATHS.home);
  if (path === PATHS.accessRestricted) return redirect(PATHS.home);

  // 2. Status refresh with dispute redirects.
  const statusData = status.status === 'fulfilled' ? status.value : null;
  if (statusData && 'order_type' in statusData) {
    if (statusData.dispute_status === 'open') {
      deps.setDisputeOrder({ order_id: statusData.order_id, order_status: statusData.order_status, dispute_status: 'open' });
    }
  }
  const disputeOpen = statusData
    ? 'order_type' in statusData && statusData.dispute_status === 'open'
    : deps.getDisputeOrder()?.dispute_status === 'open';
  if (disputeOpen) {
    if (!isUnder(path, PATHS.dispute) && !isUnder(path, PATHS.orderComplete)) return redirect(PATHS.dispute);
  } else if (path === PATHS.dispute) {
    // The dispute is no longer open: clear it and go home.
    deps.setDisputeOrder(null);
    return redirect(PATHS.home);
  }

  // 3. Server-driven redirect lookup.
  if (redirectTo.status === 'fulfilled' && redirectTo.value && redirectTo.value !== path && isKnownPath(redirectTo.value)) {
    return redirect(redirectTo.value);
  }

  // Route steps.
  for (const step of match.route.steps) {
    switch (step) {
      case 'static-data':
        if (staticData && staticData.status === 'rejected') return errorResult(staticData.reason);
        break;
      case 'dispute-close': {
        const order = deps.getDisputeOrder();
        if (!order) return redirect(PATHS.home);
        try {
          await deps.loadDisputeOutcome(order.order_id);
        } catch (error) {
          return errorResult(error);
        }
        break;
      }
      case 'order-complete': {
        const orderId = new URLSearchParams(target.search).get('order_id');
        if (!orderId || !UUID.test(orderId)) return redirect(PATHS.home);
        await deps.loadOrder(orderId).catch(() => undefined); // the screen shows its own error state
        break;
      }
      case 'schedule-day': {
        const day = new URLSearchParams(target.search).get('day');
        if (day !== null && parseDayParam(day) === null) {
          return { kind: 'error', status: 404, message: notFoundMessage(`${target.path}${target.search}`) };
        }
        break;
      }
    }
  }
  return { kind: 'render' };
}
