// One in-flight run at a time: a second tap while the first is pending is ignored, even
// before React re-renders (the guard is a ref, not state). Money is never sent twice.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useGuardedAction<A extends unknown[]>(action: (...args: A) => Promise<unknown>): {
  run: (...args: A) => Promise<void>;
  pending: boolean;
} {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  const run = useCallback(async (...args: A) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await latest.current(...args);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { run, pending };
}
