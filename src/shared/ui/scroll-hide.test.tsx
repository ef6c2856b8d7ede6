import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_HIDE_DELAY_MS, showScrollbarWhileScrolling } from './scroll-hide.ts';

describe('showScrollbarWhileScrolling (scroll hide delay)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the bar while scrolling and hides it 600 ms after the last scroll', () => {
    vi.useFakeTimers();
    expect(SCROLL_HIDE_DELAY_MS).toBe(600);
    const el = document.createElement('div');
    const stop = showScrollbarWhileScrolling(el);
    expect(el.dataset['scrolling']).toBeUndefined();
    el.dispatchEvent(new Event('scroll'));
    expect(el.dataset['scrolling']).toBe('');
    vi.advanceTimersByTime(400);
    el.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(599);
    expect(el.dataset['scrolling']).toBe('');
    vi.advanceTimersByTime(1);
    expect(el.dataset['scrolling']).toBeUndefined();
    stop();
    el.dispatchEvent(new Event('scroll'));
    expect(el.dataset['scrolling']).toBeUndefined();
  });
});
