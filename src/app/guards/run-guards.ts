// The guard pipeline (spec section 2), run before a screen renders:
//   1. token acquisition, then access or block redirects;
//   2. a status refresh with dispute redirects (/trade/order/complete exempt);
//   3. a server-driven redirect lookup by path;
// then the route's own steps (static data, dispute close, order complete, schedule day).
// Sign-in goes first; everything the first screen needs then starts in ONE parallel round
// (`startRound`), and the outcomes are applied in the order above.
//
// Each step is a pure decision over the round's outcomes: it gives a result (redirect, error) or
// null to go on. The router runs them as route middleware (src/app/guards/guard-middleware.ts):
// GLOBAL_STEPS on the app's layout route, a route's own steps (ROUTE_STEPS) on that route.
// `runGuards` runs the same steps in the same order outside the router.
import type { components } from '../../../generated/openapi/trader-api.ts';
import type { SignInOutcome } from '../../features/auth/model/session.ts';
import { ApiError } from '../../shared/api/errors.ts';
import { parseDayParam } from '../../domain/schedule.ts';
import type { DisputeOrder } from '../../domain/dispute.ts';
import { PATHS, isKnownPath, notFoundMessage, type RouteMatch, type RouteStep } from '../../shared/routes/route-table.ts';

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
  /** Warms the data the route table names for the path's screen (its `data`); failures are ignored here. */
  warmScreenData(path: string): Promise<unknown>;
  /** Warms what /dispute/close shows. */
  loadDisputeOutcome(orderId: string): Promise<unknown>;
  /** Loads the finished order for /trade/order/complete: a cached copy only when it is final. */
  loadOrder(orderId: string): Promise<unknown>;
  getDisputeOrder(): DisputeOrder | null;
  setDisputeOrder(order: DisputeOrder | null): void;
  setNotAccess(value: boolean): void;
}

export type GuardResult =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; status: number; message: string };

/** A step's answer: stop (render now, redirect or an error), or null to go on. */
export type StepResult = GuardResult | null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

export function errorResult(error: unknown): StepResult {
  if (error instanceof ApiError) return { kind: 'error', status: error.status, message: error.message };
  return { kind: 'error', status: 500, message: error instanceof Error ? error.message : String(error) };
}

const settle = <T>(p: Promise<T>): Promise<PromiseSettledResult<T>> =>
  p.then(
    (value) => ({ status: 'fulfilled', value }) as const,
    (reason: unknown) => ({ status: 'rejected', reason }) as const,
  );

/** The one parallel round after sign-in: every request starts at once; each outcome settles. */
export interface GuardRound {
  trader: Promise<PromiseSettledResult<Trader | null>>;
  status: Promise<PromiseSettledResult<StatusData | null>>;
  redirect: Promise<PromiseSettledResult<string | null>>;
  /** null when the route has no static-data step. */
  staticData: Promise<PromiseSettledResult<unknown>> | null;
  warm: Promise<PromiseSettledResult<unknown>>;
}

/** Everything one navigation's steps read and write. */
export interface GuardContext {
  target: { path: string; search: string };
  match: RouteMatch;
  deps: GuardDeps;
  /** Set by the token step once signed in. */
  round: GuardRound | null;
}

export function startRound(match: RouteMatch, deps: GuardDeps): GuardRound {
  return {
    trader: settle(deps.fetchTrader()),
    status: settle(deps.fetchStatus()),
    redirect: settle(deps.lookupRedirect(match.path)),
    staticData: match.route.steps.includes('static-data') ? settle(deps.loadStaticData()) : null,
    warm: settle(deps.warmScreenData(match.path)),
  };
}

/** A redirect to the path being opened is none: that screen renders, the later steps do not run. */
const redirect = (ctx: GuardContext, to: string): GuardResult => (to === ctx.match.path ? { kind: 'render' } : { kind: 'redirect', to });

function round(ctx: GuardContext): GuardRound {
  if (!ctx.round) throw new Error('Guard step before sign-in');
  return ctx.round;
}

/** 1. Token acquisition: sign in, send a user without access away, then start the round. */
export async function tokenStep(ctx: GuardContext): Promise<StepResult> {
  let outcome: SignInOutcome;
  try {
    outcome = await ctx.deps.signIn();
  } catch (error) {
    return errorResult(error);
  }
  if (outcome.kind === 'no-access') {
    ctx.deps.setNotAccess(true);
    // On the access page itself this renders it: nothing else to check, and no token to check with.
    return redirect(ctx, PATHS['warn-access-restricted']);
  }
  ctx.deps.setNotAccess(false);
  ctx.round = startRound(ctx.match, ctx.deps);
  return null;
}

