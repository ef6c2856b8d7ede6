import { describe, expect, it } from 'vitest';
import { disputeCloseOutcome, disputeOutcome, normalizeDisputeReason, orderOutcome, validateDisputeReason } from './order-outcome.ts';
import {
  bankLabel,
  confirmWording,
  formatCard,
  formatPhone,
  isFinished,
  paymentDetails,
  paymentMethodLabel,
  type Order,
  type OrderLookups,
} from './order-view.ts';

// Static data as the API examples give it (after the RUB/SBP/C2C filter).
const METHODS = [
  { id: 1, currency_code: 'RUB', payment_system_name: 'SBP' },
  { id: 2, currency_code: 'RUB', payment_system_name: 'C2C' },
];
const BANKS = [
  { id: 1, name: 'Alfa-Bank' },
  { id: 3, name: 'Sberbank' },
];
function find<T extends { id: number }>(items: T[], id: number, message: string): T {
  const item = items.find((i) => i.id === id);
  if (!item) throw new Error(message);
  return item;
}
const lookups: OrderLookups = {
  paymentMethodById: (id) => find(METHODS, id, 'Not found payment method by id'),
  bankById: (id) => find(BANKS, id, 'Not found bank by id'),
};

// The OrderInProcess and OrderOutProcess examples.
const IN: Order = {
  id: 'b47d498b-e478-4c77-9465-c03d34fbf801',
  status: 'PROCESS',
  direction: 'IN',
  amount_rub: 15000,
  usdt_to_trader: 158.73,
  rate: 94.5,
  payment_method_id: 1,
  bank_id: 1,
  requisite: {
    id: 11,
    status: 'ACTIVE',
    payment_method_id: 1,
    bank_id: 1,
    card_number: null,
    phone: '+79161234567',
    holder_name: 'Иван Петрович С.',
    created_at: '2026-10-01T10:00:00Z',
  },
  customer_details: null,
  created_at: '2026-11-22T11:50:00Z',
  expires_at: '2026-11-22T12:10:00Z',
  dispute_status: null,
  dispute: null,
};
const OUT: Order = {
  ...IN,
  id: '457c4d43-ef21-4283-87d0-6465f0d35789',
  direction: 'OUT',
  amount_rub: 8200,
  usdt_to_trader: 87.23,
  payment_method_id: 2,
  bank_id: null,
  requisite: null,
  customer_details: { bank_name: 'VTB', card_number: '2202200012345678', phone: null, holder_name: 'Анна К.' },
};

describe('lookups', () => {
  it('names the payment system in Russian and the bank, unknown ids as "Не указан"', () => {
    expect(paymentMethodLabel(lookups, 1)).toBe('СБП');
    expect(paymentMethodLabel(lookups, 2)).toBe('Карта');
    expect(paymentMethodLabel(lookups, 99)).toBe('Не указан');
    expect(bankLabel(lookups, 3)).toBe('Sberbank');
    expect(bankLabel(lookups, 99)).toBe('Не указан');
    expect(bankLabel(lookups, null)).toBe('Не указан');
  });

  it('formats phones and cards, leaving other values as they are', () => {
    expect(formatPhone('+79161234567')).toBe('+7 916 123-45-67');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatCard('2202200012345678')).toBe('2202 2000 1234 5678');
    expect(formatCard('2202-2000')).toBe('2202-2000');
  });
});

describe('paymentDetails', () => {
  it('IN: the trader requisite the customer pays to', () => {
    expect(paymentDetails(IN, lookups)).toEqual({
      heading: 'Клиент платит на ваш реквизит',
      bank: 'Alfa-Bank',
      account: { label: 'Телефон (СБП)', shown: '+7 916 123-45-67', raw: '+79161234567' },
      holder: 'Иван Петрович С.',
    });
  });

  it('OUT: the customer details the trader pays to', () => {
    expect(paymentDetails(OUT, lookups)).toEqual({
      heading: 'Переведите клиенту',
      bank: 'VTB',
      account: { label: 'Номер карты', shown: '2202 2000 1234 5678', raw: '2202200012345678' },
      holder: 'Анна К.',
    });
  });

  it('is null when the order carries no details for its direction', () => {
    expect(paymentDetails({ ...IN, requisite: null }, lookups)).toBeNull();
    expect(paymentDetails({ ...OUT, customer_details: null }, lookups)).toBeNull();
  });
});

