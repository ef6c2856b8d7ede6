// Test helper (imported by tests only): a window whose animation frames, idle periods and timers
// run only when the test says so.

export function manualWindow(options: { idle: boolean }) {
  let next = 1;
  const frames = new Map<number, () => void>();
  const idles = new Map<number, () => void>();
  const timers = new Map<number, { fn: () => void; ms: number }>();
  const win = {
    requestAnimationFrame: (fn: () => void) => (frames.set(next, fn), next++),
    cancelAnimationFrame: (id: number) => frames.delete(id),
    setTimeout: (fn: () => void, ms: number) => (timers.set(next, { fn, ms }), next++),
    clearTimeout: (id: number) => timers.delete(id),
    ...(options.idle
      ? {
          requestIdleCallback: (fn: () => void) => (idles.set(next, fn), next++),
          cancelIdleCallback: (id: number) => idles.delete(id),
        }
      : {}),
  } as unknown as Window;
  const drain = (queue: Map<number, () => void>) => {
    const due = [...queue.entries()];
    queue.clear();
    due.forEach(([, fn]) => fn());
  };
  const frame = () => drain(frames);
  const idle = () => drain(idles);
  return {
    win,
    frame,
    idle,
    /** Two frames (the first one painted), then an idle period. */
    paintThenIdle: () => {
      frame();
      frame();
      idle();
    },
    timers: () => [...timers.values()].map((t) => t.ms),
    fireTimers: () => {
      const due = [...timers.values()];
      timers.clear();
      due.forEach((t) => t.fn());
    },
  };
}
