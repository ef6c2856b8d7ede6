// A toast must never cover a control (issue 25): every toast on show against every visible
// interactive element outside the toasts. Shared by the tests that raise toasts (toasts.spec.ts)
// and by the walk over every route (walk.spec.ts).
import { expect, type Page } from '@playwright/test';

/** What a trader can tap or type into. */
export const CONTROL_SELECTOR = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[contenteditable="true"]',
  ...['button', 'link', 'tab', 'switch', 'checkbox', 'radio', 'option', 'menuitem', 'slider', 'spinbutton', 'combobox', 'textbox', 'searchbox'].map(
    (role) => `[role="${role}"]`,
  ),
].join(', ');

export interface CoveredControl {
  control: string;
  toast: string;
  /** The part of the control under the toast, in CSS px. */
  overlap: { x: number; y: number; width: number; height: number };
}

/**
 * Controls a shown toast covers: the part of each control that is on screen (inside the viewport
 * and every scrolling or clipping ancestor) and intersects a toast, where the control is what a
 * tap there would reach if the toast were not there (so a control under an opaque bottom menu, a
 * sticky bar or a modal's overlay, which cannot be tapped anyway, does not count).
 */
function coveredControls(selector: string): CoveredControl[] {
  type Box = { left: number; top: number; right: number; bottom: number };
  const intersect = (a: Box, b: Box): Box | null => {
    const r = { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) };
    return r.right - r.left > 0.5 && r.bottom - r.top > 0.5 ? r : null;
  };
  const describe = (el: Element) => {
    const name = el.getAttribute('aria-label') ?? el.getAttribute('title') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    return `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> "${name.trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
  };
  const toaster = (el: Element | null) => el?.closest('[data-sonner-toaster], section[aria-label^="Notifications"]') != null;
  const toasts = [...document.querySelectorAll('[data-sonner-toast]')].filter((t) => {
    const s = getComputedStyle(t);
    return t.getAttribute('data-removed') !== 'true' && s.visibility !== 'hidden' && Number(s.opacity) > 0;
  });
  const viewport: Box = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
  /** The part of `el` on screen: clipped by the viewport and by each ancestor that clips. */
  const onScreen = (el: Element): Box | null => {
    let box: Box | null = intersect(el.getBoundingClientRect(), viewport);
    for (let p = el.parentElement; p && box; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible') box = intersect(box, p.getBoundingClientRect());
      if (s.position === 'fixed') break;
    }
    return box;
  };
  const out: CoveredControl[] = [];
  for (const control of document.querySelectorAll(selector)) {
    if (toaster(control)) continue;
    const s = getComputedStyle(control);
    if (s.display === 'none' || s.visibility === 'hidden') continue;
    const visible = onScreen(control);
    if (!visible) continue;
    for (const toast of toasts) {
      const overlap = intersect(visible, toast.getBoundingClientRect());
      if (!overlap) continue;
      // A grid of points over the overlap: a control counts where a tap would reach it.
      let reached = false;
      for (let i = 0; i < 5 && !reached; i++) {
        for (let j = 0; j < 3 && !reached; j++) {
          const x = overlap.left + ((overlap.right - overlap.left) * (i + 0.5)) / 5;
          const y = overlap.top + ((overlap.bottom - overlap.top) * (j + 0.5)) / 3;
          const hit = document.elementsFromPoint(x, y).find((el) => !toaster(el));
          reached = hit != null && control.contains(hit);
        }
      }
      if (!reached) continue;
      out.push({
        control: describe(control),
        toast: (toast.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60),
        overlap: { x: Math.round(overlap.left), y: Math.round(overlap.top), width: Math.round(overlap.right - overlap.left), height: Math.round(overlap.bottom - overlap.top) },
      });
    }
  }
  return out;
}

/**
 * Each control a visible toast covers, as a readable line (empty when none). A control counts
 * where it is on screen (clipped by the viewport and its scrolling ancestors) and a tap would
 * reach it: not one scrolled out of its list or behind the menu or a modal's overlay.
 */
export async function toastOverControls(page: Page): Promise<string[]> {
  // The room for a toast follows it a frame later (a resize, its slide-in): check the settled layout.
  if ((await page.locator('[data-sonner-toast]').count()) > 0) await settledLayout(page);
  const covered = await page.evaluate(coveredControls, CONTROL_SELECTOR);
  return covered.map((c) => `the toast "${c.toast.slice(0, 40)}" covers ${c.control}`);
}

/** Resolves once the toasts and the page's layout have not moved for a few frames (the toast's slide-in, the room made for it). */
async function settledLayout(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const shape = () =>
          JSON.stringify(
            [...document.querySelectorAll('[data-sonner-toast], main, [role="dialog"], .ui-main-action')].map((el) => {
              const r = el.getBoundingClientRect();
              return [Math.round(r.top), Math.round(r.bottom), Math.round(r.left), Math.round(r.right)];
            }),
          );
        let last = '';
        let same = 0;
        const started = performance.now();
        const tick = () => {
          const now = shape();
          same = now === last ? same + 1 : 0;
          last = now;
          if (same >= 6 || performance.now() - started > 5000) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/**
 * Fails when a toast on show covers a control: waits for a toast, holds it under the pointer,
 * lets it and the layout settle,
 * then checks every visible control (CONTROL_SELECTOR) against every toast's box.
 * `what` names the case in the failure message.
 */
export async function expectToastCoversNoControl(page: Page, what = 'the screen'): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast, `${what}: a toast is shown`).toBeVisible();
  // A pointer on the toasts holds them (sonner pauses its 4 s while the stack is under the
  // pointer), so a busy machine still checks them on show. Dispatched, as a modal sheet takes
  // pointer events from the rest of the page; one toast is laid out the same held or not.
  await page.locator('[data-sonner-toaster]').first().dispatchEvent('mousemove');
  await settledLayout(page);
  const covered = await page.evaluate(coveredControls, CONTROL_SELECTOR);
  expect(covered, `${what}: controls under a toast`).toEqual([]);
}
