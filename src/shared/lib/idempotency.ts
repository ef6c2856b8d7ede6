// An Idempotency-Key per intent (withdraw, transfer, confirm): made once, reused on every
// retry of the same intent, replaced only when the intent succeeded or its input changed.
import { useCallback, useRef } from 'react';

export function useIdempotencyKey(randomUUID: () => string = () => crypto.randomUUID()) {
  const key = useRef<string | null>(null);
  const current = useCallback(() => (key.current ??= randomUUID()), [randomUUID]);
  /** Call after success, or when the user changes what they are sending. */
  const reset = useCallback(() => {
    key.current = null;
  }, []);
  return { current, reset };
}
