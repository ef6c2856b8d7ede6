// Which notice a balance operation's news produces (issue 37: notices say only what is known).
// One operation is told of from two sides: the answer to the trader's own withdrawal or transfer
// (it carries the operation, with its status) and the socket's balance events (an amount and the
// operation's id, never its status: "a withdrawal changed state"). So:
// - an answer names the status it carries ("Заявка на вывод создана · В обработке");
// - a withdrawal event says only that the withdrawal changed ("Вывод обновлён") and links the
//   operation, whose screen reads its status afresh (money-events.ts refreshes it); a top-up or
//   an internal top-up event is a credit by its definition in the contract ("was credited");
// - every notice about one operation carries the same toast id, `operationNoticeId(id)`: a later
//   one replaces the earlier in place, so two notices about one operation never show together.
// The balance feature's success toasts and the realtime notices both come from here.
import type { components } from '../../generated/openapi/trader-api.ts';
import { operationPath, PATHS } from '../shared/routes/route-table.ts';
import { formatMoney } from './money.ts';
import { OPERATION_STATUS_NAMES } from './names.ts';

type OperationStatus = components['schemas']['TransactionStatus'];

/** What the app heard of an operation. */
export type OperationNews =
  /** The answer to the trader's own withdrawal or transfer: the operation as the server holds it. */
  | { source: 'answer'; kind: 'withdrawal' | 'transfer'; operationId: string; amount: number; status: OperationStatus }
  /** A socket balance event: an amount and the operation's id. */
  | { source: 'event'; kind: 'replenishment' | 'internal-topup' | 'withdrawal'; operationId: string; amount: number };

export interface OperationNotice {
  /** The toast's id: the same for every notice about one operation. */
  id: string;
  title: string;
  description: string;
  tone: 'success' | 'info' | 'warning';
  /** Opens the operation. */
  link?: { label: string; to: string };
}

export const OPERATION_NOTICE_TEXTS = {
  withdrawalCreated: 'Заявка на вывод создана',
  withdrawn: 'Средства выведены',
  withdrawalCancelled: 'Вывод отменён',
  withdrawalUpdated: 'Вывод обновлён',
  transferDone: 'Перевод выполнен',
  transferPending: 'Перевод в обработке',
  transferCancelled: 'Перевод отменён',
  replenished: 'Баланс пополнен',
  internalTopup: 'Внутреннее пополнение',
  open: 'Открыть',
  operations: 'Операции',
} as const;

const T = OPERATION_NOTICE_TEXTS;

export const operationNoticeId = (operationId: string): string => `operation-${operationId}`;

/** '−1 646,46 USDT', '+500,00 USDT': the sign from the kind of news, not from the amount's own sign. */
export function signedUsdt(sign: '+' | '−', amount: number): string {
  return `${sign}${formatMoney(Math.abs(amount), 'USDT')}`;
}

const ANSWER_TITLES: Readonly<Record<'withdrawal' | 'transfer', Readonly<Record<OperationStatus, string>>>> = {
  withdrawal: { HOLD: T.withdrawalCreated, COMPLETE: T.withdrawn, CANCEL: T.withdrawalCancelled },
  transfer: { HOLD: T.transferPending, COMPLETE: T.transferDone, CANCEL: T.transferCancelled },
};

/** The one notice this news produces. */
export function operationNotice(news: OperationNews): OperationNotice {
  const id = operationNoticeId(news.operationId);
  if (news.source === 'answer') {
    const amount = signedUsdt('−', news.amount);
    return {
      id,
      title: ANSWER_TITLES[news.kind][news.status],
      // A withdrawal on hold: its status beside the amount ("created" says nothing of it).
      description: news.kind === 'withdrawal' && news.status === 'HOLD' ? `${amount} · ${OPERATION_STATUS_NAMES.HOLD}` : amount,
      tone: news.status === 'CANCEL' ? 'warning' : 'success',
    };
  }
  if (news.kind === 'withdrawal') {
    return {
      id,
      title: T.withdrawalUpdated,
      description: signedUsdt('−', news.amount),
      tone: 'info',
      link: { label: T.open, to: operationPath(news.operationId) },
    };
  }
  return { id, title: news.kind === 'replenishment' ? T.replenished : T.internalTopup, description: signedUsdt('+', news.amount), tone: 'success' };
}

/** Several withdrawal events merged into one toast (a burst): its link opens the list, not one operation. */
export const MANY_WITHDRAWALS = { link: { label: T.operations, to: PATHS['balance-operations'] } } as const;
