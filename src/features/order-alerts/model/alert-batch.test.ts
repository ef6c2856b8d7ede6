// One alert for orders that come together, one each for those that do not.
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../shared/lib/testing/manual-clock.ts';
import { BATCH_MS, createAlertBatch } from './alert-batch.ts';

describe('createAlertBatch', () => {
  it('orders arriving together make one alert; a later one its own', () => {
    const { clock, advance } = manualClock();
    const alerts: (readonly string[])[] = [];
    const batch = createAlertBatch((ids) => alerts.push(ids), clock);
    batch.add('a');
    advance(BATCH_MS - 1);
    batch.add('b');
    expect(alerts).toEqual([]);
    advance(1);
    expect(alerts).toEqual([['a', 'b']]);
    batch.add('c');
    advance(BATCH_MS);
    expect(alerts).toEqual([['a', 'b'], ['c']]);
    batch.add('d');
    batch.dispose();
    advance(BATCH_MS);
    expect(alerts).toHaveLength(2);
  });
});
