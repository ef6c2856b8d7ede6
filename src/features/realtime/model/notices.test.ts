import { describe, expect, it } from 'vitest';
import { displayAmount } from '../../../domain/money.ts';
import { manualClock } from '../../../shared/lib/testing/manual-clock.ts';
import { realtimeHandlers, type Notice, type RealtimeContext } from './handlers.ts';
import { MERGE_WINDOW_MS, RENDER_EVERY_MS, createNoticeQueue, repeatedDescription, totalDescription } from './notices.ts';

const FRAME_MS = 16;

/** Each event is about its own operation (op-1, op-2, … from each setup()), unless given one. */
let operationSeq = 0;

/** The notices the real handlers give for these balance events (the handlers' own wording). */
function noticesOf(events: ([keyof typeof realtimeHandlers, number] | [keyof typeof realtimeHandlers, number, string])[]): Notice[] {
  const notices: Notice[] = [];
  const ctx = { notify: (n: Notice) => notices.push(n), invalidate: () => undefined } as unknown as RealtimeContext;
  for (const [event, amount, operationId] of events) {
    const handler = realtimeHandlers[event] as (p: unknown, c: RealtimeContext) => void;
    handler({ amount, currency_code: 'USDT', operation_id: operationId ?? `op-${++operationSeq}`, event }, ctx);
  }
  return notices;
}

function setup() {
  operationSeq = 0;
  const { clock, advance } = manualClock();
  const shown: { id: string; title: string; description?: string }[] = [];
  const frame = (fn: () => void) => {
    const handle = clock.set(fn, FRAME_MS);
    return () => clock.clear(handle);
  };
  const queue = createNoticeQueue((id, n) => shown.push({ id, title: n.title, ...(n.description ? { description: n.description } : {}) }), clock, frame);
  return { queue, shown, advance };
}

