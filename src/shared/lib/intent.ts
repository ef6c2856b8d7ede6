// One request per intent, for every action that moves money or changes an order (withdraw,
// transfer, confirm a payment, accept an invite, open a dispute, create a requisite, start
// auto-accept):
// - while an attempt runs, another tap does nothing (a ref, so even before React re-renders);
// - a failed attempt leaves the intent open with the same Idempotency-Key, so a retry of a lost
//   answer cannot move money twice;
// - the key belongs to the intent's values, not to the form's keystrokes: keyFor(fingerprint)
//   gives the same key for the same values (a digit typed and deleted changes nothing), and after
//   an attempt whose answer is unknown (lost, timed out, a 5xx) the key stays bound to the values
//   it was sent with until the caller has learnt the outcome (settle()): changed() cannot drop it;
// - a successful intent stays done: the form is locked and the key kept until the user leaves
//   (unmount) or deliberately starts a new one. Unlocking on success, while the form was still on
//   screen for the next screen's round trip, sent a second withdrawal with a new key.
import { useCallback, useRef, useState } from 'react';

export type IntentPhase = 'idle' | 'pending' | 'done';

/**
 * What an attempt reports: 'done' locks the intent; 'open' leaves it open (invalid input, or a
 * refusal that says nothing happened); 'unknown' leaves it open with its outcome unknown (the
 * answer was lost): the key stays bound to the values it was sent with.
 */
export type AttemptOutcome = 'done' | 'open' | 'unknown';

export interface Intent {
  phase: IntentPhase;
  pending: boolean;
  done: boolean;
  /** The last attempt's answer never came: what it did is unknown until settle(). */
  unknown: boolean;
  /** The intent's Idempotency-Key: made on first use, the same for every retry. */
  key(): string;
  /**
   * The key for these values (a canonical text of them): the current key when it was made for the
   * same values (or for none yet), else a new one. Values other than those of an unknown outcome
   * must be reconciled first (settle()); asked anyway, the old key is still dropped for the new one.
   */
  keyFor(fingerprint: string): string;
  /** The values the current key is bound to, or null. */
  boundTo(): string | null;
  /** Takes over an intent kept from an earlier page (its key and values), its outcome unknown. */
  resume(key: string, fingerprint: string): void;
  /** The unknown outcome is known now (found done, or found not to have happened): a new intent may start. */
  settle(): void;
  /**
   * Runs one attempt unless one is running or the intent is done. A throw leaves the intent open
   * with the same key and is passed on.
   */
  run(attempt: (key: string) => Promise<AttemptOutcome>): Promise<void>;
  /** The input changed before the intent completed: a different intent, so a different key. Ignored once done, and while the outcome is unknown. */
  changed(): void;
  /** A deliberate new intent after a completed one: unlocks, with a new key. */
  startNew(): void;
}

const randomKey = () => crypto.randomUUID();

export function useIntent(randomUUID: () => string = randomKey): Intent {
  const phaseRef = useRef<IntentPhase>('idle');
  const keyRef = useRef<string | null>(null);
  const boundRef = useRef<string | null>(null);
  const unknownRef = useRef(false);
  const [phase, setPhase] = useState<IntentPhase>('idle');
  const [unknown, setUnknown] = useState(false);
  const move = useCallback((next: IntentPhase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);
  const markUnknown = useCallback((next: boolean) => {
    unknownRef.current = next;
    setUnknown(next);
  }, []);

  const key = useCallback(() => (keyRef.current ??= randomUUID()), [randomUUID]);

  const keyFor = useCallback(
    (fingerprint: string) => {
      if (keyRef.current !== null && boundRef.current !== null && boundRef.current !== fingerprint) {
        keyRef.current = null;
        markUnknown(false);
      }
      boundRef.current = fingerprint;
      return key();
    },
    [key, markUnknown],
  );

  const resume = useCallback(
    (resumedKey: string, fingerprint: string) => {
      if (phaseRef.current === 'done') return;
      keyRef.current = resumedKey;
      boundRef.current = fingerprint;
      markUnknown(true);
    },
    [markUnknown],
  );

  const settle = useCallback(() => {
    if (phaseRef.current === 'done') return;
    keyRef.current = null;
    boundRef.current = null;
    markUnknown(false);
  }, [markUnknown]);

  const run = useCallback(
    async (attempt: (key: string) => Promise<AttemptOutcome>) => {
      if (phaseRef.current !== 'idle') return;
      move('pending');
      // A throw is an attempt whose outcome nobody knows: the key stays bound.
      let outcome: AttemptOutcome = 'unknown';
      try {
        outcome = await attempt(key());
      } finally {
        if (outcome === 'unknown') markUnknown(true);
        else if (outcome === 'done') markUnknown(false);
        move(outcome === 'done' ? 'done' : 'idle');
      }
    },
    [key, move, markUnknown],
  );

  const changed = useCallback(() => {
    if (phaseRef.current === 'idle' && !unknownRef.current) {
      keyRef.current = null;
      boundRef.current = null;
    }
  }, []);

  const startNew = useCallback(() => {
    if (phaseRef.current === 'pending') return;
    keyRef.current = null;
    boundRef.current = null;
    markUnknown(false);
    move('idle');
  }, [move, markUnknown]);

  const boundTo = useCallback(() => boundRef.current, []);

  return { phase, pending: phase === 'pending', done: phase === 'done', unknown, key, keyFor, boundTo, resume, settle, run, changed, startNew };
}

/**
 * State whose latest value can be read at once, before React has rendered it: a submit pressed
 * within a frame of the last keystroke (Telegram's MainButton calls the handler it was given at
 * the last render) reads what was typed, not what was last drawn.
 */
export function useLatestState<T>(initial: T | (() => T)): [T, (next: T | ((previous: T) => T)) => void, () => T] {
  const [state, setState] = useState(initial);
  const ref = useRef(state);
  const set = useCallback((next: T | ((previous: T) => T)) => {
    ref.current = typeof next === 'function' ? (next as (previous: T) => T)(ref.current) : next;
    setState(ref.current);
  }, []);
  const read = useCallback(() => ref.current, []);
  return [state, set, read];
}
