import { describe, expect, it } from 'vitest';
import { SYNCED_PREFERENCES } from './preferences.ts';
import {
  ADDRESS_LABEL_MAX,
  LABEL_MESSAGES,
  SAVED_ADDRESSES_MAX,
  labelError,
  orderedAddresses,
  parseSavedAddresses,
  serializeSavedAddresses,
  withAddress,
  withUse,
  withoutAddress,
  type SavedAddress,
} from './withdraw-addresses.ts';

const BINANCE = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';
const OKX = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const list: SavedAddress[] = [
  { address: BINANCE, label: 'Binance', usedAt: 1000 },
  { address: OKX, label: 'OKX', usedAt: 2000 },
];

describe('saved withdrawal addresses', () => {
  it('are stored as JSON the cloud accepts, and read back whole', () => {
    const text = serializeSavedAddresses(list);
    expect(text).toBe(`[{"address":"${BINANCE}","label":"Binance","used_at":1000},{"address":"${OKX}","label":"OKX","used_at":2000}]`);
    expect(parseSavedAddresses(text)).toEqual(list);
    // Ten of the longest fit one cloud value (4096 characters).
    const full = Array.from({ length: SAVED_ADDRESSES_MAX }, (_, i) => ({ address: BINANCE, label: 'Ж'.repeat(ADDRESS_LABEL_MAX), usedAt: 1_764_000_000_000 + i }));
    expect(serializeSavedAddresses(full).length).toBeLessThan(4096);
  });

  it('ignore a stored value that is not such a list (the synced preference refuses it too)', () => {
    for (const text of ['', 'null', '{}', '[1]', '[{"address":"T","label":"","used_at":1}]', '[{"address":"T","label":"x"}]', 'not json']) {
      expect(parseSavedAddresses(text), text).toBeNull();
      expect(SYNCED_PREFERENCES.withdrawAddresses.valid(text), text).toBe(false);
    }
    expect(SYNCED_PREFERENCES.withdrawAddresses.valid('[]')).toBe(true);
    expect(parseSavedAddresses(JSON.stringify(Array.from({ length: 11 }, () => ({ address: BINANCE, label: 'x', used_at: 1 }))))).toBeNull();
  });

  it('keep an entry whose address would fail the TRC20 check: the form refuses it before sending, the list does not hide it', () => {
    const typo = `${BINANCE.slice(0, -1)}D`;
    expect(parseSavedAddresses(JSON.stringify([{ address: typo, label: 'Старый', used_at: 1 }]))).toEqual([{ address: typo, label: 'Старый', usedAt: 1 }]);
  });

  it('come last used first; a withdrawal to a saved one moves it first, to another changes nothing', () => {
    expect(orderedAddresses(list).map((e) => e.label)).toEqual(['OKX', 'Binance']);
    expect(withUse(list, BINANCE, 3000).map((e) => [e.label, e.usedAt])).toEqual([
      ['Binance', 3000],
      ['OKX', 2000],
    ]);
    expect(withUse(list, 'TNotSaved', 3000)).toEqual(list);
  });

  it('save an address under a normalised label, rename a saved one, and keep the newest ten', () => {
    const saved = withAddress(list, BINANCE, '  Мой\u200B   кошелёк ', 5000);
    expect(saved).toEqual([
      { address: BINANCE, label: 'Мой кошелёк', usedAt: 5000 },
      { address: OKX, label: 'OKX', usedAt: 2000 },
    ]);
    let many: SavedAddress[] = [];
    for (let i = 0; i < 12; i += 1) many = withAddress(many, `T${String(i).padStart(33, '1')}`, `№${i}`, i);
    expect(many).toHaveLength(SAVED_ADDRESSES_MAX);
    expect(many[0]?.label).toBe('№11');
    expect(many.some((e) => e.label === '№0' || e.label === '№1')).toBe(false);
    expect(withoutAddress(saved, BINANCE)).toEqual([{ address: OKX, label: 'OKX', usedAt: 2000 }]);
  });

  it('need a label of 1 to 32 characters', () => {
    expect(labelError('')).toBe(LABEL_MESSAGES.required);
    expect(labelError(' \u200B ')).toBe(LABEL_MESSAGES.required);
    expect(labelError('Binance')).toBeNull();
    expect(labelError('Ж'.repeat(ADDRESS_LABEL_MAX))).toBeNull();
    expect(labelError('Ж'.repeat(ADDRESS_LABEL_MAX + 1))).toBe(LABEL_MESSAGES.tooLong);
  });
});
