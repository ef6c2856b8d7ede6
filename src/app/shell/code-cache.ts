// Issue 39, ADR 0055: the second visit reads the entry's code cache instead of writing it.
//
// Chromium writes a script's V8 code cache the second time the script runs within 72 hours, on
// the page's main thread, right after it has run. For this app that is the second visit after
// each release: V8 serialised the entry's code (about 1.45 MB with the compile hint, ADR 0043)
// for 75 to 91 ms of a 4x phone's main thread in the middle of the first data round, and the
// round's answers waited for it (traced, ADR 0054). So once per build, at idle after the first
// visit's screen has settled, the app evaluates its entry a second time in a hidden same-origin
// frame: that run is the script's second, and V8 writes the cache then, in time nobody waits on.
// The frame is named CODE_CACHE_FRAME, and main.tsx starts nothing in it. The build id the
// warm-up ran for is kept in local storage, so later visits skip it.
import { CACHED_BUILD, ENTRY_ATTRIBUTE } from '../../features/auth/model/early-sign-in.ts';
import { runningBuild } from '../build-id.ts';
import { CODE_CACHE_FRAME, isCodeCacheFrame } from '../code-cache-frame.ts';

/**
 * Local-storage key: the build whose entry the warm-up has run (`<meta name="trader:build">`).
 * index.html's inline script reads it too: a build run before has its entry in the HTTP cache
 * (ADR 0057).
 */
export const CODE_CACHE_BUILD_KEY = CACHED_BUILD.key;

/** How long the frame stays after its load event, for V8's cache task that follows the entry's run. */
export const CODE_CACHE_FRAME_MS = 3000;

/** A module script tag for the frame's document, its URL escaped as an attribute value. */
function moduleScript(href: string): string {
  const value = href.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<script type="module" crossorigin src="${value}"></script>`;
}

/**
 * Evaluates the entry's files (index.html's `link[data-trader-entry]`) in a hidden frame, once
 * per build: not in a page without a build id or entry links (development, tests), not in the
 * frame itself, not when local storage already names this build or cannot be read. Resolves once
 * the frame has loaded and been removed (CODE_CACHE_FRAME_MS later); never rejects.
 */
export function warmEntryCodeCache(win: Window = window): Promise<void> {
  const doc = win.document;
  const build = runningBuild(doc);
  const files = [...doc.querySelectorAll<HTMLLinkElement>(`link[${ENTRY_ATTRIBUTE}]`)].map((link) => link.href);
  if (!build || files.length === 0 || isCodeCacheFrame(win)) return Promise.resolve();
  try {
    if (win.localStorage.getItem(CODE_CACHE_BUILD_KEY) === build) return Promise.resolve();
  } catch {
    return Promise.resolve(); // storage unreadable: the warm-up would run on every visit
  }
  return new Promise((resolve) => {
    const frame = doc.createElement('iframe');
    frame.name = CODE_CACHE_FRAME;
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    frame.srcdoc = files.map(moduleScript).join('');
    frame.addEventListener(
      'load',
      () => {
        win.setTimeout(() => {
          frame.remove();
          try {
            win.localStorage.setItem(CODE_CACHE_BUILD_KEY, build);
          } catch {
            // storage full or blocked: the next visit runs the warm-up again, at idle
          }
          resolve();
        }, CODE_CACHE_FRAME_MS);
      },
      { once: true },
    );
    doc.body.append(frame);
  });
}
