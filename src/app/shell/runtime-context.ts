import { createContext, useContext } from 'react';
import { useLocation, useMatches } from 'react-router';
import { normalizePath } from '../../shared/lib/navigation.ts';
import type { RouteMatch } from '../routes/route-table.ts';
import type { AppRuntime } from '../runtime.ts';
import type { ScreenHandle } from './app-router.tsx';

export const RuntimeContext = createContext<AppRuntime | null>(null);

export function useRuntime(): AppRuntime {
  const rt = useContext(RuntimeContext);
  if (!rt) throw new Error('useRuntime() outside <RuntimeContext.Provider>');
  return rt;
}

export { NavigationContext, useShellNavigation, type ShellNavigation } from '../../shared/lib/shell-navigation.ts';

/** The routed screen's route (title, layout), its params and its path, from the router's matches. */
export function useCurrentRoute(): RouteMatch {
  const leaf = useMatches().at(-1);
  const { pathname } = useLocation();
  const route = (leaf?.handle as ScreenHandle | undefined)?.route;
  if (!leaf || !route) throw new Error('useCurrentRoute() outside a routed screen');
  const params = Object.fromEntries(Object.entries(leaf.params).filter((e): e is [string, string] => e[1] !== undefined));
  return { route, params, path: normalizePath(pathname) };
}
