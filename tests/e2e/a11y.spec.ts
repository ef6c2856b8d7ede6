// Every screen under axe-core (no serious or critical violations), with touch targets of at
// least 44 px, visible keyboard focus, and no Content-Security-Policy violation (vite preview
// serves the build with the production CSP).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { launchUrl } from './telegram.ts';

const ORDER = 'b47d498b-e478-4c77-9465-c03d34fbf801';
const OPERATION = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

interface Screen {
  path: string;
  /** Prism examples per request pattern for this screen. */
  prefer?: Record<string, string>;
  /** Session storage to seed before the app starts. */
  session?: Record<string, string>;
}

const SCREENS: Screen[] = [
  { path: '/' },
  { path: '/history' },
  { path: '/settings' },
  { path: '/help' },
  { path: '/help/1' },
  { path: '/help/1/1' },
  { path: '/balance' },
  { path: '/balance/replenish' },
  { path: '/balance/conclusion' },
  { path: '/balance/translation' },
  { path: '/balance/operations' },
  { path: `/balance/operations/${OPERATION}` },
  { path: '/dispute', prefer: { '**/api/v1/traders/check': 'example=active_order_dispute' } },
  { path: '/dispute/close', session: { 'tapps/dispute-order': JSON.stringify({ order_id: ORDER, order_status: 'COMPLETE', dispute_status: 'close' }) } },
  { path: '/requisite' },
  { path: '/requisite/add' },
  { path: '/trade/list' },
  { path: '/trade/search' },
  { path: `/trade/order/complete?order_id=${ORDER}` },
  { path: '/warn/account-blocked', prefer: { '**/api/v1/traders': 'example=blocked' } },
  { path: '/warn/access-restricted', prefer: { '**/gateway/api/v1/auth/token': 'code=403, example=no_in_whitelist' } },
];

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
        const s = getComputedStyle(el);
        return (s.outlineStyle !== 'none' && s.outlineWidth !== '0px') || s.boxShadow !== 'none';
      });
      expect(visible, 'the focused element shows a focus indicator').toBe(true);
    }

    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  });
}
