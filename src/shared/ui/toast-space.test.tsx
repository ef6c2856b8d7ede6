import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MARGIN_PX, TOAST_SPACE_VAR, toastBand, watchToastSpace } from './toast-space.ts';

describe('toastBand', () => {
  it('is 0 without toasts', () => {
    expect(toastBand([], 640)).toBe(0);
  });

  it('reaches from the highest toast, less the margin, to the bottom of the view', () => {
    expect(toastBand([560, 546], 640)).toBe(640 - 546 + TOAST_MARGIN_PX);
  });
});

describe('watchToastSpace', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('sets the band while a toast is shown and clears it when the toast is gone', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const stop = watchToastSpace();
    const root = document.documentElement;
    expect(root.style.getPropertyValue(TOAST_SPACE_VAR)).toBe('');
    const toast = document.createElement('li');
    toast.setAttribute('data-sonner-toast', '');
    toast.getBoundingClientRect = () => ({ top: window.innerHeight - 130 }) as DOMRect;
    document.body.append(toast);
    await Promise.resolve(); // the mutation observer's turn
    vi.advanceTimersToNextFrame();
    expect(root.style.getPropertyValue(TOAST_SPACE_VAR)).toBe(`${130 + TOAST_MARGIN_PX}px`);
    toast.remove();
    await Promise.resolve(); // the mutation observer's turn
    vi.advanceTimersToNextFrame();
    expect(root.style.getPropertyValue(TOAST_SPACE_VAR)).toBe('');
    stop();
  });

  it('measures once a change, not every frame: a toast coming to rest, the view resized', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const stop = watchToastSpace();
    const root = document.documentElement;
    const toast = document.createElement('li');
    toast.setAttribute('data-sonner-toast', '');
    let top = window.innerHeight - 40; // sliding in from below
    const measured = vi.fn(() => ({ top }) as DOMRect);
    toast.getBoundingClientRect = measured;
    document.body.append(toast);
    await Promise.resolve();
    vi.advanceTimersToNextFrame();
    expect(root.style.getPropertyValue(TOAST_SPACE_VAR)).toBe(`${40 + TOAST_MARGIN_PX}px`);
    const calls = measured.mock.calls.length;
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(measured).toHaveBeenCalledTimes(calls); // nothing changed: nothing measured
    top = window.innerHeight - 130; // at rest
    toast.dispatchEvent(new Event('transitionend', { bubbles: true }));
    vi.advanceTimersToNextFrame();
    expect(root.style.getPropertyValue(TOAST_SPACE_VAR)).toBe(`${130 + TOAST_MARGIN_PX}px`);
    top = window.innerHeight - 100; // the keyboard went down, the toast with the view's bottom
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersToNextFrame();
    expect(root.style.getPropertyValue(TOAST_SPACE_VAR)).toBe(`${100 + TOAST_MARGIN_PX}px`);
    stop();
    expect(root.style.getPropertyValue(TOAST_SPACE_VAR)).toBe('');
  });
});
