import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRIORITY_BANKS,
  bankById,
  bankPriority,
  createStaticData,
  currencyById,
  filterAllowed,
  paymentMethodById,
  paymentSystemById,
  sortBanks,
  type Bank,
  type StaticDataLists,
} from './static-data.ts';

const raw: StaticDataLists = {
  currencies: [
    { id: 1, code: 'USD' },
    { id: 2, code: 'RUB' },
    { id: 3, code: 'rub' },
    { id: 4, code: 'KZT' },
  ],
  paymentSystems: [
    { id: 10, name: 'SBP' },
    { id: 11, name: 'C2C' },
    { id: 12, name: 'SWIFT' },
    { id: 13, name: 'sbp' },
  ],
  paymentMethods: [
    { id: 100, currency_code: 'RUB', payment_system_name: 'SBP' },
    { id: 101, currency_code: 'RUB', payment_system_name: 'C2C' },
    { id: 102, currency_code: 'USD', payment_system_name: 'SBP' },
    { id: 103, currency_code: 'RUB', payment_system_name: 'SWIFT' },
    { id: 104, currency_code: 'KZT', payment_system_name: 'C2C' },
  ],
  banks: [
    { id: 7, name: 'Сбербанк' },
    { id: 8, name: 'Zenit' },
    { id: 9, name: 'Alfa-Bank' },
  ],
};

describe('filterAllowed', () => {
  it('keeps only RUB, SBP and C2C, and the payment methods of that pair', () => {
    const allowed = filterAllowed(raw);
    expect(allowed.currencies).toEqual([{ id: 2, code: 'RUB' }]);
    expect(allowed.paymentSystems).toEqual([
      { id: 10, name: 'SBP' },
      { id: 11, name: 'C2C' },
    ]);
    expect(allowed.paymentMethods.map((m) => m.id)).toEqual([100, 101]);
    expect(allowed.banks).toEqual(raw.banks);
  });

  it('gives empty lists when nothing is allowed', () => {
    const allowed = filterAllowed({
      currencies: [{ id: 1, code: 'EUR' }],
      paymentSystems: [{ id: 2, name: 'SEPA' }],
      paymentMethods: [{ id: 3, currency_code: 'EUR', payment_system_name: 'SEPA' }],
      banks: [],
    });
    expect(allowed).toEqual({ currencies: [], paymentSystems: [], paymentMethods: [], banks: [] });
  });

  it('keeps a payment method exactly when both its currency and system are allowed (property)', () => {
    const code = fc.constantFrom('RUB', 'USD', 'rub', 'KZT');
    const system = fc.constantFrom('SBP', 'C2C', 'SWIFT', 'c2c');
    const method = fc.record({ id: fc.nat(), currency_code: code, payment_system_name: system });
    fc.assert(
      fc.property(fc.array(method), (methods) => {
        const kept = filterAllowed({ currencies: [], paymentSystems: [], paymentMethods: methods, banks: [] }).paymentMethods;
        expect(kept).toEqual(methods.filter((m) => m.currency_code === 'RUB' && (m.payment_system_name === 'SBP' || m.payment_system_name === 'C2C')));
      }),
    );
  });
});

const priorityInOrder: Bank[] = [
  { id: 1, name: 'Alfa-Bank' },
  { id: 2, name: 'T-Bank' },
  { id: 3, name: 'Sberbank' },
  { id: 4, name: 'Promsvyazbank' },
  { id: 5, name: 'Rosselkhozbank' },
  { id: 6, name: 'Uralsib' },
  { id: 7, name: 'OTP Bank' },
];
const rest: Bank[] = [
  { id: 20, name: 'Банк Зенит' },
  { id: 21, name: 'ВТБ' },
  { id: 22, name: 'Газпромбанк' },
  { id: 23, name: 'МТС Банк' },
  { id: 24, name: 'Райффайзенбанк' },
  { id: 25, name: 'Совкомбанк' },
  { id: 26, name: 'Ozon Bank' },
];

