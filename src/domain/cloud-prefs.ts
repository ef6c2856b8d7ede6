// Telegram's cloud storage (Mini Apps 6.9) carries the trader's preferences (domain/preferences.ts)
// across their devices. Nothing a trader saves is lost to it (issue 42):
// - this device and the cloud merge, never overwrite: a preference with a `merge` (the saved
//   addresses) merges entry by entry; a single value changed here and not yet confirmed by the
//   cloud ("pending", remembered across reloads) wins, else the cloud's value (the last one saved
//   on any device) does;
// - a sync runs at launch, after every change here, when the app comes back to the foreground and
//   when the network returns; one runs at a time, a change during it runs another after it;
// - a cloud call that fails or does not answer within CLOUD_ANSWER_MS leaves the change pending
//   (this device keeps it) and is retried later; isCloudPending() tells the screens, which say so.
// Loaded on demand once the SDK runs; without the capability nothing leaves the device.
import { SYNCED_PREFERENCES, readPreference, writePreference, type SyncedPreference, type SyncedPreferenceSpec } from './preferences.ts';
import { hasCapability } from '../shared/telegram/capabilities.ts';
import { available, nativeRequest, type NativeOutcome } from '../shared/telegram/native-request.ts';

const NAMES = Object.keys(SYNCED_PREFERENCES) as SyncedPreference[];

/** A cloud call not answered by then counts as not done (it may still land: the next sync merges again). */
export const CLOUD_ANSWER_MS = 4_000;
/** The waits before each retry of a sync that did not reach the cloud; the last repeats. */
export const CLOUD_RETRY_MS = [5_000, 15_000, 60_000] as const;
/** The preferences changed here that the cloud has not confirmed yet (JSON list of names). */
const PENDING_KEY = 'tapps/cloud-pending';

/** What the trader is told while a change is kept only here (issue 42). */
export const CLOUD_PENDING_TEXT = 'Сохранено на этом телефоне; на других устройствах появится, когда Telegram ответит';

const stateListeners = new Set<() => void>();

function readPending(): Set<SyncedPreference> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PENDING_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? (parsed as unknown[]).filter((n): n is SyncedPreference => NAMES.includes(n as SyncedPreference)) : []);
  } catch {
    return new Set();
  }
}

function setPending(name: SyncedPreference, pending: boolean): void {
  const names = readPending();
  if (names.has(name) === pending) return;
  if (pending) names.add(name);
  else names.delete(name);
  try {
    localStorage.setItem(PENDING_KEY, JSON.stringify([...names]));
  } catch {
    // Without storage the mark lives as long as the value it marks: not at all.
  }
  for (const listener of [...stateListeners]) listener();
}

/** True while a change of `name` made here has not reached the cloud (only where there is a cloud). */
export function isCloudPending(name: SyncedPreference): boolean {
  return hasCapability('cloudStorage') && readPending().has(name);
}

/** Called when a preference becomes pending or reaches the cloud; returns the unsubscribe function. */
export function subscribeCloudState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => {
    stateListeners.delete(listener);
  };
}

/** `request` with a deadline: not answered by CLOUD_ANSWER_MS counts as failed (the call itself may still land). */
async function cloudCall<T>(request: Parameters<typeof nativeRequest<T>>[0], what: string): Promise<NativeOutcome<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<NativeOutcome<T>>((resolve) => {
    timer = setTimeout(() => {
      const message = `Telegram did not answer ${what} within ${CLOUD_ANSWER_MS} ms`;
      console.warn(`[telegram] ${message}`);
      resolve({ ok: false, reason: 'failed', message });
    }, CLOUD_ANSWER_MS);
  });
  try {
    return await Promise.race([nativeRequest(request), late]);
  } finally {
    clearTimeout(timer);
  }
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  const wait = CLOUD_RETRY_MS[Math.min(failures, CLOUD_RETRY_MS.length - 1)];
  failures += 1;
  retryTimer = setTimeout(() => void syncCloudPrefs(), wait);
}

