import { describe, expect, it } from 'vitest';
import { filterBanks } from './bank-search.ts';

const BANKS = [
  { id: 1, name: 'Альфа-Банк' },
  { id: 2, name: 'Т-Банк' },
  { id: 3, name: 'Сбербанк' },
  { id: 4, name: 'Банк «Ёлки»' },
  { id: 5, name: 'Raiffeisenbank' },
];

describe('bank search', () => {
  it('keeps the given order and everything for an empty query', () => {
    expect(filterBanks(BANKS, '  ').map((b) => b.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('ignores case', () => {
    expect(filterBanks(BANKS, 'СБЕР').map((b) => b.id)).toEqual([3]);
    expect(filterBanks(BANKS, 'raiff').map((b) => b.id)).toEqual([5]);
  });

  it('treats ё and е alike, both ways', () => {
    expect(filterBanks(BANKS, 'елки').map((b) => b.id)).toEqual([4]);
    expect(filterBanks(BANKS, 'ЁЛКИ').map((b) => b.id)).toEqual([4]);
  });

  it('ignores spaces and punctuation', () => {
    expect(filterBanks(BANKS, 'альфа банк').map((b) => b.id)).toEqual([1]);
    expect(filterBanks(BANKS, 'т банк').map((b) => b.id)).toEqual([2]);
  });

  it('finds substrings in keeping order, and nothing for an unknown name', () => {
    // Raiffeisenbank too: its Russian name is Райффайзенбанк (issue 14: Russian and Latin names).
    expect(filterBanks(BANKS, 'банк').map((b) => b.id)).toEqual([1, 2, 3, 4, 5]);
    expect(filterBanks(BANKS, 'втб')).toEqual([]);
  });
});

describe('bank search by Russian and short names (the contract names banks in Latin letters)', () => {
  const CONTRACT = ['Raiffeisenbank', 'Sberbank', 'Ozon Bank', 'Uralsib', 'Alfa-Bank', 'VTB', 'Rosselkhozbank', 'Gazprombank', 'T-Bank', 'Sovcombank', 'OTP Bank', 'Promsvyazbank'].map((name, id) => ({ id, name }));
  const find = (query: string) => filterBanks(CONTRACT, query).map((b) => b.name);

  it.each([
    ['сбер', ['Sberbank']],
    ['Сбербанк', ['Sberbank']],
    ['SBER', ['Sberbank']],
    ['тинькофф', ['T-Bank']],
    ['т-банк', ['T-Bank']],
    ['псб', ['Promsvyazbank']],
    ['рсхб', ['Rosselkhozbank']],
    ['втб', ['VTB']],
    ['альфа', ['Alfa-Bank']],
    ['газпром', ['Gazprombank']],
    ['озон', ['Ozon Bank']],
    ['райф', ['Raiffeisenbank']],
    ['урал', ['Uralsib']],
  ])('"%s" finds %j', (query, names) => {
    expect(find(query)).toEqual(names);
  });

  it('finds nothing for a bank that is not there', () => {
    expect(find('несуществующий')).toEqual([]);
  });
});
