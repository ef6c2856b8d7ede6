// Requisites as the list shows them, and the form's values turned into the create body.
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { cardDigits, maskCard, validateCardNumber } from './card.ts';
import { normalizeHolderName, validateHolderName } from './holder.ts';
import { displayPhone, normalizePhone, validatePhone } from './phone.ts';
import { REQUISITE_STATUS_NAMES } from '../../../domain/names.ts';

export type Requisite = components['schemas']['Requisite'];
export type RequisiteCreate = components['schemas']['RequisiteCreate'];
export type RequisiteStatus = components['schemas']['RequisiteStatus'];
type Bank = components['schemas']['Bank'];
type PaymentMethod = components['schemas']['PaymentMethod'];

/**
 * What this feature needs of the static data (the app passes the static-data feature's
 * object; features never import each other). Lookups throw 'Not found ... by id'.
 */
export interface RequisiteLookups {
  readonly banks: readonly Bank[];
  readonly paymentMethods: readonly PaymentMethod[];
  bankById(id: number): Bank;
  paymentMethodById(id: number): PaymentMethod;
}

/** The shown statuses' names: the domain's, the same on every screen. */
export const STATUS_LABELS: Readonly<Record<Exclude<RequisiteStatus, 'DELETED'>, string>> = {
  ACTIVE: REQUISITE_STATUS_NAMES.ACTIVE,
  INACTIVE: REQUISITE_STATUS_NAMES.INACTIVE,
};

export type PaymentKind = 'SBP' | 'C2C';

export const KIND_LABELS: Record<PaymentKind, string> = { SBP: 'СБП', C2C: 'Карта' };

export function paymentKind(method: Pick<PaymentMethod, 'payment_system_name'>): PaymentKind | null {
  return method.payment_system_name === 'SBP' || method.payment_system_name === 'C2C' ? method.payment_system_name : null;
}

export interface RequisiteView {
  id: number;
  status: 'ACTIVE' | 'INACTIVE';
  statusLabel: string;
  bankName: string;
  methodLabel: string;
  /** '•••• 5678' or '+7 916 123-45-67'. */
  account: string;
  holderName: string;
}

function safe<T>(fn: () => T): T | null {
  try {
    return fn();
  } catch {
    return null;
  }
}

/** The visible requisites (DELETED hidden), active first, then by id; names via static data. */
export function requisiteViews(requisites: readonly Requisite[], lookups: RequisiteLookups): RequisiteView[] {
  return requisites
    .filter((r): r is Requisite & { status: 'ACTIVE' | 'INACTIVE' } => r.status !== 'DELETED')
    .map((r) => {
      const method = safe(() => lookups.paymentMethodById(r.payment_method_id));
      const kind = method ? paymentKind(method) : null;
      const bank = safe(() => lookups.bankById(r.bank_id));
      const account = r.card_number ? maskCard(r.card_number) : r.phone ? displayPhone(r.phone) : '—';
      return {
        id: r.id,
        status: r.status,
        statusLabel: STATUS_LABELS[r.status],
        bankName: bank?.name ?? `Банк #${r.bank_id}`,
        methodLabel: kind ? KIND_LABELS[kind] : method ? method.payment_system_name : 'Другой способ',
        account,
        holderName: r.holder_name,
      };
    })
    .sort((a, b) => (a.status === b.status ? a.id - b.id : a.status === 'ACTIVE' ? -1 : 1));
}

export interface RequisiteFormValues {
  paymentMethodId: number | null;
  bankId: number | null;
  cardNumber: string;
  phone: string;
  holderName: string;
}

export const EMPTY_FORM: RequisiteFormValues = { paymentMethodId: null, bankId: null, cardNumber: '', phone: '', holderName: '' };

export type RequisiteFormErrors = Partial<Record<'paymentMethodId' | 'bankId' | 'cardNumber' | 'phone' | 'holderName', string>>;

export const FORM_MESSAGES = {
  method: 'Выберите способ оплаты',
  bank: 'Выберите банк',
} as const;

/** Whether leaving would lose input. The method alone does not count: the form preselects one. */
export function isDirty(values: RequisiteFormValues): boolean {
  return (
    values.bankId !== null ||
    values.cardNumber.trim() !== '' ||
    values.phone.trim() !== '' ||
    values.holderName.trim() !== ''
  );
}

/** The kind of the chosen method (null: none chosen or not SBP/C2C). */
export function formKind(values: RequisiteFormValues, lookups: Pick<RequisiteLookups, 'paymentMethodById'>): PaymentKind | null {
  if (values.paymentMethodId === null) return null;
  const method = safe(() => lookups.paymentMethodById(values.paymentMethodId ?? -1));
  return method ? paymentKind(method) : null;
}

export function validateRequisiteForm(values: RequisiteFormValues, lookups: Pick<RequisiteLookups, 'paymentMethodById' | 'bankById'>): RequisiteFormErrors {
  const errors: RequisiteFormErrors = {};
  const kind = formKind(values, lookups);
  if (kind === null) errors.paymentMethodId = FORM_MESSAGES.method;
  if (values.bankId === null || safe(() => lookups.bankById(values.bankId ?? -1)) === null) errors.bankId = FORM_MESSAGES.bank;
  if (kind === 'C2C') {
    const card = validateCardNumber(values.cardNumber);
    if (card) errors.cardNumber = card;
  }
  if (kind === 'SBP') {
    const phone = validatePhone(values.phone);
    if (phone) errors.phone = phone;
  }
  const holder = validateHolderName(values.holderName);
  if (holder) errors.holderName = holder;
  return errors;
}

/** The POST /traders/requisites body for valid values (only the field the method needs). */
export function toCreateBody(values: RequisiteFormValues, lookups: Pick<RequisiteLookups, 'paymentMethodById' | 'bankById'>): RequisiteCreate | null {
  if (Object.keys(validateRequisiteForm(values, lookups)).length > 0) return null;
  const kind = formKind(values, lookups);
  if (values.paymentMethodId === null || values.bankId === null || kind === null) return null;
  const base = { payment_method_id: values.paymentMethodId, bank_id: values.bankId, holder_name: normalizeHolderName(values.holderName) };
  if (kind === 'C2C') return { ...base, card_number: cardDigits(values.cardNumber) };
  const phone = normalizePhone(values.phone);
  return phone === null ? null : { ...base, phone };
}
