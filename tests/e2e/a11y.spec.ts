// Every screen under axe-core (no serious or critical violations), with touch targets of at
// least 44 px, visible keyboard focus, and no Content-Security-Policy violation (vite preview
// serves the build with the production CSP).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { SCREENS, type Screen } from '../support/screens.ts';
import { launchUrl } from '../../scripts/lib/telegram-launch.ts';

async function prepare(page: Page, screen: Screen) {
  await page.addInitScript((session) => {
    const violations: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = violations;
    document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    for (const [k, v] of Object.entries(session)) sessionStorage.setItem(k, v);
  }, screen.session ?? {});
  for (const [pattern, prefer] of Object.entries(screen.prefer ?? {})) {
    await page.route(pattern, (route) => route.continue({ headers: { ...route.request().headers(), Prefer: prefer } }));
  }
}

for (const screen of SCREENS) {
  test(`${screen.path}: accessible, 44 px targets, visible focus, CSP clean`, async ({ page }) => {
    await prepare(page, screen);
    await page.goto(launchUrl(screen.path));
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    const small = await page.evaluate(() => {
      const out: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>('button, [role="button"], [role="tab"], a[href], input:not([type="hidden"]), select, textarea')) {
        if (el.closest('p, li p, td, [data-inline-links]')) continue; // links inside running text
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden') continue;
        if (Math.min(r.height, r.width) < 44 - 0.5) out.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
      return out;
    });
    expect(small).toEqual([]);

    const focusable = page.locator('button:visible, a[href]:visible, input:visible').first();
    if ((await focusable.count()) > 0) {
      await page.keyboard.press('Tab');
      const visible = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return true;
        // The indicator may sit on the element or on the field wrapper around an input.
        return [el, el.parentElement].some((node) => {
          if (!node) return false;
          const s = getComputedStyle(node);
          return (s.outlineStyle !== 'none' && s.outlineWidth !== '0px') || s.boxShadow !== 'none';
        });
      });
      expect(visible, 'the focused element shows a focus indicator').toBe(true);
    }

    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  });
}
