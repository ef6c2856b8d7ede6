// Withdrawal without arithmetic (issue 28): the terms of GET /traders/balance/withdraw/terms
// (proposed) as the withdrawal form uses them. The network fee is withheld from the amount: a
// withdrawal of A debits A and the address receives A − fee (WithdrawalTerms in the contract).
// - "Вся сумма" fills the available amount truncated to the 2 decimals the amount field takes
//   (never more than is available), capped by the maximum, or says why nothing can be withdrawn;
// - an amount below the minimum or above the maximum is refused beside the field, before the
//   server refuses it;
// - the form and the confirmation show the fee, the minimum and what arrives.
// Amounts are compared in thousandths (bigint), never as binary fractions. Without terms (a
// backend that lacks the call, or the call failed) none of this applies: the form is as before.
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { displayAmount, fieldAmount, formatMoney, roundAmount } from '../../../domain/money.ts';

export type WithdrawalTerms = components['schemas']['WithdrawalTerms'];

/** Thousandths of an amount (read and rounded to 3 decimals first); null when unreadable. */
export function milliOf(value: number): bigint | null {
  const rounded = roundAmount(value);
  return Number.isFinite(rounded) ? BigInt(Math.round(rounded * 1000)) : null;
}

const fromMilli = (milli: bigint): number => Number(milli) / 1000;

export const TERMS_MESSAGES = {
  belowMin: (min: number) => `Минимальная сумма вывода: ${formatMoney(min, 'USDT')}`,
  aboveMax: (max: number) => `Не больше ${formatMoney(max, 'USDT')} за один вывод`,
  notAboveFee: (fee: number) => `Сумма должна быть больше комиссии сети: ${formatMoney(fee, 'USDT')}`,
  tooLittle: (min: number) => `Доступно меньше минимальной суммы вывода (${formatMoney(min, 'USDT')})`,
  nothing: 'Выводить пока нечего',
} as const;

/** Why the terms refuse this amount (thousandths), or null. */
export function termsError(milli: bigint, terms: WithdrawalTerms): string | null {
  const min = milliOf(terms.min_amount);
  const max = terms.max_amount === null ? null : milliOf(terms.max_amount);
  const fee = milliOf(terms.fee);
  if (min !== null && milli < min) return TERMS_MESSAGES.belowMin(terms.min_amount);
  if (max !== null && terms.max_amount !== null && milli > max) return TERMS_MESSAGES.aboveMax(terms.max_amount);
  if (fee !== null && milli <= fee) return TERMS_MESSAGES.notAboveFee(terms.fee);
  return null;
}

export type WholeAmount = { ok: true; text: string; amount: number; capped: boolean } | { ok: false; error: string };

/**
 * "Вся сумма": what the amount field is filled with. The available amount truncated to 2
 * decimals (1 250,509 available fills 1250,50: rounding up would ask for more than there is),
 * at most the maximum of one withdrawal (`capped`); an error when it is nothing or below the
 * minimum, or no more than the fee.
 */
export function wholeAmount(available: number, terms: WithdrawalTerms | null): WholeAmount {
  const availableMilli = milliOf(available);
  if (availableMilli === null || availableMilli <= 0n) return { ok: false, error: TERMS_MESSAGES.nothing };
  let milli = (availableMilli / 10n) * 10n;
  let capped = false;
  const max = terms?.max_amount == null ? null : milliOf(terms.max_amount);
  if (max !== null && milli > max) {
    milli = (max / 10n) * 10n;
    capped = true;
  }
  if (milli <= 0n) return { ok: false, error: TERMS_MESSAGES.nothing };
  if (terms) {
    const min = milliOf(terms.min_amount);
    const fee = milliOf(terms.fee);
    if ((min !== null && milli < min) || (fee !== null && milli <= fee)) return { ok: false, error: TERMS_MESSAGES.tooLittle(Math.max(terms.min_amount, terms.fee)) };
  }
  const amount = fromMilli(milli);
  return { ok: true, text: fieldAmount(amount), amount, capped };
}

/** What the address receives for `amount`: the amount less the network fee, never below zero. */
export function arrivingAmount(amount: number, terms: WithdrawalTerms): number {
  const milli = milliOf(amount);
  const fee = milliOf(terms.fee);
  if (milli === null || fee === null) return Number.NaN;
  return milli > fee ? fromMilli(milli - fee) : 0;
}

export interface TermsLine {
  key: 'fee' | 'min' | 'max' | 'arrives';
  label: string;
  value: string;
}

/**
 * The lines the form shows under the amount: the fee, the minimum, the maximum when there is
 * one, and what arrives once a valid amount is typed (`amount`, else null).
 */
export function termsLines(terms: WithdrawalTerms, amount: number | null): TermsLine[] {
  const lines: TermsLine[] = [
    { key: 'fee', label: `Комиссия сети ${terms.network}`, value: formatMoney(terms.fee, 'USDT') },
    { key: 'min', label: 'Минимальная сумма', value: formatMoney(terms.min_amount, 'USDT') },
  ];
  if (terms.max_amount !== null) lines.push({ key: 'max', label: 'Максимум за один вывод', value: formatMoney(terms.max_amount, 'USDT') });
  if (amount !== null) lines.push({ key: 'arrives', label: 'Придёт на адрес', value: formatMoney(arrivingAmount(amount, terms), 'USDT') });
  return lines;
}

/** The confirmation's sentence about the terms, its amounts written as the popup's own ('1 249,50 USDT'). */
export function termsSentence(amount: number, terms: WithdrawalTerms): string {
  const plain = (value: number) => `${displayAmount(value)} USDT`;
  return `Комиссия сети ${plain(terms.fee)} (минимум вывода ${plain(terms.min_amount)}), на адрес придёт ${plain(arrivingAmount(amount, terms))}.`;
}
