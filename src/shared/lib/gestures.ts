// Touch gestures (spec section 9): a touch that moves at most TAP_TOLERANCE_PX is a tap (or,
// held HOLD_MS, a hold); a horizontal move of SWIPE_PX or more is a swipe. Used where the app has
// such gestures: a swipe across the operations list changes its status tab, a hold on an
// operation copies its id (operations-list.tsx). The sheets (vaul) and toasts (sonner) drag with
// their own recognisers.
import { useEffect, useRef } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';

export const GESTURES = { tapTolerancePx: 10, holdMs: 400, swipePx: 100 } as const;

export type SwipeDirection = 'left' | 'right';

export interface GestureHandlers {
  onHold?: () => void;
  onSwipe?: (direction: SwipeDirection) => void;
}

export interface GestureRecognizer {
  down(x: number, y: number): void;
  move(x: number, y: number): void;
  /**
   * Returns whether the click that follows should not count: a hold or a swipe consumed the
   * touch, or it moved beyond the tap tolerance (a drag is not a tap).
   */
  up(x: number, y: number): boolean;
  cancel(): void;
}

export interface GestureTimers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: GestureTimers = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };

export function createGestureRecognizer(handlers: () => GestureHandlers, timers: GestureTimers = realTimers): GestureRecognizer {
  let start: { x: number; y: number } | null = null;
  let moved = false;
  let held = false;
  let holdTimer: unknown = null;
  const stopHold = () => {
    if (holdTimer !== null) timers.clear(holdTimer);
    holdTimer = null;
  };
  return {
    down(x, y) {
      start = { x, y };
      moved = false;
      held = false;
      stopHold();
      if (handlers().onHold) {
        holdTimer = timers.set(() => {
          holdTimer = null;
          if (!start || moved) return;
          held = true;
          handlers().onHold?.();
        }, GESTURES.holdMs);
      }
    },
    move(x, y) {
      if (!start || moved) return;
      if (Math.hypot(x - start.x, y - start.y) > GESTURES.tapTolerancePx) {
        moved = true;
        stopHold();
      }
    },
    up(x, y) {
      stopHold();
      if (!start) return false;
      const dx = x - start.x;
      const dy = y - start.y;
      start = null;
      moved ||= Math.hypot(dx, dy) > GESTURES.tapTolerancePx;
      if (held) return true;
      if (Math.abs(dx) >= GESTURES.swipePx && Math.abs(dx) > Math.abs(dy) * 1.5) {
        const onSwipe = handlers().onSwipe;
        if (onSwipe) {
          onSwipe(dx < 0 ? 'left' : 'right');
          return true;
        }
      }
      return moved;
    },
    cancel() {
      stopHold();
      start = null;
    },
  };
}

/**
 * Pointer handlers for an element with these gestures. A hold or swipe swallows the click that
 * follows it (a held row does not also open).
 */
export function useGestures(handlers: GestureHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const recognizer = useRef<GestureRecognizer | null>(null);
  recognizer.current ??= createGestureRecognizer(() => latest.current);
  const swallowClick = useRef(false);
  const r = recognizer.current;
  return {
    onPointerDown: (e: ReactPointerEvent) => {
      swallowClick.current = false;
      if (e.isPrimary) r.down(e.clientX, e.clientY);
    },
    onPointerMove: (e: ReactPointerEvent) => {
      if (e.isPrimary) r.move(e.clientX, e.clientY);
    },
    onPointerUp: (e: ReactPointerEvent) => {
      if (e.isPrimary) swallowClick.current = r.up(e.clientX, e.clientY);
    },
    onPointerCancel: () => r.cancel(),
    onClickCapture: (e: { stopPropagation(): void; preventDefault(): void }) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      e.stopPropagation();
      e.preventDefault();
    },
    // A held touch on a phone opens the context menu; the hold is ours.
    onContextMenu: (e: { preventDefault(): void }) => {
      if (latest.current.onHold) e.preventDefault();
    },
  };
}
