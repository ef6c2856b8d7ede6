// /history in Chromium against the production build and the Prism mocks: a 1,000-order list that
// stays virtualized (only a browser lays it out and scrolls it). The list from the examples, the
// status filter in the URL, the detail sheet, the empty and error states are screen tests:
// tests/screen/history.test.tsx.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { EXAMPLE_ORDER_IN } from '../support/examples.ts';
import { openApp } from '../support/app.ts';

const ORDERS = '**/api/v1/traders/orders*'; // the current orders (a glob's * stops at /)
const PAST = '**/api/v1/traders/orders/history*';


const rows = (page: Page) => page.locator('.history-row');

/** The spec's first example order (GET /traders/orders, example default). */
const EXAMPLE = EXAMPLE_ORDER_IN;

const STATUSES = ['NO_PAY', 'COMPLETE', 'PROCESS', 'INVITE', 'NO_MATCH', 'CANCEL'] as const;

/** 1,000 valid orders: version-4 UUIDs, varied statuses, one every 37 minutes back in time. */
function manyOrders(count: number) {
  const start = Date.parse('2026-11-22T11:50:00Z');
  return Array.from({ length: count }, (_, i) => {
    const created = new Date(start - i * 37 * 60_000);
    return {
      ...EXAMPLE,
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      status: STATUSES[i % STATUSES.length],
      amount_rub: 1000 + i,
      created_at: created.toISOString(),
      expires_at: new Date(created.getTime() + 20 * 60_000).toISOString(),
    };
  });
}

test.describe('history', () => {
  test('1,000 orders render virtualized and the last one is reachable', async ({ page }) => {
    const orders = manyOrders(1000);
    await page.route(ORDERS, (route) => route.fulfill({ json: { items: orders, total: orders.length } }));
    await page.route(PAST, (route) => route.fulfill({ json: { items: [], total: 0 } }));
    await page.clock.setFixedTime('2026-11-22T12:00:00Z'); // 15:00 in Moscow
    await openApp(page, 'history');
    await expect(page.getByRole('heading', { name: 'Сегодня', level: 2 })).toBeVisible({ timeout: 15_000 }); // 1,000 orders validated on a busy machine
    await expect(rows(page).first()).toBeVisible();
    await expect(rows(page).first()).toContainText('1 000,00 ₽'); // the newest, i = 0
    const inDom = await rows(page).count();
    expect(inDom).toBeGreaterThan(0);
    expect(inDom).toBeLessThan(60);

    // Scroll the screen's container to the bottom until the oldest order shows.
    const last = orders.at(-1)!;
    const lastRow = page.locator(`[data-order-id="${last.id}"]`);
    await expect(async () => {
      await page.locator('main').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await expect(lastRow).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(lastRow).toContainText('1 999,00 ₽');
    // 999 × 37 min before 22 November 14:50 Moscow is 27 October 2026 at 22:47.
    await expect(lastRow).toContainText('22:47');
    await expect(page.getByRole('heading', { name: '27 октября 2026', level: 2 })).toBeVisible();
    expect(await rows(page).count()).toBeLessThan(60);
    await lastRow.click();
    await expect(page.getByRole('dialog').getByTitle(`Скопировать номер сделки: ${last.id}`)).toBeVisible();
  });
});
