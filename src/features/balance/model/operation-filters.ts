// The balance operations' filters (issue 37: as searchable as History): the status tab, a period
// and a search, kept in the URL (?status=completed&from=2026-11-16&to=2026-11-22&q=бонус) so Back
// and a reload bring back what the trader was looking at. The period and the URL form are the
// domain's (src/domain/list-filters.ts, shared with History).
//
// GET /traders/transactions takes only `transaction_status`, `size` (observed) and `page`
// (proposed): the period and the search narrow what is loaded, and while they are set the tab's
// later pages are read too (ADR 0046, operation-pages.ts); the screen says so when what was read
// is not the whole tab (a server without `page`, a failed page).
//
// An operation matches the search when any of these holds:
// 1. its id, or the id of its order, contains the text (at least 4 characters, spaces dropped,
//    case-insensitive; the shortened 'b47d498b…fbf801' matches an id holding its parts in order);
// 2. the text read as an amount ('50,25', '1 300', '500 USDT') equals its amount as shown,
//    without the sign (a debit of −50,25 is found by '50,25');
// 3. the text (at least 4 characters, no spaces) is in its transaction hash or address;
// 4. every word of the text is in its type, its status, its address or recipient, or its
//    comment ('бонус', 'внутренний перевод', 'maria').
import { inRange, NO_PERIOD_SEARCH, parsePeriodSearch, periodSearchParams, SEARCH_MAX_LENGTH, type PeriodSearch } from '../../../domain/list-filters.ts';
import { csvAmount } from '../../../domain/money.ts';
import { amountOf, containsInOrder, foldText, idPartsOf, MIN_ID_PART } from '../../../domain/search-text.ts';
import { DEFAULT_STATUS_TAB, OPERATION_STATUS_LABELS, OPERATION_TYPE_LABELS, statusFromSearch, type BalanceOperation, type OperationStatusQuery } from './labels.ts';

export interface OperationFilters extends PeriodSearch {
  status: OperationStatusQuery;
}

export const NO_OPERATION_FILTERS: OperationFilters = { status: DEFAULT_STATUS_TAB, ...NO_PERIOD_SEARCH };

/** The filters of a URL's query; anything missing or broken is no filter (the default tab). */
export function parseOperationFilters(params: URLSearchParams): OperationFilters {
  return { status: statusFromSearch(params), ...parsePeriodSearch(params) };
}

/** The query parameters that keep `filters` (null removes one), for useQueryParams. */
export function operationFilterParams(filters: OperationFilters): Record<string, string | null> {
  return { status: filters.status === DEFAULT_STATUS_TAB ? null : filters.status, ...periodSearchParams(filters) };
}

export type OperationMatcher = (op: BalanceOperation) => boolean;

/** The matcher of a search text; an empty text matches every operation. */
export function operationSearch(text: string): OperationMatcher {
  const query = foldText(text.slice(0, SEARCH_MAX_LENGTH));
  if (query === '') return () => true;
  const idParts = idPartsOf(query);
  const amount = amountOf(query.replace(/^[+\-\u2212]\s*/, ''));
  const bare = query.replace(/\s/g, '');
  const words = query.split(' ');
  return (op) => {
    if (idParts && [op.id, op.order_id].some((id) => id && containsInOrder(id.toLowerCase(), idParts))) return true;
    if (amount !== null && csvAmount(op.amount).replace(/^-/, '') === amount) return true;
    if (bare.length >= MIN_ID_PART && [op.tx_hash, op.address].some((value) => value && value.toLowerCase().includes(bare))) return true;
    const text = foldText([OPERATION_TYPE_LABELS[op.type], OPERATION_STATUS_LABELS[op.status], op.address ?? '', op.comment ?? ''].join(' '));
    return words.every((word) => text.includes(word));
  };
}

/** The operations the period and the search keep, in their order (the tab is the server's). */
export function applyOperationFilters(items: readonly BalanceOperation[], filters: PeriodSearch, zone: string): BalanceOperation[] {
  const matches = operationSearch(filters.q);
  return items.filter((op) => inRange(op, filters.from, filters.to, zone) && matches(op));
}
