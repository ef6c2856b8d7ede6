// /history in Chromium against the production build and the Prism mocks: the list from the
// spec's examples (finished orders from GET /traders/orders/history with the current ones from
// GET /traders/orders, ADR 0020), the status filter kept in the URL, the detail sheet, empty and
// error states, and a 1,000-order list that stays virtualized.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { EXAMPLE_ORDER_IN } from '../support/examples.ts';
import { prefer, recordRequests } from '../support/mock.ts';
import { openApp } from '../support/app.ts';

const ORDERS = '**/api/v1/traders/orders*'; // the current orders (a glob's * stops at /)
const PAST = '**/api/v1/traders/orders/history*';


const rows = (page: Page) => page.locator('.history-row');
const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Статус сделки' }).getByRole('tab', { name, exact: true });

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
  test('renders the orders from the mock, grouped by the trader day', async ({ page }) => {
    const calls = recordRequests(page, '*', /^\/traders\/orders/);
    // Two days after the examples: the heading is the date, not Сегодня/Вчера.
    await page.clock.setFixedTime('2026-11-24T06:00:00Z');
    await openApp(page, 'history');
    await expect(page.getByRole('heading', { name: 'История', level: 1 })).toBeVisible();
    // The two current orders and the day's finished one are on 22 November 2026 in Europe/Moscow.
    await expect(page.getByRole('heading', { name: '22 ноября 2026', level: 2 })).toBeVisible();
    await expect(page.getByText('Обновлено в 09:00')).toBeVisible(); // 06:00Z in Moscow
    const first = rows(page).first();
    // Newest first: the OUT order of 12:00Z (15:00 in Moscow) before the IN order of 11:50Z.
    await expect(first).toContainText('8 200,00 ₽');
    await expect(first).toContainText('Выплата');
    await expect(first).toContainText('15:00');
    await expect(first).toContainText('87,23 USDT');
    await expect(first).toContainText('В работе');
    await expect(rows(page).nth(1)).toContainText('15 000,00 ₽');
    await expect(rows(page).nth(1)).toContainText('Приём');
    // Then the day's finished order, from the history (07:40Z, 10:40 in Moscow).
    await expect(rows(page).nth(2)).toContainText('Завершена');
    await expect(rows(page).nth(2)).toContainText('10:40');
    await expect(page.getByRole('heading', { name: '21 ноября 2026', level: 2 })).toBeVisible();
    await expect(page.getByText(/^Обновлено в \d\d:\d\d$/)).toBeVisible();
    expect(calls.length).toBeGreaterThan(0);
    const current = calls.filter((u) => new URL(u.url()).pathname.endsWith('/traders/orders'));
    const past = calls.filter((u) => new URL(u.url()).pathname.endsWith('/traders/orders/history'));
    expect(current.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(new URL(current[0]!.url()).searchParams.get('size')).toBe('100');
    expect(new URL(past[0]!.url()).searchParams.get('size')).toBe('100');

    // The refresh button fetches again.
    const before = calls.length;
    await page.getByRole('button', { name: 'Обновить' }).click();
    await expect.poll(() => calls.length).toBeGreaterThan(before);
    await expect(page.getByText(/^Обновлено в \d\d:\d\d$/)).toBeVisible();
  });

  test('filters by status and keeps the filter in the URL across reload', async ({ page }) => {
    await openApp(page, 'history');
    await expect(rows(page).first()).toBeVisible();
    await tab(page, 'Не оплачена').click();
    await expect(page).toHaveURL(/\/history\?status=NO_PAY$/);
    await expect(tab(page, 'Не оплачена')).toHaveAttribute('aria-selected', 'true');
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Нет сделок с этим статусом' })).toBeVisible();
    await expect(page.getByText('Сделок со статусом «Не оплачена» нет.')).toBeVisible();

    await page.reload();
    await expect(tab(page, 'Не оплачена')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Нет сделок с этим статусом' })).toBeVisible();

    await tab(page, 'В работе').click();
    await expect(page).toHaveURL(/\/history\?status=PROCESS$/);
    await expect(rows(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Показать все' }).or(tab(page, 'Все')).first().click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(rows(page).filter({ hasText: 'В работе' })).toHaveCount(2);
    await expect(rows(page).filter({ hasText: 'Завершена' }).first()).toBeVisible();
  });

  test('the Завершена tab shows the finished trades the statistic counts (issue 25)', async ({ page }) => {
    // Two days after the examples' week: every heading is a date.
    await page.clock.setFixedTime('2026-11-24T06:00:00Z');
    await openApp(page, 'history', {}, { search: 'status=COMPLETE' });
    await expect(tab(page, 'Завершена')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Нет сделок с этим статусом' })).toHaveCount(0);
    await expect(rows(page).first()).toBeVisible();
    // Newest first: 22 November's 15 000 ₽ at 10:40 Moscow, then 21 November's three.
    await expect(rows(page).first()).toContainText('15 000,00 ₽');
    await expect(rows(page).first()).toContainText('10:40');
    await expect(page.getByRole('heading', { name: '22 ноября 2026', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '21 ноября 2026', level: 2 })).toBeVisible();
    await expect(rows(page).filter({ hasText: '21:02' })).toContainText('10 000,00 ₽');
    // Only finished trades: no current order under this tab.
    await expect(rows(page).filter({ hasText: 'В работе' })).toHaveCount(0);
    for (const row of await rows(page).all()) await expect(row).toContainText('Завершена');
    // Settings' week counts 12: they are all here (scrolled into view one by one).
    const seen = new Set<string>();
    await expect(async () => {
      for (const id of await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-order-id') ?? ''))) seen.add(id);
      await page.locator('main').evaluate((el) => el.scrollBy(0, 300));
      expect(seen.size).toBe(12);
    }).toPass({ timeout: 10_000 });

    // The detail sheet of a finished trade.
    await page.locator('main').evaluate((el) => el.scrollTo(0, 0));
    await rows(page).first().click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByRole('heading', { name: 'Сделка · Приём' })).toBeVisible();
    await expect(sheet.getByRole('region', { name: 'Сделка' })).toContainText('22 ноября 2026, 10:40');
  });

  test('a deep link with a status opens filtered', async ({ page }) => {
    await openApp(page, 'history', {}, { search: 'status=CANCEL' });
    await expect(tab(page, 'Отменена')).toHaveAttribute('aria-selected', 'true');
    await expect(rows(page)).toHaveCount(3);
    for (const row of await rows(page).all()) await expect(row).toContainText('Отменена');
    await tab(page, 'Все').click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(rows(page).filter({ hasText: 'В работе' })).toHaveCount(2);
  });

  test('tapping an order opens the detail sheet with every field', async ({ page }) => {
    await openApp(page, 'history');
    await rows(page).filter({ hasText: '15 000,00 ₽' }).filter({ hasText: 'В работе' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Сделка · Приём' })).toBeVisible();
    await expect(sheet.getByTitle(`Скопировать номер сделки: ${EXAMPLE.id}`)).toContainText('b47d498b…fbf801');
    const deal = sheet.getByRole('region', { name: 'Сделка' });
    await expect(deal).toContainText('15 000,00 ₽');
    await expect(deal).toContainText('158,73 USDT');
    await expect(deal).toContainText('94,50 ₽ за 1 USDT');
    await expect(deal).toContainText('СБП'); // payment method 1 is SBP in static data
    await expect(deal).toContainText('Alfa-Bank'); // bank 1
    await expect(deal).toContainText('22 ноября 2026, 14:50');
    await expect(deal).toContainText('22 ноября 2026, 15:10');
    const requisite = sheet.getByRole('region', { name: 'Ваш реквизит' });
    await expect(requisite).toContainText('#11');
    await expect(requisite).toContainText('+7 916 123-45-67'); // the one phone format of the app
    await expect(requisite).toContainText('Иван Петрович С.');
    await expect(requisite).toContainText('Активен');
    await expect(sheet.getByRole('region', { name: 'Спор' })).toContainText('Спора нет');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await rows(page).filter({ hasText: '8 200,00 ₽' }).filter({ hasText: 'В работе' }).click();
    // The OUT order has no bank id: the deal names the customer's bank, not "—".
    await expect(page.getByRole('dialog').getByRole('region', { name: 'Сделка' })).toContainText('БанкVTB');
    const customer = page.getByRole('dialog').getByRole('region', { name: 'Реквизиты клиента' });
    await expect(customer).toContainText('VTB');
    await expect(customer).toContainText('2202 2000 1234 5678');
    await expect(customer).toContainText('Анна К.');
  });

  test('no orders shows the empty state', async ({ page }) => {
    await prefer(page, ORDERS, 'example=empty');
    await prefer(page, PAST, 'example=empty');
    await openApp(page, 'history');
    await expect(page.getByRole('heading', { name: 'Сделок пока нет' })).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });

  test('a server error shows an error with Retry that recovers', async ({ page }) => {
    let fail = true;
    await page.route(ORDERS, (route) =>
      route.continue({ headers: { ...route.request().headers(), ...(fail ? { Prefer: 'code=500' } : {}) } }),
    );
    await openApp(page, 'history');
    // The query client retries a 5xx twice before showing the error.
    await expect(page.getByRole('alert')).toContainText('Не удалось загрузить историю', { timeout: 15_000 });
    await expect(rows(page)).toHaveCount(0);
    fail = false;
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(rows(page).filter({ hasText: 'В работе' })).toHaveCount(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

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
