import { describe, expect, it } from 'vitest';
import { lazy } from './lazy.ts';

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
