import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIntent, useLatestState } from './intent.ts';

function keys() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('useIntent', () => {
  it('sends one attempt for taps while it is pending, and none once done (the key stays)', async () => {
    const sent: string[] = [];
    let release: () => void = () => {};
    const uuid = keys();
    const { result } = renderHook(() => useIntent(uuid));
    const attempt = async (key: string) => {
      sent.push(key);
      await new Promise<void>((r) => (release = r));
      return 'done' as const;
    };
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run(attempt);
      void result.current.run(attempt);
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      release();
      await first;
    });
    expect(result.current.done).toBe(true);
    // Taps after success, at any spacing, send nothing while the form is on screen.
    await act(() => result.current.run(attempt));
    await act(() => result.current.run(attempt));
    expect(sent).toEqual(['key-1']);
    expect(result.current.key()).toBe('key-1');
    // An input change after success does not make a new key either.
    act(() => result.current.changed());
    expect(result.current.key()).toBe('key-1');
  });

  it('a failed attempt leaves the intent open with the same key; a thrown one too', async () => {
    const sent: string[] = [];
    const uuid = keys();
    const { result } = renderHook(() => useIntent(uuid));
    await act(() =>
      result.current.run(async (key) => {
        sent.push(key);
        return 'open';
      }),
    );
    await act(() =>
      result.current
        .run(async (key) => {
          sent.push(key);
          throw new Error('lost answer');
        })
        .catch(() => undefined),
    );
    await act(() =>
      result.current.run(async (key) => {
        sent.push(key);
        return 'done';
      }),
    );
    expect(sent).toEqual(['key-1', 'key-1', 'key-1']);
    expect(result.current.phase).toBe('done');
  });

  it('a changed input before success is a new intent with a new key', async () => {
    const uuid = keys();
    const { result } = renderHook(() => useIntent(uuid));
    expect(result.current.key()).toBe('key-1');
    act(() => result.current.changed());
    expect(result.current.key()).toBe('key-2');
  });

  it('startNew unlocks a done intent with a new key', async () => {
    const sent: string[] = [];
    const uuid = keys();
    const { result } = renderHook(() => useIntent(uuid));
    const attempt = async (key: string) => {
      sent.push(key);
      return 'done' as const;
    };
    await act(() => result.current.run(attempt));
    act(() => result.current.startNew());
    expect(result.current.phase).toBe('idle');
    await act(() => result.current.run(attempt));
    expect(sent).toEqual(['key-1', 'key-2']);
  });
});

describe('useIntent: the key belongs to the values, and an unknown outcome keeps it', () => {
  it('gives the same key for the same values and a new one for other values', () => {
    const uuid = keys();
    const { result } = renderHook(() => useIntent(uuid));
    expect(result.current.keyFor('{"amount":20}')).toBe('key-1');
    expect(result.current.keyFor('{"amount":20}')).toBe('key-1');
    expect(result.current.keyFor('{"amount":15}')).toBe('key-2');
    expect(result.current.boundTo()).toBe('{"amount":15}');
  });

  it('after an unknown outcome, changed() keeps the key; settle() lets a new intent start', async () => {
    const uuid = keys();
    const { result } = renderHook(() => useIntent(uuid));
    await act(() =>
      result.current.run(async () => {
        result.current.keyFor('{"amount":20}');
        return 'unknown';
      }),
    );
    expect(result.current.unknown).toBe(true);
    expect(result.current.phase).toBe('idle');
    act(() => result.current.changed());
    expect(result.current.key()).toBe('key-1');
    expect(result.current.boundTo()).toBe('{"amount":20}');
    act(() => result.current.settle());
    expect(result.current.unknown).toBe(false);
    expect(result.current.keyFor('{"amount":20}')).toBe('key-2');
  });

  it('a throw is an unknown outcome; resume() takes over a kept key for its values', async () => {
    const uuid = keys();
    const { result } = renderHook(() => useIntent(uuid));
    await act(() =>
      result.current
        .run(async () => {
          throw new Error('lost');
        })
        .catch(() => undefined),
    );
    expect(result.current.unknown).toBe(true);
    act(() => result.current.resume('kept-key', '{"amount":20}'));
    expect(result.current.keyFor('{"amount":20}')).toBe('kept-key');
  });
});

describe('useLatestState', () => {
  it('reads a value set in the same tick, before React renders it', () => {
    const { result } = renderHook(() => useLatestState({ amount: '' }));
    let seen: { amount: string } | null = null;
    act(() => {
      result.current[1]({ amount: 'bad-three' });
      result.current[1]((v) => ({ ...v, amount: 'bad-four' }));
      seen = result.current[2]();
    });
    expect(seen).toEqual({ amount: 'bad-four' });
    expect(result.current[0]).toEqual({ amount: 'bad-four' });
  });
});
