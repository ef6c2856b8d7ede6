// Work that can wait until the browser is idle: requestIdleCallback where it exists, a timer
// where it does not (Safari, so Telegram on iOS and macOS).

/** Runs `run` at the next idle period, at the latest after `timeout` ms. Returns a cancel function. */
export function whenIdle(run: () => void, timeout: number, win: Window = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const id = win.requestIdleCallback(() => run(), { timeout });
    return () => win.cancelIdleCallback(id);
  }
  // Without idle callbacks, wait for the next frame plus a short timer, which lets the frame's
  // paint go first.
  let timer = 0;
  const frame = win.requestAnimationFrame(() => {
    timer = win.setTimeout(run, Math.min(50, timeout));
  });
  return () => {
    win.cancelAnimationFrame(frame);
    win.clearTimeout(timer);
  };
}

/**
 * Runs `run` once the next frame has been painted: the second animation frame from now comes
 * after the first one's paint. Returns a cancel function. (Animation frames pause in a hidden
 * page; callers that must not wait forever add their own timeout.)
 */
export function afterNextPaint(run: () => void, win: Window = window): () => void {
  let second = 0;
  const first = win.requestAnimationFrame(() => {
    second = win.requestAnimationFrame(() => run());
  });
  return () => {
    win.cancelAnimationFrame(first);
    win.cancelAnimationFrame(second);
  };
}
