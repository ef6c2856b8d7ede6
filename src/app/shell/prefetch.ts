// Prefetch of the menu screens' code once the app is idle after its start (vite.config.ts,
// prefetchMenuScreens, lists the files in <meta name="trader:prefetch">).
import { whenIdle } from '../../shared/lib/idle.ts';
import { onSdkReady, sdk } from '../../shared/telegram/sdk.ts';

/**
 * How many prefetch links one idle period adds. Each added link starts its request there and then,
 * about 2 ms of a 4x phone's main thread: the thirty menu files at once were one task of 57 ms
 * (traced, ADR 0058).
 */
export const PREFETCH_BATCH = 8;

/** The files `<meta name="trader:prefetch">` lists, taken out of the page (none the second time). */
function takeListedFiles(doc: Document): string[] {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="trader:prefetch"]');
  if (!meta) return [];
  meta.remove();
  return meta.content.split(/\s+/).filter(Boolean);
}

function addPrefetchLinks(doc: Document, files: readonly string[]): void {
  for (const href of files) {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    // Module scripts are fetched in CORS mode; the prefetched copy must match to be reused.
    link.crossOrigin = '';
    doc.head.append(link);
  }
}

/**
 * Prefetches the listed files when the browser is next idle after the Telegram SDK has started
 * (the SDK starts after the first paint; both compete for the same few moments otherwise),
 * PREFETCH_BATCH files per idle period. Returns a cancel function.
 */
export function prefetchWhenIdle(win: Window = window): () => void {
  let cancelled = false;
  let started = false;
  let cancelIdle: (() => void) | null = null;
  // The listed files are read at the first idle period (null), the rest carried to the next ones.
  const step = (rest: readonly string[] | null) => {
    cancelIdle = whenIdle(
      () => {
        if (cancelled) return;
        const files = rest ?? takeListedFiles(win.document);
        addPrefetchLinks(win.document, files.slice(0, PREFETCH_BATCH));
        if (files.length > PREFETCH_BATCH) step(files.slice(PREFETCH_BATCH));
      },
      5000,
      win,
    );
  };
  const schedule = () => {
    if (cancelled || started) return;
    started = true;
    step(null);
  };
  const unsubscribe = onSdkReady(schedule);
  if (sdk()) schedule();
  // Without the SDK (it failed to start), still prefetch after a while.
  const fallback = win.setTimeout(schedule, 5000);
  return () => {
    cancelled = true;
    unsubscribe();
    win.clearTimeout(fallback);
    cancelIdle?.();
  };
}

/**
 * Loads and evaluates the given modules one by one, each in its own idle period, so a tap on a
 * menu tab neither waits for the module chain (CSS, then the chunk, then its imports) nor
 * evaluates it. One module per idle period keeps each piece of work short. Returns a cancel
 * function; a failed load is left to the tap, which retries it.
 */
export function evaluateWhenIdle(loaders: readonly (() => Promise<unknown>)[], win: Window = window): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | null = null;
  const next = (i: number) => {
    const load = loaders[i];
    if (cancelled || !load) return;
    cancelIdle = whenIdle(() => {
      void load()
        .catch(() => undefined)
        .then(() => next(i + 1));
    }, 5000, win);
  };
  next(0);
  return () => {
    cancelled = true;
    cancelIdle?.();
  };
}
