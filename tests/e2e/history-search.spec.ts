// Issue 28, item 1: History a trader can search, in Chromium against the production build and the
// Prism mocks (the contract's examples as written: the week of 16 to 22 November 2026 in
// Europe/Moscow, the trader's zone): the filters, totals and list fit at 320 and 390 px. The
// search, the date range, the totals, the CSV, the filters through Back and a reload and a backend
// without the history call are screen tests: tests/screen/history-search.test.tsx.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openApp } from '../support/app.ts';
import { chip, period } from '../support/filters.ts';

const EXAMPLES_NOW = '2026-11-22T12:00:00Z';
const SHOTS = process.env.SCREENSHOTS_DIR ?? 'test-results/screens';

const totals = (page: Page) => page.getByRole('region', { name: 'Итого по показанным сделкам' });

/** History against the examples: the page's clock fixed at the moment they describe. */
async function openHistory(page: Page, search?: string) {
  await page.clock.setFixedTime(EXAMPLES_NOW);
  await openApp(page, 'history', {}, search ? { search } : {});
  await expect(page.getByRole('heading', { name: 'История', level: 1 })).toBeVisible();
}

test.describe('History search (issue 28)', () => {
  for (const width of [320, 390] as const) {
    test(`at ${width} px: the filters, totals and list fit; a screenshot for the eye`, async ({ page }) => {
      await page.setViewportSize({ width, height: 780 });
      await openHistory(page, 'from=2026-11-16&to=2026-11-22&q=10000');
      await expect(totals(page).getByTestId('history-count')).toHaveText('4 сделки');
      await expect(period(page)).toHaveText('Период: 7 дней');
      const sideways = await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
      expect(sideways).toBe(0);
      for (const id of ['history-count', 'history-turnover', 'history-received']) {
        const box = await totals(page).getByTestId(id).boundingBox();
        expect(box!.x + box!.width, id).toBeLessThanOrEqual(width);
        expect(box!.height, `${id} on one line`).toBeLessThan(30);
      }
      mkdirSync(join(SHOTS, String(width)), { recursive: true });
      await page.screenshot({ path: join(SHOTS, String(width), 'history-search.png'), scale: 'css', fullPage: false });
      // The period panel open: the quick ranges and the dates.
      await period(page).click();
      await expect(chip(page, '7 дней')).toHaveAttribute('aria-pressed', 'true');
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBe(0);
      await page.screenshot({ path: join(SHOTS, String(width), 'history-period.png'), scale: 'css', fullPage: false });
    });
  }
});
