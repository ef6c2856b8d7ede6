// The app's router: React Router in data mode over the route table of spec section 2
// (src/shared/routes/route-table.ts: path, title, layout and params of every screen) and its
// screens (src/app/routes/screens.ts: each route's component, guard steps and warmed data). The root route is the shell (realtime,
// Back, the start-up work); under it a pathless route runs the guards as middleware, warms the
// screen's data in its loader and draws the frame (top loader, BackButton); under that one
// pathless layout route per layout (menu, default, empty, bare) holds the screens of that layout,
// each a child route with its own steps and a lazy component (home, the usual first screen, is in
// the entry). The error screen is the root's and the guarded route's error boundary.
import { RouterContextProvider, createBrowserRouter, type DataRouter, type LoaderFunction, type RouteObject, type RouterState } from 'react-router';
import { whenIdle } from '../../shared/lib/idle.ts';
import { PATHS, ROUTES, type Layout, type RouteDef } from '../../shared/routes/route-table.ts';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader.tsx';
import { createGuardDeps } from '../guards/guard-deps.ts';
import { globalGuardMiddleware, routeStepMiddleware } from '../guards/guard-middleware.ts';
import type { GuardDeps } from '../guards/ports.ts';
import { fromLocation, screenDataContext } from '../guards/step.ts';
import HomeScreen from '../routes/home.tsx';
import { SCREENS, routeGuards } from '../routes/screens.ts';
import { runningBuild } from '../build-id.ts';
import type { AppRuntime } from '../runtime.ts';
import { AppShell } from './app-shell.tsx';
import { trackNavigation, type RouterProbe } from './back-stack.ts';
import { LAYOUTS, ScreenFrame } from './layouts.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import type { ScreenHandle } from './runtime-context.ts';

function screenRoute(def: RouteDef & ScreenHandle['route']): RouteObject {
  const common = { id: def.name, caseSensitive: true, handle: { route: def } satisfies ScreenHandle, middleware: routeStepMiddleware(routeGuards(def.name).steps) };
  // Home, the usual first screen, is in the entry: no lazy step.
  if (def.name === 'index') return { ...common, index: true, Component: HomeScreen };
  const entry = SCREENS.get(def.name);
  if (!entry) throw new Error(`No screen for route ${def.name}`);
  return { ...common, path: def.pattern.slice(1), lazy: { Component: async () => (await entry.load()).default } };
}

const LAYOUT_ORDER: readonly Layout[] = ['menu', 'default', 'empty', 'bare'];

/** One pathless route per layout, holding the screens the table gives that layout. */
function layoutRoutes(): RouteObject[] {
  return LAYOUT_ORDER.map((layout) => ({
    id: `layout-${layout}`,
    Component: LAYOUTS[layout],
    children: ROUTES.filter((r) => r.layout === layout).map(screenRoute),
  }));
}

/**
 * Waits for the screen's warmed data (its route's `warm`), started in the guards' round: the
 * screen renders once, with it. Failures are the screens' business (their own error states).
 */
const warmLoader: LoaderFunction = async ({ context }) => {
  await context.get(screenDataContext);
  return null;
};

/** Without a browser history (tests of the route tree): no Back in it, no navigation tracked. */
const NO_PROBE: RouterProbe = { canGoBack: () => false, navigating: () => false };

export function appRoutes(deps: GuardDeps, probe: RouterProbe = NO_PROBE): RouteObject[] {
  return [
    {
      id: 'root',
      path: PATHS.index,
      Component: () => <AppShell probe={probe} />,
      // A path no route matches is the router's own 404 at the root.
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          id: 'app',
          Component: ScreenFrame,
          ErrorBoundary: RouteErrorBoundary,
          HydrateFallback: FullScreenLoader,
          middleware: globalGuardMiddleware(deps, routeGuards),
          loader: warmLoader,
          // Every navigation is guarded; the loader also places the guards' errors on this route.
          shouldRevalidate: () => true,
          children: layoutRoutes(),
        },
      ],
    },
  ];
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
  // The router starts its first navigation while it is being created: `created` is null then,
  // and so is the probe (the shell renders after creation).
  let created: DataRouter | null = null;
  let probe: RouterProbe = NO_PROBE;
  const lateProbe: RouterProbe = { canGoBack: () => probe.canGoBack(), navigating: () => probe.navigating() };
  const router = createBrowserRouter(appRoutes(createGuardDeps(rt), lateProbe), { getContext: navigationContext(() => created?.state) });
  created = router;
  probe = trackNavigation(router, rt.store);
  watchReleasesLater(router);
  return router;
}

/** How long after start the release watch (release.ts, ADR 0015) loads, at an idle moment. */
const RELEASE_WATCH_DELAY_MS = 5000;

/** A production page (built with an id) watches for newer releases, loaded off the entry chunk. */
function watchReleasesLater(router: DataRouter): void {
  if (!runningBuild()) return;
  window.setTimeout(() => {
    whenIdle(() => {
      import('./release.ts').then(
        (m) => m.startReleaseWatch(router),
        (error: unknown) => console.warn('The release watch did not load', error),
      );
    }, RELEASE_WATCH_DELAY_MS);
  }, RELEASE_WATCH_DELAY_MS);
}
