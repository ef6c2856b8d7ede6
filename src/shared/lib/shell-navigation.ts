// In-app navigation as the shell provides it (the Back stack, the error screen).
import { createContext, useContext } from 'react';

export interface ShellNavigation {
  /** In-app navigation (records the Back stack). */
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
