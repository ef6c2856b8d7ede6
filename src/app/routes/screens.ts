// Each route's screen, its own guard steps and its warmed data (the route table,
// src/shared/routes/route-table.ts, names the routes; this module is where their components come
// from, and what the guards run and warm for each). Home, the usual first screen, is in the entry
// (ADR 0007); every other screen is its own chunk. One module loader per route, loaded once
// (again after a failure): the router's lazy routes, the boot (the first screen's code beside
// sign-in) and the idle evaluation of the menu screens share it, so a screen loaded ahead of a tap
// is not fetched again. React Router resolves a lazy route before it commits the navigation, so
// the screen renders in the first commit.
import type { ComponentType } from 'react';
import { pastOrdersQuery, balanceQuery, configQuery, orderListQuery } from '../../shared/api/resources.ts';
import type { RouteName } from '../../shared/routes/route-table.ts';
import type { RouteGuards } from '../guards/guard-middleware.ts';
import { disputeCloseStep } from '../guards/dispute-close.ts';
import { orderCompleteStep } from '../guards/order-complete.ts';
import { scheduleDayStep } from '../guards/schedule-day.ts';
import { staticDataStep } from '../guards/static-data.ts';
import HomeScreen from './home.tsx';

type ScreenModule = { default: ComponentType };

/** A route's screen, its own guard steps (after the global ones) and the data the guard round warms for it. */
interface ScreenDef extends RouteGuards {
  load: () => Promise<ScreenModule>;
}

/** Most routes run the static-data step (spec section 2). */
const DATA = [staticDataStep];
/** Every screen behind the guards finds the balance and the config cached. */
const WARM = [balanceQuery, configQuery];

const DEFS: Record<RouteName, ScreenDef> = {
  // Home's active order is read from the current orders: the workspace needs no third round.
  index: { load: () => Promise.resolve({ default: HomeScreen }), steps: DATA, warm: [...WARM, orderListQuery] },
  // History renders once, with its rows: the finished orders' first page (and the current orders
  // it lists with them) come with the guard round (issue 39).
  history: { load: () => import('./history.tsx'), steps: DATA, warm: [...WARM, orderListQuery, pastOrdersQuery] },
  settings: { load: () => import('./settings.tsx'), steps: [...DATA, scheduleDayStep], warm: WARM },
  help: { load: () => import('./help.tsx'), steps: DATA, warm: WARM },
  'help-categoryId': { load: () => import('./help-category.tsx'), steps: DATA, warm: WARM },
  'help-categoryId-id': { load: () => import('./help-article.tsx'), steps: DATA, warm: WARM },
  balance: { load: () => import('./balance.tsx'), steps: DATA, warm: WARM },
  'balance-replenish': { load: () => import('./balance-replenish.tsx'), steps: DATA, warm: WARM },
  'balance-conclusion': { load: () => import('./balance-conclusion.tsx'), steps: DATA, warm: WARM },
  'balance-translation': { load: () => import('./balance-translation.tsx'), steps: DATA, warm: WARM },
  'balance-operations': { load: () => import('./balance-operations.tsx'), steps: DATA, warm: WARM },
  'balance-operations-id': { load: () => import('./balance-operation.tsx'), steps: DATA, warm: WARM },
  dispute: { load: () => import('./dispute.tsx'), steps: DATA, warm: WARM },
  'dispute-close': { load: () => import('./dispute-close.tsx'), steps: [...DATA, disputeCloseStep], warm: WARM },
  requisite: { load: () => import('./requisite.tsx'), steps: DATA, warm: WARM },
  'requisite-add': { load: () => import('./requisite-add.tsx'), steps: DATA, warm: WARM },
  'trade-list': { load: () => import('./trade-list.tsx'), steps: DATA, warm: WARM },
  'trade-search': { load: () => import('./trade-search.tsx'), steps: DATA, warm: WARM },
  'trade-order-complete': { load: () => import('./trade-order-complete.tsx'), steps: [...DATA, orderCompleteStep], warm: WARM },
  'warn-account-blocked': { load: () => import('./warn-account-blocked.tsx'), steps: [], warm: WARM },
  'warn-access-restricted': { load: () => import('./warn-access-restricted.tsx'), steps: [], warm: WARM },
};

/** A route's guard steps and warmed data. */
export function routeGuards(name: RouteName): RouteGuards {
  return DEFS[name];
}

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
export const SCREENS: ReadonlyMap<RouteName, ScreenEntry> = new Map(Object.entries(DEFS).map(([name, def]) => [name as RouteName, screenEntry(def.load)]));

/** Starts loading a route's screen; a failure shows when the screen renders. */
export function preloadScreen(routeName: RouteName): void {
  void SCREENS.get(routeName)?.load().catch(() => undefined);
}
