// One request per intent, for every action that moves money or changes an order (withdraw,
// transfer, confirm a payment, accept an invite, open a dispute, create a requisite, start
// auto-accept):
// - while an attempt runs, another tap does nothing (a ref, so even before React re-renders);
// - a failed attempt leaves the intent open with the same Idempotency-Key, so a retry of a lost
//   answer cannot move money twice;
// - a successful intent stays done: the form is locked and the key kept until the user leaves
//   (unmount) or deliberately starts a new one. Unlocking on success, while the form was still on
//   screen for the next screen's round trip, sent a second withdrawal with a new key.
import { useCallback, useRef, useState } from 'react';

export type IntentPhase = 'idle' | 'pending' | 'done';

/** What an attempt reports: 'done' locks the intent; 'open' leaves it open (e.g. invalid input). */
export type AttemptOutcome = 'done' | 'open';

export interface Intent {
  phase: IntentPhase;
  pending: boolean;
  done: boolean;
  /** The intent's Idempotency-Key: made on first use, the same for every retry. */
  key(): string;
  /**
   * Runs one attempt unless one is running or the intent is done. A throw leaves the intent open
   * with the same key and is passed on.
   */
  run(attempt: (key: string) => Promise<AttemptOutcome>): Promise<void>;
  /** The input changed before the intent completed: a different intent, so a different key. Ignored once done. */
  changed(): void;
  /** A deliberate new intent after a completed one: unlocks, with a new key. */
  startNew(): void;
}

const randomKey = () => crypto.randomUUID();

export function useIntent(randomUUID: () => string = randomKey): Intent {
  const phaseRef = useRef<IntentPhase>('idle');
  const keyRef = useRef<string | null>(null);
  const [phase, setPhase] = useState<IntentPhase>('idle');
  const move = useCallback((next: IntentPhase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);

  const key = useCallback(() => (keyRef.current ??= randomUUID()), [randomUUID]);

  const run = useCallback(
    async (attempt: (key: string) => Promise<AttemptOutcome>) => {
      if (phaseRef.current !== 'idle') return;
      move('pending');
      let outcome: AttemptOutcome = 'open';
      try {
        outcome = await attempt(key());
      } finally {
        move(outcome === 'done' ? 'done' : 'idle');
      }
    },
    [key, move],
  );

  const changed = useCallback(() => {
    if (phaseRef.current === 'idle') keyRef.current = null;
  }, []);

  const startNew = useCallback(() => {
    if (phaseRef.current === 'pending') return;
    keyRef.current = null;
    move('idle');
  }, [move]);

  return { phase, pending: phase === 'pending', done: phase === 'done', key, run, changed, startNew };
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
