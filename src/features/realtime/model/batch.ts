// A burst of socket events (49 balance events in a second, or a flood of thousands) must not
// refetch balance, status and transactions once per event, each refetch cancelling the one
// before. Targets are collected and invalidated once, after the burst has been quiet for
// QUIET_MS, or after MAX_WAIT_MS of a continuous burst (so a long flood refetches each query
// about once a second, not once per event). Adding to a pending batch only records the time: the
// timer is re-armed when it fires, not on every event.
import { realTimers, type Timers } from '../../../shared/lib/timers.ts';
import type { QueryTarget } from './handlers.ts';

export const QUIET_MS = 50;
export const MAX_WAIT_MS = 1000;

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
  let lastAt = 0;

  const flush = () => {
    if (timer !== null) clock.clear(timer);
    timer = null;
    firstAt = null;
    if (pending.size === 0) return;
    const targets = new Set(pending);
    pending.clear();
    invalidate(targets);
  };
  /** When the batch is due: QUIET_MS after its last event, at most MAX_WAIT_MS after its first. */
  const dueAt = () => Math.min(lastAt + QUIET_MS, (firstAt ?? lastAt) + MAX_WAIT_MS);
  const wake = () => {
    timer = null;
    const wait = dueAt() - clock.now();
    if (wait > 0) timer = clock.set(wake, wait);
    else flush();
  };

  return {
    add(targets) {
      if (targets.length === 0) return;
      for (const target of targets) pending.add(target);
      lastAt = clock.now();
      firstAt ??= lastAt;
      if (timer === null) timer = clock.set(wake, Math.max(0, dueAt() - lastAt));
    },
    flush,
    dispose() {
      if (timer !== null) clock.clear(timer);
      timer = null;
      pending.clear();
    },
  };
}