/** One sync: pull the cloud's values, merge them with this device's, push what the cloud lacks. */
async function runSync(): Promise<NativeOutcome<void>> {
  if (!hasCapability('cloudStorage')) return { ok: true, value: undefined };
  const keys = NAMES.map((name) => SYNCED_PREFERENCES[name].cloud);
  const pulled = await cloudCall(({ cloudStorage }) => available(cloudStorage.getItem, 'getStorageValues')(keys), 'getStorageValues');
  if (!pulled.ok) return pulled;
  const values: Record<string, string | undefined> = pulled.value;
  const pending = readPending();
  const pushes: Promise<NativeOutcome<void>>[] = [];
  for (const name of NAMES) {
    const spec: SyncedPreferenceSpec = SYNCED_PREFERENCES[name];
    // This device's value as it is now (a change made while the cloud answered counts).
    const cloudRaw = values[spec.cloud] ?? '';
    const cloud = cloudRaw !== '' && spec.valid(cloudRaw) ? cloudRaw : null;
    const localRaw = readPreference(name);
    const local = localRaw !== null && spec.valid(localRaw) ? localRaw : null;
    let value: string | null;
    if (spec.merge) value = local === null && cloud === null ? null : spec.merge(local, cloud);
    else value = pending.has(name) && local !== null ? local : (cloud ?? local);
    if (value === null) continue;
    if (value !== localRaw) writePreference(name, value);
    if (value !== cloudRaw) pushes.push(push(name, value));
    else if (pending.has(name) && readPreference(name) === value) setPending(name, false);
  }
  const outcomes = await Promise.all(pushes);
  return outcomes.find((outcome) => !outcome.ok) ?? { ok: true, value: undefined };
}

/** Saves `value` of `name` to the cloud; the change stops being pending once this device still holds it. */
async function push(name: SyncedPreference, value: string): Promise<NativeOutcome<void>> {
  const key = SYNCED_PREFERENCES[name].cloud;
  const outcome = await cloudCall(({ cloudStorage }) => available(cloudStorage.setItem, 'saveStorageValue')(key, value), 'saveStorageValue');
  if (outcome.ok && readPreference(name) === value) setPending(name, false);
  return outcome;
}

let running: Promise<NativeOutcome<void>> | null = null;
let queued: Promise<NativeOutcome<void>> | null = null;

/**
 * Merges this device's preferences with the cloud's (see the top of this file). One sync runs at
 * a time: called during one, it runs once more after it and answers with that run's outcome. A
 * sync that did not reach the cloud is retried later; it never rejects.
 */
export function syncCloudPrefs(): Promise<NativeOutcome<void>> {
  if (running) {
    queued ??= running.then(() => {
      queued = null;
      return syncCloudPrefs();
    });
    return queued;
  }
  const run = runSync().then((outcome) => {
    if (outcome.ok) {
      failures = 0;
      clearTimeout(retryTimer);
    } else scheduleRetry();
    return outcome;
  });
  running = run.finally(() => {
    running = null;
  });
  return running;
}

/** Starts syncing: now, and whenever the app comes back to the foreground or the network returns. */
export function startCloudPrefs(): void {
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void syncCloudPrefs();
    });
  }
  if (typeof window !== 'undefined') window.addEventListener('online', () => void syncCloudPrefs());
  void syncCloudPrefs();
}

/** Saves this device's value of `name` to the cloud (merged with the cloud's: a sync). */
export async function pushCloudPref(name: SyncedPreference): Promise<NativeOutcome<void>> {
  if (readPreference(name) === null) return { ok: true, value: undefined };
  setPending(name, true);
  return syncCloudPrefs();
}

/**
 * Stores a preference here, then syncs it with the cloud; false when this device could not store
 * it. cloudSaved() tells whether the cloud took it.
 */
export function savePreference(name: SyncedPreference, value: string): boolean {
  if (!writePreference(name, value)) return false;
  void pushCloudPref(name);
  return true;
}

/** Right after a save: true once its sync put it in the cloud (or there is no cloud), false when the sync did not reach it. */
export async function cloudSaved(name: SyncedPreference): Promise<boolean> {
  await (queued ?? running);
  return !isCloudPending(name);
}
