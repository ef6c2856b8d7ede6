// Each route's screen (the route table, src/shared/routes/route-table.ts, names the routes; this
// module is where their components come from). Home, the usual first screen, is in the entry
// (ADR 0007); every other screen is its own chunk. One module loader per route, loaded once
// (again after a failure): the router's lazy routes, the boot (the first screen's code beside
// sign-in) and the idle evaluation of the menu screens share it, so a screen loaded ahead of a tap
// is not fetched again. React Router resolves a lazy route before it commits the navigation, so
// the screen renders in the first commit.
import type { ComponentType } from 'react';
import type { RouteName } from '../../shared/routes/route-table.ts';
import HomeScreen from './home.tsx';

type ScreenModule = { default: ComponentType };

const LOADERS: Record<RouteName, () => Promise<ScreenModule>> = {
  index: () => Promise.resolve({ default: HomeScreen }),
  history: () => import('./history.tsx'),
  settings: () => import('./settings.tsx'),
  help: () => import('./help.tsx'),
  'help-categoryId': () => import('./help-category.tsx'),
  'help-categoryId-id': () => import('./help-article.tsx'),
  balance: () => import('./balance.tsx'),
  'balance-replenish': () => import('./balance-replenish.tsx'),
  'balance-conclusion': () => import('./balance-conclusion.tsx'),
  'balance-translation': () => import('./balance-translation.tsx'),
  'balance-operations': () => import('./balance-operations.tsx'),
  'balance-operations-id': () => import('./balance-operation.tsx'),
  dispute: () => import('./dispute.tsx'),
  'dispute-close': () => import('./dispute-close.tsx'),
  requisite: () => import('./requisite.tsx'),
  'requisite-add': () => import('./requisite-add.tsx'),
  'trade-list': () => import('./trade-list.tsx'),
  'trade-search': () => import('./trade-search.tsx'),
  'trade-order-complete': () => import('./trade-order-complete.tsx'),
  'warn-account-blocked': () => import('./warn-account-blocked.tsx'),
  'warn-access-restricted': () => import('./warn-access-restricted.tsx'),
};

export interface ScreenEntry {
  /** Loads the module once (again after a failure); the promise resolves when it has loaded. */
  load(): Promise<ScreenModule>;
}

export function screenEntry(load: () => Promise<ScreenModule>): ScreenEntry {
  let pending: Promise<ScreenModule> | null = null;
  const loadOnce = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  return { load: loadOnce };
}

/** One entry per route, created once: the router, the boot and idle time load them. */
export const SCREENS: ReadonlyMap<RouteName, ScreenEntry> = new Map(Object.entries(LOADERS).map(([name, load]) => [name as RouteName, screenEntry(load)]));

/** Starts loading a route's screen; a failure shows when the screen renders. */
export function preloadScreen(routeName: RouteName): void {
  void SCREENS.get(routeName)?.load().catch(() => undefined);
}
