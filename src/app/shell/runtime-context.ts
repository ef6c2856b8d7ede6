import { createContext, useContext } from 'react';
import type { RouteMatch } from '../routes/route-table.ts';
import type { AppRuntime } from '../runtime.ts';

export const RuntimeContext = createContext<AppRuntime | null>(null);

export function useRuntime(): AppRuntime {
  const rt = useContext(RuntimeContext);
  if (!rt) throw new Error('useRuntime() outside <RuntimeContext.Provider>');
  return rt;
}

export { NavigationContext, useShellNavigation, type ShellNavigation } from '../../shared/lib/shell-navigation.ts';

export const RouteContext = createContext<RouteMatch | null>(null);

export function useCurrentRoute(): RouteMatch {
  const match = useContext(RouteContext);
  if (!match) throw new Error('useCurrentRoute() outside a routed screen');
  return match;
}
