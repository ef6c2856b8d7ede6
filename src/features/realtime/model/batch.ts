// A burst of socket events (49 balance events in a second) must not refetch balance, status and
// transactions 49 times, each refetch cancelling the one before. Targets are collected and
// invalidated once, after the burst has been quiet for QUIET_MS (or after MAX_WAIT_MS of a
// continuous burst), so each query refetches once per burst, after the burst's last event.
import { realTimers, type Timers } from '../../../shared/lib/timers.ts';
import type { QueryTarget } from './handlers.ts';

export const QUIET_MS = 50;
export const MAX_WAIT_MS = 250;

export interface InvalidationBatcher {
  add(targets: readonly QueryTarget[]): void;
  /** Invalidates what is pending now (e.g. before the socket goes away). */
  flush(): void;
  dispose(): void;
}

export function createInvalidationBatcher(invalidate: (targets: ReadonlySet<QueryTarget>) => void, clock: Timers = realTimers): InvalidationBatcher {
  const pending = new Set<QueryTarget>();
  let timer: unknown = null;
  let firstAt: number | null = null;

  const flush = () => {
    if (timer !== null) clock.clear(timer);
    timer = null;
    firstAt = null;
    if (pending.size === 0) return;
    const targets = new Set(pending);
    pending.clear();
    invalidate(targets);
  };

  return {
    add(targets) {
      if (targets.length === 0) return;
      targets.forEach((t) => pending.add(t));
      const now = clock.now();
      firstAt ??= now;
      if (timer !== null) clock.clear(timer);
      const wait = Math.max(0, Math.min(QUIET_MS, firstAt + MAX_WAIT_MS - now));
      timer = clock.set(flush, wait);
    },
    flush,
    dispose() {
      if (timer !== null) clock.clear(timer);
      timer = null;
      pending.clear();
    },
  };
}
