import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSdk, type Sdk } from '../../shared/telegram/sdk.ts';
import { manualWindow } from '../../shared/lib/testing/manual-window.ts';
import { PREFETCH_BATCH, evaluateWhenIdle, prefetchWhenIdle } from './prefetch.ts';

function listFiles(files: string[]) {
  const meta = document.createElement('meta');
  meta.name = 'trader:prefetch';
  meta.content = files.join(' ');
  document.head.append(meta);
}
const prefetchLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => [l.getAttribute('href'), l.crossOrigin]);

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe('menu screen prefetch', () => {
  it('turns the listed files into CORS-mode prefetch links, once', () => {
    setSdk({} as Sdk);
    try {
      listFiles(['/assets/history-a1.js', '/assets/history-b2.css']);
      const m = manualWindow({ idle: true });
      Object.assign(m.win, { document });
      prefetchWhenIdle(m.win);
      m.idle();
      expect(prefetchLinks()).toEqual([
        ['/assets/history-a1.js', ''],
        ['/assets/history-b2.css', ''],
      ]);
      // A second start (the shell mounted again) finds no list left: nothing is added twice.
      prefetchWhenIdle(m.win);
      m.idle();
      expect(prefetchLinks()).toHaveLength(2);
    } finally {
      setSdk(null);
    }
  });

  it('waits for the SDK to start, then for idle time; cancelling stops it', () => {
    vi.useFakeTimers();
    listFiles(['/assets/help-c3.js']);
    const cancel = prefetchWhenIdle();
    vi.advanceTimersByTime(1000);
    expect(prefetchLinks()).toEqual([]);
    setSdk({} as Sdk);
    vi.advanceTimersByTime(100);
    expect(prefetchLinks()).toEqual([['/assets/help-c3.js', '']]);
    cancel();
    setSdk(null);

    document.head.innerHTML = '';
    listFiles(['/assets/help-c3.js']);
    const cancelEarly = prefetchWhenIdle();
    cancelEarly();
    vi.advanceTimersByTime(10_000);
    expect(prefetchLinks()).toEqual([]);
  });

  it('still prefetches after 5 s when the SDK never starts', () => {
    vi.useFakeTimers();
    listFiles(['/assets/balance-d4.js']);
    prefetchWhenIdle();
    vi.advanceTimersByTime(4900);
    expect(prefetchLinks()).toEqual([]);
    vi.advanceTimersByTime(100);
    vi.advanceTimersByTime(100); // then the next frame and a short timer (no idle callbacks here)
    expect(prefetchLinks()).toEqual([['/assets/balance-d4.js', '']]);
  });
});

describe('menu screen prefetch in batches', () => {
  it(`adds ${PREFETCH_BATCH} links per idle period, in the listed order, until all are added; cancel stops the rest`, () => {
    const files = Array.from({ length: 2 * PREFETCH_BATCH + 3 }, (_, i) => `/assets/screen-${i}.js`);
    const hrefs = () => prefetchLinks().map(([href]) => href);
    setSdk({} as Sdk);
    try {
      listFiles(files);
      const m = manualWindow({ idle: true });
      Object.assign(m.win, { document });
      prefetchWhenIdle(m.win);
      expect(hrefs()).toEqual([]);
      m.idle();
      expect(hrefs()).toEqual(files.slice(0, PREFETCH_BATCH));
      m.idle();
      expect(hrefs()).toEqual(files.slice(0, 2 * PREFETCH_BATCH));
      m.idle();
      expect(hrefs()).toEqual(files);
      m.idle();
      expect(hrefs()).toEqual(files);

      document.head.innerHTML = '';
      listFiles(files);
      const n = manualWindow({ idle: true });
      Object.assign(n.win, { document });
      const cancel = prefetchWhenIdle(n.win);
      n.idle();
      cancel();
      n.idle();
      expect(hrefs()).toEqual(files.slice(0, PREFETCH_BATCH));
    } finally {
      setSdk(null);
    }
  });
});

describe('menu screen evaluation', () => {
  const flush = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };

  it('loads the modules one per idle period, in order, past a failure; cancel stops it', async () => {
    const m = manualWindow({ idle: true });
    const loaded: string[] = [];
    const loader = (name: string, fail = false) => () => {
      loaded.push(name);
      return fail ? Promise.reject(new Error(`${name} failed`)) : Promise.resolve();
    };
    const cancel = evaluateWhenIdle([loader('history', true), loader('balance'), loader('help')], m.win);
    expect(loaded).toEqual([]);
    m.idle();
    await flush();
    expect(loaded).toEqual(['history']);
    m.idle();
    await flush();
    expect(loaded).toEqual(['history', 'balance']);
    cancel();
    m.idle();
    await flush();
    expect(loaded).toEqual(['history', 'balance']);
  });
});
