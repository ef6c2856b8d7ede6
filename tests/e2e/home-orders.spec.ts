// Issue 28, item 4: home shows what matters at a glance, in Chromium against the production build
// and the Prism mocks (GET /traders/orders `default`: two orders in progress; GET /traders/check
// names the IN one): the balance and both orders fit at 320 and 390 px. What home shows, copies
// and opens, and the trade list's order, are screen tests: tests/screen/home-orders.test.tsx.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openApp } from '../support/app.ts';

/** 12:01Z: the IN order has 9 of its 20 minutes left, the OUT order 19 of 20. */
const NOW = new Date('2026-11-22T12:01:00Z');
const SHOTS = process.env.SCREENSHOTS_DIR ?? 'test-results/screens';

const main = (page: Page) => page.locator('main').first();

async function open(page: Page) {
  await page.clock.install({ time: new Date(NOW.getTime() - 30_000) });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openApp(page, 'index');
  await expect(page.getByRole('heading', { name: 'Активные сделки: 2' })).toBeVisible();
  await page.clock.pauseAt(NOW);
}

test.describe('home: every active order at a glance (issue 28)', () => {
  for (const width of [320, 390] as const) {
    test(`at ${width} px: balance and both orders fit; a screenshot for the eye`, async ({ page }) => {
      await page.setViewportSize({ width, height: 2000 }); // tall enough to see every order at once
      await open(page);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBe(0);
      for (const box of await main(page).locator('[data-order-id]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right))) expect(box).toBeLessThanOrEqual(width);
      mkdirSync(join(SHOTS, String(width)), { recursive: true });
      // Down to the last order, not the empty rest of the tall window.
      const bottom = Math.max(...(await main(page).locator('[data-order-id]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().bottom))));
      await page.screenshot({ path: join(SHOTS, String(width), 'home-orders.png'), scale: 'css', clip: { x: 0, y: 0, width, height: Math.ceil(bottom) + 16 } });
    });
  }
});
