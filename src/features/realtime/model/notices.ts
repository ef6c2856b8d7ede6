// A burst of balance events (49 replenishments in a second) must not mount 49 toasts: each one
// animates and measures the stack, and the main thread falls behind the socket, so the dialog an
// event opens shows hundreds of milliseconds late. Balance notices of one kind merge into one
// toast while it is up: the first shows at once, later ones update it in place (the sum and the
// count), at most once per RENDER_EVERY_MS. Other notices show at once, one toast each.
import { displayAmount } from '../../../shared/lib/format.ts';
import { countLabel } from '../../../shared/lib/plural.ts';
import { realTimers, type Timers } from '../../../shared/lib/timers.ts';
import type { Notice } from './handlers.ts';

/** A merged toast takes more events while it is up (the toast's own duration, spec section 9). */
export const MERGE_WINDOW_MS = 4000;
/** A merged toast is redrawn at most this often. */
export const RENDER_EVERY_MS = 100;

const OPERATIONS = ['операция', 'операции', 'операций'] as const;

/** '+12,50 USDT', or '+112,50 USDT · 5 операций' for several events (the amount joined to USDT by a no-break space). */
export function totalDescription(total: NonNullable<Notice['total']>, count: number): string {
  const sum = `${total.sign}${displayAmount(Math.abs(total.amount))}\u00a0USDT`;
  return count > 1 ? `${sum} · ${countLabel(count, OPERATIONS)}` : sum;
}

interface Group {
  id: string;
  notice: Notice;
  sign: '+' | '−';
  amount: number;
  count: number;
  lastAt: number;
}

export interface NoticeQueue {
  add(notice: Notice): void;
  dispose(): void;
}

/** `show(id, notice)`: a notice with a known id replaces that toast. */
export function createNoticeQueue(show: (id: string, notice: Notice) => void, clock: Timers = realTimers): NoticeQueue {
  const groups = new Map<string, Group>();
  const dirty = new Set<Group>();
  let timer: unknown = null;
  let lastRender = -Infinity;
  let seq = 0;

  const render = (group: Group) => {
    show(group.id, { ...group.notice, description: totalDescription({ sign: group.sign, amount: group.amount }, group.count) });
  };
  const flush = () => {
    timer = null;
    lastRender = clock.now();
    for (const group of dirty) render(group);
    dirty.clear();
  };

  return {
    add(notice) {
      const now = clock.now();
      const total = notice.total;
      if (!total) {
        show(`notice-${++seq}`, notice);
        return;
      }
      const key = `${notice.tone ?? 'info'}|${notice.title}|${total.sign}`;
      const group = groups.get(key);
      if (!group || now - group.lastAt >= MERGE_WINDOW_MS) {
        const fresh: Group = { id: `notice-${++seq}`, notice, sign: total.sign, amount: Math.abs(total.amount), count: 1, lastAt: now };
        groups.set(key, fresh);
        if (group) dirty.delete(group);
        render(fresh);
        return;
      }
      group.amount += Math.abs(total.amount);
      group.count += 1;
      group.lastAt = now;
      dirty.add(group);
      if (timer === null) timer = clock.set(flush, Math.max(0, lastRender + RENDER_EVERY_MS - now));
    },
    dispose() {
      if (timer !== null) clock.clear(timer);
      timer = null;
      dirty.clear();
      groups.clear();
    },
  };
}
