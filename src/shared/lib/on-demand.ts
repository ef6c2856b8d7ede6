// A component whose code loads on demand and renders WITHOUT suspending. React.lazy suspends on
// its first render even when the module has already loaded, and React 19 holds back the content
// of a Suspense boundary that resolves within 300 ms of its fallback (FALLBACK_THROTTLE_MS): a
// sheet opened through React.lazy showed some 300 ms after the tap. Here the component renders
// at once when its module has loaded (preloaded at idle), and otherwise renders nothing, loads
// the module and renders again, with no fallback commit and so no throttle.
import { useEffect, useState, type ComponentType } from 'react';
import { afterPaint } from './paint-mark.ts';

export interface OnDemand<P> {
  /** Loads the module once (again after a failure); resolves with the component. */
  load(): Promise<ComponentType<P>>;
  /** The component once its module has loaded, else null. */
  loaded(): ComponentType<P> | null;
}

export function onDemand<P>(load: () => Promise<{ default: ComponentType<P> }>): OnDemand<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return {
    load: () =>
      (pending ??= load().then(
        (module) => (component = module.default),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
    loaded: () => component,
  };
}

/** Loads that wait for the app's first paint (holdLoadsUntilFirstPaint), or null once it has come. */
let firstPaint: { waiting: Set<() => void>; scheduled: boolean; win: Window } | null = null;

/**
 * From now until the next paint after the first load is wanted, on-demand loads wait. The entry
 * calls it before React's first render: the first screen's commit runs its passive effects before
 * the browser paints it, and a load started there (Vite's preload helper adds a `modulepreload`
 * link per file, then the import) held home's first paint back by about 6 ms at 4x CPU (ADR 0053).
 * After that paint every load starts at once, as before: a sheet tapped later never waits.
 */
export function holdLoadsUntilFirstPaint(win: Window = window): void {
  if (typeof win.requestAnimationFrame !== 'function') return;
  firstPaint = { waiting: new Set(), scheduled: false, win };
}

/** Runs `start` now, or once the first paint has come while loads are held. Returns a cancel function. */
function whenLoadsMayStart(start: () => void): () => void {
  const held = firstPaint;
  if (!held) {
    start();
    return () => {};
  }
  held.waiting.add(start);
  if (!held.scheduled) {
    held.scheduled = true;
    // The passive effects that want a load run after the commit's DOM changes: the next paint
    // shows them.
    afterPaint(() => {
      if (firstPaint === held) firstPaint = null;
      const starts = [...held.waiting];
      held.waiting.clear();
      for (const run of starts) run();
    }, held.win);
  }
  return () => held.waiting.delete(start);
}

/**
 * The component of `module` once it has loaded, else null; while `wanted`, loads it and renders
 * again when it arrives. A failed load is thrown from the render, to the nearest error boundary
 * (as React.lazy does); the next time it is wanted it loads again.
 */
export function useOnDemand<P>(module: OnDemand<P>, wanted: boolean): ComponentType<P> | null {
  const [, setLoaded] = useState<ComponentType<P> | null>(module.loaded);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!wanted || module.loaded()) return;
    let live = true;
    const cancel = whenLoadsMayStart(() => {
      module.load().then(
        (component) => live && setLoaded(() => component),
        (error: unknown) => live && setFailure({ error }),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [module, wanted]);
  if (failure) throw failure.error;
  return module.loaded();
}
