// Russian labels for the balance enums. `Record<Enum, string>` makes a missing or stale key a
// compile error when the contract (generated types) changes; labels.test.ts checks the same at
// runtime against the generated zod enums.
import type { components } from '../../../../generated/openapi/trader-api.ts';

export type BalanceOperation = components['schemas']['BalanceOperation'];
export type OperationType = components['schemas']['BalanceOperationType'];
export type OperationStatus = components['schemas']['TransactionStatus'];
export type OperationStatusQuery = components['schemas']['TransactionStatusQuery'];

export const OPERATION_TYPE_LABELS: Readonly<Record<OperationType, string>> = {
  TOPUP: 'Пополнение',
  WITHDRAWAL: 'Вывод',
  ORDER: 'Сделка',
  INTERNAL_TRANSFER: 'Внутренний перевод',
  INTERNAL_TOPUP: 'Внутреннее пополнение',
  REFERRAL: 'Реферальное начисление',
  BONUS_TRADER: 'Бонус',
  SUBSIDY_TRADER: 'Субсидия',
  PUNISHMENT_TRADER: 'Штраф',
};

export const OPERATION_STATUS_LABELS: Readonly<Record<OperationStatus, string>> = {
  HOLD: 'В обработке',
  COMPLETE: 'Выполнена',
  CANCEL: 'Отменена',
};

/** The status tabs, in order (the query values of GET /traders/transactions); short to fit 360 px. */
export const STATUS_TABS: Readonly<Record<OperationStatusQuery, string>> = {
  process: 'В работе',
  completed: 'Выполнены',
  cancelled: 'Отменены',
};

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
