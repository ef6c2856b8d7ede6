// Field rules of the withdrawal and transfer forms. The spec leaves field-level rules open
// ("not shown"), so these are ours: the amount is positive, has at most 2 decimals (comma or
// dot), and is at most the available for withdrawal; the recipient is required and at most
// RECIPIENT_MAX characters; the address is a TRC20 address (its shape here, its checksum in
// trc20.ts before sending). Both are read through the shared text normaliser first (NFC, no
// bidi controls or zero-width characters: shared/lib/text.ts), and the confirmation popup shows
// the normalised value whole, so the trader confirms exactly what is sent. The body that passes
// them is checked once more with the generated validator of the contract (built on first use, ADR 0047).
import { zTransferRequest, zWithdrawRequest } from '../../../../generated/zod/trader-api.lazy.gen.ts';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { displayAmount, roundAmount } from '../../../domain/money.ts';
import { normalizeText } from '../../../shared/lib/text.ts';
import { POPUP_LIMITS } from '../../../shared/telegram/popup.ts';
import { ADDRESS_MESSAGES, hasTrc20Shape, normalizeAddress } from './trc20.ts';
import { termsError, termsSentence, type WithdrawalTerms } from './withdrawal-terms.ts';

export type WithdrawRequest = components['schemas']['WithdrawRequest'];
export type TransferRequest = components['schemas']['TransferRequest'];

export type MoneyKind = 'withdraw' | 'transfer';

/** What the trader typed. `target` is the address (withdraw) or the recipient (transfer). */
export interface MoneyFormValues {
  amount: string;
  target: string;
}

export interface MoneyFormErrors {
  amount?: string;
  target?: string;
}

export type AmountResult = { ok: true; value: number; milli: bigint } | { ok: false; error: string };

export const AMOUNT_MESSAGES = {
  required: 'Введите сумму',
  format: 'Введите сумму числом, например 150,25',
  positive: 'Сумма должна быть больше нуля',
  decimals: 'Не больше двух знаков после запятой',
  unknownMax: 'Не удалось проверить доступный баланс',
} as const;

// The same limit, named for what the trader is doing: a transfer is not a withdrawal.
const MAX_LEADS: Record<MoneyKind, string> = {
  withdraw: 'Не больше доступного к выводу',
  transfer: 'Не больше доступного для перевода',
};

export function maxMessage(max: number, kind: MoneyKind = 'withdraw'): string {
  return `${MAX_LEADS[kind]}: ${displayAmount(max)}\u00a0USDT`;
}

export const TARGET_MESSAGES: Record<MoneyKind, string> = {
  withdraw: 'Укажите адрес кошелька',
  transfer: 'Укажите получателя',
};

/**
 * The longest recipient, in characters: a username (at most 32) or a trader id fits with room
 * to spare, and the confirmation popup (256 characters, spec section 5) can show it whole.
 */
export const RECIPIENT_MAX = 64;
export const RECIPIENT_TOO_LONG = `Не больше ${RECIPIENT_MAX} символов`;

/**
 * The recipient as it is confirmed and sent: normalised (shared/lib/text.ts). A recipient typed
 * only of invisible characters is empty, and the form asks for one.
 */
export function normalizeRecipient(text: string): string {
  return normalizeText(text);
}

const NUMBER = /^(\d*)(?:\.(\d*))?$/;

/** Thousandths of a finite amount already rounded to 3 decimals (balance derivations). */
function toMilli(value: number): bigint {
  return BigInt(Math.round(value * 1000));
}

/**
 * Reads the amount field: spaces (also the non-breaking ones of ru formatting) are ignored and
 * a comma is a decimal point. `max` is the available for withdrawal; `kind` names it in the error.
 */
export function parseAmountInput(text: string, max: number, kind: MoneyKind = 'withdraw'): AmountResult {
  const normalized = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (normalized === '') return { ok: false, error: AMOUNT_MESSAGES.required };
  if (normalized.startsWith('-')) return { ok: false, error: AMOUNT_MESSAGES.positive };
  const match = NUMBER.exec(normalized);
  const int = match?.[1] ?? '';
  const frac = match?.[2] ?? '';
  if (!match || (int === '' && frac === '')) return { ok: false, error: AMOUNT_MESSAGES.format };
  if (frac.length > 2) return { ok: false, error: AMOUNT_MESSAGES.decimals };
  const milli = BigInt((int || '0') + frac.padEnd(3, '0'));
  if (milli <= 0n) return { ok: false, error: AMOUNT_MESSAGES.positive };
  if (!Number.isFinite(max)) return { ok: false, error: AMOUNT_MESSAGES.unknownMax };
  if (milli > toMilli(roundAmount(max))) return { ok: false, error: maxMessage(max, kind) };
  const value = Number(`${int || '0'}.${frac || '0'}`);
  return { ok: true, value, milli };
}

