// The hidden frame in which the app evaluates its own entry once per build, so that V8 writes the
// entry's code cache during the first visit's idle time rather than in the second visit's start
// (src/app/shell/code-cache.ts, ADR 0055). In that frame the entry must evaluate and stop: it
// must not start a second app (no sign-in, no request, no render). This module is in the entry,
// so it holds only the frame's name and the check.

/** The warm-up frame's browsing-context name (its `name` attribute). */
export const CODE_CACHE_FRAME = 'trader-code-cache';

/** True when this window is the warm-up frame: the entry is evaluated there only for its code cache. */
export function isCodeCacheFrame(win: Window = window): boolean {
  return win.name === CODE_CACHE_FRAME;
}