describe('confirmWording', () => {
  it('asks IN to confirm receipt and OUT to confirm sending, with the amount', () => {
    expect(confirmWording(IN)).toEqual({
      button: 'Подтвердить получение',
      question: 'Деньги от клиента (15\u00a0000,00 ₽) пришли на ваш счёт? Подтверждение нельзя отменить.',
      done: 'Получение платежа подтверждено',
    });
    expect(confirmWording(OUT).button).toBe('Подтвердить отправку');
    expect(confirmWording(OUT).question).toContain('8\u00a0200,00 ₽');
  });

  it('fits the popup limits (message at most 256 characters)', () => {
    expect(confirmWording({ direction: 'IN', amount_rub: 999999999.99 }).question.length).toBeLessThanOrEqual(256);
  });
});

describe('validateDisputeReason', () => {
  it('needs 5 to 1000 characters after trimming', () => {
    expect(validateDisputeReason('   ')).toBe('Опишите причину спора');
    expect(validateDisputeReason(' абв ')).toBe('Слишком коротко: не меньше 5 символов');
    expect(validateDisputeReason('Деньги')).toBeNull();
    expect(validateDisputeReason('я'.repeat(1000))).toBeNull();
    expect(validateDisputeReason('я'.repeat(1001))).toBe('Слишком длинно: не больше 1000 символов (сейчас 1001)');
  });

  it('counts and sends the reason without invisible characters, composed, line breaks kept', () => {
    expect(validateDisputeReason('\u200B\u200B\u202Eабв\u2069\uFEFF')).toBe('Слишком коротко: не меньше 5 символов');
    expect(validateDisputeReason('\u202E\u200B\u2066')).toBe('Опишите причину спора');
    expect(validateDisputeReason('й'.repeat(1000).normalize('NFD'))).toBeNull();
    expect(normalizeDisputeReason(' Клиент\u202E прислал\u200B чек,\r\nденег нет. ')).toBe('Клиент прислал чек,\nденег нет.');
  });
});

describe('outcomes', () => {
  it('describes open and closed disputes by outcome', () => {
    expect(disputeOutcome({ state: 'OPEN', outcome: null }).title).toBe('Спор открыт');
    expect(disputeOutcome({ state: 'CLOSE', outcome: 'TRADER' })).toMatchObject({ title: 'Спор решён в вашу пользу', tone: 'success' });
    expect(disputeOutcome({ state: 'CLOSE', outcome: 'MERCHANT' })).toMatchObject({ title: 'Спор решён в пользу мерчанта', tone: 'warning' });
    expect(disputeOutcome({ state: 'CLOSE', outcome: null }).title).toBe('Спор закрыт');
  });

  it('on /dispute/close, a dispute the server still has open reads as a result not yet come, not as an open dispute', () => {
    expect(disputeCloseOutcome({ state: 'OPEN', outcome: null })).toMatchObject({ title: 'Ждём решения', tone: 'info' });
    expect(disputeCloseOutcome({ state: 'OPEN', outcome: null }).title).not.toMatch(/открыт/i);
    // Under the screen's title "Спор закрыт", the text says the dispute is closed and the decision is on its way.
    expect(disputeCloseOutcome({ state: 'OPEN', outcome: null }).text).toBe('Спор закрыт. Решение поддержки появится здесь, как только придёт.');
    expect(disputeCloseOutcome({ state: 'CLOSE', outcome: 'TRADER' })).toEqual(disputeOutcome({ state: 'CLOSE', outcome: 'TRADER' }));
  });

  it('describes finished orders and knows which are finished', () => {
    expect(orderOutcome({ status: 'COMPLETE' }).title).toBe('Сделка завершена');
    expect(orderOutcome({ status: 'CANCEL' }).tone).toBe('warning');
    expect(orderOutcome({ status: 'PROCESS' }).title).toBe('Сделка ещё в работе');
    expect(isFinished('COMPLETE')).toBe(true);
    expect(isFinished('PROCESS')).toBe(false);
    expect(isFinished('INVITE')).toBe(false);
  });

  it('points to the operations only when the balance moved; a cancelled or unpaid order says it did not (issue 37)', () => {
    expect(orderOutcome({ status: 'COMPLETE' })).toMatchObject({ moved: true, text: expect.stringContaining('в списке операций') });
    for (const status of ['CANCEL', 'NO_PAY'] as const) {
      expect(orderOutcome({ status }).moved).toBeUndefined();
      expect(orderOutcome({ status }).text).toContain('Баланс по ней не изменился.');
      expect(orderOutcome({ status }).text).not.toContain('операций');
    }
  });
});
