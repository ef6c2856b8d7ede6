// Test helper (imported by tests only): Timers whose clock moves only when the test advances it.
import type { Timers } from '../timers.ts';

export function manualClock() {
  let now = 0;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let next = 1;
  const clock: Timers = {
    set: (fn, ms) => {
      const id = next++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clear: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
    now: () => now,
  };
  /** Moves the clock by `ms`, running every timer that falls due on the way, in order. */
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      now = due.at;
      timers = timers.filter((t) => t !== due);
      due.fn();
    }
    now = end;
  };
  return { clock, advance };
}
