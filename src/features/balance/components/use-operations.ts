// The operations of a tab as Operations shows them (ADR 0046): the first page, and while a search
// or a period narrows the tab, the pages after it, each asked for once the one before it is in and
// more of the tab (or of the period) is unread (model/operation-pages.ts). Rows found so far stay
// on screen while the next page loads; a failed page stops the reading until Повторить.
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { operationsPageQuery, operationsQuery } from '../../../shared/api/resources.ts';
import { narrowed } from '../../../domain/list-filters.ts';
import { readPages, type ReadStop } from '../model/operation-pages.ts';
import type { BalanceOperation } from '../model/labels.ts';
import type { OperationFilters } from '../model/operation-filters.ts';

export function useOperations(filters: OperationFilters, zone: string) {
  const { api } = useApi();
  const { status } = filters;
  const first = useQuery(operationsQuery(api, status));
  const reading = narrowed(filters);
  // How many pages of this tab were asked for: kept per tab, so a search cleared and typed again
  // reads on from the pages already in the cache.
  const [asked, setAsked] = useState({ status, pages: 1 });
  const pages = reading && asked.status === status ? asked.pages : 1;
  const later = useQueries({ queries: Array.from({ length: pages - 1 }, (_, i) => operationsPageQuery(api, status, i + 2)) });
  const failed = later.find((page) => page.isError) ?? null;

  let items: BalanceOperation[] | undefined = first.data?.items;
  let stop: ReadStop | null = null;
  if (first.data && reading) {
    const read = readPages(
      first.data,
      later.map((page) => page.data),
      filters.from,
      zone,
    );
    items = read.items;
    stop = read.stop;
    // The next page, once every page asked for is in (a state set while rendering: React renders
    // again at once, before the screen is painted).
    if (read.wantsNext) setAsked({ status, pages: pages + 1 });
  }
  return {
    first,
    items,
    /** The tab's count (the server's), or what is loaded. */
    total: first.data?.total ?? items?.length ?? 0,
    /** Pages after the first are being read for the search or the period. */
    searchingMore: reading && first.data !== undefined && stop === null && failed === null,
    /** Why the reading stopped (null: it has not, or nothing narrows the tab). */
    stop,
    /** A later page that failed: the reading waits for Повторить. */
    failed,
    retry: () => Promise.all(later.filter((page) => page.isError).map((page) => page.refetch())),
  };
}
