// Safe releases (spec section 7: the build manifest fetched periodically; ADR 0015). The build
// writes its id into index.html (<meta name="trader:build">) and into /version.json. The running
// app fetches /version.json every RELEASE_CHECK_INTERVAL_MS and when it comes back to the
// foreground; once a newer release is out, the next navigation to another screen loads it: as
// soon as the router has committed that navigation (so its push or replace is in the history as
// the app meant it), the page reloads there. Nothing reloads while the trader stays on a screen,
// so a form being filled in is never lost; only a screen being left anyway is replaced. Loaded on
// demand once the first screen has settled (app-shell.tsx), off the entry chunk.
import type { DataRouter } from 'react-router';
import { runningBuild } from '../build-id.ts';

export const RELEASE_CHECK_INTERVAL_MS = 5 * 60_000;
/** A focus within this time of the last check does not fetch again. */
export const RELEASE_FOCUS_THROTTLE_MS = 30_000;
export const VERSION_URL = '/version.json';

/** The deployed build id from /version.json; null when it cannot be read (offline, no file). */
export async function fetchDeployedBuild(fetchImpl: typeof fetch = fetch, url = VERSION_URL): Promise<string | null> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const build = typeof body === 'object' && body !== null ? (body as { build?: unknown }).build : undefined;
    return typeof build === 'string' && build !== '' ? build : null;
  } catch {
    return null;
  }
}

export interface ReleaseWatchOptions {
  running: string;
  fetchBuild: () => Promise<string | null>;
  /** A full page load of the current URL (location.reload). */
  reload: () => void;
  intervalMs?: number;
  focusThrottleMs?: number;
  now?: () => number;
  win?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'>;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

export interface ReleaseWatch {
  /** Fetches /version.json now; resolves with whether a newer release is pending. */
  check(): Promise<boolean>;
  pending(): boolean;
  stop(): void;
}

/**
 * Watches for a newer release and loads it once a navigation has changed the path. A query-only
 * change (a tab, a filter) stays in the page.
 */
export function watchReleases(router: Pick<DataRouter, 'subscribe' | 'state'>, options: ReleaseWatchOptions): ReleaseWatch {
  const { running, fetchBuild, reload } = options;
  const now = options.now ?? Date.now;
  const win = options.win ?? window;
  const doc = options.doc ?? document;
  const throttle = options.focusThrottleMs ?? RELEASE_FOCUS_THROTTLE_MS;
  let newer: string | null = null;
  // The first focus after the watch starts checks at once.
  let lastCheck = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<boolean> | null = null;
  let switching = false;

  const check = (): Promise<boolean> => {
    if (newer) return Promise.resolve(true);
    lastCheck = now();
    inFlight ??= fetchBuild().then((deployed) => {
      inFlight = null;
      if (deployed && deployed !== running) {
        newer = deployed;
        console.info(`Release ${deployed} is out (running ${running}): it loads at the next navigation`);
      }
      return newer !== null;
    });
    return inFlight;
  };
  const onFocus = () => {
    if (doc.visibilityState === 'hidden' || now() - lastCheck < throttle) return;
    void check();
  };
  const onVisibility = () => onFocus();

  let shownPath = router.state.location.pathname;
  const unsubscribe = router.subscribe((state) => {
    const path = state.location.pathname;
    if (path === shownPath) return;
    shownPath = path;
    if (!newer || switching) return;
    switching = true;
    console.info(`Loading release ${newer} at ${path}`);
    reload();
  });
  const timer = win.setInterval(() => void check(), options.intervalMs ?? RELEASE_CHECK_INTERVAL_MS);
  win.addEventListener('focus', onFocus);
  doc.addEventListener('visibilitychange', onVisibility);

  return {
    check,
    pending: () => newer !== null,
    stop() {
      unsubscribe();
      win.clearInterval(timer);
      win.removeEventListener('focus', onFocus);
      doc.removeEventListener('visibilitychange', onVisibility);
    },
  };
}

/** Starts watching in this page, when it was built with an id (not on the dev server). */
export function startReleaseWatch(router: DataRouter): ReleaseWatch | null {
  const running = runningBuild();
  if (!running) return null;
  return watchReleases(router, {
    running,
    fetchBuild: () => fetchDeployedBuild(),
    reload: () => window.location.reload(),
  });
}
