import { createContext, useContext } from 'react';
import type { RouteMatch } from '../routes/route-table.ts';
import type { AppRuntime } from '../runtime.ts';

export const RuntimeContext = createContext<AppRuntime | null>(null);

export function useRuntime(): AppRuntime {
  const rt = useContext(RuntimeContext);
  if (!rt) throw new Error('useRuntime() outside <RuntimeContext.Provider>');
  return rt;
}

export interface ShellNavigation {
  /** In-app navigation (records the stack). */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The spec's Back: stack, then browser history, then the last section. */
  back(): void;
  /** Show the global error screen (e.g. a realtime 408). */
  showError(status: number, message?: string): void;
}

export const NavigationContext = createContext<ShellNavigation | null>(null);

export function useShellNavigation(): ShellNavigation {
  const nav = useContext(NavigationContext);
  if (!nav) throw new Error('useShellNavigation() outside the app shell');
  return nav;
}

export const RouteContext = createContext<RouteMatch | null>(null);

export function useCurrentRoute(): RouteMatch {
  const match = useContext(RouteContext);
  if (!match) throw new Error('useCurrentRoute() outside a routed screen');
  return match;
}
