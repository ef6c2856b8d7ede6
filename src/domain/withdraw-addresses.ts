// The trader's saved withdrawal addresses (issue 28): an address with a label the trader chose,
// and when it was last used. They are a synced preference (preferences.ts `withdrawAddresses`):
// kept on this device and copied to Telegram's cloud storage (cloud-prefs.ts), so they follow the
// trader across devices; without cloud storage they stay on this device.
//
// A saved address is only a shortcut for typing it: it is checked in full (shape and TRC20
// checksum) before every withdrawal like a typed one, so an entry that was corrupted on its way
// (another device, an edited cloud value) is refused, never sent. The list keeps what it finds
// as long as its structure holds, and leaves the check to the form.
//
// Two devices may edit the list while their cloud calls fail (issue 42): the copies merge by
// address, never one over the other. An address is one entry keyed by the address itself; of
// two records of one address the newest wins (its last use or save, with its label); a removal
// is kept as a record of its own (a tombstone: the address and when it was removed) so a copy
// that still holds the address does not bring it back. Re-saving it later wins over the removal.
import { normalizeText } from '../shared/lib/text.ts';

export interface SavedAddress {
  address: string;
  label: string;
  /** When a withdrawal last went to it (ms since the epoch); the time it was saved until then. */
  usedAt: number;
}

/** At most this many: the newest used stay. Ten fit Telegram's 4096 characters per cloud value with room to spare. */
export const SAVED_ADDRESSES_MAX = 10;
export const ADDRESS_LABEL_MAX = 32;
/** An address field's length the list accepts from storage (a TRC20 address is 34). */
const ADDRESS_MAX = 64;

export const LABEL_MESSAGES = {
  required: 'Введите название, например «Binance»',
  tooLong: `Не больше ${ADDRESS_LABEL_MAX} символов`,
} as const;

/** A removed address, remembered so another device's older copy does not bring it back. */
export interface RemovedAddress {
  address: string;
  /** When it was removed (ms since the epoch). */
  removedAt: number;
}

/** What the synced preference holds: the saved addresses and the remembered removals. */
export interface AddressBook {
  saved: SavedAddress[];
  removed: RemovedAddress[];
}

/** Removals remembered, the newest kept: twenty fit beside ten saved in one cloud value. */
export const REMOVED_ADDRESSES_MAX = 20;

interface StoredAddress {
  address: string;
  label: string;
  used_at: number;
}

interface StoredRemoval {
  address: string;
  removed_at: number;
}

function isRemoval(value: unknown): value is StoredRemoval {
  if (typeof value !== 'object' || value === null) return false;
  const { address, removed_at: removedAt, label } = value as Record<string, unknown>;
  return label === undefined && typeof address === 'string' && address.length > 0 && address.length <= ADDRESS_MAX && typeof removedAt === 'number' && Number.isFinite(removedAt);
}

function isStored(value: unknown): value is StoredAddress {
  if (typeof value !== 'object' || value === null) return false;
  const { address, label, used_at: usedAt } = value as Record<string, unknown>;
  return (
    typeof address === 'string' &&
    address.length > 0 &&
    address.length <= ADDRESS_MAX &&
    typeof label === 'string' &&
    label.length > 0 &&
    Array.from(label).length <= ADDRESS_LABEL_MAX &&
    typeof usedAt === 'number' &&
    Number.isFinite(usedAt)
  );
}

/**
 * The book a stored value holds (saved entries and removals, one record per address: the newest
 * wins); null when it is not one (the value is then ignored): not JSON, a record of neither
 * shape, more than SAVED_ADDRESSES_MAX saved or REMOVED_ADDRESSES_MAX removed records.
 */
export function parseAddressBook(text: string): AddressBook | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const saved: SavedAddress[] = [];
  const removed: RemovedAddress[] = [];
  for (const entry of value as unknown[]) {
    if (isStored(entry)) saved.push({ address: entry.address, label: entry.label, usedAt: entry.used_at });
    else if (isRemoval(entry)) removed.push({ address: entry.address, removedAt: entry.removed_at });
    else return null;
  }
  if (saved.length > SAVED_ADDRESSES_MAX || removed.length > REMOVED_ADDRESSES_MAX) return null;
  return mergeAddressBooks({ saved, removed });
}

/** The saved addresses a stored value holds (one per address, in stored order); null when it is not a book. */
export function parseSavedAddresses(text: string): SavedAddress[] | null {
  return parseAddressBook(text)?.saved ?? null;
}

export function serializeSavedAddresses(list: readonly SavedAddress[]): string {
  return serializeAddressBook({ saved: [...list], removed: [] });
}

/** The saved entries first, then the removals ({address, removed_at}). */
export function serializeAddressBook(book: AddressBook): string {
  return JSON.stringify([
    ...book.saved.map((entry): StoredAddress => ({ address: entry.address, label: entry.label, used_at: entry.usedAt })),
    ...book.removed.map((entry): StoredRemoval => ({ address: entry.address, removed_at: entry.removedAt })),
  ]);
}

type BookRecord = { kind: 'saved'; entry: SavedAddress; at: number } | { kind: 'removed'; entry: RemovedAddress; at: number };

