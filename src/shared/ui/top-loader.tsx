import { useEffect, useRef, useState } from 'react';
import { TOP_LOADER, createTopLoaderController, initialTopLoaderState } from './top-loader-model.ts';
import type { TopLoaderController, TopLoaderState } from './top-loader-model.ts';
import './top-loader.css';

export { TOP_LOADER };

export interface TopLoaderProps {
  /** True while something loads; the bar appears only if it stays true past the throttle. */
  active: boolean;
  /** Destructive colour (the load failed). */
  error?: boolean;
}

/** The thin progress bar at the top of the screen (spec section 9). */
export function TopLoader({ active, error = false }: TopLoaderProps) {
  const [state, setState] = useState<TopLoaderState>(initialTopLoaderState);
  const controller = useRef<TopLoaderController | null>(null);

  useEffect(() => {
    const created = createTopLoaderController(setState);
    controller.current = created;
    return () => {
      created.dispose();
      controller.current = null;
    };
  }, []);

  useEffect(() => {
    controller.current?.setActive(active);
  }, [active]);

  useEffect(() => {
    controller.current?.setError(error);
  }, [error]);

  if (!state.visible) return null;
  const className = [
    'ui-top-loader',
    state.phase === 'finishing' ? 'ui-top-loader--done' : '',
    state.error ? 'ui-top-loader--error' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={className}
      style={{ height: TOP_LOADER.heightPx }}
      role="progressbar"
      aria-label="Загрузка"
      aria-busy={state.phase === 'running'}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.progress)}
    >
      <div className="ui-top-loader__bar" style={{ transform: `scaleX(${state.progress / 100})` }} />
    </div>
  );
}