/** 1 (cont.). Access or block redirects. */
export async function accessStep(ctx: GuardContext): Promise<StepResult> {
  const path = ctx.match.path;
  const trader = await round(ctx).trader;
  if (trader.status === 'fulfilled' && trader.value?.blocked === true) return redirect(ctx, PATHS['warn-account-blocked']);
  if (path === PATHS['warn-account-blocked'] && trader.status === 'fulfilled' && trader.value) return redirect(ctx, PATHS.index);
  if (path === PATHS['warn-access-restricted']) return redirect(ctx, PATHS.index);
  return null;
}

/** 2. Status refresh with dispute redirects. */
export async function statusStep(ctx: GuardContext): Promise<StepResult> {
  const path = ctx.match.path;
  const status = await round(ctx).status;
  const statusData = status.status === 'fulfilled' ? status.value : null;
  if (statusData && 'order_type' in statusData && statusData.dispute_status === 'open') {
    ctx.deps.setDisputeOrder({ order_id: statusData.order_id, order_status: statusData.order_status, dispute_status: 'open' });
  }
  const disputeOpen = statusData
    ? 'order_type' in statusData && statusData.dispute_status === 'open'
    : ctx.deps.getDisputeOrder()?.dispute_status === 'open';
  if (disputeOpen) {
    if (!isUnder(path, PATHS.dispute) && !isUnder(path, PATHS['trade-order-complete'])) return redirect(ctx, PATHS.dispute);
  } else if (path === PATHS.dispute) {
    // The dispute is no longer open: clear it and go home.
    ctx.deps.setDisputeOrder(null);
    return redirect(ctx, PATHS.index);
  }
  return null;
}

/** 3. Server-driven redirect lookup. */
export async function serverRedirectStep(ctx: GuardContext): Promise<StepResult> {
  const to = await round(ctx).redirect;
  if (to.status === 'fulfilled' && to.value && to.value !== ctx.match.path && isKnownPath(to.value)) return redirect(ctx, to.value);
  return null;
}

/** The steps every route runs, in the spec's order. */
export const GLOBAL_STEPS: readonly ((ctx: GuardContext) => Promise<StepResult>)[] = [tokenStep, accessStep, statusStep, serverRedirectStep];

/** A route's own steps, run after the global ones in the order the route lists them. */
export const ROUTE_STEPS: Record<RouteStep, (ctx: GuardContext) => Promise<StepResult>> = {
  'static-data': async (ctx) => {
    const staticData = await round(ctx).staticData;
    return staticData && staticData.status === 'rejected' ? errorResult(staticData.reason) : null;
  },
  'dispute-close': async (ctx) => {
    const order = ctx.deps.getDisputeOrder();
    if (!order) return redirect(ctx, PATHS.index);
    try {
      await ctx.deps.loadDisputeOutcome(order.order_id);
    } catch (error) {
      return errorResult(error);
    }
    return null;
  },
  'order-complete': async (ctx) => {
    const orderId = new URLSearchParams(ctx.target.search).get('order_id');
    if (!orderId || !UUID.test(orderId)) return redirect(ctx, PATHS.index);
    await ctx.deps.loadOrder(orderId).catch(() => undefined); // the screen shows its own error state
    return null;
  },
  'schedule-day': async (ctx) => {
    const day = new URLSearchParams(ctx.target.search).get('day');
    if (day !== null && parseDayParam(day) === null) {
      return { kind: 'error', status: 404, message: notFoundMessage(`${ctx.target.path}${ctx.target.search}`) };
    }
    return null;
  },
};

/** The whole pipeline for one navigation, as the router's middleware chain runs it. */
export async function runGuards(target: { path: string; search: string }, match: RouteMatch | null, deps: GuardDeps): Promise<GuardResult> {
  if (!match) return { kind: 'error', status: 404, message: notFoundMessage(target.path) };
  const ctx: GuardContext = { target, match, deps, round: null };
  for (const step of [...GLOBAL_STEPS, ...match.route.steps.map((s) => ROUTE_STEPS[s])]) {
    const result = await step(ctx);
    if (result) return result;
  }
  return { kind: 'render' };
}
