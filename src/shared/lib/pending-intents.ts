// An intent whose answer never came (lost, timed out, a 5xx) outlives the page: its values and
// its Idempotency-Key are kept until the outcome is known, so a reload, a reopened mini-app or
// another visit to the form resumes it (with the same key, or by finding what the backend did)
// instead of starting a new one. Session storage (under the spec's tapps/ prefix) survives a
// reload; a mini-app reopened on a phone starts with an empty session storage, so the entry is
// written to local storage too. Entries older than a day are dropped: servers keep their
// idempotency records about that long, after which the key would not protect a repeat anyway.
import { isRecord, parseJson } from './json.ts';
import { PENDING_INTENT_PREFIX } from './pending-intent-probe.ts';

export const PENDING_INTENT_TTL_MS = 24 * 60 * 60 * 1000;

export interface PendingIntent {
  /** What the intent does, e.g. 'withdraw'; one pending intent per kind. */
  kind: string;
  /** The Idempotency-Key every attempt of this intent carried. */
  key: string;
  /** The canonical values the key is bound to (see intentFingerprint). */
  fingerprint: string;
  /** The request body as sent. */
  body: unknown;
  /** When the first attempt was sent, ms since the epoch (this device's clock). */
  sentAt: number;
}

export const pendingIntentKey = (kind: string) => `${PENDING_INTENT_PREFIX}${kind}`;

/** A canonical text for a body: the same values give the same text, whatever their key order. */
export function intentFingerprint(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (isRecord(value)) return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical(value[k])]));
    return value;
  };
  return JSON.stringify(canonical(body));
}

function storages(): Storage[] {
  const found: Storage[] = [];
  for (const pick of [() => window.sessionStorage, () => window.localStorage]) {
    try {
      const storage = pick();
      if (storage) found.push(storage);
    } catch {
      // storage disabled (private mode, a sandboxed frame): that copy is not kept
    }
  }
  return found;
}

function parse(text: string | null, kind: string, now: number): PendingIntent | null {
  if (text === null) return null;
  const value = parseJson(text);
  if (!isRecord(value)) return null;
  const { key, fingerprint, body, sentAt } = value;
  if (value.kind !== kind || typeof key !== 'string' || typeof fingerprint !== 'string' || typeof sentAt !== 'number') return null;
  if (!(now - sentAt < PENDING_INTENT_TTL_MS)) return null;
  return { kind, key, fingerprint, body, sentAt };
}

/** The pending intent of `kind` (this session's copy first, then the device's), or null. */
export function readPendingIntent(kind: string, now = Date.now()): PendingIntent | null {
  for (const storage of storages()) {
    try {
      const found = parse(storage.getItem(pendingIntentKey(kind)), kind, now);
      if (found) return found;
    } catch {
      // unreadable: try the other copy
    }
  }
  return null;
}

/** Keeps the intent in both storages; false when neither could keep it. */
export function writePendingIntent(intent: PendingIntent): boolean {
  let kept = false;
  for (const storage of storages()) {
    try {
      storage.setItem(pendingIntentKey(intent.kind), JSON.stringify(intent));
      kept = true;
    } catch {
      // quota or disabled: the other copy may still be kept
    }
  }
  return kept;
}

/** The outcome is known: forget the intent everywhere. */
export function clearPendingIntent(kind: string): void {
  for (const storage of storages()) {
    try {
      storage.removeItem(pendingIntentKey(kind));
    } catch {
      // nothing to clear
    }
  }
}

