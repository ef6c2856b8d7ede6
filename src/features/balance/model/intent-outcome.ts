// What became of a withdrawal or transfer whose answer never came. The backend's operation list
// is the record: an operation of the intent's type, amount and address (or recipient), created
// since shortly before the first attempt, is the intent done. The window allows for the phone's
// clock and the server's to differ; an equal move made by hand before that window is not taken
// for this one.
// The contract's validators, built on first use (ADR 0047).
import { zTransferRequest, zWithdrawRequest } from '../../../../generated/zod/trader-api.lazy.gen.ts';
import { displayAmount, roundAmount } from '../../../domain/money.ts';
import type { BalanceOperation, OperationStatusQuery } from './labels.ts';
import type { MoneyKind, TransferRequest, WithdrawRequest } from './money-form.ts';

export type MoneyBody = WithdrawRequest | TransferRequest;

export const MONEY_KINDS: readonly MoneyKind[] = ['withdraw', 'transfer'];

/** How far the server's clock may be behind the phone's and still match. */
export const CLOCK_SKEW_MS = 10 * 60 * 1000;

/** Every status an operation can have by now: a withdrawal may be on hold, sent or cancelled. */
export const OUTCOME_STATUSES: readonly OperationStatusQuery[] = ['process', 'completed', 'cancelled'];

const OPERATION_TYPE: Record<MoneyKind, BalanceOperation['type']> = { withdraw: 'WITHDRAWAL', transfer: 'INTERNAL_TRANSFER' };

/** A kept body, checked again (storage is not ours to trust): null when it is not this kind's. */
export function readMoneyBody(kind: MoneyKind, body: unknown): MoneyBody | null {
  const parsed = kind === 'withdraw' ? zWithdrawRequest().safeParse(body) : zTransferRequest().safeParse(body);
  return parsed.success ? parsed.data : null;
}

function targetOf(body: MoneyBody): string {
  return 'address' in body ? body.address : body.recipient;
}

/** This operation is the intent done. */
export function isIntentOperation(operation: BalanceOperation, kind: MoneyKind, body: MoneyBody, sentAt: number): boolean {
  if (operation.type !== OPERATION_TYPE[kind]) return false;
  if (roundAmount(Math.abs(operation.amount)) !== roundAmount(body.amount)) return false;
  if ((operation.address ?? '') !== targetOf(body)) return false;
  const created = Date.parse(operation.created_at);
  return Number.isFinite(created) && created >= sentAt - CLOCK_SKEW_MS;
}

/** The newest operation that is the intent done, or null when the backend has none. */
export function findIntentOperation(
  operations: readonly BalanceOperation[],
  kind: MoneyKind,
  body: MoneyBody,
  sentAt: number,
): BalanceOperation | null {
  let found: BalanceOperation | null = null;
  for (const operation of operations) {
    if (!isIntentOperation(operation, kind, body, sentAt)) continue;
    if (!found || Date.parse(operation.created_at) > Date.parse(found.created_at)) found = operation;
  }
  return found;
}

/** Texts about an intent whose outcome was unknown (a lost answer), by kind. */
export const INTENT_COPY = {
  lost: 'Ответ сервера не получен. Повторите с теми же данными: деньги не спишутся дважды.',
  /** A server error (5xx) answered: its message shows above; whether the money moved is not known. */
  errorAnswer: 'Сервер не подтвердил операцию. Повторите с теми же данными: деньги не спишутся дважды.',
  resumedNotFound: (what: string) =>
    `Прошлая попытка (${what}) не подтверждена, операции по ней нет. Проверьте данные и повторите: деньги не спишутся дважды.`,
  resumedUnchecked: (what: string) =>
    `Не удалось проверить прошлую попытку (${what}). Повторите с теми же данными: деньги не спишутся дважды.`,
  checkFailed: 'Не удалось проверить, прошла ли прошлая попытка. Проверьте подключение и повторите.',
  found: { withdraw: 'Прошлый вывод уже создан', transfer: 'Прошлый перевод уже выполнен' } satisfies Record<MoneyKind, string>,
  checking: 'Проверяем прошлую попытку',
  staleBalance: 'Не удалось обновить баланс: показан последний известный.',
  unconfirmed: { withdraw: 'Вывод не подтверждён', transfer: 'Перевод не подтверждён' } satisfies Record<MoneyKind, string>,
  open: 'Открыть',
  resume: 'Продолжить',
} as const;

export const describeBody = (body: MoneyBody) => `${displayAmount(body.amount)}\u00a0USDT`;

