// An intent whose answer never came (lost, timed out, a 5xx) outlives the page: its values and
// its Idempotency-Key are kept until the outcome is known, so a reload, a reopened mini-app or
// another visit to the form resumes it (with the same key, or by finding what the backend did)
// instead of starting a new one. Session storage (under the spec's tapps/ prefix) survives a
// reload; a mini-app reopened on a phone starts with an empty session storage, so the entry is
// written to local storage too. Entries older than a day are dropped: servers keep their
// idempotency records about that long, after which the key would not protect a repeat anyway.
//
// One intent rule for everything that must not happen twice (issue 40, ADR 0038): this module owns
// an Idempotency-Key's life (keptIntent: made for given values, kept in storage before the request
// leaves, the same key for the same values, cleared once the outcome is known), and the one
// classification of a failure (failureOutcome, by answerUnknown: a server's 408 is an unknown
// outcome, the safe side). Money (withdraw, transfer), requisite creation and order confirmation
// keep their keys here.
import { answerUnknown } from '../api/errors.ts';
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


// ---------------------------------------------------------------- the outcome and the key's life

/** What a failed attempt tells about the backend: it refused (nothing happened) or nobody knows. */
export type FailureOutcome = 'refused' | 'unknown';

/**
 * The one classification of a failed attempt, for every intent: only a readable 4xx other than a
 * 408 says that nothing happened ('refused': the next attempt is a new intent); no answer, a
 * timeout (the client's or a server's 408), a 5xx, an answer off the contract or anything else may
 * hide an effect ('unknown': the key stays bound to its values). See answerUnknown.
 */
export function failureOutcome(error: unknown): FailureOutcome {
  return answerUnknown(error) ? 'unknown' : 'refused';
}

/** Where kept intents live: the browser's storages (readPendingIntent and co.), or a test's map. */
export interface IntentStore {
  read(kind: string, now: number): PendingIntent | null;
  /** False when nothing could keep it. */
  write(intent: PendingIntent): boolean;
  clear(kind: string): void;
}

export const browserIntentStore: IntentStore = { read: readPendingIntent, write: writePendingIntent, clear: clearPendingIntent };

export type IntentStep =
  /** Send these values with this key: a new intent (kept already), or the kept one's values again. */
  | { kind: 'send'; key: string; sentAt: number }
  /** Other values than the kept intent's, whose outcome is unknown: learn what it did first. */
  | { kind: 'reconcile'; previous: PendingIntent };

/** One kind of intent's key, from its first attempt until its outcome is known (across reloads and reopens). */
export interface KeptIntent {
  readonly kind: string;
  /** The intent whose outcome is unknown (this page's, or an earlier page's), or null. */
  kept(): PendingIntent | null;
  /**
   * What to do on a submit of `body`: with nothing kept, a new key, kept with the values before
   * the request leaves; the kept intent's values (by fingerprint) again: its key; other values:
   * reconcile first (then fresh() or settle()).
   */
  next(body: unknown): IntentStep;
  /** The kept intent did nothing (or there was none): `body` is a new intent with a new key, kept at once. */
  fresh(body: unknown): { key: string; sentAt: number };
  /** A failed attempt: a refusal settles the intent (the next is a new one), an unknown outcome keeps its key. */
  failed(error: unknown): FailureOutcome;
  /** The outcome is known (done, found done, or found not to have happened): the key is forgotten. */
  settle(): void;
}

export interface KeptIntentDeps {
  store?: IntentStore;
  randomUUID?: () => string;
  now?: () => number;
}

/**
 * The kept intent of `kind` (one per kind: 'withdraw', 'requisite-create', 'order-confirm/<id>').
 * Stateless but for a memory copy when no storage could keep it, so two instances of a kind (a
 * form left and opened again) share the key through the store.
 */
export function keptIntent(kind: string, { store = browserIntentStore, randomUUID = () => crypto.randomUUID(), now = Date.now }: KeptIntentDeps = {}): KeptIntent {
  let unstored: PendingIntent | null = null;
  const kept = () => store.read(kind, now()) ?? unstored;
  const fresh = (body: unknown) => {
    const intent: PendingIntent = { kind, key: randomUUID(), fingerprint: intentFingerprint(body), body, sentAt: now() };
    unstored = store.write(intent) ? null : intent;
    return { key: intent.key, sentAt: intent.sentAt };
  };
  const settle = () => {
    unstored = null;
    store.clear(kind);
  };
  return {
    kind,
    kept,
    next(body) {
      const previous = kept();
      if (previous === null) return { kind: 'send', ...fresh(body) };
      if (previous.fingerprint === intentFingerprint(body)) return { kind: 'send', key: previous.key, sentAt: previous.sentAt };
      return { kind: 'reconcile', previous };
    },
    fresh,
    failed(error) {
      const outcome = failureOutcome(error);
      if (outcome === 'refused') settle();
      return outcome;
    },
    settle,
  };
}
