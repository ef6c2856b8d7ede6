// The balance enums' Russian names, from the domain (src/domain/names.ts, where `satisfies
// Record<Enum, string>` makes a missing or stale key a compile error), and the status tabs.
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { OPERATION_STATUS_NAMES, OPERATION_STATUS_QUERY_NAMES, OPERATION_TYPE_NAMES } from '../../../domain/names.ts';

export type BalanceOperation = components['schemas']['BalanceOperation'];
export type OperationType = components['schemas']['BalanceOperationType'];
export type OperationStatus = components['schemas']['TransactionStatus'];
export type OperationStatusQuery = components['schemas']['TransactionStatusQuery'];

/** The domain's names (src/domain/names.ts), the same on every screen and in the CSV. */
export const OPERATION_TYPE_LABELS: Readonly<Record<OperationType, string>> = OPERATION_TYPE_NAMES;

export const OPERATION_STATUS_LABELS: Readonly<Record<OperationStatus, string>> = OPERATION_STATUS_NAMES;

/**
 * The status tabs, in order (the query values of GET /traders/transactions), each the plural of
 * the status its rows show; short to fit 320 px.
 */
export const STATUS_TABS: Readonly<Record<OperationStatusQuery, string>> = OPERATION_STATUS_QUERY_NAMES;

export const STATUS_TAB_OPTIONS: readonly { value: OperationStatusQuery; label: string }[] = (
  Object.keys(STATUS_TABS) as OperationStatusQuery[]
).map((value) => ({ value, label: STATUS_TABS[value] }));

export const DEFAULT_STATUS_TAB: OperationStatusQuery = 'process';

function isStatusQuery(value: string): value is OperationStatusQuery {
  return Object.hasOwn(STATUS_TABS, value);
}

/** The tab from `?status=`; anything missing or unknown is the default tab. */
export function statusFromSearch(search: string | URLSearchParams): OperationStatusQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get('status');
  return value !== null && isStatusQuery(value) ? value : DEFAULT_STATUS_TAB;
}
