// The spec's Back (section 2): the in-app stack, then the browser history, then the last section
// (src/domain/navigation.ts decides; this module feeds it the router's moves and acts).
//
// Whether Back is in the browser history of this app is our own bookkeeping, not the router's
// internal history state: each history entry's index, by the router's `location.key`, kept in
// session storage so it survives a reload. A push is one more than the entry it leaves, a replace
// keeps the index, a pop lands on an entry whose index is known (a key not seen counts as the
// first entry: Back then goes to the last section rather than out of the app). The session store
// keeps the indexes (tapps/history-index).
import { useCallback } from 'react';
import { useNavigate, type DataRouter } from 'react-router';
import { onNavigate, resolveBack } from '../../domain/navigation.ts';
import type { SessionStore } from '../../domain/session-store.ts';

/** What the shell asks of the router's history besides its hooks. */
export interface RouterProbe {
  /** Whether the entry on show has entries of this app before it. */
  canGoBack(): boolean;
  /** Whether a navigation is in flight (the router's navigation state, read when asked). */
  navigating(): boolean;
}

/** Entries remembered; the oldest are dropped (a session rarely has this many). */
const MAX_ENTRIES = 200;

/**
 * Keeps the Back state (stack, last section; session storage) and the history index in step with
 * every location change; gives the shell what it asks of the router.
 */
export function trackNavigation(router: DataRouter, store: SessionStore): RouterProbe {
  const indexes = new Map(store.getHistoryIndex());
  const remember = (key: string) => {
    // The most recent entries last: the oldest are dropped first.
    indexes.delete(key);
    indexes.set(key, index);
    if (indexes.size > MAX_ENTRIES) indexes.delete(indexes.keys().next().value ?? '');
    store.setHistoryIndex([...indexes]);
  };
  let shown = router.state.location;
  let index = indexes.get(shown.key) ?? 0;
  remember(shown.key);
  // The first screen of a page load: its section counts as the last section.
  store.setNavigationState(onNavigate(store.getNavigationState(), shown.pathname, shown.pathname, 'replace'));
  router.subscribe((state) => {
    if (state.location === shown) return;
    const from = shown.pathname;
    shown = state.location;
    if (state.historyAction === 'PUSH') index += 1;
    else if (state.historyAction === 'POP') index = indexes.get(shown.key) ?? 0;
    remember(shown.key);
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
