// One Russian name per enum value the contract sends (issue 25): every screen, sheet, toast and
// export names an order status, a direction, an operation, a requisite, a dispute or an
// auto-accept stop reason with the word here, so INVITE is 'Ждёт принятия' in the trade list and
// in History alike. Each table is a `Record<GeneratedEnum, string>` checked with `satisfies`
// (as ERROR_CODE_MESSAGES is): a value added to the contract does not compile until it has a
// name, and a stale key is an error too. names.test.ts checks the same at runtime against the
// generated zod enums.
//
// Choices where screens disagreed before:
// - A requisite's INACTIVE is 'Отключён' (the requisites screen, where the trader switches it
//   off; History's sheet said 'Неактивен').
// - A direction's name is 'Приём' / 'Выплата'; screens that explain it add a clause after it.
// - INVITE reads 'Ждёт принятия' and NO_MATCH 'Оплата не совпала' (issue 37: 'Предложение' and
//   'Не сопоставлена' read as jargon); the status names say what the trader sees happen.
// - A payment system is 'СБП' or 'Карта' on every screen, the add form and the CSV alike
//   (issue 37: the form said 'Карта', orders 'Перевод на карту', help 'C2C').
import type { components } from '../../generated/openapi/trader-api.ts';

type Schemas = components['schemas'];

export type OrderStatus = Schemas['OrderStatus'];
export type Direction = Schemas['Direction'];
export type OperationType = Schemas['BalanceOperationType'];
export type OperationStatus = Schemas['TransactionStatus'];
export type OperationStatusQuery = Schemas['TransactionStatusQuery'];
export type RequisiteStatus = Schemas['RequisiteStatus'];
export type OrderDisputeStatus = Schemas['OrderDisputeStatus'];
export type DisputeState = Schemas['DisputeState'];
export type DisputeSide = Schemas['DisputeSide'];
export type AutoacceptStopReason = Schemas['AutoacceptDisabledReason'];

export const ORDER_STATUS_NAMES = {
  NO_PAY: 'Не оплачена',
  COMPLETE: 'Завершена',
  PROCESS: 'В работе',
  INVITE: 'Ждёт принятия',
  NO_MATCH: 'Оплата не совпала',
  CANCEL: 'Отменена',
} as const satisfies Readonly<Record<OrderStatus, string>>;

export const DIRECTION_NAMES = {
  IN: 'Приём',
  OUT: 'Выплата',
} as const satisfies Readonly<Record<Direction, string>>;

export const OPERATION_TYPE_NAMES = {
  TOPUP: 'Пополнение',
  WITHDRAWAL: 'Вывод',
  ORDER: 'Сделка',
  INTERNAL_TRANSFER: 'Внутренний перевод',
  INTERNAL_TOPUP: 'Внутреннее пополнение',
  REFERRAL: 'Реферальное начисление',
  BONUS_TRADER: 'Бонус',
  SUBSIDY_TRADER: 'Субсидия',
  PUNISHMENT_TRADER: 'Штраф',
} as const satisfies Readonly<Record<OperationType, string>>;

export const OPERATION_STATUS_NAMES = {
  HOLD: 'В обработке',
  COMPLETE: 'Выполнена',
  CANCEL: 'Отменена',
} as const satisfies Readonly<Record<OperationStatus, string>>;

/**
 * The Operations tabs (GET /traders/transactions `status`): the plural of the status each tab
 * lists, so the 'В обработке' tab lists operations that read 'В обработке'.
 */
export const OPERATION_STATUS_QUERY_NAMES = {
  process: 'В обработке',
  completed: 'Выполнены',
  cancelled: 'Отменены',
} as const satisfies Readonly<Record<OperationStatusQuery, string>>;

export const REQUISITE_STATUS_NAMES = {
  ACTIVE: 'Активен',
  INACTIVE: 'Отключён',
  DELETED: 'Удалён',
} as const satisfies Readonly<Record<RequisiteStatus, string>>;

/** An order's dispute (Order.dispute_status) and a dispute's own state name the same two states. */
export const DISPUTE_STATUS_NAMES = {
  open: 'Открыт',
  close: 'Закрыт',
} as const satisfies Readonly<Record<OrderDisputeStatus, string>>;

export const DISPUTE_STATE_NAMES = {
  OPEN: DISPUTE_STATUS_NAMES.open,
  CLOSE: DISPUTE_STATUS_NAMES.close,
} as const satisfies Readonly<Record<DisputeState, string>>;

/** Whom a closed dispute was decided for. */
export const DISPUTE_SIDE_NAMES = {
  MERCHANT: 'В пользу мерчанта',
  TRADER: 'В вашу пользу',
} as const satisfies Readonly<Record<DisputeSide, string>>;

/** Why auto-accept stopped (autoaccept_disabled `reason`), as the stop drawer says it. */
export const AUTOACCEPT_STOP_REASON_TEXTS = {
  NO_BALANCE: 'Баланс опустился ниже минимума для торговли. Пополните его, чтобы снова принимать сделки.',
  NO_REQUISITES: 'Не осталось активных реквизитов: клиентам некуда платить. Добавьте или включите реквизит.',
} as const satisfies Readonly<Record<AutoacceptStopReason, string>>;

/** Payment systems as static data names them; an unknown one is shown as sent. */
export const PAYMENT_SYSTEM_NAMES = {
  SBP: 'СБП',
  C2C: 'Карта',
} as const satisfies Readonly<Record<string, string>>;

export function paymentSystemName(name: string): string {
  return Object.hasOwn(PAYMENT_SYSTEM_NAMES, name) ? PAYMENT_SYSTEM_NAMES[name as keyof typeof PAYMENT_SYSTEM_NAMES] : name;
}
