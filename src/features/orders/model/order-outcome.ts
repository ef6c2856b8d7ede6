// What an order's dispute and outcome screens say (the dispute form's reason rules, a dispute's
// and a finished order's outcome). Apart from order-view.ts, which home reads from the first
// screen: these are read by the dispute form, the dispute screens and the outcome page, which
// load later, so their texts stay off the entry chunk (issue 28).
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { DISPUTE_CLOSED, OPEN_DISPUTE } from '../../../domain/dispute.ts';
import { ORDER_RESULT_TITLES } from '../../../domain/order-results.ts';
import { normalizeText } from '../../../shared/lib/text.ts';

type Order = components['schemas']['Order'];
type Dispute = components['schemas']['Dispute'];

export const DISPUTE_REASON_MIN = 5;
export const DISPUTE_REASON_MAX = 1000;

/**
 * The reason as it is sent: the shared normaliser's multi-line form (shared/lib/text.ts), so
 * invisible characters (bidi controls, zero-width ones) do not reach support and do not count
 * towards the length, letters are composed (NFC), line breaks are kept.
 */
export function normalizeDisputeReason(reason: string): string {
  return normalizeText(reason, { multiline: true });
}

/** The dispute reason (DisputeCreate: 5..1000 characters once normalised); a Russian message or null. */
export function validateDisputeReason(reason: string): string | null {
  const length = Array.from(normalizeDisputeReason(reason)).length;
  if (length === 0) return 'Опишите причину спора';
  if (length < DISPUTE_REASON_MIN) return `Слишком коротко: не меньше ${DISPUTE_REASON_MIN} символов`;
  if (length > DISPUTE_REASON_MAX) return `Слишком длинно: не больше ${DISPUTE_REASON_MAX} символов (сейчас ${length})`;
  return null;
}

export interface OutcomeView {
  title: string;
  text: string;
  tone: 'success' | 'warning' | 'info';
  /**
   * Whether the outcome moved the balance (issue 37): only then does the screen point to the
   * operations; a cancelled or unpaid order says the balance did not change.
   */
  moved?: boolean;
}

/** What a dispute means for the trader now. */
export function disputeOutcome(dispute: Pick<Dispute, 'state' | 'outcome'>): OutcomeView {
  if (dispute.state === 'OPEN') {
    return {
      title: OPEN_DISPUTE.title,
      text: 'Поддержка проверяет платёж. Когда решение будет принято, приложение покажет результат.',
      tone: 'info',
    };
  }
  if (dispute.outcome === 'TRADER') {
    return { title: 'Спор решён в вашу пользу', text: 'Поддержка приняла решение в вашу пользу.', tone: 'success' };
  }
  if (dispute.outcome === 'MERCHANT') {
    return { title: 'Спор решён в пользу мерчанта', text: 'Поддержка приняла решение в пользу мерчанта.', tone: 'warning' };
  }
  return { title: DISPUTE_CLOSED, text: `${DISPUTE_CLOSED} без указанного решения.`, tone: 'info' };
}

/**
 * /dispute/close when the server's dispute is still OPEN: the close was announced (the event, or
 * the stored dispute order), the dispute's own answer has not caught up yet. The screen asks
 * again until it has (DISPUTE_RESULT_RECHECK_MS) instead of showing an open dispute under a
 * "closed" title; its text says the dispute is closed, so "Ждём решения" reads as the decision
 * on its way, not as the dispute still open.
 */
export const DISPUTE_RESULT_PENDING: OutcomeView = {
  title: 'Ждём решения',
  text: `${DISPUTE_CLOSED}. Решение поддержки появится здесь, как только придёт.`,
  tone: 'info',
};

/** How often /dispute/close asks for the dispute again while the server's copy is still OPEN. */
export const DISPUTE_RESULT_RECHECK_MS = 5_000;

/** What /dispute/close shows for the dispute the server answered. */
export function disputeCloseOutcome(dispute: Pick<Dispute, 'state' | 'outcome'>): OutcomeView {
  return dispute.state === 'OPEN' ? DISPUTE_RESULT_PENDING : disputeOutcome(dispute);
}

/**
 * The result of a finished order. A completed one moved the balance (its operation is in the list);
 * a cancelled or unpaid one did not, and says so instead of pointing to the operations (issue 37).
 */
export function orderOutcome(order: Pick<Order, 'status'>): OutcomeView {
  switch (order.status) {
    case 'COMPLETE':
      return { title: ORDER_RESULT_TITLES.COMPLETE, text: 'Сделка закрыта успешно. Изменение баланса — в списке операций.', tone: 'success', moved: true };
    case 'CANCEL':
      return { title: ORDER_RESULT_TITLES.CANCEL, text: 'Сделка закрыта без оплаты. Баланс по ней не изменился.', tone: 'warning' };
    case 'NO_PAY':
      return { title: ORDER_RESULT_TITLES.NO_PAY, text: 'Оплата по сделке не поступила вовремя. Баланс по ней не изменился.', tone: 'warning' };
    case 'NO_MATCH':
      return { title: ORDER_RESULT_TITLES.NO_MATCH, text: 'Поступивший платёж не совпал со сделкой.', tone: 'warning' };
    case 'PROCESS':
      return { title: ORDER_RESULT_TITLES.PROCESS, text: 'Результата пока нет: сделка не завершена.', tone: 'info' };
    case 'INVITE':
      return { title: ORDER_RESULT_TITLES.INVITE, text: 'Сделку не приняли вовремя.', tone: 'info' };
  }
}
