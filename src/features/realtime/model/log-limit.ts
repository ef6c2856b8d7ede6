// Developer warnings about ignored events (another order's, repeats) must not cost as much as
// the flood they report: thousands of console lines a second slow the page (and devtools) down.
// At most MAX_PER_WINDOW lines per window are written; the rest are counted in one line.
import { realTimers, type Timers } from '../../../shared/lib/timers.ts';

export const MAX_PER_WINDOW = 10;
export const LOG_WINDOW_MS = 1000;

export interface LogLimiter {
  log(message: string): void;
  dispose(): void;
}

export function createLogLimiter(write: (line: string) => void, clock: Timers = realTimers): LogLimiter {
  let windowStart = -Infinity;
  let written = 0;
  let dropped = 0;
  let timer: unknown = null;

  const report = () => {
    timer = null;
    const count = dropped;
    dropped = 0;
    write(`${count} more warnings like the above were not logged (at most ${MAX_PER_WINDOW} per ${LOG_WINDOW_MS} ms)`);
  };

  return {
    log(message) {
      const now = clock.now();
      if (now - windowStart >= LOG_WINDOW_MS) {
        windowStart = now;
        written = 0;
      }
      if (written < MAX_PER_WINDOW) {
        written += 1;
        write(message);
        return;
      }
      dropped += 1;
      timer ??= clock.set(report, Math.max(0, windowStart + LOG_WINDOW_MS - now));
    },
    dispose() {
      if (timer !== null) clock.clear(timer);
      timer = null;
    },
  };
}
