// The trader's saved withdrawal addresses (issue 28): an address with a label the trader chose,
// and when it was last used. They are a synced preference (preferences.ts `withdrawAddresses`):
// kept on this device and copied to Telegram's cloud storage (cloud-prefs.ts), so they follow the
// trader across devices; without cloud storage they stay on this device.
//
// A saved address is only a shortcut for typing it: it is checked in full (shape and TRC20
// checksum) before every withdrawal like a typed one, so an entry that was corrupted on its way
// (another device, an edited cloud value) is refused, never sent. The list keeps what it finds
// as long as its structure holds, and leaves the check to the form.
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

interface StoredAddress {
  address: string;
  label: string;
  used_at: number;
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

/** The list a stored value holds; null when it is not one (the value is then ignored). */
export function parseSavedAddresses(text: string): SavedAddress[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length > SAVED_ADDRESSES_MAX || !value.every(isStored)) return null;
  return value.map((entry) => ({ address: entry.address, label: entry.label, usedAt: entry.used_at }));
}

export function serializeSavedAddresses(list: readonly SavedAddress[]): string {
  return JSON.stringify(list.map((entry): StoredAddress => ({ address: entry.address, label: entry.label, used_at: entry.usedAt })));
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