describe('sortBanks', () => {
  it('puts the seven priority banks first in the fixed order, then the rest alphabetically', () => {
    const shuffled = [rest[3]!, priorityInOrder[6]!, rest[0]!, priorityInOrder[2]!, rest[6]!, priorityInOrder[0]!, rest[1]!, priorityInOrder[5]!, priorityInOrder[1]!, rest[5]!, priorityInOrder[3]!, rest[2]!, priorityInOrder[4]!, rest[4]!];
    // Russian collation puts Cyrillic before Latin.
    expect(sortBanks(shuffled).map((b) => b.name)).toEqual([
      'Alfa-Bank',
      'T-Bank',
      'Sberbank',
      'Promsvyazbank',
      'Rosselkhozbank',
      'Uralsib',
      'OTP Bank',
      'Банк Зенит',
      'ВТБ',
      'Газпромбанк',
      'МТС Банк',
      'Райффайзенбанк',
      'Совкомбанк',
      'Ozon Bank',
    ]);
  });

  it('recognises Russian names and common variants of the priority banks', () => {
    const banks: Bank[] = [
      { id: 1, name: 'АО «ОТП Банк»' },
      { id: 2, name: 'Банк Уралсиб' },
      { id: 3, name: 'Россельхозбанк' },
      { id: 4, name: 'ПСБ' },
      { id: 5, name: 'Сбер' },
      { id: 6, name: 'Тинькофф' },
      { id: 7, name: 'АО "Альфа-Банк"' },
      { id: 8, name: 'Абсолют Банк' },
    ];
    expect(sortBanks(banks).map((b) => b.id)).toEqual([7, 6, 5, 4, 3, 2, 1, 8]);
    expect(bankPriority('ALFA BANK')).toBe(0);
    expect(bankPriority('t-bank')).toBe(1);
    expect(bankPriority('Сбербанк')).toBe(2);
    expect(bankPriority('OTP Bank')).toBe(6);
  });

  it('does not treat names that merely contain a priority name as priority', () => {
    expect(bankPriority('Alfa-Bank Kazakhstan')).toBe(-1);
    expect(bankPriority('Sberbank Europe')).toBe(-1);
    expect(bankPriority('Zenit')).toBe(-1);
  });

  it('compares the rest ignoring case, and breaks ties by id', () => {
    const banks: Bank[] = [
      { id: 3, name: 'бета' },
      { id: 2, name: 'Альфа Капитал' },
      { id: 1, name: 'БЕТА' },
    ];
    expect(sortBanks(banks).map((b) => b.id)).toEqual([2, 1, 3]);
  });

  it('returns a new array and leaves the input alone', () => {
    const input = [...rest].reverse();
    const before = [...input];
    const out = sortBanks(input);
    expect(out).not.toBe(input);
    expect(input).toEqual(before);
  });

  it('is a permutation with the present priority banks first in the fixed order, whatever the input order (property)', () => {
    const pool = [...priorityInOrder, ...rest, { id: 30, name: 'Абсолют Банк' }, { id: 31, name: 'Uni Bank' }];
    fc.assert(
      fc.property(fc.subarray(pool).chain((subset) => fc.shuffledSubarray(subset, { minLength: subset.length, maxLength: subset.length })), (banks) => {
        const out = sortBanks(banks);
        expect([...out].sort((a, b) => a.id - b.id)).toEqual([...banks].sort((a, b) => a.id - b.id));
        const present = priorityInOrder.filter((p) => banks.some((b) => b.id === p.id));
        expect(out.slice(0, present.length)).toEqual(present);
        const tail = out.slice(present.length);
        expect(tail.every((b) => bankPriority(b.name) === -1)).toBe(true);
        for (let i = 1; i < tail.length; i += 1) {
          expect(tail[i - 1]!.name.localeCompare(tail[i]!.name, 'ru', { sensitivity: 'base' })).toBeLessThanOrEqual(0);
        }
        // The order does not depend on the input order.
        expect(sortBanks([...banks].reverse())).toEqual(out);
      }),
    );
  });

  it('lists seven priority banks', () => {
    expect(PRIORITY_BANKS.map((b) => b.name)).toEqual(priorityInOrder.map((b) => b.name));
  });
});

