import { describe, expect, it } from 'vitest';
import { heldSignals, holdUntilAborted } from './hold-signal.ts';

describe('holdUntilAborted', () => {
  it('holds a signal until it aborts, by its caller or its timeout', async () => {
    const caller = new AbortController();
    const request = AbortSignal.any([caller.signal, AbortSignal.timeout(60_000)]);
    const timed = AbortSignal.timeout(20);
    holdUntilAborted(request);
    holdUntilAborted(timed);
    expect(heldSignals().has(request)).toBe(true);
    expect(heldSignals().has(timed)).toBe(true);
    caller.abort(new Error('the query was cancelled'));
    expect(heldSignals().has(request)).toBe(false);
    expect(heldSignals().has(timed)).toBe(true);
    await new Promise((resolve) => timed.addEventListener('abort', resolve, { once: true }));
    expect(heldSignals().has(timed)).toBe(false);
  });

  it('does not hold a signal that has already aborted', () => {
    const aborted = AbortSignal.abort();
    holdUntilAborted(aborted);
    expect(heldSignals().has(aborted)).toBe(false);
  });
});
