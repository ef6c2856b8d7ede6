import { describe, expect, it } from 'vitest';
import {
  FORM_MESSAGES,
  EMPTY_FORM,
  formValuesOf,
  isDirty,
  KIND_LABELS,
  validateRequisiteEdit,
  isEdited,
  requisiteViews,
  requisitesInUse,
  toCreateBody,
  toUpdateBody,
  validateRequisiteForm,
  type Requisite,
  type RequisiteLookups,
} from './requisite.ts';
import { CARD_MESSAGES } from './card.ts';
import { HOLDER_MESSAGES } from './holder.ts';
import { PHONE_MESSAGES } from './phone.ts';
import { responseExample } from '../../../shared/lib/testing/response-example.ts';
import { paymentSystemName } from '../../../domain/names.ts';

const banks = [
  { id: 1, name: 'Alfa-Bank' },
  { id: 3, name: 'Sberbank' },
];
const paymentMethods = [
  { id: 1, currency_code: 'RUB', payment_system_name: 'SBP' },
  { id: 2, currency_code: 'RUB', payment_system_name: 'C2C' },
];
const find = <T extends { id: number }>(items: T[], what: string) => (id: number) => {
  const found = items.find((i) => i.id === id);
  if (!found) throw new Error(`Not found ${what} by id`);
  return found;
};
const lookups: RequisiteLookups = { banks, paymentMethods, bankById: find(banks, 'bank'), paymentMethodById: find(paymentMethods, 'payment method') };

const base: Requisite = { id: 1, status: 'ACTIVE', payment_method_id: 1, bank_id: 1, card_number: null, phone: '+79161234567', holder_name: 'Иван', created_at: '2026-10-01T10:00:00Z' };

describe('requisite views', () => {
  it('hides deleted ones, puts active first and names bank and method', () => {
    const views = requisiteViews(
      [
        { ...base, id: 3, status: 'INACTIVE', payment_method_id: 2, bank_id: 3, card_number: '2200700012345678', phone: null },
        { ...base, id: 2, status: 'DELETED' },
        base,
      ],
      lookups,
    );
    expect(views.map((v) => [v.id, v.statusLabel, v.bankName, v.methodLabel, v.account])).toEqual([
      [1, 'Активен', 'Alfa-Bank', 'СБП', '+7 916 123-45-67'],
      [3, 'Отключён', 'Sberbank', 'Карта', '•••• 5678'],
    ]);
  });

  it('marks in use a requisite an order in progress pays to, or one the backend will not change', () => {
    const orders = [
      { status: 'PROCESS', requisite: { id: 1 } },
      { status: 'INVITE', requisite: { id: 4 } },
      { status: 'COMPLETE', requisite: { id: 3 } },
      { status: 'PROCESS', requisite: null },
    ];
    expect([...requisitesInUse(orders)].sort()).toEqual([1, 4]);
    const views = requisiteViews(
      [
        base,
        { ...base, id: 3, payment_method_id: 2, card_number: '2200700012345678', phone: null },
        { ...base, id: 5, editable: false },
        { ...base, id: 6, editable: true },
      ],
      lookups,
      requisitesInUse(orders),
    );
    expect(views.map((v) => [v.id, v.inUse])).toEqual([
      [1, true],
      [3, false],
      [5, true],
      [6, false],
    ]);
  });

  it('survives ids missing from the static data', () => {
    const [view] = requisiteViews([{ ...base, bank_id: 99, payment_method_id: 42 }], lookups);
    expect(view?.bankName).toBe('Банк #99');
    expect(view?.methodLabel).toBe('Другой способ');
  });
});

describe('requisite form', () => {
  it('names each payment method as the orders, History and its CSV do (issue 37: one name per method)', () => {
    expect(KIND_LABELS).toEqual({ SBP: paymentSystemName('SBP'), C2C: paymentSystemName('C2C') });
    expect(KIND_LABELS).toEqual({ SBP: 'СБП', C2C: 'Карта' });
  });

  it('requires a method and a bank', () => {
    const errors = validateRequisiteForm({ ...EMPTY_FORM, holderName: 'Иван Петров' }, lookups);
    expect(errors).toEqual({ paymentMethodId: FORM_MESSAGES.method, bankId: FORM_MESSAGES.bank });
  });

  it('checks only the field of the chosen method and builds the body with it', () => {
    const sbp = { ...EMPTY_FORM, paymentMethodId: 1, bankId: 1, phone: '+7 916 123-45-67', holderName: ' Иван  Петров ', cardNumber: 'junk' };
    expect(validateRequisiteForm(sbp, lookups)).toEqual({});
    expect(toCreateBody(sbp, lookups)).toEqual({ payment_method_id: 1, bank_id: 1, phone: '+79161234567', holder_name: 'Иван Петров' });
    const c2c = { ...EMPTY_FORM, paymentMethodId: 2, bankId: 3, cardNumber: '4111 1111 1111 1111', holderName: 'Иван Петров', phone: 'junk' };
    expect(toCreateBody(c2c, lookups)).toEqual({ payment_method_id: 2, bank_id: 3, card_number: '4111111111111111', holder_name: 'Иван Петров' });
    expect(toCreateBody({ ...c2c, cardNumber: '4111 1111 1111 1112' }, lookups)).toBeNull();
  });

  it('is dirty once anything was typed or picked', () => {
    expect(isDirty(EMPTY_FORM)).toBe(false);
    expect(isDirty({ ...EMPTY_FORM, paymentMethodId: 2 })).toBe(false); // the form preselects a method
    expect(isDirty({ ...EMPTY_FORM, bankId: 1 })).toBe(true);
    expect(isDirty({ ...EMPTY_FORM, holderName: 'И' })).toBe(true);
  });
});

