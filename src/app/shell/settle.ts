// When the first screen has settled: its code has rendered (not a Suspense fallback; the shell
// tracks that), no query is fetching, a frame has painted and the browser has had an idle moment. The start-up work that is not part of
// the first screen (the Telegram SDK, realtime, other screens' code) waits for it, so it neither
// downloads beside the first screen's data nor evaluates before the screen's content has painted.
import type { QueryClient } from '@tanstack/react-query';
import { afterNextPaint, whenIdle } from '../../shared/lib/idle.ts';

/**
 * Calls `run` once no query of `queryClient` is fetching, the next frame has painted and the
 * browser is then idle; at the latest after `timeout` ms (a query that hangs must not hold the
 * rest of the app back). Returns a cancel function.
 */
export function whenQuiet(queryClient: QueryClient, run: () => void, timeout: number, win: Window = window): () => void {
  let done = false;
  let cancelIdle: (() => void) | null = null;
  const finish = () => {
    if (done) return;
    done = true;
    cleanup();
    run();
  };
  const check = () => {
    if (done) return;
    const quiet = queryClient.isFetching() === 0;
    if (quiet && !cancelIdle) {
      // The last answer's render paints in the coming frame; wait for that paint, then idle time.
      let cancelStep = afterNextPaint(() => {
        cancelStep = whenIdle(finish, timeout, win);
      }, win);
      cancelIdle = () => cancelStep();
    } else if (!quiet && cancelIdle) {
      // A new request started before the idle moment: wait for it as well.
      cancelIdle();
      cancelIdle = null;
    }
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(check);
  const timer = win.setTimeout(finish, timeout);
  const cleanup = () => {
    unsubscribe();
    win.clearTimeout(timer);
    cancelIdle?.();
  };
  check();
  return () => {
    done = true;
    cleanup();
  };
}
