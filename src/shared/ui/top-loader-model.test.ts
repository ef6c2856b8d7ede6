import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOP_LOADER,
  TOP_LOADER_FADE_MS,
  TOP_LOADER_MAX_ACTIVE_PROGRESS,
  createTopLoaderController,
  initialTopLoaderState,
  topLoaderProgressAt,
  topLoaderReducer,
} from './top-loader-model.ts';
import type { TopLoaderState } from './top-loader-model.ts';

describe('TOP_LOADER', () => {
  it('holds the spec constants', () => {
    expect(TOP_LOADER).toEqual({ durationMs: 2000, throttleMs: 200, heightPx: 3 });
  });
});

describe('topLoaderProgressAt', () => {
  it('rises monotonically to 90% at the duration and holds', () => {
    let previous = -1;
    for (let ms = 0; ms <= 5000; ms += 50) {
      const value = topLoaderProgressAt(ms);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(TOP_LOADER_MAX_ACTIVE_PROGRESS);
      previous = value;
    }
    expect(topLoaderProgressAt(0)).toBeGreaterThan(0);
    expect(topLoaderProgressAt(1000)).toBeGreaterThan(50);
    expect(topLoaderProgressAt(TOP_LOADER.durationMs)).toBe(90);
  });
});

describe('topLoaderReducer', () => {
  it('never shows work that stops within the throttle', () => {
    const waiting = topLoaderReducer(initialTopLoaderState, { type: 'start', now: 0 });
    expect(waiting).toMatchObject({ phase: 'waiting', visible: false });
    expect(topLoaderReducer(waiting, { type: 'stop' })).toMatchObject({ phase: 'idle', visible: false });
  });

  it('ignores a late show after stop, and ticks when not running', () => {
    expect(topLoaderReducer(initialTopLoaderState, { type: 'show', now: 1 })).toBe(initialTopLoaderState);
    expect(topLoaderReducer(initialTopLoaderState, { type: 'tick', now: 1 })).toBe(initialTopLoaderState);
  });

  it('restarts from finishing when work starts again', () => {
    let state: TopLoaderState = topLoaderReducer(initialTopLoaderState, { type: 'start', now: 0 });
    state = topLoaderReducer(state, { type: 'show', now: 200 });
    state = topLoaderReducer(state, { type: 'stop' });
    expect(state).toMatchObject({ phase: 'finishing', progress: 100, visible: true });
    state = topLoaderReducer(state, { type: 'start', now: 300 });
    expect(state.phase).toBe('running');
    expect(state.progress).toBeLessThan(100);
  });
});

describe('createTopLoaderController (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const states: TopLoaderState[] = [];
    const controller = createTopLoaderController((state) => states.push(state));
    return { controller, states };
  }

  it('is not shown before 200 ms, shown after', () => {
    const { controller } = setup();
    controller.setActive(true);
    vi.advanceTimersByTime(TOP_LOADER.throttleMs - 1);
    expect(controller.getState().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(controller.getState()).toMatchObject({ phase: 'running', visible: true });
    controller.dispose();
  });

  it('stays hidden when stopped before the throttle, even after timers run', () => {
    const { controller, states } = setup();
    controller.setActive(true);
    vi.advanceTimersByTime(150);
    controller.setActive(false);
    vi.advanceTimersByTime(5000);
    expect(states.some((state) => state.visible)).toBe(false);
    expect(controller.getState().phase).toBe('idle');
  });

  it('progresses monotonically, stays below 100 while active, then completes and hides', () => {
    const { controller } = setup();
    controller.setActive(true);
    vi.advanceTimersByTime(TOP_LOADER.throttleMs);
    const seen: number[] = [];
    for (let ms = 0; ms < 6000; ms += 100) {
      vi.advanceTimersByTime(100);
      seen.push(controller.getState().progress);
    }
    for (let i = 1; i < seen.length; i += 1) expect(seen[i]!).toBeGreaterThanOrEqual(seen[i - 1]!);
    expect(Math.max(...seen)).toBeLessThan(100);
    expect(seen.at(-1)).toBe(TOP_LOADER_MAX_ACTIVE_PROGRESS);
    // It has moved meaningfully within the duration.
    expect(seen[Math.floor(TOP_LOADER.durationMs / 100 / 2)]!).toBeGreaterThan(40);

    controller.setActive(false);
    expect(controller.getState()).toMatchObject({ phase: 'finishing', progress: 100, visible: true });
    vi.advanceTimersByTime(TOP_LOADER_FADE_MS);
    expect(controller.getState()).toMatchObject({ phase: 'idle', visible: false, progress: 0 });
  });

  it('stops ticking once it reaches 90% (no timers left while holding)', () => {
    const { controller } = setup();
    controller.setActive(true);
    vi.advanceTimersByTime(TOP_LOADER.throttleMs + TOP_LOADER.durationMs + 200);
    expect(vi.getTimerCount()).toBe(0);
    controller.dispose();
  });

  it('tracks the error colour state', () => {
    const { controller, states } = setup();
    controller.setError(true);
    expect(controller.getState().error).toBe(true);
    controller.setActive(true);
    vi.advanceTimersByTime(TOP_LOADER.throttleMs);
    expect(controller.getState()).toMatchObject({ visible: true, error: true });
    controller.setError(false);
    expect(controller.getState().error).toBe(false);
    const count = states.length;
    controller.setError(false);
    expect(states.length).toBe(count);
    controller.dispose();
  });

  it('dispose clears pending timers', () => {
    const { controller } = setup();
    controller.setActive(true);
    controller.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
