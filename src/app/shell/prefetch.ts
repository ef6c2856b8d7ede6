// Prefetch of the menu screens' code once the app is idle after its start (vite.config.ts,
// prefetchMenuScreens, lists the files in <meta name="trader:prefetch">).
import { whenIdle } from '../../shared/lib/idle.ts';
import { onSdkReady, sdk } from '../../shared/telegram/sdk.ts';

/** Adds `<link rel="prefetch">` for each listed file once; returns how many it added. */
export function prefetchListedFiles(doc: Document = document): number {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="trader:prefetch"]');
  if (!meta) return 0;
  const files = meta.content.split(/\s+/).filter(Boolean);
  meta.remove();
  for (const href of files) {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    // Module scripts are fetched in CORS mode; the prefetched copy must match to be reused.
    link.crossOrigin = '';
    doc.head.append(link);
  }
  return files.length;
}

/**
 * Prefetches the listed files when the browser is next idle after the Telegram SDK has started
 * (the SDK starts after the first paint; both compete for the same few moments otherwise).
 * Returns a cancel function.
 */
export function prefetchWhenIdle(win: Window = window): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | null = null;
  const schedule = () => {
    if (cancelled || cancelIdle) return;
    cancelIdle = whenIdle(() => prefetchListedFiles(win.document), 5000, win);
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
