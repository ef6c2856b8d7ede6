// Long start-up work split into tasks: a task over 50 ms blocks input and paint (Total Blocking
// Time), so steps that each cost a few milliseconds on a slow phone end the task between them.

/** The Prioritized Task Scheduling API (`window.scheduler`), where the browser has it (Chromium). */
export interface Scheduler {
  yield?: () => Promise<void>;
  postTask?: (run: () => void, options: { priority: 'user-blocking' | 'user-visible' | 'background'; signal?: AbortSignal }) => Promise<unknown>;
}

/**
 * Resolves in a new task, so the browser may paint and handle input first. `scheduler.yield()`
 * where it exists (Chromium: the continuation keeps its place ahead of other queued tasks), else
 * a zero timer (Safari, so Telegram on iOS and macOS).
 */
export function yieldToMain(win: { scheduler?: Scheduler; setTimeout: (run: () => void, ms: number) => unknown } = globalThis as never): Promise<void> {
  const scheduler = win.scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    win.setTimeout(resolve, 0);
  });
}
