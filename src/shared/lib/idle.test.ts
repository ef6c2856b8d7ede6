import { describe, expect, it } from 'vitest';
import { manualWindow } from './testing/manual-window.ts';
import { afterNextPaint, whenIdle } from './idle.ts';

describe('whenIdle', () => {
  it('runs at the next idle period where the browser has idle callbacks', () => {
    const m = manualWindow({ idle: true });
    let runs = 0;
    whenIdle(() => runs++, 1000, m.win);
    m.frame();
    expect(runs).toBe(0);
    m.idle();
    expect(runs).toBe(1);
  });

  it('without idle callbacks (Safari) runs a short timer after the next frame', () => {
    const m = manualWindow({ idle: false });
    let runs = 0;
    whenIdle(() => runs++, 1000, m.win);
    expect(m.timers()).toEqual([]);
    m.frame();
    expect(m.timers()).toEqual([50]);
    m.fireTimers();
    expect(runs).toBe(1);
  });

  it('does not run once cancelled', () => {
    for (const idle of [true, false]) {
      const m = manualWindow({ idle });
      let runs = 0;
      const cancel = whenIdle(() => runs++, 1000, m.win);
      m.frame();
      cancel();
      m.idle();
      m.fireTimers();
      expect(runs).toBe(0);
    }
  });
});

describe('afterNextPaint', () => {
  it('runs in the second frame, after the first one has painted', () => {
    const m = manualWindow({ idle: true });
    let runs = 0;
    afterNextPaint(() => runs++, m.win);
    m.frame();
    expect(runs).toBe(0);
    m.frame();
    expect(runs).toBe(1);
  });
});
