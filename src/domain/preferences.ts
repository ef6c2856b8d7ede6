// The trader's own preferences, kept on this device (localStorage, under the tapps/ prefix) and
// copied to Telegram's cloud storage so another device of the same trader gets them
// (cloud-prefs.ts). Session state stays in session storage (session-store.ts).
// - autoaccept duration: autoaccept-duration.ts owns its key and rules;
// - biometric confirmation of money moves: on unless the trader turned it off;
// - the sound of a new order (issue 28, item 3): on unless the trader turned it off.
// - saved withdrawal addresses: withdraw-addresses.ts owns their format.
import { AUTOACCEPT_DURATION_KEY, parseDuration } from './autoaccept-duration.ts';
import { mergeStoredAddresses, parseSavedAddresses } from './withdraw-addresses.ts';

export const BIOMETRY_CONFIRM_KEY = 'tapps/biometry-confirm';
export const ORDER_SOUND_KEY = 'tapps/order-sound';

/** A synced preference: its local key, its cloud key (A-Z, a-z, 0-9, _ and -) and what a valid value is. */
export interface SyncedPreferenceSpec {
  local: string;
  cloud: string;
  valid(value: string): boolean;
  /**
   * How this device's value and the cloud's merge, entry by entry (issue 42); either may be null
   * (absent or invalid). Without it the preference is one value: the one changed here and not yet
   * in the cloud wins, else the cloud's (cloud-prefs.ts).
   */
  merge?(local: string | null, cloud: string | null): string;
}

/** Each synced preference (SyncedPreferenceSpec). */
export const SYNCED_PREFERENCES = {
  autoacceptDuration: { local: AUTOACCEPT_DURATION_KEY, cloud: 'autoaccept_duration', valid: (v: string) => parseDuration(v).ok },
  biometryConfirm: { local: BIOMETRY_CONFIRM_KEY, cloud: 'biometry_confirm', valid: (v: string) => v === '1' || v === '0' },
  orderSound: { local: ORDER_SOUND_KEY, cloud: 'order_sound', valid: (v: string) => v === '1' || v === '0' },
  withdrawAddresses: {
    local: 'tapps/withdraw-addresses',
    cloud: 'withdraw_addresses',
    valid: (v: string) => parseSavedAddresses(v) !== null,
    merge: mergeStoredAddresses,
  },
} as const satisfies Record<string, SyncedPreferenceSpec>;

export type SyncedPreference = keyof typeof SYNCED_PREFERENCES;

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readPreference(name: SyncedPreference): string | null {
  try {
    return storage()?.getItem(SYNCED_PREFERENCES[name].local) ?? null;
  } catch {
    return null;
  }
}

/** Stores a preference on this device (no cloud copy: see cloud-prefs.ts); false when it could not. */
export function writePreference(name: SyncedPreference, value: string): boolean {
  try {
    const store = storage();
    if (!store) return false;
    if (store.getItem(SYNCED_PREFERENCES[name].local) !== value) {
      store.setItem(SYNCED_PREFERENCES[name].local, value);
      for (const listener of [...listeners]) listener();
    }
    return true;
  } catch {
    return false;
  }
}

/** Called when a preference changed (e.g. arrived from the cloud); returns the unsubscribe function. */
export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Biometric confirmation of withdraw and transfer: on unless turned off. */
export function readBiometryConfirm(): boolean {
  return readPreference('biometryConfirm') !== '0';
}

/** The sound of a new order (issue 28, item 3): on unless turned off. */
export function readOrderSound(): boolean {
  return readPreference('orderSound') !== '0';
}
