// How the bench knows a tap or an open is done without costing the page anything while it is
// timed (issue 39). The app sets User Timing marks once a screen's content is painted
// (src/shared/lib/paint-mark.ts: 'app:usable:home', 'app:content:history'); the bench reads them
// with a PerformanceObserver, one awaited evaluation, no polling loop in the page.
//
// A build from before the marks (a BENCH_CONTROL ref older than them) gets the same marks from an
// init script: a MutationObserver that waits for the same content (home: the trader's heading and
// nothing aria-busy; History: an order row in its list), then marks after the next paint the way
// the app does. That observer costs its callbacks inside the window, so such a control is timed a
// little slower than it is; the report names the detection each side used. The sheet and submit
// taps have no app mark: a MutationObserver armed just before the tap marks their target.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PAINT_MARKS } from '../src/shared/lib/paint-mark.ts';

export { PAINT_MARKS };

/** Whether the build at `dist` sets the app's paint marks (its scripts name them). */
export async function buildSetsMarks(dist: string): Promise<boolean> {
  const assets = path.join(dist, 'assets');
  const files = (await readdir(assets)).filter((f) => f.endsWith('.js'));
  for (const file of files) if ((await readFile(path.join(assets, file), 'utf8')).includes(PAINT_MARKS.historyContent)) return true;
  return false;
}

/** The app's marks, emulated for a build without them (see above). Runs at document start. */
export const EMULATED_MARKS = `(() => {
  const marks = [
    [${JSON.stringify(PAINT_MARKS.homeUsable)}, () => { const h = document.querySelector('h1'); return !!h && /Трейдер #/.test(h.textContent || '') && !document.querySelector('[aria-busy="true"]'); }],
    [${JSON.stringify(PAINT_MARKS.historyContent)}, () => !!document.querySelector('[aria-label="Сделки по дням"] [data-order-id]')],
  ];
  const shown = new Set();
  const afterPaint = (name) => requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => performance.mark(name); c.port2.postMessage(null); });
  new MutationObserver(() => {
    for (const [name, test] of marks) {
      const now = test();
      if (now && !shown.has(name)) afterPaint(name);
      if (now) shown.add(name); else shown.delete(name);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();`;

/** Milliseconds from the navigation's start to the first `name` mark (buffered: it may be set already). */
export async function waitForMark(page: Page, name: string, timeoutMs = 60_000): Promise<number> {
  return page.evaluate(
    ([mark, timeout]) =>
      new Promise<number>((resolve, reject) => {
        const found = performance.getEntriesByName(mark, 'mark')[0];
        if (found) return resolve(found.startTime);
        const observer = new PerformanceObserver((list) => {
          const entry = list.getEntriesByName(mark)[0];
          if (!entry) return;
          observer.disconnect();
          resolve(entry.startTime);
        });
        observer.observe({ type: 'mark', buffered: true });
        setTimeout(() => reject(new Error(`no ${mark} mark within ${timeout} ms`)), timeout);
      }),
    [name, timeoutMs] as const,
  );
}

export type TapDone = { mark: string } | { selector: string };

/**
 * Clicks `selector` and returns the milliseconds from the click to the done mark: the app's
 * (`{ mark }`), or one a MutationObserver armed before the click sets once `{ selector }` is in the
 * document, after the next paint. No polling inside the window.
 */
export async function tapUntil(page: Page, selector: string, done: TapDone, timeoutMs = 10_000): Promise<number> {
  return page.evaluate(
    ([sel, doneMark, doneSelector, timeout]) =>
      new Promise<number>((resolve, reject) => {
        const el = document.querySelector<HTMLElement>(sel);
        if (!el) return reject(new Error(`no element ${sel}`));
        const mark = doneMark ?? `bench:done:${Math.random()}`;
        let t0 = 0;
        const observer = new PerformanceObserver((list) => {
          const entry = list.getEntriesByName(mark).find((e) => e.startTime >= t0);
          if (!entry) return;
          observer.disconnect();
          resolve(entry.startTime - t0);
        });
        observer.observe({ type: 'mark' });
        if (doneSelector) {
          const watch = new MutationObserver(() => {
            if (!document.querySelector(doneSelector)) return;
            watch.disconnect();
            requestAnimationFrame(() => {
              const c = new MessageChannel();
              c.port1.onmessage = () => performance.mark(mark);
              c.port2.postMessage(null);
            });
          });
          watch.observe(document, { subtree: true, childList: true, attributes: true });
        }
        setTimeout(() => reject(new Error(`${doneMark ?? doneSelector} did not come within ${timeout} ms`)), timeout);
        t0 = performance.now();
        el.click();
      }),
    [selector, 'mark' in done ? done.mark : null, 'selector' in done ? done.selector : null, timeoutMs] as const,
  );
}
