// History's data: the finished orders (GET /traders/orders/history, page by page for the range and
// the settled search) and the current ones (GET /traders/orders) as one list (ADR 0020), and the
// state of loading them. Cached answers are read in the first render (useQuery returns what the
// cache holds at once), so History opened with its first page warmed renders its rows at once,
// without an empty render first (issue 39).
import { keepPreviousData, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { callMissing } from '../../../shared/api/missing-call.ts';
import { orderListQuery, pastOrdersQuery } from '../../../shared/api/resources.ts';
import { useDebounced } from '../../../shared/lib/use-debounced.ts';
import { serverFilters, type HistoryFilters } from '../model/filters.ts';
import type { Order } from '../model/history.ts';
import { combinedState, historyOrders, type QueryLike } from '../model/history-orders.ts';

/** The search goes to the server once typing pauses this long; what is loaded is filtered at once. */
export const SEARCH_DEBOUNCE_MS = 400;

/** The extra pages as one: their orders in page order, and how they are doing. */
function combinePages(pages: readonly UseQueryResult<{ items: Order[]; total: number }, unknown>[]) {
  return {
    items: pages.flatMap((page) => page.data?.items ?? []),
    pending: pages.some((page) => page.isPending),
    failed: pages.find((page) => page.isError) ?? null,
    /** How many orders the last page held (0: the server has no more). */
    lastPageSize: pages.at(-1)?.data?.items.length ?? 0,
    refetch: () => Promise.all(pages.map((page) => page.refetch())),
  };
}

const SETTLED: QueryLike = { isPending: false, isError: false, isFetching: false, error: null, dataUpdatedAt: 1 };

export function useHistoryOrders(filters: HistoryFilters) {
  const { api } = useApi();
  // The history call, page by page, for the range and the (settled) search.
  const [settledSearch, settleSearch] = useDebounced(filters.q, SEARCH_DEBOUNCE_MS);
  const server = serverFilters({ ...filters, q: settledSearch });
  const serverKey = JSON.stringify(server);
  const [more, setMore] = useState({ key: serverKey, pages: 1 });
  const pageCount = more.key === serverKey ? more.pages : 1;
  const current = useQuery(orderListQuery(api));
  // The previous answer stays on screen while a new range or search loads: the filters below
  // already narrow it, so the list does not flash empty between keystrokes.
  const first = useQuery({ ...pastOrdersQuery(api, server, 1), placeholderData: keepPreviousData });
  const rest = useQueries({ queries: Array.from({ length: pageCount - 1 }, (_, i) => pastOrdersQuery(api, server, i + 2)), combine: combinePages });
  // A backend without the (proposed) history call: the current orders alone, and a note.
  const historyMissing = first.isError && callMissing(first.error);
  const state = combinedState(current, historyMissing ? SETTLED : first);

  const currentItems = current.data?.items;
  const firstItems = first.data?.items;
  const pastItems = useMemo(
    () => (historyMissing ? [] : firstItems ? [...firstItems, ...rest.items] : undefined),
    [historyMissing, firstItems, rest.items],
  );
  // Both answers, or neither: a list without its finished (or current) half would mislead.
  const items = useMemo(() => (currentItems && pastItems ? historyOrders(currentItems, pastItems) : undefined), [currentItems, pastItems]);
  const total = historyMissing ? 0 : (first.data?.total ?? 0);
  const loadedPast = pastItems?.length ?? 0;
  const lastPageSize = pageCount > 1 ? rest.lastPageSize : (first.data?.items.length ?? 0);
  return {
    /** Both lists' state as one (src/features/history/model/history-orders.ts combinedState). */
    state,
    /** Every order loaded, each once; undefined until both answers are in. */
    items,
    currentItems,
    historyMissing,
    /** The server's count of finished orders, and how many are loaded. */
    total,
    loadedPast,
    hasMore: !historyMissing && loadedPast < total && lastPageSize > 0 && !rest.failed,
    /** The extra pages: loading, and the failed one. */
    morePending: rest.pending,
    pageFailed: rest.failed,
    refetchPages: rest.refetch,
    /** What the server is asked for (the export pages through it too), and its key. */
    server,
    serverKey,
    refetch: () => Promise.all([current.refetch(), first.refetch(), rest.refetch()]),
    // "Показать ещё" tapped before the search reached the server: the search goes now, with the
    // next page, so the tap is not lost to the new search's first page.
    loadMore: () => setMore({ key: JSON.stringify(serverFilters({ ...filters, q: settleSearch() })), pages: pageCount + 1 }),
  };
}

export type HistoryOrders = ReturnType<typeof useHistoryOrders>;