/** Of two records of one address: the newer; at the same instant a removal, then the label first in order (any device picks the same). */
function newer(a: BookRecord, b: BookRecord): BookRecord {
  if (a.at !== b.at) return a.at > b.at ? a : b;
  if (a.kind !== b.kind) return a.kind === 'removed' ? a : b;
  if (a.kind === 'saved' && b.kind === 'saved') return a.entry.label.localeCompare(b.entry.label, 'ru') <= 0 ? a : b;
  return a;
}

/**
 * Merges copies of the book (this device's, the cloud's, another device's) by address: the newest
 * record of each address wins (issue 42). The saved ones keep the order they first appear in,
 * the newest used SAVED_ADDRESSES_MAX of them; the newest REMOVED_ADDRESSES_MAX removals stay.
 * The same copies in any order merge to the same book.
 */
export function mergeAddressBooks(...books: readonly AddressBook[]): AddressBook {
  const records = new Map<string, BookRecord>();
  for (const book of books) {
    const incoming: BookRecord[] = [
      ...book.saved.map((entry): BookRecord => ({ kind: 'saved', entry, at: entry.usedAt })),
      ...book.removed.map((entry): BookRecord => ({ kind: 'removed', entry, at: entry.removedAt })),
    ];
    for (const record of incoming) {
      const known = records.get(record.entry.address);
      records.set(record.entry.address, known ? newer(known, record) : record);
    }
  }
  const saved: SavedAddress[] = [];
  const removed: RemovedAddress[] = [];
  for (const record of records.values()) {
    if (record.kind === 'saved') saved.push(record.entry);
    else removed.push(record.entry);
  }
  const kept = new Set(orderedAddresses(saved).slice(0, SAVED_ADDRESSES_MAX));
  return {
    saved: saved.filter((entry) => kept.has(entry)),
    removed: [...removed].sort((a, b) => b.removedAt - a.removedAt || a.address.localeCompare(b.address)).slice(0, REMOVED_ADDRESSES_MAX),
  };
}

/** The merged stored value of two stored values (either may be null: absent or not a book). */
export function mergeStoredAddresses(local: string | null, cloud: string | null): string {
  const books = [local, cloud].map((text) => (text === null ? null : parseAddressBook(text))).filter((book) => book !== null);
  const merged = mergeAddressBooks(...books);
  return serializeAddressBook({ saved: orderedAddresses(merged.saved), removed: merged.removed });
}

/** The last used first (the one the trader most likely wants), then by label. */
export function orderedAddresses(list: readonly SavedAddress[]): SavedAddress[] {
  return [...list].sort((a, b) => b.usedAt - a.usedAt || a.label.localeCompare(b.label, 'ru'));
}

/** The label as it is saved and shown (the shared text normaliser). */
export function normalizeLabel(label: string): string {
  return normalizeText(label);
}

export function labelError(label: string): string | null {
  const normalized = normalizeLabel(label);
  if (normalized === '') return LABEL_MESSAGES.required;
  if (Array.from(normalized).length > ADDRESS_LABEL_MAX) return LABEL_MESSAGES.tooLong;
  return null;
}

export function savedAddress(list: readonly SavedAddress[], address: string): SavedAddress | undefined {
  return list.find((entry) => entry.address === address);
}

/** Saves `address` under `label` (a saved one is renamed), used now; the oldest used go past the maximum. */
export function withAddress(list: readonly SavedAddress[], address: string, label: string, now: number): SavedAddress[] {
  const entry: SavedAddress = { address, label: normalizeLabel(label), usedAt: now };
  return orderedAddresses([entry, ...list.filter((e) => e.address !== address)]).slice(0, SAVED_ADDRESSES_MAX);
}

/** A withdrawal went to `address`: a saved one moves first; an address not saved changes nothing. */
export function withUse(list: readonly SavedAddress[], address: string, now: number): SavedAddress[] {
  if (!savedAddress(list, address)) return [...list];
  return orderedAddresses(list.map((e) => (e.address === address ? { ...e, usedAt: now } : e)));
}

export function withoutAddress(list: readonly SavedAddress[], address: string): SavedAddress[] {
  return list.filter((e) => e.address !== address);
}

/** Saves `address` under `label`, used now (after a removal of it too). */
export function bookWithAddress(book: AddressBook, address: string, label: string, now: number): AddressBook {
  // Later than its removal even when that device's clock ran ahead: the save must win the merge.
  const removedAt = book.removed.find((e) => e.address === address)?.removedAt ?? -Infinity;
  const at = Math.max(now, removedAt + 1);
  return mergeAddressBooks({ saved: withAddress(book.saved, address, label, at), removed: book.removed.filter((e) => e.address !== address) });
}

/** A withdrawal went to `address`: a saved one is used now. */
export function bookWithUse(book: AddressBook, address: string, now: number): AddressBook {
  return { saved: withUse(book.saved, address, now), removed: book.removed };
}

/** Removes `address` and remembers the removal, so another device's copy does not bring it back. */
export function bookWithout(book: AddressBook, address: string, now: number): AddressBook {
  // Later than its last use even when that device's clock ran ahead: the removal must win the merge.
  const at = Math.max(now, (savedAddress(book.saved, address)?.usedAt ?? -Infinity) + 1);
  return mergeAddressBooks({ saved: withoutAddress(book.saved, address), removed: [{ address, removedAt: at }, ...book.removed.filter((e) => e.address !== address)] });
}
