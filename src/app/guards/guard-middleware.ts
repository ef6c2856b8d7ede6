// The guard pipeline (spec section 2) as React Router middleware. The app's layout route runs a
// param check (404 before anything is sent), then the global steps in the spec's order:
//   1. token acquisition (token.ts), then access or block redirects (access.ts);
//   2. a status refresh with dispute redirects (status.ts);
//   3. a server-driven redirect lookup by path (server-redirect.ts);
// then each screen route runs its own steps (its `steps`, declared beside it in
// src/app/routes/screens.ts: static data, dispute close, order complete, schedule day).
// Sign-in goes first; everything the navigation reads then starts in ONE parallel round (step.ts
// `startRound`), and the answers are applied in the order above.
//
// Adding a step: a file exporting `defineStep({ name, warm?, check })`, and one entry in
// GLOBAL_STEPS below or in a route's `steps`.
import type { MiddlewareFunction } from 'react-router';
import { MODAL_HASH } from '../../shared/lib/modal-hash.ts';
import { matchRoute, type RouteName } from '../../shared/routes/route-table.ts';
import { accessStep } from './access.ts';
import type { GuardDeps, WarmQuery } from './ports.ts';
import { serverRedirectStep } from './server-redirect.ts';
import { statusStep } from './status.ts';
import { fromLocation, navigationContext, notFound, portsContext, type GuardStep } from './step.ts';
import { tokenStep } from './token.ts';

/** The steps every route runs, in the spec's order. */
export const GLOBAL_STEPS: readonly GuardStep[] = [tokenStep, accessStep, statusStep, serverRedirectStep];

/** What a route declares for its guards: its own steps (after the global ones) and its warmed data. */
export interface RouteGuards {
  readonly steps: readonly GuardStep[];
  readonly warm: readonly WarmQuery[];
}

/** The app route's middleware: the param check, then the global steps. */
export function globalGuardMiddleware(ports: GuardDeps, guardsOf: (name: RouteName) => RouteGuards): MiddlewareFunction[] {
  const check: MiddlewareFunction = ({ url, context }) => {
    const match = matchRoute(url.pathname);
    if (!match) notFound(url.pathname);
    // A query-only update (a filter, a tab, an open day kept in the URL) is not a new screen: the
    // guards already passed for this path. Closing a sheet (the modal hash goes, spec section 2)
    // is not one either.
    const from = context.get(fromLocation);
    const queryOnly = from !== null && from.pathname === url.pathname && (from.search !== url.search || (from.hash === MODAL_HASH && url.hash !== MODAL_HASH));
    if (queryOnly) return;
    const own = guardsOf(match.route.name);
    context.set(portsContext, ports);
    context.set(navigationContext, { path: match.path, pathname: url.pathname, search: url.search, match, steps: [...GLOBAL_STEPS, ...own.steps], warm: own.warm });
  };
  return [check, ...GLOBAL_STEPS.map((step) => step.middleware)];
}

/** A route's own steps, in the order it lists them. */
export function routeStepMiddleware(steps: readonly GuardStep[]): MiddlewareFunction[] {
  return steps.map((step) => step.middleware);
}
