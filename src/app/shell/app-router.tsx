// The app's router: React Router in data mode over the route table of spec section 2
// (route-table.ts). The root route is the shell (realtime, Back, the start-up work); under it a
// pathless layout route runs the guards as middleware, warms the screen's data in its loader and
// draws the layouts; each screen is a child route with its own steps and a lazy component (home,
// the usual first screen, is in the entry). The error screen is both layouts' error boundary.
import { RouterContextProvider, createBrowserRouter, type DataRouter, type LoaderFunction, type RouteObject, type RouterState } from 'react-router';
import { whenIdle } from '../../shared/lib/idle.ts';
import { onNavigate } from '../../shared/lib/navigation.ts';
import type { SessionStore } from '../../shared/lib/session-store.ts';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader.tsx';
import { createGuardDeps } from '../guards/guard-deps.ts';
import { fromLocation, globalGuardMiddleware, guardContext, routeStepMiddleware } from '../guards/guard-middleware.ts';
import type { GuardDeps } from '../guards/run-guards.ts';
import HomeScreen from '../routes/home.tsx';
import { ROUTES, type RouteDef } from '../routes/route-table.ts';
import type { AppRuntime } from '../runtime.ts';
import { AppShell, RouteErrorBoundary, ScreenFrame } from './app-shell.tsx';
import { SCREENS } from './screens.ts';

/** What a screen route carries for the shell (title, layout) in `handle`. */
export interface ScreenHandle {
  route: RouteDef;
}

function screenRoute(def: RouteDef): RouteObject {
  const common = { id: def.name, caseSensitive: true, handle: { route: def } satisfies ScreenHandle, middleware: routeStepMiddleware(def.steps) };
  if (def.pattern === '/') return { ...common, index: true, Component: HomeScreen };
  const entry = SCREENS.get(def.name);
  if (!entry) throw new Error(`No screen for route ${def.name}`);
  return {
    ...common,
    path: def.pattern.slice(1),
    lazy: { Component: async () => ((await entry.load()) as { default: NonNullable<RouteObject['Component']> }).default },
  };
}

/** Warms balance and config (and home's current orders) with ensureQueryData, once signed in. */
function warmLoader(deps: GuardDeps): LoaderFunction {
  return async ({ context }) => {
    const guard = context.get(guardContext);
    // Started in the guards' round already: these calls join the requests in flight. Failures
    // are the screens' business (they show their own error states).
    if (guard?.round) await deps.warmScreenData(guard.match.path).catch(() => undefined);
    return null;
  };
}

export function appRoutes(deps: GuardDeps): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: AppShell,
      // A path no route matches is the router's own 404 at the root.
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          id: 'app',
          Component: ScreenFrame,
          ErrorBoundary: RouteErrorBoundary,
          HydrateFallback: FullScreenLoader,
          middleware: globalGuardMiddleware(deps),
          loader: warmLoader(deps),
          // Every navigation is guarded; the loader also places the guards' errors on this route.
          shouldRevalidate: () => true,
          children: ROUTES.map(screenRoute),
        },
      ],
    },
  ];
}

/** Keeps the Back state (stack, last section; session storage) in step with every location change. */
export function trackNavigation(router: DataRouter, store: SessionStore): () => void {
  let shown = router.state.location;
  // The first screen of a page load: its section counts as the last section.
  store.setNavigationState(onNavigate(store.getNavigationState(), shown.pathname, shown.pathname, 'replace'));
  return router.subscribe((state) => {
    if (state.location === shown) return;
    const from = shown.pathname;
    shown = state.location;
    store.setNavigationState(onNavigate(store.getNavigationState(), from, shown.pathname, state.historyAction === 'PUSH' ? 'push' : 'replace'));
  });
}

/**
 * The router's per-navigation context: where the navigation starts from (a query-only update
 * skips the guards' round). `state` reads the router's state; undefined while it is created.
 */
export function navigationContext(state: () => RouterState | undefined): () => RouterContextProvider {
  return () => {
    const context = new RouterContextProvider();
    const current = state();
    context.set(fromLocation, current?.initialized && !current.errors ? { pathname: current.location.pathname, search: current.location.search, hash: current.location.hash } : null);
    return context;
  };
}

export function createAppRouter(rt: AppRuntime): DataRouter {
  // The router starts its first navigation while it is being created: `created` is null then.
  let created: DataRouter | null = null;
  const router = createBrowserRouter(appRoutes(createGuardDeps(rt)), { getContext: navigationContext(() => created?.state) });
  created = router;
  trackNavigation(router, rt.store);
  watchReleasesLater(router);
  return router;
}

/** How long after start the release watch (release.ts, ADR 0015) loads, at an idle moment. */
const RELEASE_WATCH_DELAY_MS = 5000;

/** A production page (built with an id) watches for newer releases, loaded off the entry chunk. */
function watchReleasesLater(router: DataRouter): void {
  if (!document.querySelector('meta[name="trader:build"]')) return;
  window.setTimeout(() => {
    whenIdle(() => {
      import('./release.ts').then(
        (m) => m.startReleaseWatch(router),
        (error: unknown) => console.warn('The release watch did not load', error),
      );
    }, RELEASE_WATCH_DELAY_MS);
  }, RELEASE_WATCH_DELAY_MS);
}
