// One module loader per route, loaded once (again after a failure): the router's lazy routes, the
// boot (the first screen's code beside sign-in) and the idle evaluation of the menu screens share
// it, so a screen loaded ahead of a tap is not fetched again. React Router resolves a lazy route
// before it commits the navigation, so the screen renders in the first commit. `Screen` renders
// the screen at once when its module has loaded and suspends while it loads, for use outside
// the router (React.lazy suspends on its first render even for a module
// that has already loaded).
import { createElement, lazy, type ComponentType } from 'react';
import { ROUTES } from '../routes/route-table.ts';

export interface ScreenEntry {
  Screen: ComponentType;
  /** Loads the module once (again after a failure); the promise resolves when it has loaded. */
  load(): Promise<unknown>;
}

export function screenEntry(load: () => Promise<{ default: ComponentType }>): ScreenEntry {
  let loaded: ComponentType | null = null;
  let pending: Promise<{ default: ComponentType }> | null = null;
  const loadOnce = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(loadOnce);
  function Screen() {
    return loaded ? createElement(loaded) : createElement(Lazy);
  }
  return { Screen, load: loadOnce };
}

/** One entry per route, created once: the router, the boot and idle time load them. */
export const SCREENS: ReadonlyMap<string, ScreenEntry> = new Map(ROUTES.map((r) => [r.name, screenEntry(r.load)]));

/** Starts loading a route's screen; a failure shows when the screen renders. */
export function preloadScreen(routeName: string): void {
  void SCREENS.get(routeName)?.load().catch(() => undefined);
}
