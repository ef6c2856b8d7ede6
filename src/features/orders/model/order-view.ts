// What the order screens show of an order: labels, the details to pay to or to check, the
// confirmation wording, and the dispute texts. Static data comes in as lookups (the app passes
// the static-data feature's); a lookup that throws ('Not found bank by id') shows as unknown.
import { formatCardNumber, formatPhoneNumber } from '../../../shared/lib/format.ts';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { displayAmount } from '../../../domain/money.ts';
import { DIRECTION_NAMES, ORDER_STATUS_NAMES, paymentSystemName } from '../../../domain/names.ts';

export type Order = components['schemas']['Order'];
export type Dispute = components['schemas']['Dispute'];
type Direction = components['schemas']['Direction'];
type OrderStatus = components['schemas']['OrderStatus'];

export interface OrderLookups {
  paymentMethodById(id: number): { payment_system_name: string };
  bankById(id: number): { name: string };
}

/** The direction's name (src/domain/names.ts) and what it means for the trader. */
export const DIRECTION_LABELS: Readonly<Record<Direction, string>> = {
  IN: `${DIRECTION_NAMES.IN}: клиент платит вам`,
  OUT: `${DIRECTION_NAMES.OUT}: вы платите клиенту`,
};

/** The statuses' names: the domain's, the same on every screen. */
export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = ORDER_STATUS_NAMES;

export const UNKNOWN = 'Не указан';

function safe<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

export function paymentMethodLabel(lookups: OrderLookups, id: number): string {
  const method = safe(() => lookups.paymentMethodById(id));
  if (method === null) return UNKNOWN;
  return paymentSystemName(method.payment_system_name);
}

export function bankLabel(lookups: OrderLookups, id: number | null | undefined): string {
  if (id === null || id === undefined) return UNKNOWN;
  return safe(() => lookups.bankById(id))?.name ?? UNKNOWN;
}

/** The app's one phone and card formatters (shared/lib/format.ts). */
export const formatPhone = formatPhoneNumber;
export const formatCard = formatCardNumber;

export interface PaymentDetails {
  /** Who this is: 'Ваш реквизит' (IN) or 'Реквизиты клиента' (OUT). */
  heading: string;
  bank: string;
  /** The value to pay to (formatted) and the raw one to copy. */
  account: { label: string; shown: string; raw: string } | null;
  holder: string;
}

/** IN: the trader's requisite the customer pays to; OUT: the customer's details the trader pays. */
export function paymentDetails(order: Order, lookups: OrderLookups): PaymentDetails | null {
  if (order.direction === 'IN') {
    const r = order.requisite;
    if (r === null) return null;
    return {
      heading: 'Клиент платит на ваш реквизит',
      bank: bankLabel(lookups, r.bank_id),
      account: accountOf(r.phone, r.card_number),
      holder: r.holder_name,
    };
  }
  const c = order.customer_details;
  if (c === null) return null;
  return {
    heading: 'Переведите клиенту',
    bank: c.bank_name,
    account: accountOf(c.phone, c.card_number),
    holder: c.holder_name,
  };
}

function accountOf(phone: string | null, card: string | null): PaymentDetails['account'] {
  if (phone !== null && phone !== '') return { label: 'Телефон (СБП)', shown: formatPhone(phone), raw: phone };
  if (card !== null && card !== '') return { label: 'Номер карты', shown: formatCard(card), raw: card };
  return null;
}

export interface ConfirmWording {
  button: string;
  question: string;
  done: string;
}

/** IN: confirm the customer's payment was received; OUT: confirm the payment was sent. */
export function confirmWording(order: Pick<Order, 'direction' | 'amount_rub'>): ConfirmWording {
  const rub = `${displayAmount(order.amount_rub)} ₽`;
  return order.direction === 'IN'
    ? {
        button: 'Подтвердить получение',
        question: `Деньги от клиента (${rub}) пришли на ваш счёт? Подтверждение нельзя отменить.`,
        done: 'Получение платежа подтверждено',
      }
    : {
        button: 'Подтвердить отправку',
        question: `Вы перевели клиенту ${rub}? Подтверждение нельзя отменить.`,
        done: 'Отправка платежа подтверждена',
      };
}

/** Whether the order is finished: its status never changes again (INVITE and PROCESS still may). */
export function isFinished(status: OrderStatus): boolean {
  return status !== 'PROCESS' && status !== 'INVITE';
}
