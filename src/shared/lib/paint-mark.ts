// The moment a screen's own content first reaches the screen, as a User Timing mark
// (`performance.mark`): the bench (bench/run.ts, bench/warm-open.ts) reads these marks with a
// PerformanceObserver instead of polling the page, so detecting "usable" costs nothing while a tap
// or an open is measured (issue 39). One name per screen, set each time the screen is mounted and
// its content is first painted; a mark is a few bytes in the performance timeline.
import { useEffect, useRef } from 'react';

/** The marks the app sets: one concept, one place. The bench matches these names. */
export const PAINT_MARKS = {
  /** Home shows the trader's heading and its data (no skeleton): the open is usable. */
  homeUsable: 'app:usable:home',
  /** History shows its content (its rows, or its empty or error state), with the data it had. */
  historyContent: 'app:content:history',
} as const;

export type PaintMark = (typeof PAINT_MARKS)[keyof typeof PAINT_MARKS];

/**
 * Marks `name` once the next frame has been painted: from an animation frame (before that frame's
 * style, layout and paint) a message posted to a channel runs as the next task, after the paint.
 * Returns a cancel function.
 */
export function markAfterPaint(name: string, onMarked?: () => void, win: Window = window): () => void {
  if (typeof win.performance?.mark !== 'function' || typeof win.requestAnimationFrame !== 'function') return () => {};
  let channel: MessageChannel | null = null;
  const frame = win.requestAnimationFrame(() => {
    channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel?.port1.close();
      win.performance.mark(name);
      onMarked?.();
    };
    channel.port2.postMessage(null);
  });
  return () => {
    win.cancelAnimationFrame(frame);
    channel?.port1.close();
  };
}

/** Sets the mark `name` after the first paint at which `shown` holds, once per mount. */
export function usePaintMark(name: PaintMark, shown: boolean): void {
  const marked = useRef(false);
  useEffect(() => {
    if (!shown || marked.current) return;
    // A cancelled schedule (an unmount, React's strict double effect) marks nothing; the next one does.
    return markAfterPaint(name, () => {
      marked.current = true;
    });
  }, [name, shown]);
}
