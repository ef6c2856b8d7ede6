// @vitest-environment jsdom
// ADR 0055: once per build, at idle after the first screen has settled, the entry is evaluated a
// second time in a hidden frame, so V8 writes its code cache then and not in the second visit's
// start. The frame must carry the name main.tsx checks (it starts nothing there), hold nothing
// but the entry's module scripts, go away, and not come back for the same build.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE_CACHE_FRAME, isCodeCacheFrame } from '../code-cache-frame.ts';
import { CODE_CACHE_BUILD_KEY, CODE_CACHE_FRAME_MS, warmEntryCodeCache } from './code-cache.ts';

const ENTRY = ['/assets/rolldown-runtime-X.js', '/assets/libraries-C2mV0b1q.js', '/assets/index-B5Uojr03.js'];

/** The head of a production index.html: the build id and the entry's links startEntry fetches (as modulepreload) and runs. */
function buildPage(build: string | null = 'f581837f06d47d4f', entry: readonly string[] = ENTRY): void {
  document.head.replaceChildren();
  if (build) document.head.append(Object.assign(document.createElement('meta'), { name: 'trader:build', content: build }));
  for (const href of entry) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }); // as startEntry leaves it
    link.setAttribute('data-trader-entry', '');
    document.head.append(link);
  }
  document.body.innerHTML = '<div id="root"></div>';
}

const frame = () => document.querySelector<HTMLIFrameElement>('iframe');

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('warmEntryCodeCache', () => {
  it("opens a hidden frame named for main.tsx's check, holding only the entry's module scripts, then removes it and keeps the build id", async () => {
    buildPage();
    let done = false;
    const warmed = warmEntryCodeCache().then(() => (done = true));
    const opened = frame();
    expect(opened).not.toBeNull();
    expect(opened!.name).toBe(CODE_CACHE_FRAME);
    expect(opened!.hidden).toBe(true);
    expect(opened!.getAttribute('aria-hidden')).toBe('true');
    expect(opened!.tabIndex).toBe(-1);
    // The entry's files as the page has them (absolute URLs), as module scripts, and nothing else:
    // no inline script (the page's policy allows none) and no copy of index.html's early sign-in.
    const doc = new DOMParser().parseFromString(opened!.srcdoc, 'text/html');
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.map((s) => [s.type, s.getAttribute('crossorigin'), s.getAttribute('src')])).toEqual(ENTRY.map((href) => ['module', '', new URL(href, location.href).href]));
    expect(scripts.every((s) => s.textContent === '')).toBe(true);
    expect(doc.body.children.length + doc.head.children.length).toBe(ENTRY.length);

    // Loaded: the frame stays while V8's cache task follows the entry's run, then goes.
    opened!.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(CODE_CACHE_FRAME_MS - 1);
    expect(frame()).not.toBeNull();
    expect(localStorage.getItem(CODE_CACHE_BUILD_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await warmed;
    expect(done).toBe(true);
    expect(frame()).toBeNull();
    expect(localStorage.getItem(CODE_CACHE_BUILD_KEY)).toBe('f581837f06d47d4f');

    // The same build again (a later visit): no frame.
    await warmEntryCodeCache();
    expect(frame()).toBeNull();
  });

  it('runs again for a new build', async () => {
    localStorage.setItem(CODE_CACHE_BUILD_KEY, 'an-older-build');
    buildPage('a-newer-build');
    const warmed = warmEntryCodeCache();
    expect(frame()?.name).toBe(CODE_CACHE_FRAME);
    frame()!.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(CODE_CACHE_FRAME_MS);
    await warmed;
    expect(localStorage.getItem(CODE_CACHE_BUILD_KEY)).toBe('a-newer-build');
  });

  it('escapes a file URL that would break out of its attribute', async () => {
    buildPage('b', ['/assets/a".js?x=<b>&y']);
    void warmEntryCodeCache();
    const doc = new DOMParser().parseFromString(frame()!.srcdoc, 'text/html');
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelector('script')!.getAttribute('src')).toBe(new URL('/assets/a".js?x=<b>&y', location.href).href);
    expect(doc.querySelector('b')).toBeNull();
  });

  it('does nothing without a build id or entry links (development, tests), inside the frame itself, or when storage cannot be read', async () => {
    buildPage(null);
    await warmEntryCodeCache();
    expect(frame()).toBeNull();

    buildPage('b', []);
    await warmEntryCodeCache();
    expect(frame()).toBeNull();

    buildPage('b');
    window.name = CODE_CACHE_FRAME;
    try {
      expect(isCodeCacheFrame()).toBe(true);
      await warmEntryCodeCache();
      expect(frame()).toBeNull();
    } finally {
      window.name = '';
    }
    expect(isCodeCacheFrame()).toBe(false);

    // Unreadable storage would mean a frame on every visit: none at all.
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    await warmEntryCodeCache();
    expect(frame()).toBeNull();
  });

  it('removes the frame even when the build id cannot be kept (storage full): the next visit runs it again', async () => {
    buildPage('b');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const warmed = warmEntryCodeCache();
    frame()!.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(CODE_CACHE_FRAME_MS);
    await expect(warmed).resolves.toBeUndefined();
    expect(frame()).toBeNull();
    expect(localStorage.getItem(CODE_CACHE_BUILD_KEY)).toBeNull();
  });
});
