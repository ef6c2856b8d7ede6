// The moment a screen's own content first reaches the screen, as a User Timing mark
// (`performance.mark`): the bench (bench/run.ts, bench/warm-open.ts) reads these marks with a
// PerformanceObserver instead of polling the page, so detecting "usable" costs nothing while a tap
// or an open is measured (issue 39). One name per screen, set each time the screen is mounted and
// its content is first painted; a mark is a few bytes in the performance timeline.
import { useLayoutEffect, useRef } from 'react';
import type { Scheduler } from './yield.ts';

/** The marks the app sets: one concept, one place. The bench matches these names. */
export const PAINT_MARKS = {
  /** Home shows the trader's heading and its data (no skeleton): the open is usable. */
  homeUsable: 'app:usable:home',
  /** History shows its content (its rows, or its empty or error state), with the data it had. */
  historyContent: 'app:content:history',
} as const;

export type PaintMark = (typeof PAINT_MARKS)[keyof typeof PAINT_MARKS];

/**
 * Marks `name` once the next frame has been painted: a task posted from an animation frame (before
 * that frame's style, layout and paint) runs after the paint. Posted at 'user-blocking' priority
 * where the browser can (`scheduler.postTask`), it runs before the work already queued at normal
 * priority, such as React's passive effects of the commit that showed the content (about 25 ms at
 * 4x CPU on home), so the mark is the paint's moment, not that work's end; elsewhere a message to a
 * channel, the next task. Returns a cancel function.
 */
export function markAfterPaint(name: string, onMarked?: () => void, win: Window = window): () => void {
  if (typeof win.performance?.mark !== 'function' || typeof win.requestAnimationFrame !== 'function') return () => {};
  let cancelTask = () => {};
  const mark = () => {
    win.performance.mark(name);
    onMarked?.();
  };
  const frame = win.requestAnimationFrame(() => {
    const scheduler = (win as Window & { scheduler?: Scheduler }).scheduler;
    if (typeof scheduler?.postTask === 'function') {
      const abort = new AbortController();
      scheduler.postTask(mark, { priority: 'user-blocking', signal: abort.signal }).catch(() => undefined);
      cancelTask = () => abort.abort();
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      mark();
    };
    channel.port2.postMessage(null);
    cancelTask = () => channel.port1.close();
  });
  return () => {
    win.cancelAnimationFrame(frame);
    cancelTask();
  };
}

/** Sets the mark `name` after the first paint at which `shown` holds, once per mount. */
export function usePaintMark(name: PaintMark, shown: boolean): void {
  const marked = useRef(false);
  // A layout effect: the frame is asked for in the commit that shows the content, so the mark
  // follows that frame's paint; a passive effect runs after it and marked the frame after.
  useLayoutEffect(() => {
    if (!shown || marked.current) return;
    // A cancelled schedule (an unmount, React's strict double effect) marks nothing; the next one does.
    return markAfterPaint(name, () => {
      marked.current = true;
    });
  }, [name, shown]);
}
