// A component whose code loads on demand and renders WITHOUT suspending. React.lazy suspends on
// its first render even when the module has already loaded, and React 19 holds back the content
// of a Suspense boundary that resolves within 300 ms of its fallback (FALLBACK_THROTTLE_MS): a
// sheet opened through React.lazy showed some 300 ms after the tap. Here the component renders
// at once when its module has loaded (preloaded at idle), and otherwise renders nothing, loads
// the module and renders again, with no fallback commit and so no throttle.
import { useEffect, useState, type ComponentType } from 'react';

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
    module.load().then(
      (component) => live && setLoaded(() => component),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [module, wanted]);
  if (failure) throw failure.error;
  return module.loaded();
}
