import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../shared/lib/testing/manual-clock.ts';
import { MAX_WAIT_MS, QUIET_MS, createInvalidationBatcher } from './batch.ts';
import type { QueryTarget } from './handlers.ts';

describe('invalidation batcher', () => {
  it('a burst of 49 balance events invalidates each target once, after the burst', () => {
    const { clock, advance } = manualClock();
    const calls: QueryTarget[][] = [];
    const batcher = createInvalidationBatcher((targets) => calls.push([...targets].sort()), clock);
    for (let i = 0; i < 49; i++) {
      batcher.add(['balance', 'status', 'transactions']);
      advance(2);
    }
    expect(calls).toEqual([]);
    advance(QUIET_MS);
    expect(calls).toEqual([['balance', 'status', 'transactions']]);
  });

  it('a single event is invalidated after QUIET_MS', () => {
    const { clock, advance } = manualClock();
    const calls: QueryTarget[][] = [];
    const batcher = createInvalidationBatcher((targets) => calls.push([...targets]), clock);
    batcher.add(['status']);
    advance(QUIET_MS - 1);
    expect(calls).toEqual([]);
    advance(1);
    expect(calls).toEqual([['status']]);
  });

  it('an endless burst still refreshes every MAX_WAIT_MS', () => {
    const { clock, advance } = manualClock();
    const calls: QueryTarget[][] = [];
    const batcher = createInvalidationBatcher((targets) => calls.push([...targets]), clock);
    for (let t = 0; t < 3 * MAX_WAIT_MS; t += 10) {
      batcher.add(['balance']);
      advance(10);
    }
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(calls.length).toBeLessThanOrEqual(4);
  });

  it('a 3 s flood of 3,000 events a second refetches about once a second, arming a timer rarely, not per event (issue 24)', () => {
    const { clock, advance } = manualClock();
    let armed = 0;
    const counting = { ...clock, set: (fn: () => void, ms: number) => (armed++, clock.set(fn, ms)) };
    const calls: QueryTarget[][] = [];
    const batcher = createInvalidationBatcher((targets) => calls.push([...targets]), counting);
    for (let t = 0; t < 3000; t++) {
      for (let k = 0; k < 3; k++) batcher.add(['status', 'orders']);
      advance(1);
    }
    advance(QUIET_MS);
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(calls.length).toBeLessThanOrEqual(4);
    expect(armed).toBeLessThan(100);
  });

  it('flush and dispose', () => {
    const { clock, advance } = manualClock();
    const calls: QueryTarget[][] = [];
    const batcher = createInvalidationBatcher((targets) => calls.push([...targets]), clock);
    batcher.add(['orders']);
    batcher.flush();
    expect(calls).toEqual([['orders']]);
    batcher.add(['trader']);
    batcher.dispose();
    advance(1000);
    expect(calls).toEqual([['orders']]);
  });
});
