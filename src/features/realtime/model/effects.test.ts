import { describe, expect, it } from 'vitest';
import type { DialogKind } from './handlers.ts';
import { BURST_GAP_MS, FLOOD_EVENTS, createEffectQueue } from './effects.ts';

function setup() {
  const applied: string[] = [];
  let pending: (() => void) | null = null;
  const queue = createEffectQueue(
    {
      navigate: (to, { replace }) => void applied.push(`navigate ${to}${replace ? ' (replace)' : ''}`),
      openDialog: (kind: DialogKind, reason) => void applied.push(`dialog ${kind} ${reason ?? '-'}`),
      patchTrader: (patch) => void applied.push(`trader blocked=${patch.blocked}`),
    },
    (fn) => {
      pending = fn;
      return () => {
        pending = null;
      };
    },
  );
  const frame = () => {
    const run = pending;
    pending = null;
    run?.();
  };
  return { queue, applied, frame, scheduled: () => pending !== null };
}

describe('effect queue (one batch per frame)', () => {
  it('nothing renders inside the events; the batch applies at the next frame', () => {
    const { queue, applied, frame } = setup();
    queue.openDialog('autoaccept-timeout', null);
    queue.navigate('/');
    expect(applied).toEqual([]);
    frame();
    expect(applied).toEqual(['navigate /', 'dialog autoaccept-timeout -']);
  });

  it('a flood of 300 dialogs and navigations in one frame opens one dialog (the latest) and navigates once', () => {
    const { queue, applied, frame } = setup();
    for (let i = 1; i <= 300; i++) {
      queue.openDialog('autoaccept-disabled', `reason ${i}`);
      queue.navigate(`/trade/order/complete?order_id=${i}`);
    }
    frame();
    expect(applied).toEqual(['navigate /trade/order/complete?order_id=300', 'dialog autoaccept-disabled reason 300']);
    frame();
    expect(applied).toHaveLength(2);
  });

  it('the pending navigation is the current path for later events of the batch; the trader flag applies before it', () => {
    const { queue, applied, frame } = setup();
    expect(queue.pendingPath()).toBeNull();
    queue.patchTrader({ blocked: true });
    queue.navigate('/warn/account-blocked', { replace: true });
    expect(queue.pendingPath()).toBe('/warn/account-blocked');
    queue.navigate('/trade/order/complete?order_id=1');
    expect(queue.pendingPath()).toBe('/trade/order/complete');
    queue.patchTrader({ blocked: false });
    queue.navigate('/', { replace: true });
    frame();
    expect(applied).toEqual(['trader blocked=false', 'navigate / (replace)']);
    expect(queue.pendingPath()).toBeNull();
  });

  it('dispose drops the batch', () => {
    const { queue, applied, frame, scheduled } = setup();
    queue.navigate('/');
    queue.dispose();
    expect(scheduled()).toBe(false);
    frame();
    expect(applied).toEqual([]);
  });
});

describe('a drawer the trader closed during a flood', () => {
  function burst() {
    let now = 0;
    const opened: string[] = [];
    let pending: (() => void) | null = null;
    const queue = createEffectQueue(
      { navigate: () => undefined, openDialog: (kind, reason) => void opened.push(`${kind} ${reason}`), patchTrader: () => undefined },
      (fn) => {
        pending = fn;
        return () => (pending = null);
      },
      { now: () => now },
    );
    const at = (ms: number) => {
      now = ms;
      const run = pending;
      pending = null;
      run?.();
    };
    return { queue, opened, at };
  }

  it('stays closed while the flood goes on (any auto-accept kind); the first event after a quiet gap opens it', () => {
    const { queue, opened, at } = burst();
    for (let t = 0; t < FLOOD_EVENTS * 10; t += 10) {
      at(t);
      queue.openDialog('autoaccept-disabled', String(t));
    }
    at(100);
    expect(opened.at(-1)).toBe(`autoaccept-disabled ${(FLOOD_EVENTS - 1) * 10}`);
    const shown = opened.length;
    queue.dialogClosed();
    for (let t = 110; t < 3000; t += 10) {
      at(t);
      queue.openDialog(t % 20 === 0 ? 'autoaccept-timeout' : 'autoaccept-disabled', String(t));
    }
    at(3000);
    expect(opened).toHaveLength(shown);
    at(3000 + BURST_GAP_MS);
    queue.openDialog('autoaccept-timeout', 'after');
    at(3000 + BURST_GAP_MS + 16);
    expect(opened.at(-1)).toBe('autoaccept-timeout after');
  });

  it('a drawer closed after a single event (no flood) opens for the next event, however soon', () => {
    const { queue, opened, at } = burst();
    queue.openDialog('autoaccept-disabled', 'first');
    at(16);
    queue.dialogClosed();
    at(20);
    queue.openDialog('autoaccept-disabled', 'second');
    at(36);
    expect(opened).toEqual(['autoaccept-disabled first', 'autoaccept-disabled second']);
  });

  it('a drawer not closed by the trader follows the burst to its latest event', () => {
    const { queue, opened, at } = burst();
    for (let t = 0; t < 100; t += 10) {
      at(t);
      queue.openDialog('autoaccept-disabled', String(t));
    }
    at(100);
    expect(opened).toEqual(['autoaccept-disabled 0', 'autoaccept-disabled 10', 'autoaccept-disabled 20', 'autoaccept-disabled 30', 'autoaccept-disabled 40', 'autoaccept-disabled 50', 'autoaccept-disabled 60', 'autoaccept-disabled 70', 'autoaccept-disabled 80', 'autoaccept-disabled 90']);
  });
});