describe('notice queue', () => {
  it('a single balance event shows its toast at the next frame, not inside the socket event', () => {
    const { queue, shown, advance } = setup();
    noticesOf([['balance_replenishment', 12.5]]).forEach(queue.add);
    expect(shown).toEqual([]);
    advance(FRAME_MS);
    // A notice about one operation is that operation's toast (domain/operation-notices.ts).
    expect(shown).toEqual([{ id: 'operation-op-1', title: 'Баланс пополнен', description: '+12,50\u00a0USDT' }]);
  });

  it('a burst of 49 replenishments is one toast, redrawn at most every 100 ms, ending with the sum and the count', () => {
    const { queue, shown, advance } = setup();
    for (const notice of noticesOf(Array.from({ length: 49 }, (_, i) => ['balance_replenishment', (i + 1) / 100] as [keyof typeof realtimeHandlers, number]))) {
      queue.add(notice);
      advance(20); // 49 events in about a second
    }
    advance(RENDER_EVERY_MS);
    expect(new Set(shown.map((s) => s.id))).toEqual(new Set(['operation-op-1']));
    // 49 events over ~980 ms: the first at the next frame, then at most one redraw per 100 ms
    expect(shown.length).toBeLessThanOrEqual(1 + Math.ceil(980 / RENDER_EVERY_MS) + 1);
    // 0.01 + 0.02 + ... + 0.49 = 12.25
    expect(shown.at(-1)).toEqual({ id: 'operation-op-1', title: 'Баланс пополнен', description: '+12,25\u00a0USDT · 49 операций' });
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
    expect([...last.values()]).toEqual(['Баланс пополнен: +15,00\u00a0USDT · 2 операции', 'Вывод обновлён: −5,00\u00a0USDT · 2 операции', 'Внутреннее пополнение: +1,00\u00a0USDT']);
  });

  it('after the toast is gone (the merge window), the next event starts a new toast', () => {
    const { queue, shown, advance } = setup();
    noticesOf([['balance_replenishment', 1]]).forEach(queue.add);
    advance(MERGE_WINDOW_MS);
    noticesOf([['balance_replenishment', 2]]).forEach(queue.add);
    advance(FRAME_MS);
    expect(shown.map((s) => `${s.id} ${s.description}`)).toEqual(['operation-op-1 +1,00\u00a0USDT', 'operation-op-2 +2,00\u00a0USDT']);
  });

  it('300 timer notices in 3 s are one toast that says how many times it came (issue 24)', () => {
    const { queue, shown, advance } = setup();
    for (let i = 0; i < 300; i++) {
      queue.add({ title: 'Таймер истек', tone: 'info' });
      advance(10);
    }
    advance(RENDER_EVERY_MS);
    expect(new Set(shown.map((s) => s.id))).toEqual(new Set(['notice-1']));
    expect(shown.length).toBeLessThanOrEqual(1 + Math.ceil(3000 / RENDER_EVERY_MS) + 1);
    expect(shown.at(-1)).toEqual({ id: 'notice-1', title: 'Таймер истек', description: '300 раз' });
  });

  it('a flood of every kind at once is one toast per kind, whatever the texts; the latest text is shown', () => {
    const { queue, shown, advance } = setup();
    for (let i = 1; i <= 1000; i++) {
      queue.add({ title: 'Сделка отменена', description: `Сумма сделки: ${i},00\u00a0USDT`, tone: 'warning' });
      queue.add({ title: 'Таймер истек', tone: 'info' });
      noticesOf([['balance_replenishment', 1], ['balance_withdrawal', 1], ['balance_internal_topup', 1]]).forEach(queue.add);
    }
    advance(FRAME_MS);
    expect(new Set(shown.map((s) => s.id)).size).toBe(5);
    advance(RENDER_EVERY_MS);
    const last = new Map(shown.map((s) => [s.id, `${s.title}: ${s.description}`]));
    expect([...last.values()].sort()).toEqual(
      [
        'Сделка отменена: Сумма сделки: 1000,00\u00a0USDT · 1000 раз',
        'Таймер истек: 1000 раз',
        'Баланс пополнен: +1\u00a0000,00\u00a0USDT · 1000 операций',
        'Вывод обновлён: −1\u00a0000,00\u00a0USDT · 1000 операций',
        'Внутреннее пополнение: +1\u00a0000,00\u00a0USDT · 1000 операций',
      ].sort(),
    );
  });

  it('one operation told twice (created, then sent on chain) is one toast counted once, replaced in place (issue 37)', () => {
    const { queue, shown, advance } = setup();
    noticesOf([['balance_withdrawal', -100, 'w-1']]).forEach(queue.add);
    advance(FRAME_MS);
    noticesOf([['balance_withdrawal', -100, 'w-1']]).forEach(queue.add);
    advance(RENDER_EVERY_MS);
    expect(new Set(shown.map((s) => s.id))).toEqual(new Set(['operation-w-1']));
    expect(shown.at(-1)).toEqual({ id: 'operation-w-1', title: 'Вывод обновлён', description: '−100,00\u00a0USDT' });
    // After its toast has gone, the same operation's next notice takes the same id again.
    advance(MERGE_WINDOW_MS);
    noticesOf([['balance_withdrawal', -100, 'w-1']]).forEach(queue.add);
    advance(FRAME_MS);
    expect(shown.at(-1)?.id).toBe('operation-w-1');
  });

  it('one withdrawal\'s notice opens it; merged withdrawals open the list (issue 37)', () => {
    const { clock, advance } = manualClock();
    const links: (string | undefined)[] = [];
    const frame = (fn: () => void) => {
      const handle = clock.set(fn, FRAME_MS);
      return () => clock.clear(handle);
    };
    const queue = createNoticeQueue((_id, n) => links.push(n.link?.to), clock, frame);
    operationSeq = 0;
    noticesOf([['balance_withdrawal', -1]]).forEach(queue.add);
    advance(FRAME_MS);
    noticesOf([['balance_withdrawal', -2]]).forEach(queue.add);
    advance(RENDER_EVERY_MS);
    expect(links).toEqual(['/balance/operations/op-1', '/balance/operations']);
  });

  it('a notice that came once keeps its own text; the count joins it from the second', () => {
    expect(repeatedDescription(undefined, 1)).toBeUndefined();
    expect(repeatedDescription('Сумма сделки: 5,00\u00a0USDT', 1)).toBe('Сумма сделки: 5,00\u00a0USDT');
    expect(repeatedDescription(undefined, 2)).toBe('2 раза');
    expect(repeatedDescription('Сумма сделки: 5,00\u00a0USDT', 21)).toBe('Сумма сделки: 5,00\u00a0USDT · 21 раз');
  });

  it('dispose drops a pending redraw', () => {
    const { queue, shown, advance } = setup();
    noticesOf([['balance_replenishment', 1]]).forEach(queue.add);
    advance(FRAME_MS);
    noticesOf([['balance_replenishment', 2]]).forEach(queue.add);
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
