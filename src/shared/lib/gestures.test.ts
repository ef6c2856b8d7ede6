import { describe, expect, it, vi } from 'vitest';
import { GESTURES, createGestureRecognizer, type GestureTimers } from './gestures.ts';

function fakeTimers(): GestureTimers & { fire(): void; pending(): number } {
  const queue = new Map<number, () => void>();
  let next = 1;
  return {
    set(fn) {
      queue.set(next, fn);
      return next++;
    },
    clear(handle) {
      queue.delete(handle as number);
    },
    fire() {
      for (const [id, fn] of [...queue]) {
        queue.delete(id);
        fn();
      }
    },
    pending: () => queue.size,
  };
}

describe('touch gestures (spec section 9)', () => {
  it('uses the spec constants', () => {
    expect(GESTURES).toEqual({ tapTolerancePx: 10, holdMs: 400, swipePx: 100 });
  });

  it('a touch held 400 ms within 10 px is a hold and swallows the click', () => {
    const timers = fakeTimers();
    const onHold = vi.fn();
    const set = vi.spyOn(timers, 'set');
    const r = createGestureRecognizer(() => ({ onHold }), timers);
    r.down(100, 100);
    expect(set).toHaveBeenCalledWith(expect.any(Function), 400);
    r.move(107, 106); // 9.2 px: still a tap
    timers.fire();
    expect(onHold).toHaveBeenCalledTimes(1);
    expect(r.up(107, 106)).toBe(true);
  });

  it('a touch that moves more than 10 px is a drag: no hold, and no tap either', () => {
    const timers = fakeTimers();
    const onHold = vi.fn();
    const r = createGestureRecognizer(() => ({ onHold }), timers);
    r.down(100, 100);
    r.move(100, 111);
    expect(timers.pending()).toBe(0);
    timers.fire();
    expect(onHold).not.toHaveBeenCalled();
    expect(r.up(100, 160)).toBe(true);
  });

  it('a quick tap is neither: the click goes through', () => {
    const timers = fakeTimers();
    const onHold = vi.fn();
    const onSwipe = vi.fn();
    const r = createGestureRecognizer(() => ({ onHold, onSwipe }), timers);
    r.down(100, 100);
    expect(r.up(107, 107)).toBe(false);
    timers.fire();
    expect(onHold).not.toHaveBeenCalled();
    expect(onSwipe).not.toHaveBeenCalled();
  });

  it('a horizontal move of 100 px is a swipe; 99 px or a mostly vertical one is not', () => {
    const onSwipe = vi.fn();
    const r = createGestureRecognizer(() => ({ onSwipe }), fakeTimers());
    r.down(300, 100);
    r.move(250, 102);
    expect(r.up(200, 104)).toBe(true);
    expect(onSwipe).toHaveBeenLastCalledWith('left');
    // a drag, not a swipe: no tab change, and no tap
    r.down(100, 100);
    expect(r.up(199, 100)).toBe(true);
    r.down(100, 100);
    expect(r.up(220, 200)).toBe(true);
    r.down(100, 100);
    expect(r.up(200, 110)).toBe(true);
    expect(onSwipe).toHaveBeenLastCalledWith('right');
    expect(onSwipe).toHaveBeenCalledTimes(2);
  });
});
