// How far a search or a period on Operations reads a tab (ADR 0046). GET /traders/transactions has
// no search and no period: the first page (100, newest first) is what the tab shows; while a
// search or a period narrows it, the pages after it are read too (`page`, proposed), each once the
// one before it is in, until one of these holds:
// - 'all': the tab is read (as many operations as its `total`, or a page came back empty);
// - 'period': the oldest operation read is older than the period's first day (pages are newest
//   first: the rest of the tab is outside the period);
// - 'ignored': a page brought no operation not read before (a server without `page` answers the
//   first page again);
// - 'cap': MAX_OPERATION_PAGES are read (a search never asks for a whole ledger).
// The screen says "Ищем в более ранних операциях…" until then, and "Ничего не найдено" only once
// the tab or the period is read; after 'ignored', 'cap' or a failed page it says the search covers
// the latest operations only.
import { inRange } from '../../../domain/list-filters.ts';
import type { BalanceOperation } from './labels.ts';

/** At most this many pages of 100 are read for one search (10 000 operations). */
export const MAX_OPERATION_PAGES = 100;

export type ReadStop = 'all' | 'period' | 'ignored' | 'cap';

export interface PageRead {
  /** Every operation read, each once, newest first (the pages' order). */
  items: BalanceOperation[];
  /** Why the reading stopped; null: it goes on (the next page is wanted, or one is on its way). */
  stop: ReadStop | null;
  /** Whether the next page is to be asked for now (every page asked for is in and more is needed). */
  wantsNext: boolean;
}

/**
 * What the pages read so far hold. `first` is the first page's answer; `later` the answers of
 * pages 2, 3… in order (undefined while one is on its way or failed); `from` the period's first
 * day ('YYYY-MM-DD', the account's zone) or null.
 */
export function readPages(
  first: { items: readonly BalanceOperation[]; total: number },
  later: readonly ({ items: readonly BalanceOperation[] } | undefined)[],
  from: string | null,
  zone: string,
): PageRead {
  const items = [...first.items];
  const seen = new Set(items.map((op) => op.id));
  let stop: ReadStop | null = null;
  for (const page of later) {
    if (!page) return { items, stop: null, wantsNext: false };
    const fresh = page.items.filter((op) => !seen.has(op.id));
    if (page.items.length === 0) stop = 'all';
    else if (fresh.length === 0) stop = 'ignored';
    if (stop) return { items, stop, wantsNext: false };
    for (const op of fresh) seen.add(op.id);
    items.push(...fresh);
  }
  const oldest = items.at(-1);
  if (items.length >= first.total || first.items.length === 0) stop = 'all';
  else if (from !== null && oldest && !inRange(oldest, from, null, zone)) stop = 'period';
  else if (later.length + 1 >= MAX_OPERATION_PAGES) stop = 'cap';
  return { items, stop, wantsNext: stop === null };
}
