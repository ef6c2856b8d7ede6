// The runtime as screens read it, and the routed screen's route. There is one runtime context:
// shared's ApiContext (src/shared/api/api-context.ts), which the app provides with its whole
// runtime (app.tsx); features read their part of it with useApi(), the app's screens all of it
// with useRuntime().
import { useLocation, useMatches } from 'react-router';
import { useApi } from '../../shared/api/api-context.ts';
import { normalizePath, type RouteDef, type RouteMatch } from '../../shared/routes/route-table.ts';
import type { AppRuntime } from '../runtime.ts';

export function useRuntime(): AppRuntime {
  // The app is the context's only provider, and it provides an AppRuntime (app.tsx).
  return useApi() as AppRuntime;
}

export { NavigationContext, useShellNavigation, type ShellNavigation } from '../../shared/lib/shell-navigation.ts';

/** What a screen route carries for the shell (title, layout) in `handle`. */
export interface ScreenHandle {
  route: RouteMatch['route'];
}

/** The route of the deepest match, when it is a screen's. */
export function screenRouteOf(matches: ReturnType<typeof useMatches>): RouteDef | undefined {
  return (matches.at(-1)?.handle as ScreenHandle | undefined)?.route;
}

/** The routed screen's route (title, layout), its params and its path, from the router's matches. */
export function useCurrentRoute(): RouteMatch {
  const matches = useMatches();
  const leaf = matches.at(-1);
  const { pathname } = useLocation();
  const route = (leaf?.handle as ScreenHandle | undefined)?.route;
  if (!leaf || !route) throw new Error('useCurrentRoute() outside a routed screen');
  const params = Object.fromEntries(Object.entries(leaf.params).filter((e): e is [string, string] => e[1] !== undefined));
  return { route, params, path: normalizePath(pathname) };
}
