import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useGuardedAction } from './use-guarded-action.ts';

describe('useGuardedAction', () => {
  it('runs once for a double tap while the first run is pending, and again afterwards', async () => {
    let calls = 0;
    let release: () => void = () => {};
    const { result } = renderHook(() =>
      useGuardedAction(async () => {
        calls++;
        await new Promise<void>((r) => (release = r));
      }),
    );
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run();
      void result.current.run();
    });
    expect(calls).toBe(1);
    expect(result.current.pending).toBe(true);
    await act(async () => {
      release();
      await first;
    });
    expect(result.current.pending).toBe(false);
    await act(async () => {
      const again = result.current.run();
      release();
      await again;
    });
    expect(calls).toBe(2);
  });

  it('releases the guard when the action fails', async () => {
    let calls = 0;
    const { result } = renderHook(() =>
      useGuardedAction(async () => {
        calls++;
        throw new Error('refused');
      }),
    );
    await act(() => result.current.run().catch(() => undefined));
    await act(() => result.current.run().catch(() => undefined));
    expect(calls).toBe(2);
  });
});