export type MoneyFormResult<Body> = { ok: true; body: Body } | { ok: false; errors: MoneyFormErrors };

const CONTRACT_MESSAGES: Record<MoneyKind, Required<MoneyFormErrors>> = {
  withdraw: { amount: AMOUNT_MESSAGES.positive, target: TARGET_MESSAGES.withdraw },
  transfer: { amount: AMOUNT_MESSAGES.positive, target: TARGET_MESSAGES.transfer },
};

/**
 * Field rules, then the contract's validator on the body they produce. A withdrawal with the
 * backend's terms (withdrawal-terms.ts) also keeps to their minimum and maximum.
 */
export function validateMoneyForm(kind: 'withdraw', values: MoneyFormValues, max: number, terms?: WithdrawalTerms | null): MoneyFormResult<WithdrawRequest>;
export function validateMoneyForm(kind: 'transfer', values: MoneyFormValues, max: number): MoneyFormResult<TransferRequest>;
export function validateMoneyForm(kind: MoneyKind, values: MoneyFormValues, max: number, terms?: WithdrawalTerms | null): MoneyFormResult<WithdrawRequest | TransferRequest>;
export function validateMoneyForm(
  kind: MoneyKind,
  values: MoneyFormValues,
  max: number,
  terms: WithdrawalTerms | null = null,
): MoneyFormResult<WithdrawRequest | TransferRequest> {
  const errors: MoneyFormErrors = {};
  const amount = parseAmountInput(values.amount, max, kind);
  if (!amount.ok) errors.amount = amount.error;
  else if (kind === 'withdraw' && terms) {
    const refused = termsError(amount.milli, terms);
    if (refused) errors.amount = refused;
  }
  // A pasted address may carry invisible characters from the chat it was copied from: removed
  // like the recipient's, then its shape and checksum decide.
  const target = kind === 'withdraw' ? normalizeAddress(normalizeText(values.target)) : normalizeRecipient(values.target);
  if (target === '') errors.target = TARGET_MESSAGES[kind];
  else if (kind === 'withdraw' && !hasTrc20Shape(target)) errors.target = ADDRESS_MESSAGES.format;
  else if (kind === 'transfer' && Array.from(target).length > RECIPIENT_MAX) errors.target = RECIPIENT_TOO_LONG;
  if (!amount.ok || errors.amount || errors.target) return { ok: false, errors };

  const parsed =
    kind === 'withdraw'
      ? zWithdrawRequest().safeParse({ amount: amount.value, address: target })
      : zTransferRequest().safeParse({ amount: amount.value, recipient: target });
  if (parsed.success) return { ok: true, body: parsed.data };
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'amount' ? 'amount' : 'target';
    errors[field] ??= CONTRACT_MESSAGES[kind][field];
  }
  return { ok: false, errors };
}

/** What the confirmation adds when known: the backend's terms, the saved address's label, the recipient's name. */
export interface ConfirmationExtras {
  terms?: WithdrawalTerms | null;
  /** The label the trader saved this address under (withdraw-addresses.ts). */
  label?: string | null;
  /** The transfer recipient's display name, as the recipient lookup gave it (issue 37). */
  recipientName?: string | null;
}

/**
 * The confirmation popup before money leaves: what, how much and where (spec popup limits hold).
 * The address and the recipient are shown whole, as they are sent: a shortened address
 * ('TJRyWwFs…g5tDeC') is what address-poisoning look-alikes imitate. With the terms, the fee, the
 * minimum and what arrives; a saved address is named by its label too, beside the address.
 */
export function confirmation(body: WithdrawRequest | TransferRequest, extras: ConfirmationExtras = {}): { title: string; message: string; confirmText: string } {
  const amount = `${displayAmount(body.amount)} USDT`;
  if ('address' in body) {
    const terms = extras.terms ? ` ${termsSentence(body.amount, extras.terms)}` : '';
    const message = (to: string) => `${amount} на адрес ${to}, сеть TRON (TRC20).${terms} Перевод в блокчейне нельзя отменить.`;
    // The popup takes 256 characters: a long label gives way first; the address and the terms never do.
    const labelled = extras.label ? message(`«${extras.label}» ${body.address}`) : null;
    return {
      title: 'Подтвердите вывод',
      message: labelled !== null && labelled.length <= POPUP_LIMITS.messageMax ? labelled : message(body.address),
      confirmText: 'Вывести',
    };
  }
  // "Мария К." ends the sentence with its own full stop.
  const named = extras.recipientName ? ` Получатель: ${extras.recipientName.replace(/\.$/, '')}.` : '';
  return { title: 'Подтвердите перевод', message: `${amount} трейдеру ${body.recipient}.${named}`, confirmText: 'Перевести' };
}

/** The form is dirty (closing confirmation) once anything was typed. */
export function isDirty(values: MoneyFormValues): boolean {
  return values.amount.trim() !== '' || values.target.trim() !== '';
}
