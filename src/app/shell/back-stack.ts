// The spec's Back (section 2): the in-app stack, then the browser history, then the last section
// (src/shared/lib/navigation.ts decides; this module feeds it the router's moves and acts).
//
// Whether Back is in the browser history of this app is our own bookkeeping, not the router's
// internal history state: each history entry's index, by the router's `location.key`, kept in
// session storage so it survives a reload. A push is one more than the entry it leaves, a replace
// keeps the index, a pop lands on an entry whose index is known (a key not seen counts as the
// first entry: Back then goes to the last section rather than out of the app).
import { useCallback } from 'react';
import { useNavigate, type DataRouter } from 'react-router';
import { parseJson, isRecord } from '../../shared/lib/json.ts';
import { onNavigate, resolveBack } from '../../shared/lib/navigation.ts';
import type { SessionStore } from '../../shared/lib/session-store.ts';

/** What the shell asks of the router's history besides its hooks. */
export interface RouterProbe {
  /** Whether the entry on show has entries of this app before it. */
  canGoBack(): boolean;
  /** Whether a navigation is in flight (the router's navigation state, read when asked). */
  navigating(): boolean;
}

export const HISTORY_INDEX_KEY = 'tapps/history-index';
/** Entries remembered; the oldest are dropped (a session rarely has this many). */
const MAX_ENTRIES = 200;

/** Each entry's index by location key, persisted (in memory only when the storage throws). */
function createIndexMap(storage: Storage | null) {
  const map = new Map<string, number>();
  let raw: string | null = null;
  try {
    raw = storage?.getItem(HISTORY_INDEX_KEY) ?? null;
  } catch {
    // Unreadable storage: every entry counts as the first.
  }
  const stored = parseJson(raw);
  if (isRecord(stored)) for (const [key, value] of Object.entries(stored)) if (typeof value === 'number') map.set(key, value);
  return {
    get: (key: string): number | undefined => map.get(key),
    set(key: string, index: number): void {
      map.delete(key); // the most recent entries last: the oldest are dropped first
      map.set(key, index);
      for (const old of [...map.keys()].slice(0, Math.max(0, map.size - MAX_ENTRIES))) map.delete(old);
      try {
        storage?.setItem(HISTORY_INDEX_KEY, JSON.stringify(Object.fromEntries(map)));
      } catch {
        // Kept in memory for this page.
      }
    },
  };
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps the Back state (stack, last section; session storage) and the history index in step with
 * every location change; gives the shell what it asks of the router.
 */
export function trackNavigation(router: DataRouter, store: SessionStore, storage: Storage | null = sessionStorageOrNull()): RouterProbe {
  const indexes = createIndexMap(storage);
  let shown = router.state.location;
  let index = indexes.get(shown.key) ?? 0;
  indexes.set(shown.key, index);
  // The first screen of a page load: its section counts as the last section.
  store.setNavigationState(onNavigate(store.getNavigationState(), shown.pathname, shown.pathname, 'replace'));
  router.subscribe((state) => {
    if (state.location === shown) return;
    const from = shown.pathname;
    shown = state.location;
    if (state.historyAction === 'PUSH') index += 1;
    else if (state.historyAction === 'POP') index = indexes.get(shown.key) ?? 0;
    indexes.set(shown.key, index);
    store.setNavigationState(onNavigate(store.getNavigationState(), from, shown.pathname, state.historyAction === 'PUSH' ? 'push' : 'replace'));
  });
  return { canGoBack: () => index > 0, navigating: () => router.state.navigation.state !== 'idle' };
}

/**
 * The spec's Back. `closeModal` closes an open sheet or dialog first (on any page) and says
 * whether it did.
 */
export function useBack(store: SessionStore, probe: RouterProbe, closeModal: () => boolean): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (closeModal()) return;
    const resolution = resolveBack(store.getNavigationState(), probe.canGoBack());
    if (resolution.action === 'history-back') {
      void navigate(-1);
      return;
    }
    store.setNavigationState(resolution.state);
    void navigate(resolution.to, { replace: true });
  }, [navigate, store, probe, closeModal]);
}