describe('lookups by id', () => {
  it('find items in plain lists', () => {
    expect(currencyById(raw, 2)).toEqual({ id: 2, code: 'RUB' });
    expect(paymentSystemById(raw, 11)).toEqual({ id: 11, name: 'C2C' });
    expect(paymentMethodById(raw, 101)).toEqual({ id: 101, currency_code: 'RUB', payment_system_name: 'C2C' });
    expect(bankById(raw, 8)).toEqual({ id: 8, name: 'Zenit' });
  });

  it('throw Error with the exact messages', () => {
    expect(() => currencyById(raw, 999)).toThrow(new Error('Not found currency by id'));
    expect(() => paymentSystemById(raw, 999)).toThrow(new Error('Not found payment system by id'));
    expect(() => paymentMethodById(raw, 999)).toThrow(new Error('Not found payment method by id'));
    expect(() => bankById(raw, 999)).toThrow(new Error('Not found bank by id'));
    try {
      bankById({ banks: [] }, 1);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect(error instanceof Error && error.message).toBe('Not found bank by id');
    }
  });
});

describe('createStaticData', () => {
  const data = createStaticData(raw);

  it('filters and sorts once', () => {
    expect(data.currencies).toEqual([{ id: 2, code: 'RUB' }]);
    expect(data.paymentSystems.map((s) => s.id)).toEqual([10, 11]);
    expect(data.paymentMethods.map((m) => m.id)).toEqual([100, 101]);
    expect(data.banks.map((b) => b.name)).toEqual(['Alfa-Bank', 'Сбербанк', 'Zenit']);
  });

  it('looks allowed items up by id', () => {
    expect(data.currencyById(2)).toEqual({ id: 2, code: 'RUB' });
    expect(data.paymentSystemById(10)).toEqual({ id: 10, name: 'SBP' });
    expect(data.paymentMethodById(100)).toEqual({ id: 100, currency_code: 'RUB', payment_system_name: 'SBP' });
    expect(data.bankById(7)).toEqual({ id: 7, name: 'Сбербанк' });
  });

  it('treats filtered-out ids as not found, with the exact messages', () => {
    expect(() => data.currencyById(1)).toThrow(new Error('Not found currency by id'));
    expect(() => data.paymentSystemById(12)).toThrow(new Error('Not found payment system by id'));
    expect(() => data.paymentMethodById(102)).toThrow(new Error('Not found payment method by id'));
    expect(() => data.bankById(404)).toThrow(new Error('Not found bank by id'));
  });

  it('indexed lookups agree with the list lookups (property)', () => {
    // Few ids and names, so duplicate ids with different names are common.
    const bank = fc.record({ id: fc.integer({ min: 0, max: 5 }), name: fc.constantFrom('Sberbank', 'ВТБ', 'Zenit', 'Alfa-Bank', 'Абсолют') });
    fc.assert(
      fc.property(fc.array(bank, { maxLength: 8 }), fc.integer({ min: 0, max: 6 }), (banks, id) => {
        const sd = createStaticData({ currencies: [], paymentSystems: [], paymentMethods: [], banks });
        const viaList = (() => {
          try {
            return bankById({ banks }, id);
          } catch (error) {
            return error instanceof Error ? error.message : 'other';
          }
        })();
        const viaIndex = (() => {
          try {
            return sd.bankById(id);
          } catch (error) {
            return error instanceof Error ? error.message : 'other';
          }
        })();
        expect(viaIndex).toEqual(viaList);
      }),
    );
  });
});
