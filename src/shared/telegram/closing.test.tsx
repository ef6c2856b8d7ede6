import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closingConfirmationHolders, useClosingConfirmation } from './closing.ts';

describe('useClosingConfirmation', () => {
  it('holds confirmation while enabled and releases it on disable or unmount', () => {
    const form = renderHook((dirty: boolean) => useClosingConfirmation(dirty), { initialProps: false });
    expect(closingConfirmationHolders()).toBe(0);
    form.rerender(true);
    expect(closingConfirmationHolders()).toBe(1);
    const other = renderHook(() => useClosingConfirmation(true));
    expect(closingConfirmationHolders()).toBe(2);
    form.rerender(false);
    expect(closingConfirmationHolders()).toBe(1);
    other.unmount();
    expect(closingConfirmationHolders()).toBe(0);
    form.unmount();
    expect(closingConfirmationHolders()).toBe(0);
  });
});
