// The top loading indicator's logic (spec section 9: duration 2000 ms, throttle 200 ms,
// height 3 px, colours primary and destructive). A pure reducer plus a small controller that
// owns the timers, so both are testable with fake timers and the component only renders.

export const TOP_LOADER = { durationMs: 2000, throttleMs: 200, heightPx: 3 } as const;

/** Where the bar stops while the work is still running. */
export const TOP_LOADER_MAX_ACTIVE_PROGRESS = 90;
/** First visible width, so the bar is seen as soon as it appears. */
export const TOP_LOADER_START_PROGRESS = 8;
/** How often the controller advances the bar. */
export const TOP_LOADER_TICK_MS = 100;
/** How long the completed bar stays (fading out) before it is removed. */
export const TOP_LOADER_FADE_MS = 300;

export type TopLoaderPhase = 'idle' | 'waiting' | 'running' | 'finishing';

export interface TopLoaderState {
  readonly phase: TopLoaderPhase;
  /** Whether the bar is on screen (running or finishing). */
  readonly visible: boolean;
  /** 0..100. */
  readonly progress: number;
  readonly error: boolean;
  /** When the bar appeared (ms, same clock as the events' `now`). */
  readonly shownAt: number;
}

export type TopLoaderEvent =
  | { readonly type: 'start'; readonly now: number }
  | { readonly type: 'show'; readonly now: number }
  | { readonly type: 'tick'; readonly now: number }
  | { readonly type: 'stop' }
  | { readonly type: 'hidden' }
  | { readonly type: 'error'; readonly error: boolean };

export const initialTopLoaderState: TopLoaderState = {
  phase: 'idle',
  visible: false,
  progress: 0,
  error: false,
  shownAt: 0,
};

/** Ease-out from the start width to 90% over the duration, then hold. */
export function topLoaderProgressAt(elapsedMs: number): number {
  const t = Math.min(Math.max(elapsedMs / TOP_LOADER.durationMs, 0), 1);
  const eased = 1 - (1 - t) * (1 - t);
  return TOP_LOADER_START_PROGRESS + (TOP_LOADER_MAX_ACTIVE_PROGRESS - TOP_LOADER_START_PROGRESS) * eased;
}

export function topLoaderReducer(state: TopLoaderState, event: TopLoaderEvent): TopLoaderState {
  switch (event.type) {
    case 'start':
      if (state.phase === 'idle') return { ...state, phase: 'waiting' };
      // Work restarted while the finished bar was fading: it is already on screen, run again.
      if (state.phase === 'finishing') {
        return { ...state, phase: 'running', visible: true, progress: topLoaderProgressAt(0), shownAt: event.now };
      }
      return state;
    case 'show':
      if (state.phase !== 'waiting') return state;
      return { ...state, phase: 'running', visible: true, progress: topLoaderProgressAt(0), shownAt: event.now };
    case 'tick': {
      if (state.phase !== 'running') return state;
      const progress = Math.max(state.progress, topLoaderProgressAt(event.now - state.shownAt));
      return progress === state.progress ? state : { ...state, progress };
    }
    case 'stop':
      // Finished within the throttle: never shown.
      if (state.phase === 'waiting') return { ...state, phase: 'idle' };
      if (state.phase === 'running') return { ...state, phase: 'finishing', progress: 100 };
      return state;
    case 'hidden':
      if (state.phase !== 'finishing') return state;
      return { ...state, phase: 'idle', visible: false, progress: 0 };
    case 'error':
      return state.error === event.error ? state : { ...state, error: event.error };
  }
}

export interface TopLoaderController {
  setActive(active: boolean): void;
  setError(error: boolean): void;
  getState(): TopLoaderState;
  dispose(): void;
}

/**
 * Drives the reducer with timers: the throttle before showing, progress ticks while
 * running, and the fade after completion. `onChange` fires only when the state changes.
 */
export function createTopLoaderController(
  onChange: (state: TopLoaderState) => void,
  now: () => number = Date.now,
): TopLoaderController {
  let state = initialTopLoaderState;
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let fade: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;

  const clearAll = () => {
    clearTimeout(throttle);
    clearTimeout(fade);
    clearInterval(ticker);
    throttle = fade = ticker = undefined;
  };

  const dispatch = (event: TopLoaderEvent) => {
    const next = topLoaderReducer(state, event);
    if (next === state) return;
    const previous = state.phase;
    state = next;
    if (next.phase !== previous) schedule(next.phase);
    onChange(next);
  };

  const schedule = (phase: TopLoaderPhase) => {
    clearAll();
    if (phase === 'waiting') {
      throttle = setTimeout(() => dispatch({ type: 'show', now: now() }), TOP_LOADER.throttleMs);
    } else if (phase === 'running') {
      ticker = setInterval(() => {
        dispatch({ type: 'tick', now: now() });
        if (state.progress >= TOP_LOADER_MAX_ACTIVE_PROGRESS) clearInterval(ticker);
      }, TOP_LOADER_TICK_MS);
    } else if (phase === 'finishing') {
      fade = setTimeout(() => dispatch({ type: 'hidden' }), TOP_LOADER_FADE_MS);
    }
  };

  return {
    setActive: (active) => dispatch(active ? { type: 'start', now: now() } : { type: 'stop' }),
    setError: (error) => dispatch({ type: 'error', error }),
    getState: () => state,
    dispose: clearAll,
  };
}
