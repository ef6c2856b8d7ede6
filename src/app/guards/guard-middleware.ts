// The guard steps (run-guards.ts) as React Router middleware. The app's layout route runs the
// global steps in the spec's order (a param check, then token + access/block, status + dispute,
// the server redirect); each route runs its own steps after them. A step's redirect is thrown as
// `replace()` (the guarded entry is replaced, as a redirect should), its error as `data()` with
// the status, which the routes' error boundary shows.
import { createContext, data, replace, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { MODAL_HASH } from '../../shared/lib/modal-hash.ts';
import { matchRoute, notFoundMessage, type RouteStep } from '../../shared/routes/route-table.ts';
import { GLOBAL_STEPS, ROUTE_STEPS, type GuardContext, type GuardDeps, type StepResult } from './run-guards.ts';

interface NavigationGuard extends GuardContext {
  /** Set once a step has decided (render) or the navigation only changes the query. */
  stopped: boolean;
}

/** This navigation's guard state, created by the first middleware. */
export const guardContext = createContext<NavigationGuard | null>(null);

/** The location on show when the navigation started (null on the first load). */
export const fromLocation = createContext<{ pathname: string; search: string; hash?: string } | null>(null);

/** The 404 of spec section 2: 'Page Not Found: {path}'. */
export function notFound(path: string): never {
  throw data(notFoundMessage(path), { status: 404, statusText: 'Not Found' });
}

function apply(guard: NavigationGuard, result: StepResult): void {
  if (!result) return;
  guard.stopped = true;
  if (result.kind === 'redirect') throw replace(result.to);
  if (result.kind === 'error') throw data(result.message, { status: result.status });
}

function current(context: Readonly<RouterContextProvider>): NavigationGuard {
  const guard = context.get(guardContext);
  if (!guard) throw new Error('Guard middleware ran before the navigation was checked');
  return guard;
}

function stepMiddleware(step: (ctx: GuardContext) => Promise<StepResult>): MiddlewareFunction {
  return async ({ context }) => {
    const guard = current(context);
    if (!guard.stopped) apply(guard, await step(guard));
  };
}

/** The app route's middleware: the param check (404 before anything is sent), then the global steps. */
export function globalGuardMiddleware(deps: GuardDeps): MiddlewareFunction[] {
  const check: MiddlewareFunction = ({ url, context }) => {
    const match = matchRoute(url.pathname);
    if (!match) notFound(url.pathname);
    // A query-only update (a filter, a tab, an open day kept in the URL) is not a new screen: the
    // guards already passed for this path.
    const from = context.get(fromLocation);
    // Closing a sheet (the modal hash goes, spec section 2) is not one either.
    const queryOnly = from !== null && from.pathname === url.pathname && (from.search !== url.search || (from.hash === MODAL_HASH && url.hash !== MODAL_HASH));
    context.set(guardContext, { target: { path: url.pathname, search: url.search }, match, deps, round: null, stopped: queryOnly });
  };
  return [check, ...GLOBAL_STEPS.map(stepMiddleware)];
}

/** A route's own steps, in the order it lists them. */
export function routeStepMiddleware(steps: readonly RouteStep[]): MiddlewareFunction[] {
  return steps.map((s) => stepMiddleware(ROUTE_STEPS[s]));
}
