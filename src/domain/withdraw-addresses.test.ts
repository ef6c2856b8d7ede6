import { describe, expect, it } from 'vitest';
import { SYNCED_PREFERENCES } from './preferences.ts';
import {
  ADDRESS_LABEL_MAX,
  LABEL_MESSAGES,
  SAVED_ADDRESSES_MAX,
  REMOVED_ADDRESSES_MAX,
  bookWithAddress,
  bookWithout,
  labelError,
  mergeAddressBooks,
  mergeStoredAddresses,
  parseAddressBook,
  orderedAddresses,
  parseSavedAddresses,
  serializeAddressBook,
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

describe('saved withdrawal addresses merge by address (issue 42)', () => {
  const BYBIT = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
  const empty = { saved: [], removed: [] };

  it('a list holding one address twice is one entry: the newest use and its label', () => {
    const twice = JSON.stringify([
      { address: BINANCE, label: 'Старое имя', used_at: 1000 },
      { address: OKX, label: 'OKX', used_at: 1500 },
      { address: BINANCE, label: 'Binance', used_at: 2000 },
    ]);
    expect(parseSavedAddresses(twice)).toEqual([
      { address: BINANCE, label: 'Binance', usedAt: 2000 },
      { address: OKX, label: 'OKX', usedAt: 1500 },
    ]);
  });

  it('two copies merge the same in either order; the newest record of an address wins, a removal included', () => {
    const phone = bookWithAddress(bookWithAddress(empty, BINANCE, 'Binance', 1000), OKX, 'OKX', 2000);
    const laptop = bookWithout(bookWithAddress(bookWithAddress(empty, BINANCE, 'Мой Binance', 1500), BYBIT, 'Bybit', 3000), BINANCE, 4000);
    const merged = mergeAddressBooks(phone, laptop);
    expect(mergeAddressBooks(laptop, phone)).toEqual({ saved: expect.arrayContaining(merged.saved) as unknown, removed: merged.removed });
    expect(orderedAddresses(merged.saved).map((e) => e.label)).toEqual(['Bybit', 'OKX']);
    expect(merged.removed).toEqual([{ address: BINANCE, removedAt: 4000 }]);
    // Saved again after the removal: it comes back, once.
    const again = bookWithAddress(merged, BINANCE, 'Binance', 5000);
    expect(mergeAddressBooks(again, laptop).saved.map((e) => e.label)).toEqual(['Binance', 'Bybit', 'OKX']);
    expect(mergeAddressBooks(again, laptop).removed).toEqual([]);
  });

  it('a removal wins over the use it follows even when another device’s clock ran ahead, and a save over the removal', () => {
    const ahead = bookWithAddress(empty, BINANCE, 'Binance', 9000);
    const removed = bookWithout(ahead, BINANCE, 5000);
    expect(mergeAddressBooks(ahead, removed).saved).toEqual([]);
    const back = bookWithAddress(removed, BINANCE, 'Binance', 6000);
    expect(mergeAddressBooks(removed, back).saved.map((e) => e.label)).toEqual(['Binance']);
  });

  it('stored: removals go after the saved entries as {address, removed_at}; the newest twenty are kept', () => {
    const text = serializeAddressBook(bookWithout(bookWithAddress(empty, BINANCE, 'Binance', 1000), BINANCE, 2000));
    expect(text).toBe(`[{"address":"${BINANCE}","removed_at":2000}]`);
    expect(parseAddressBook(text)).toEqual({ saved: [], removed: [{ address: BINANCE, removedAt: 2000 }] });
    expect(parseSavedAddresses(text)).toEqual([]);
    let many = bookWithAddress(empty, OKX, 'OKX', 0);
    for (let i = 0; i < REMOVED_ADDRESSES_MAX + 5; i += 1) many = bookWithout(many, `T${String(i).padStart(33, '0')}`, 100 + i);
    expect(many.removed).toHaveLength(REMOVED_ADDRESSES_MAX);
    expect(many.removed[0]?.removedAt).toBe(100 + REMOVED_ADDRESSES_MAX + 4);
    // The fullest book still fits one cloud value (4096 characters).
    let full = many;
    for (let i = 0; i < SAVED_ADDRESSES_MAX; i += 1) full = bookWithAddress(full, `S${String(i).padStart(33, '0')}`, 'Ж'.repeat(ADDRESS_LABEL_MAX), 1_764_000_000_000 + i);
    expect(full.saved).toHaveLength(SAVED_ADDRESSES_MAX);
    expect(serializeAddressBook(full).length).toBeLessThan(4096);
  });

  it('the stored values merge the same whatever is absent or corrupt on either side', () => {
    const here = serializeSavedAddresses([{ address: OKX, label: 'OKX', usedAt: 2000 }]);
    expect(mergeStoredAddresses(here, null)).toBe(here);
    expect(mergeStoredAddresses(null, here)).toBe(here);
    expect(mergeStoredAddresses(here, 'not json')).toBe(here);
    expect(parseSavedAddresses(mergeStoredAddresses(here, serializeSavedAddresses([{ address: BINANCE, label: 'Binance', usedAt: 1000 }])))?.map((e) => e.label)).toEqual(['OKX', 'Binance']);
  });
});
