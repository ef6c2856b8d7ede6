import { beforeEach, describe, expect, it } from 'vitest';
import { lazy, warmStartValues } from './lazy.ts';

describe('lazy', () => {
  it('builds nothing until the first call, then builds once', () => {
    let built = 0;
    const get = lazy(() => ({ n: ++built }));
    expect(built).toBe(0);
    const first = get();
    expect(get()).toBe(first);
    expect(built).toBe(1);
  });

  it('keeps a falsy value without building it again', () => {
    let built = 0;
    const get = lazy(() => {
      built++;
      return 0;
    });
    expect([get(), get()]).toEqual([0, 0]);
    expect(built).toBe(1);
  });
});

describe('warmStartValues', () => {
  // Other modules this worker has imported (a shared test worker) may have registered start values:
  // build those first, so each test sees only its own.
  beforeEach(() => {
    const drain: (() => void)[] = [];
    warmStartValues((run) => drain.push(run));
    while (drain.length > 0) drain.shift()?.();
  });

  it("builds the start's values one per scheduled task, once, and leaves the others lazy", () => {
    const built: string[] = [];
    const money = lazy(() => built.push('money'), { warmAtStart: true });
    lazy(() => built.push('csv'));
    const banks = lazy(() => built.push('banks'), { warmAtStart: true });
    const tasks: (() => void)[] = [];
    warmStartValues((run) => tasks.push(run));
    expect(built).toEqual([]);
    tasks.shift()?.();
    expect(built).toEqual(['money']);
    tasks.shift()?.();
    expect(built).toEqual(['money', 'banks']);
    tasks.shift()?.();
    expect(tasks).toEqual([]);
    // Read after the warm-up: the same values, not built again.
    expect([money(), banks()]).toEqual([1, 2]);
    expect(built).toEqual(['money', 'banks']);
  });

  it('skips a value read before its turn', () => {
    let builds = 0;
    const format = lazy(() => ++builds, { warmAtStart: true });
    format();
    const tasks: (() => void)[] = [];
    warmStartValues((run) => tasks.push(run));
    while (tasks.length > 0) tasks.shift()?.();
    expect(builds).toBe(1);
  });
});
