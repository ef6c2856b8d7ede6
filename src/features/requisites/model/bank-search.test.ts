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
    expect(filterBanks(BANKS, 'банк').map((b) => b.id)).toEqual([1, 2, 3, 4]);
    expect(filterBanks(BANKS, 'втб')).toEqual([]);
  });
});