describe('editing a requisite (issue 28)', () => {
  // The contract's own requisites: 11 SBP (the active order pays to it), 12 and 13 C2C.
  const [sbp, card] = responseExample<Requisite[]>('/traders/requisites', 'default');
  if (!sbp || !card) throw new Error('the contract example lists the SBP and the card requisite first');

  it('fills the form as the trader would have typed the requisite', () => {
    expect(formValuesOf(sbp)).toEqual({ paymentMethodId: 1, bankId: 1, cardNumber: '', phone: '+7 916 123-45-67', holderName: 'Иван Петрович С.' });
    expect(formValuesOf(card)).toEqual({ paymentMethodId: 2, bankId: 3, cardNumber: '2200 7000 1234 5678', phone: '', holderName: 'Иван Петрович С.' });
    expect(isEdited(formValuesOf(card), card)).toBe(false);
  });

  it('sends only what changed, in the form adding sends it', () => {
    const values = formValuesOf(card);
    // The example's card number fails the Luhn check; left as it is, it is not sent and not refused.
    expect(validateRequisiteEdit(values, lookups, card)).toEqual({});
    expect(toUpdateBody({ ...values, holderName: '  Иван   Петрович Сидоров ' }, lookups, card)).toEqual({ ok: true, body: { holder_name: 'Иван Петрович Сидоров' } });
    expect(toUpdateBody({ ...values, bankId: 1, cardNumber: '4111 1111 1111 1111' }, lookups, card)).toEqual({ ok: true, body: { bank_id: 1, card_number: '4111111111111111' } });
    expect(toUpdateBody({ ...formValuesOf(sbp), phone: '8 (903) 123-45-67' }, lookups, sbp)).toEqual({ ok: true, body: { phone: '+79031234567' } });
  });

  it('sends nothing when nothing changed, however it was retyped', () => {
    expect(toUpdateBody(formValuesOf(card), lookups, card)).toEqual({ ok: false, reason: 'unchanged' });
    expect(toUpdateBody({ ...formValuesOf(card), cardNumber: '2200700012345678', holderName: 'Иван  Петрович С. ' }, lookups, card)).toEqual({ ok: false, reason: 'unchanged' });
  });

  it('applies the checks of adding to what changed: one place for the rules', () => {
    const broken = { ...formValuesOf(card), cardNumber: '2200 7000 1234 5679', holderName: 'Ivan 2' };
    expect(toUpdateBody(broken, lookups, card)).toEqual({ ok: false, reason: 'invalid' });
    expect(validateRequisiteEdit(broken, lookups, card)).toEqual({ cardNumber: CARD_MESSAGES.luhn, holderName: HOLDER_MESSAGES.chars });
    expect(validateRequisiteEdit(broken, lookups, card)).toEqual(validateRequisiteForm(broken, lookups));
    expect(validateRequisiteEdit({ ...formValuesOf(card), bankId: 99 }, lookups, card)).toEqual({ bankId: FORM_MESSAGES.bank });
    const foreign = { ...formValuesOf(sbp), phone: '+44 20 7946 0958' };
    expect(toUpdateBody(foreign, lookups, sbp)).toEqual({ ok: false, reason: 'invalid' });
    expect(validateRequisiteEdit(foreign, lookups, sbp)).toEqual({ phone: PHONE_MESSAGES.notRussianMobile });
  });

  it('never changes the method, whatever the values say', () => {
    expect(toUpdateBody({ ...formValuesOf(card), paymentMethodId: 1, holderName: 'Иван С.' }, lookups, card)).toEqual({ ok: true, body: { holder_name: 'Иван С.' } });
  });

  it('is offered where the backend says so, refused where an order pays to it, absent when it says nothing', () => {
    const views = requisiteViews(responseExample<Requisite[]>('/traders/requisites', 'default'), lookups);
    expect(views.map((v) => [v.id, v.editable])).toEqual([
      [11, false],
      [12, true],
      [13, true],
    ]);
    expect(requisiteViews(responseExample<Requisite[]>('/traders/requisites', 'without_edit'), lookups).map((v) => v.editable)).toEqual([null, null, null]);
  });
});
