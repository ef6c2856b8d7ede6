// A toast must never cover a control (issue 25): the bounding box of every toast on show against
// every visible interactive element outside the toasts. Shared by the tests that raise toasts and
// by the walk over every route.
import type { Page } from '@playwright/test';

/** Each control a visible toast overlaps, as a readable line (empty when none). */
export function toastOverControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROLS = 'button, a[href], input, select, textarea, summary, [role="button"], [role="tab"], [role="switch"], [role="link"], [role="checkbox"], [role="radio"], [role="option"], [tabindex]:not([tabindex="-1"])';
    const box = (el: Element) => el.getBoundingClientRect();
    const shown = (el: Element) => {
      const r = box(el);
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && Number(s.opacity) > 0;
    };
    const toasts = [...document.querySelectorAll('[data-sonner-toast]')].filter(shown);
    const out: string[] = [];
    for (const toast of toasts) {
      const t = box(toast);
      for (const control of document.querySelectorAll(CONTROLS)) {
        if (control.closest('[data-sonner-toaster]') || !shown(control)) continue;
        const c = box(control);
        const overlap = Math.min(t.right, c.right) - Math.max(t.left, c.left) > 1 && Math.min(t.bottom, c.bottom) - Math.max(t.top, c.top) > 1;
        if (overlap) {
          const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
          out.push(`the toast "${(toast.textContent ?? '').trim().slice(0, 40)}" covers ${control.tagName.toLowerCase()} "${name}"`);
        }
      }
    }
    return out;
  });
}
