// A burst of events must not mount a toast per event: each sonner toast mounts, animates and
// measures the stack, and the main thread falls behind the socket (49 balance events a second
// delayed a dialog by hundreds of milliseconds, ADR 0013; 300 timer toasts in 3 s stalled the app
// for 50 s, issue 24). Every notice kind merges into one toast while that toast is up: the
// balance kinds show the sum and the count of operations, the others their latest text and how
// many times they came. A toast is drawn at the next frame, never inside the socket's event, and
// redrawn at most once per RENDER_EVERY_MS, so any flood is a handful of toasts and renders.
import { displayAmount } from '../../../domain/money.ts';
import { countLabel } from '../../../shared/lib/plural.ts';
import { realTimers, type Timers } from '../../../shared/lib/timers.ts';
import { nextFrame, type Schedule } from './frame.ts';

/** What a realtime handler asks the toaster to show (handlers.ts). */
export interface Notice {
  title: string;
  description?: string;
  /**
   * An in-app link shown in the toast. `reveal`: an order whose card, when the screen already
   * lists it, the link brings into view instead of going to `to` (/dispute lists the other
   * orders, and home would only lead back there while the dispute is open).
   */
  link?: { label: string; to: string; reveal?: string };
  tone?: 'success' | 'info' | 'warning';
  /** A balance change in USDT: notices of one kind in a burst merge into one toast (below). */
  total?: { sign: '+' | '−'; amount: number };
  /**
   * The toast's id when the notice is about one thing (an operation: domain/operation-notices.ts):
   * another notice with the same id replaces it in place, and is not counted again in a burst.
   */
  id?: string;
  /** The link once several notices of the kind merged (the link of one would be wrong). */
  many?: { link: { label: string; to: string } };
}

/** A merged toast takes more events while it is up (the toast's own duration, spec section 9). */
export const MERGE_WINDOW_MS = 4000;
/** A merged toast is redrawn at most this often. */
export const RENDER_EVERY_MS = 100;

const OPERATIONS = ['операция', 'операции', 'операций'] as const;
const TIMES = ['раз', 'раза', 'раз'] as const;

/** '+12,50 USDT', or '+112,50 USDT · 5 операций' for several events (the amount joined to USDT by a no-break space). */
export function totalDescription(total: NonNullable<Notice['total']>, count: number): string {
  const sum = `${total.sign}${displayAmount(Math.abs(total.amount))}\u00a0USDT`;
  return count > 1 ? `${sum} · ${countLabel(count, OPERATIONS)}` : sum;
}

/** A notice without a balance total that came `count` times: its latest text and '300 раз'. */
export function repeatedDescription(description: string | undefined, count: number): string | undefined {
  if (count <= 1) return description;
  const times = countLabel(count, TIMES);
  return description ? `${description} · ${times}` : times;
}

interface Group {
  id: string;
  key: string;
  /** The ids of the notices merged here (one thing told twice is counted once). */
  ids: Set<string>;
  /** The latest notice of the group: its text and link are the ones shown. */
  notice: Notice;
  amount: number;
  count: number;
  lastAt: number;
}

export interface NoticeQueue {
  add(notice: Notice): void;
  dispose(): void;
}

/** Notices of one kind (tone, title and, for balance changes, the sign) share a toast. */
const kindOf = (notice: Notice) => `${notice.tone ?? 'info'}|${notice.title}|${notice.total?.sign ?? ''}`;

/**
 * `show(id, notice)`: a notice with a known id replaces that toast. `frame` schedules the first
 * drawing of a new toast (the next animation frame in the app).
 */
export function createNoticeQueue(show: (id: string, notice: Notice) => void, clock: Timers = realTimers, frame: Schedule = nextFrame): NoticeQueue {
  const groups = new Map<string, Group>();
  const dirty = new Set<Group>();
  let timer: unknown = null;
  let cancelFrame: (() => void) | null = null;
  let lastRender = -Infinity;
  let seq = 0;

  const render = (group: Group) => {
    const { notice, count } = group;
    const description = notice.total
      ? totalDescription({ sign: notice.total.sign, amount: group.amount }, count)
      : repeatedDescription(notice.description, count);
    const { description: _latest, many, id: _id, ...rest } = notice;
    const shown = count > 1 && many ? { ...rest, link: many.link } : rest;
    show(group.id, description === undefined ? shown : { ...shown, description });
  };
  const flush = () => {
    cancelFrame?.();
    cancelFrame = null;
    if (timer !== null) clock.clear(timer);
    timer = null;
    lastRender = clock.now();
    for (const group of dirty) render(group);
    dirty.clear();
  };

  return {
    add(notice) {
      const now = clock.now();
      const key = kindOf(notice);
      let group = groups.get(key);
      if (!group || now - group.lastAt >= MERGE_WINDOW_MS) {
        if (group) dirty.delete(group);
        const ids = new Set(notice.id === undefined ? [] : [notice.id]);
        group = { id: notice.id ?? `notice-${++seq}`, key, ids, notice, amount: Math.abs(notice.total?.amount ?? 0), count: 1, lastAt: now };
        groups.set(key, group);
        dirty.add(group);
        // A new toast shows at the next frame (with whatever else came before it).
        cancelFrame ??= frame(flush);
        return;
      }
      const again = notice.id !== undefined && group.ids.has(notice.id);
      group.notice = notice;
      if (!again) {
        if (notice.id !== undefined) group.ids.add(notice.id);
        group.amount += Math.abs(notice.total?.amount ?? 0);
        group.count += 1;
      }
      group.lastAt = now;
      dirty.add(group);
      if (timer === null && cancelFrame === null) timer = clock.set(flush, Math.max(0, lastRender + RENDER_EVERY_MS - now));
    },
    dispose() {
      cancelFrame?.();
      cancelFrame = null;
      if (timer !== null) clock.clear(timer);
      timer = null;
      dirty.clear();
      groups.clear();
    },
  };
}
