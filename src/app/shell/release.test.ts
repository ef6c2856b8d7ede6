import { describe, expect, it, vi } from 'vitest';
import { fetchDeployedBuild, watchReleases, type ReleaseWatchOptions } from './release.ts';

type Listener = (state: FakeState) => void;
interface FakeState {
  location: { pathname: string; search: string };
  navigation: { state: 'idle' | 'loading'; location?: { pathname: string; search: string } };
}

function fakeRouter() {
  const listeners = new Set<Listener>();
  return {
    state: { location: { pathname: '/balance/conclusion', search: '' }, navigation: { state: 'idle' } } as FakeState,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A navigation: loading (then `whileLoading` runs), then committed. */
    navigate(pathname: string, search = '', whileLoading: () => void = () => undefined) {
      const state: FakeState = { location: this.state.location, navigation: { state: 'loading', location: { pathname, search } } };
      for (const listener of listeners) listener(state);
      whileLoading();
      this.state = { location: { pathname, search }, navigation: { state: 'idle' } };
      for (const listener of listeners) listener(this.state);
    },
    listeners,
  };
}

function fakeEnv() {
  const handlers = new Map<string, () => void>();
  const win = {
    addEventListener: (type: string, fn: () => void) => void handlers.set(type, fn),
    removeEventListener: (type: string) => void handlers.delete(type),
    setInterval: vi.fn(() => 7),
    clearInterval: vi.fn(),
  };
  const doc = { visibilityState: 'visible' as DocumentVisibilityState, addEventListener: (type: string, fn: () => void) => void handlers.set(type, fn), removeEventListener: (type: string) => void handlers.delete(type) };
  return { win, doc, handlers };
}

function setup(deployed: () => string | null, extra: Partial<ReleaseWatchOptions> = {}) {
  const router = fakeRouter();
  const env = fakeEnv();
  const reload = vi.fn();
  let clock = 1_000_000;
  const fetchBuild = vi.fn(() => Promise.resolve(deployed()));
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const watch = watchReleases(router as never, {
    running: 'build-a',
    fetchBuild,
    reload,
    now: () => clock,
    win: env.win as never,
    doc: env.doc as never,
    ...extra,
  });
  return { router, env, reload, fetchBuild, watch, tick: (ms: number) => (clock += ms) };
}

describe('watchReleases', () => {
  it('stays in the page while the deployed build is the running one', async () => {
    const { router, reload, watch } = setup(() => 'build-a');
    expect(await watch.check()).toBe(false);
    router.navigate('/balance');
    expect(reload).not.toHaveBeenCalled();
  });

  it('notices a newer release, never reloads on the spot, and reloads once the next navigation has committed', async () => {
    const { router, reload, watch } = setup(() => 'build-b');
    expect(await watch.check()).toBe(true);
    expect(watch.pending()).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    // a query-only change (a tab, a filter) stays in the page
    router.navigate('/balance/conclusion', '?tab=2');
    expect(reload).not.toHaveBeenCalled();
    router.navigate('/balance/operations', '?x=1', () => expect(reload).not.toHaveBeenCalled());
    expect(reload).toHaveBeenCalledTimes(1);
    router.navigate('/help');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores an unreadable version file', async () => {
    const { watch } = setup(() => null);
    expect(await watch.check()).toBe(false);
  });

  it('checks on the first focus, then at most once per 30 s, and not while hidden', async () => {
    const { env, fetchBuild, tick } = setup(() => 'build-a');
    env.handlers.get('focus')?.();
    expect(fetchBuild).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    tick(29_999);
    env.handlers.get('focus')?.();
    expect(fetchBuild).toHaveBeenCalledTimes(1);
    env.handlers.get('focus')?.();
    expect(fetchBuild).toHaveBeenCalledTimes(1);
    tick(30_000);
    env.doc.visibilityState = 'hidden';
    env.handlers.get('visibilitychange')?.();
    expect(fetchBuild).toHaveBeenCalledTimes(1);
    env.doc.visibilityState = 'visible';
    env.handlers.get('visibilitychange')?.();
    expect(fetchBuild).toHaveBeenCalledTimes(2);
  });

  it('checks every 5 minutes and stops cleanly', () => {
    const { env, router, watch } = setup(() => 'build-a');
    expect(env.win.setInterval).toHaveBeenCalledWith(expect.any(Function), 300_000);
    watch.stop();
    expect(env.win.clearInterval).toHaveBeenCalledWith(7);
    expect(router.listeners.size).toBe(0);
    expect(env.handlers.size).toBe(0);
  });
});

describe('fetchDeployedBuild', () => {
  it('reads the build id with no-store', async () => {
    const fetchImpl = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ build: 'abc', builtAt: 'x' }), { status: 200 })));
    expect(await fetchDeployedBuild(fetchImpl as never)).toBe('abc');
    expect(fetchImpl).toHaveBeenCalledWith('/version.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it.each([
    ['a 404', () => Promise.resolve(new Response('nope', { status: 404 }))],
    ['an HTML fallback', () => Promise.resolve(new Response('<!doctype html>', { status: 200 }))],
    ['no build field', () => Promise.resolve(new Response('{}', { status: 200 }))],
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('gives null for %s', async (_name, impl) => {
    expect(await fetchDeployedBuild(impl as never)).toBeNull();
  });
});
