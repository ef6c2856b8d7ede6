// The screen wake lock over a stand-in for navigator.wakeLock and the page's visibility: held
// while wanted and visible, let go off shift and when hidden, asked for again when visible.
import { describe, expect, it, vi } from 'vitest';
import { createScreenWakeLock, type PageVisibility, type WakeLockApi } from './screen-wake-lock.ts';

class FakeSentinel {
  released = false;
  private readonly listeners: (() => void)[] = [];
  addEventListener(_type: 'release', listener: () => void) {
    this.listeners.push(listener);
  }
  release() {
    if (!this.released) {
      this.released = true;
      for (const l of this.listeners) l();
    }
    return Promise.resolve();
  }
}

function setup(options: { refuse?: boolean; fail?: boolean } = {}) {
  const sentinels: FakeSentinel[] = [];
  const api: WakeLockApi = {
    request: vi.fn(async () => {
      if (options.refuse) throw new DOMException('Wake Lock permission request denied', 'NotAllowedError');
      if (options.fail) throw new TypeError('not a wake lock type');
      const sentinel = new FakeSentinel();
      sentinels.push(sentinel);
      return sentinel;
    }),
  };
  let visibility: DocumentVisibilityState = 'visible';
  const listeners = new Set<() => void>();
  const page: PageVisibility = {
    get visibilityState() {
      return visibility;
    },
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
  const warnings: string[] = [];
  const lock = createScreenWakeLock(api, page, (level, message) => warnings.push(`${level}: ${message}`));
  /** As the browser does: hidden, it releases the lock, then tells the page. */
  const setVisibility = (next: DocumentVisibilityState) => {
    visibility = next;
    if (next === 'hidden') for (const s of sentinels) void s.release();
    for (const l of [...listeners]) l();
  };
  const held = () => sentinels.filter((s) => !s.released).length;
  return { lock, api, sentinels, setVisibility, held, warnings, listeners };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createScreenWakeLock', () => {
  it('asks for the lock on shift and lets it go off shift', async () => {
    const { lock, api, held, sentinels } = setup();
    lock.want(true);
    await settle();
    expect(api.request).toHaveBeenCalledWith('screen');
    expect(held()).toBe(1);
    expect(lock.held()).toBe(true);
    lock.want(true);
    await settle();
    expect(api.request).toHaveBeenCalledTimes(1);
    lock.want(false);
    expect(sentinels[0]?.released).toBe(true);
    expect(lock.held()).toBe(false);
  });

  it('hidden, the lock is gone; visible again on shift, it is asked for again; off shift meanwhile, not', async () => {
    const { lock, api, held, setVisibility } = setup();
    lock.want(true);
    await settle();
    setVisibility('hidden');
    await settle();
    expect(held()).toBe(0);
    expect(api.request).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await settle();
    expect(api.request).toHaveBeenCalledTimes(2);
    expect(held()).toBe(1);
    setVisibility('hidden');
    lock.want(false);
    setVisibility('visible');
    await settle();
    expect(api.request).toHaveBeenCalledTimes(2);
    expect(held()).toBe(0);
  });

  it('a shift starting while the app is hidden waits for it to be visible', async () => {
    const { lock, api, held, setVisibility } = setup();
    setVisibility('hidden');
    lock.want(true);
    await settle();
    expect(api.request).not.toHaveBeenCalled();
    setVisibility('visible');
    await settle();
    expect(held()).toBe(1);
  });

  it('a lock granted after the shift ended is let go at once', async () => {
    const { lock, held, sentinels } = setup();
    lock.want(true);
    lock.want(false);
    await settle();
    expect(sentinels).toHaveLength(1);
    expect(held()).toBe(0);
  });

  it('a refusal is told once at info level, not thrown; another failure is a warning; without the API nothing happens; dispose lets go and stops listening', async () => {
    const refused = setup({ refuse: true });
    refused.lock.want(true);
    await settle();
    refused.setVisibility('hidden');
    refused.setVisibility('visible');
    await settle();
    expect(refused.api.request).toHaveBeenCalledTimes(2);
    expect(refused.warnings).toEqual(['info: [wake-lock] the browser refused the screen wake lock; the screen may dim during a shift']);
    const failed = setup({ fail: true });
    failed.lock.want(true);
    await settle();
    expect(failed.warnings).toEqual(['warn: [wake-lock] the screen wake lock failed']);
    const page: PageVisibility = { visibilityState: 'visible', addEventListener: () => undefined, removeEventListener: () => undefined };
    const none = createScreenWakeLock(undefined, page);
    none.want(true);
    expect(none.held()).toBe(false);
    const { lock, held, listeners } = setup();
    lock.want(true);
    await settle();
    lock.dispose();
    expect(held()).toBe(0);
    expect(listeners.size).toBe(0);
  });

  it('disposed of before the answer came (StrictMode mounts every effect twice in development), a refusal says nothing', async () => {
    const { lock, warnings, api } = setup({ refuse: true });
    lock.want(true);
    lock.dispose();
    await settle();
    expect(api.request).toHaveBeenCalledTimes(1);
    expect(warnings).toEqual([]);
  });
});
