// Issue 37: the balance operations as searchable as History, in Chromium against the production
// build and the Prism mocks (GET /traders/transactions `default`: five operations from 19 to 22
// November 2026, the trader in Europe/Moscow): the swipe between tabs with filters on, and the
// screen at 320 and 390 px. The search, the period, the totals, the filters through a reload and
// Back and the CSV are screen tests: tests/screen/balance-operations-search.test.tsx.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { chip, period, search } from '../support/filters.ts';
import { launchUrl } from '../../scripts/lib/telegram-launch.ts';

/** 15:00 in Moscow on 22 November 2026, the examples' moment: Вчера is the 21st. */
const EXAMPLES_NOW = '2026-11-22T12:00:00Z';
const SHOTS = process.env.SCREENSHOTS_DIR ?? 'test-results/screens';

const rows = (page: Page) => page.locator('.balance-op');
const totals = (page: Page) => page.getByRole('region', { name: 'Итого по показанным операциям' });
const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Статус операций' }).getByRole('tab', { name, exact: true });

async function open(page: Page, path = '/balance/operations?status=completed') {
  await page.clock.setFixedTime(EXAMPLES_NOW);
  await page.goto(launchUrl(path));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('operations, searchable (issue 37)', () => {
  test('nothing found says so and offers to reset; a swipe still moves between tabs with the filters kept', async ({ page }) => {
    await open(page, '/balance/operations?status=completed&q=Несуществующее');
    await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    await expect(totals(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
    await expect(page).toHaveURL(/\/balance\/operations\?status=completed$/);
    await expect(rows(page)).toHaveCount(5);
    await expect(search(page)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Сбросить', exact: true })).toHaveCount(0);

    await search(page).fill('вывод');
    await expect(rows(page)).toHaveCount(1);
    // A swipe to the right across the list: the previous tab (В обработке), the search kept.
    const panel = page.getByRole('tabpanel');
    const box = (await panel.boundingBox())!;
    const y = box.y + Math.min(60, box.height / 2);
    await page.mouse.move(box.x + 60, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 180, y, { steps: 8 });
    await page.mouse.up();
    await expect(tab(page, 'В обработке')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/balance\/operations\?q=/);
    await expect(search(page)).toHaveValue('вывод');
  });

  for (const width of [320, 390] as const) {
    test(`at ${width} px: the filters open, the totals and the list fit; screenshots for the eye`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await open(page, '/balance/operations?status=completed&from=2026-11-16&to=2026-11-22');
      await expect(period(page)).toHaveText('Период: 7 дней');
      await expect(totals(page).getByTestId('operations-count')).toHaveText('5 операций');
      const sideways = () => page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
      expect(await sideways()).toBe(0);
      for (const id of ['operations-credit', 'operations-debit', 'operations-net']) {
        const box = await totals(page).getByTestId(id).boundingBox();
        expect(box!.x + box!.width, id).toBeLessThanOrEqual(width);
        expect(box!.height, `${id} on one line`).toBeLessThan(30);
      }
      mkdirSync(join(SHOTS, String(width)), { recursive: true });
      await page.screenshot({ path: join(SHOTS, String(width), 'operations-search.png'), scale: 'css', fullPage: false });
      await period(page).click();
      await expect(chip(page, '7 дней')).toHaveAttribute('aria-pressed', 'true');
      expect(await sideways()).toBe(0);
      await page.screenshot({ path: join(SHOTS, String(width), 'operations-period.png'), scale: 'css', fullPage: false });
    });
  }
});
