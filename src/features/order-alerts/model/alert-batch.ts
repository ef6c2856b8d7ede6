// New orders that come together (an invite list fetched with three new invites, the socket's
// event and the list a moment apart for different orders) make one alert: one sound and one
// vibration for the burst, never one per order stacked on each other. Each order is still
// alerted once only (domain/new-orders.ts decides what is new); this only spaces the alerts.
import { realTimers, type Timers } from '../../../shared/lib/timers.ts';

export interface AlertBatch {
  /** An order just became new. */
  add(orderId: string): void;
  dispose(): void;
}

/** Orders arriving within this time of the first make one alert. */
export const BATCH_MS = 300;

export function createAlertBatch(alert: (orderIds: readonly string[]) => void, timers: Timers = realTimers): AlertBatch {
  let pending: string[] = [];
  let timer: unknown = null;
  return {
    add(orderId) {
      pending.push(orderId);
      timer ??= timers.set(() => {
        timer = null;
        const batch = pending;
        pending = [];
        alert(batch);
      }, BATCH_MS);
    },
    dispose() {
      if (timer !== null) timers.clear(timer);
      timer = null;
      pending = [];
    },
  };
}
