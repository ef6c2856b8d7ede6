// The bench and field timing read the app's paint marks: a mark is set once the frame after the
// content has been painted (the task after that frame), and a cancelled one never is.
import { describe, expect, it } from 'vitest';
import { markAfterPaint, PAINT_MARKS } from './paint-mark.ts';

/** A window whose frames run when `frame()` is called, recording the marks set. */
function fakeWindow() {
  const frames = new Map<number, () => void>();
  const marks: string[] = [];
  let next = 1;
  const win = {
    requestAnimationFrame: (run: () => void) => {
      frames.set(next, run);
      return next++;
    },
    cancelAnimationFrame: (id: number) => frames.delete(id),
    performance: { mark: (name: string) => marks.push(name) },
  } as unknown as Window;
  const frame = () => {
    const due = [...frames.values()];
    frames.clear();
    due.forEach((run) => run());
  };
  return { win, marks, frame };
}

const task = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('markAfterPaint', () => {
  it('marks in the task after the next frame, not before it', async () => {
    const { win, marks, frame } = fakeWindow();
    let marked = false;
    markAfterPaint(PAINT_MARKS.historyContent, () => (marked = true), win);
    await task();
    expect(marks).toEqual([]); // no frame yet
    frame();
    expect(marks).toEqual([]); // the frame itself (its paint comes after it)
    await task();
    expect(marks).toEqual(['app:content:history']);
    expect(marked).toBe(true);
  });

  it("with the browser's task scheduler, marks from a user-blocking task posted after the frame, ahead of normal work", async () => {
    const { win, marks, frame } = fakeWindow();
    const posted: { run: () => void; priority: string; signal?: AbortSignal }[] = [];
    Object.assign(win, {
      scheduler: {
        postTask: (run: () => void, options: { priority: string; signal?: AbortSignal }) => {
          posted.push({ run, ...options });
          return Promise.resolve();
        },
      },
    });
    markAfterPaint(PAINT_MARKS.homeUsable, undefined, win);
    expect(posted).toEqual([]); // nothing before the frame
    frame();
    expect(posted.map((p) => p.priority)).toEqual(['user-blocking']);
    expect(marks).toEqual([]); // the frame itself (its paint comes after it)
    posted[0]!.run();
    expect(marks).toEqual(['app:usable:home']);
  });

  it('a mark cancelled after its frame aborts its posted task', () => {
    const { win, frame } = fakeWindow();
    const signals: AbortSignal[] = [];
    Object.assign(win, {
      scheduler: {
        postTask: (_run: () => void, options: { signal: AbortSignal }) => {
          signals.push(options.signal);
          return Promise.resolve();
        },
      },
    });
    const cancel = markAfterPaint(PAINT_MARKS.homeUsable, undefined, win);
    frame();
    cancel();
    expect(signals.map((s) => s.aborted)).toEqual([true]);
  });

  it('a cancelled mark is never set', async () => {
    const { win, marks, frame } = fakeWindow();
    markAfterPaint(PAINT_MARKS.homeUsable, undefined, win)();
    frame();
    await task();
    expect(marks).toEqual([]);
  });
});
