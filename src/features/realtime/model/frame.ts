// Effects of socket events are applied in batches, once per animation frame, never one React
// render per event: a flood of thousands of events a second then costs a few renders a second.
// A hidden page runs no animation frames, so a timer stands in after FRAME_FALLBACK_MS.

/** Runs `fn` later, once; the returned function cancels it. */
export type Schedule = (fn: () => void) => () => void;

export const FRAME_FALLBACK_MS = 100;

/** The next animation frame, or FRAME_FALLBACK_MS if no frame comes first. */
export const nextFrame: Schedule = (fn) => {
  let done = false;
  const stop = () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
  const run = () => {
    if (done) return;
    stop();
    fn();
  };
  const frame = requestAnimationFrame(run);
  const timer = setTimeout(run, FRAME_FALLBACK_MS);
  return stop;
};
