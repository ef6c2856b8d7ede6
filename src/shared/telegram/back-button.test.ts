import { describe, expect, it, vi } from 'vitest';
import { isBackButtonVisible, isNativeBackButtonAvailable, setBackButtonHandler, setBackButtonVisible, triggerBackButton } from './back-button.ts';

describe('back button', () => {
  it('keeps a single handler: replacing replaces, it does not add', () => {
    const first = vi.fn();
    const second = vi.fn();
    setBackButtonHandler(first);
    const offSecond = setBackButtonHandler(second);
    triggerBackButton();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    offSecond();
    triggerBackButton();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('a stale unregister does not remove the newer handler', () => {
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = setBackButtonHandler(first);
    setBackButtonHandler(second);
    offFirst();
    triggerBackButton();
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it('outside Telegram the native button is unavailable and visibility is tracked for the fallback', () => {
    expect(isNativeBackButtonAvailable()).toBe(false);
    setBackButtonVisible(true);
    expect(isBackButtonVisible()).toBe(true);
    setBackButtonVisible(false);
    expect(isBackButtonVisible()).toBe(false);
  });
});
