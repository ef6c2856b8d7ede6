import { describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield.ts';

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield where it exists", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    const setTimeout = vi.fn();
    await yieldToMain({ scheduler: { yield: schedulerYield }, setTimeout });
    expect(schedulerYield).toHaveBeenCalledOnce();
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('elsewhere (Safari) resolves from a zero timer, in a later task', async () => {
    const order: string[] = [];
    const done = yieldToMain({ setTimeout: globalThis.setTimeout.bind(globalThis) }).then(() => order.push('after yield'));
    void Promise.resolve().then(() => order.push('microtask'));
    globalThis.setTimeout(() => order.push('a later timer'), 0);
    await done;
    // Microtasks of the current task ran first; the continuation came in a task of its own.
    expect(order).toEqual(['microtask', 'after yield']);
    await new Promise((r) => globalThis.setTimeout(r, 0));
    expect(order).toEqual(['microtask', 'after yield', 'a later timer']);
  });
});
