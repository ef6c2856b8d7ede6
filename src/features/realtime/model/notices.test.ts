import { describe, expect, it } from 'vitest';
import { displayAmount } from '../../../shared/lib/format.ts';
import { manualClock } from '../../../shared/lib/testing/manual-clock.ts';
import { realtimeHandlers, type Notice, type RealtimeContext } from './handlers.ts';
import { MERGE_WINDOW_MS, RENDER_EVERY_MS, createNoticeQueue, totalDescription } from './notices.ts';

/** The notices the real handlers give for these balance events (the handlers' own wording). */
function noticesOf(events: [keyof typeof realtimeHandlers, number][]): Notice[] {
  const notices: Notice[] = [];
  const ctx = { notify: (n: Notice) => notices.push(n), invalidate: () => undefined } as unknown as RealtimeContext;
  for (const [event, amount] of events) {
    const handler = realtimeHandlers[event] as (p: unknown, c: RealtimeContext) => void;
    handler({ amount, currency_code: 'USDT', operation_id: 'op', event }, ctx);
  }
  return notices;
}

function setup() {
  const { clock, advance } = manualClock();
  const shown: { id: string; title: string; description?: string }[] = [];
  const queue = createNoticeQueue((id, n) => shown.push({ id, title: n.title, ...(n.description ? { description: n.description } : {}) }), clock);
  return { queue, shown, advance };
}

describe('notice queue', () => {
  it('a single balance event shows its toast at once, as before', () => {
    const { queue, shown } = setup();
    noticesOf([['balance_replenishment', 12.5]]).forEach(queue.add);
    expect(shown).toEqual([{ id: 'notice-1', title: 'Баланс пополнен', description: '+12,50\u00a0USDT' }]);
  });

  it('a burst of 49 replenishments is one toast, redrawn at most every 100 ms, ending with the sum and the count', () => {
    const { queue, shown, advance } = setup();
    for (const notice of noticesOf(Array.from({ length: 49 }, (_, i) => ['balance_replenishment', (i + 1) / 100] as [keyof typeof realtimeHandlers, number]))) {
      queue.add(notice);
      advance(20); // 49 events in about a second
    }
    advance(RENDER_EVERY_MS);
    expect(new Set(shown.map((s) => s.id))).toEqual(new Set(['notice-1']));
    // 49 events over ~980 ms: the first at once, then at most one redraw per 100 ms
    expect(shown.length).toBeLessThanOrEqual(1 + Math.ceil(980 / RENDER_EVERY_MS) + 1);
    // 0.01 + 0.02 + ... + 0.49 = 12.25
    expect(shown.at(-1)).toEqual({ id: 'notice-1', title: 'Баланс пополнен', description: '+12,25\u00a0USDT · 49 операций' });
  });

  it('kinds do not merge: replenishments, internal top-ups and withdrawals keep their own toasts and signs', () => {
    const { queue, shown, advance } = setup();
    noticesOf([
      ['balance_replenishment', 10],
      ['balance_withdrawal', -3],
      ['balance_replenishment', 5],
      ['balance_internal_topup', 1],
      ['balance_withdrawal', 2],
    ]).forEach(queue.add);
    advance(RENDER_EVERY_MS);
    const last = new Map(shown.map((s) => [s.id, `${s.title}: ${s.description}`]));
    expect([...last.values()]).toEqual(['Баланс пополнен: +15,00\u00a0USDT · 2 операции', 'Средства выведены: −5,00\u00a0USDT · 2 операции', 'Внутреннее пополнение: +1,00\u00a0USDT']);
  });

  it('after the toast is gone (the merge window), the next event starts a new toast', () => {
    const { queue, shown, advance } = setup();
    noticesOf([['balance_replenishment', 1]]).forEach(queue.add);
    advance(MERGE_WINDOW_MS);
    noticesOf([['balance_replenishment', 2]]).forEach(queue.add);
    expect(shown.map((s) => `${s.id} ${s.description}`)).toEqual(['notice-1 +1,00\u00a0USDT', 'notice-2 +2,00\u00a0USDT']);
  });

  it('notices without a balance total (order cancelled, timers) are never merged', () => {
    const { queue, shown } = setup();
    queue.add({ title: 'Таймер истек', tone: 'info' });
    queue.add({ title: 'Таймер истек', tone: 'info' });
    expect(shown.map((s) => s.id)).toEqual(['notice-1', 'notice-2']);
  });

  it('dispose drops a pending redraw', () => {
    const { queue, shown, advance } = setup();
    noticesOf([['balance_replenishment', 1], ['balance_replenishment', 2]]).forEach(queue.add);
    queue.dispose();
    advance(1000);
    expect(shown).toHaveLength(1);
  });

  it('describes totals with Russian plurals', () => {
    expect(totalDescription({ sign: '+', amount: 1 }, 1)).toBe('+1,00\u00a0USDT');
    expect(totalDescription({ sign: '+', amount: 3 }, 3)).toBe('+3,00\u00a0USDT · 3 операции');
    expect(totalDescription({ sign: '−', amount: 21 }, 21)).toBe('−21,00\u00a0USDT · 21 операция');
    expect(totalDescription({ sign: '+', amount: 1234.5 }, 5)).toBe(`+${displayAmount(1234.5)}\u00a0USDT · 5 операций`);
  });
});
