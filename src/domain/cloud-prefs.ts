// Telegram's cloud storage (Mini Apps 6.9) carries the trader's preferences (domain/preferences.ts)
// across their devices. At start the cloud value wins (it is the last one saved on any device);
// a preference set only here goes up. A change goes to this device first, then to the cloud.
// Loaded on demand once the SDK runs; without the capability nothing leaves the device.
import { SYNCED_PREFERENCES, readPreference, writePreference, type SyncedPreference } from './preferences.ts';
import { hasCapability } from '../shared/telegram/capabilities.ts';
import { available, nativeRequest, type NativeOutcome } from '../shared/telegram/native-request.ts';

const NAMES = Object.keys(SYNCED_PREFERENCES) as SyncedPreference[];

/** Pulls the cloud values into this device and pushes what the cloud lacks. */
export async function syncCloudPrefs(): Promise<NativeOutcome<void>> {
  if (!hasCapability('cloudStorage')) return { ok: true, value: undefined };
  const keys = NAMES.map((name) => SYNCED_PREFERENCES[name].cloud);
  const pulled = await nativeRequest(({ cloudStorage }) => available(cloudStorage.getItem, 'getStorageValues')(keys));
  if (!pulled.ok) return pulled;
  for (const name of NAMES) {
    const { cloud, valid } = SYNCED_PREFERENCES[name];
    const value = pulled.value[cloud] ?? '';
    if (value !== '' && valid(value)) writePreference(name, value);
    else {
      const local = readPreference(name);
      if (local !== null && valid(local)) void pushCloudPref(name);
    }
  }
  return { ok: true, value: undefined };
}

/** Saves this device's value of `name` to the cloud. */
export async function pushCloudPref(name: SyncedPreference): Promise<NativeOutcome<void>> {
  const value = readPreference(name);
  if (value === null || !hasCapability('cloudStorage')) return { ok: true, value: undefined };
  return nativeRequest(({ cloudStorage }) => available(cloudStorage.setItem, 'saveStorageValue')(SYNCED_PREFERENCES[name].cloud, value));
}

/** Stores a preference here and in the cloud; false when this device could not store it. */
export function savePreference(name: SyncedPreference, value: string): boolean {
  if (!writePreference(name, value)) return false;
  void pushCloudPref(name);
  return true;
}
