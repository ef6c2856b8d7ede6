import { useEffect, useState } from 'react';

interface CountdownState {
  readonly from: number | null;
  readonly remaining: number | null;
}

/**
 * Counts down from `seconds` by one every `intervalMs` (spec: countdown interval 1000 ms)
 * and stops at 0. Returns the remaining count, or null when `seconds` is null.
 * A new `seconds` value restarts the countdown.
 */
export function useCountdown(seconds: number | null, intervalMs = 1000): number | null {
  const [state, setState] = useState<CountdownState>({ from: seconds, remaining: seconds });

  // Restart when the input changes (adjusting state during render, not in an effect).
  let current = state;
  if (state.from !== seconds) {
    current = { from: seconds, remaining: seconds };
    setState(current);
  }

  const running = current.remaining !== null && current.remaining > 0;
  useEffect(() => {
    if (!running) return undefined;
    const id = setInterval(() => {
      setState((previous) =>
        previous.remaining === null || previous.remaining <= 0
          ? previous
          : { ...previous, remaining: previous.remaining - 1 },
      );
    }, intervalMs);
    return () => clearInterval(id);
  }, [running, intervalMs, seconds]);

  return current.remaining === null ? null : Math.max(0, current.remaining);
}
