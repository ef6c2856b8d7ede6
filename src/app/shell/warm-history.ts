// History's first page, fetched at an idle moment once home has settled, so a tap on История
// renders its rows in its first render instead of an empty screen, a request and a second render
// (issue 39: 40-70 ms plus a round trip on the tap). The same query History's view reads with no
// filters (GET /traders/orders/history?size=100&page=1: pastOrdersQuery's default); a fresh copy
// (the queries' 30 s staleTime) is not fetched again, a failure is left for History to show.
// Only from home, the screen most opens show and the one the menu tap leaves; the guard round may
// warm the same query for /history (the route table's data), which then finds it cached.
// With it, each menu screen's server-driven redirect lookup (GET /redirects?path=, spec section 2,
// step 3), as the guard round reads it (freshRedirectQuery, REDIRECT_FRESH_MS): a menu tap's
// guard round then answers from the cache, with no request before the screen renders (the
// bench's menu tap waited ~20 ms for it on a local server, a round trip on a phone's network).
// A lookup older than REDIRECT_FRESH_MS is asked again by the tap, as before (ADR 0052).
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { QueryApi } from '../../shared/api/query.ts';
import { pastOrdersQuery } from '../../shared/api/resources.ts';
import { whenIdle } from '../../shared/lib/idle.ts';
import { PATHS } from '../../shared/routes/route-table.ts';
import { MENU_ITEMS } from '../../shared/ui/bottom-menu-model.ts';
import { freshRedirectQuery } from '../guards/guard-deps.ts';

/** How long the prefetch waits for an idle moment at most. */
const IDLE_TIMEOUT_MS = 5000;

/** Prefetches History's first page and the other menu screens' redirect lookups at the next idle moment. Returns a cancel function. */
export function warmHistoryWhenIdle(queryClient: QueryClient, api: QueryApi, win: Window = window): () => void {
  return whenIdle(() => {
    void queryClient.prefetchQuery(pastOrdersQuery(api));
    for (const { path } of MENU_ITEMS) {
      if (path !== PATHS.index) void queryClient.prefetchQuery(freshRedirectQuery(api, path));
    }
  }, IDLE_TIMEOUT_MS, win);
}

/** Once the first screen has settled (`settled`), while home is shown: History's first page at idle. */
export function useWarmHistory(queryClient: QueryClient, api: QueryApi, settled: boolean): void {
  const onHome = useLocation().pathname === PATHS.index;
  useEffect(() => (settled && onHome ? warmHistoryWhenIdle(queryClient, api) : undefined), [settled, onHome, queryClient, api]);
}
