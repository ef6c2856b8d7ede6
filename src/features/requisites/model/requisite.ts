// Requisites as the list shows them, and the form's values turned into the create body, or, for
// an edit (issue 28), into the change of an existing requisite: the same values, the same checks.
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { cardDigits, formatCardInput, maskCard, validateCardNumber } from './card.ts';
import { normalizeHolderName, validateHolderName } from './holder.ts';
import { displayPhone, formatPhoneInput, normalizePhone, validatePhone } from './phone.ts';
import { PAYMENT_SYSTEM_NAMES, REQUISITE_STATUS_NAMES } from '../../../domain/names.ts';

export type Requisite = components['schemas']['Requisite'];
export type RequisiteCreate = components['schemas']['RequisiteCreate'];
export type RequisiteUpdate = components['schemas']['RequisiteUpdate'];
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

/** The payment system's one name (src/domain/names.ts). */
export const KIND_LABELS: Readonly<Record<PaymentKind, string>> = PAYMENT_SYSTEM_NAMES;

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
  /**
   * Whether the backend takes an edit now (proposed `editable`): true, false (an order in progress
   * pays to it), or null when the backend does not say (it has no edit: none is offered).
   */
  editable: boolean | null;
  /**
   * An order in progress pays to it (an order says so, or the backend marks it `editable: false`):
   * the customer may be paying to these very details, so it is not disabled, deleted or changed.
   */
  inUse: boolean;
}

/** What the in-use rule needs of an order: its status and the requisite it pays to. */
export interface OrderPayingTo {
  status: string;
  requisite: { id: number } | null;
}

/**
 * The requisites an order in progress (INVITE or PROCESS) pays to: while one does, the customer
 * may be paying to those details now, so none of them is disabled, deleted or changed.
 */
export function requisitesInUse(orders: readonly OrderPayingTo[]): ReadonlySet<number> {
  const ids = new Set<number>();
  for (const order of orders) {
    if ((order.status === 'INVITE' || order.status === 'PROCESS') && order.requisite) ids.add(order.requisite.id);
  }
  return ids;
}

function safe<T>(fn: () => T): T | null {
  try {
    return fn();
  } catch {
    return null;
  }
}

/** The visible requisites (DELETED hidden), active first, then by id; names via static data. */
export function requisiteViews(
  requisites: readonly Requisite[],
  lookups: RequisiteLookups,
  inUse: ReadonlySet<number> = new Set(),
): RequisiteView[] {
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
        editable: r.editable ?? null,
        inUse: r.editable === false || inUse.has(r.id),
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

// ---------------------------------------------------------------- editing (issue 28)

/** The form's values for an existing requisite, as the trader would have typed them. */
export function formValuesOf(requisite: Requisite): RequisiteFormValues {
  return {
    paymentMethodId: requisite.payment_method_id,
    bankId: requisite.bank_id,
    cardNumber: requisite.card_number ? formatCardInput(requisite.card_number) : '',
    phone: requisite.phone ? formatPhoneInput(requisite.phone) : '',
    holderName: requisite.holder_name,
  };
}

/** The form's values for a create body kept from an earlier attempt (create-flow.ts resumeCreate). */
export function formValuesOfBody(body: RequisiteCreate): RequisiteFormValues {
  return {
    paymentMethodId: body.payment_method_id,
    bankId: body.bank_id,
    cardNumber: 'card_number' in body ? formatCardInput(body.card_number) : '',
    phone: 'phone' in body ? formatPhoneInput(body.phone) : '',
    holderName: body.holder_name,
  };
}

export type UpdateBody = { ok: true; body: RequisiteUpdate } | { ok: false; reason: 'invalid' | 'unchanged' };

/** The edited values, normalised as the create body sends them (null: not a value of that field). */
function normalizedEdit(values: RequisiteFormValues) {
  return {
    bankId: values.bankId,
    cardNumber: cardDigits(values.cardNumber),
    phone: normalizePhone(values.phone),
    holderName: normalizeHolderName(values.holderName),
  };
}

/** Which fields differ from the requisite as it is (compared as they would be sent). */
function changedFields(values: RequisiteFormValues, original: Requisite): Set<'bankId' | 'cardNumber' | 'phone' | 'holderName'> {
  const edit = normalizedEdit(values);
  const changed = new Set<'bankId' | 'cardNumber' | 'phone' | 'holderName'>();
  if (edit.bankId !== original.bank_id) changed.add('bankId');
  if (edit.holderName !== original.holder_name) changed.add('holderName');
  if (original.card_number !== null && edit.cardNumber !== original.card_number) changed.add('cardNumber');
  if (original.phone !== null && (edit.phone ?? values.phone.trim()) !== original.phone) changed.add('phone');
  return changed;
}

/**
 * The checks of adding (validateRequisiteForm, the one place for the rules) on the fields the
 * trader changed; a field left as the backend has it is not sent, so it is not refused (a card
 * number saved before the app checked its Luhn digit does not block changing the holder's name).
 */
export function validateRequisiteEdit(values: RequisiteFormValues, lookups: Pick<RequisiteLookups, 'paymentMethodById' | 'bankById'>, original: Requisite): RequisiteFormErrors {
  // The method is the requisite's own: an edit never changes it.
  const errors = validateRequisiteForm({ ...values, paymentMethodId: original.payment_method_id }, lookups);
  const changed = changedFields(values, original);
  const { paymentMethodId, bankId, cardNumber, phone, holderName } = errors;
  return {
    ...(paymentMethodId ? { paymentMethodId } : {}),
    ...(bankId && changed.has('bankId') ? { bankId } : {}),
    ...(cardNumber && changed.has('cardNumber') ? { cardNumber } : {}),
    ...(phone && changed.has('phone') ? { phone } : {}),
    ...(holderName && changed.has('holderName') ? { holderName } : {}),
  };
}

/**
 * The PATCH body for valid values: the fields that differ from the requisite as it is (bank,
 * holder, and the phone or the card of its method), each in the form the create body takes.
 * 'unchanged' when nothing differs: nothing to send.
 */
export function toUpdateBody(values: RequisiteFormValues, lookups: Pick<RequisiteLookups, 'paymentMethodById' | 'bankById'>, original: Requisite): UpdateBody {
  if (Object.keys(validateRequisiteEdit(values, lookups, original)).length > 0) return { ok: false, reason: 'invalid' };
  const edit = normalizedEdit(values);
  const changed = changedFields(values, original);
  const body: RequisiteUpdate = {};
  if (changed.has('bankId') && edit.bankId !== null) body.bank_id = edit.bankId;
  if (changed.has('holderName')) body.holder_name = edit.holderName;
  if (changed.has('phone') && edit.phone !== null) body.phone = edit.phone;
  if (changed.has('cardNumber')) body.card_number = edit.cardNumber;
  return Object.keys(body).length === 0 ? { ok: false, reason: 'unchanged' } : { ok: true, body };
}

/** Whether leaving the edit would lose a change. */
export function isEdited(values: RequisiteFormValues, original: Requisite): boolean {
  const initial = formValuesOf(original);
  return (
    values.bankId !== initial.bankId ||
    values.cardNumber !== initial.cardNumber ||
    values.phone !== initial.phone ||
    values.holderName !== initial.holderName
  );
}
