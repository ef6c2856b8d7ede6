import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES, EMPTY_FORM, isDirty, requisiteViews, toCreateBody, validateRequisiteForm, type Requisite, type RequisiteLookups } from './requisite.ts';

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

  it('survives ids missing from the static data', () => {
    const [view] = requisiteViews([{ ...base, bank_id: 99, payment_method_id: 42 }], lookups);
    expect(view?.bankName).toBe('Банк #99');
    expect(view?.methodLabel).toBe('Другой способ');
  });
});

describe('requisite form', () => {
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
