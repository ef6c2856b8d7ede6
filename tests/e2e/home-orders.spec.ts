// Issue 28, item 4: home shows what matters at a glance, in Chromium against the production build
// and the Prism mocks. The default world has two orders in progress (GET /traders/orders
// `default`: IN 15 000 ₽ expiring 12:10Z, OUT 8 200 ₽ expiring 12:20Z) and GET /traders/check
// names the IN one. Home shows the available balance and both orders, the most urgent first, each
// with its timer and its exact amount and payment details one tap from the clipboard; the trade
// list shows them in the same order.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { EXAMPLE_ORDER_IN, EXAMPLE_ORDER_OUT } from '../support/examples.ts';
import { prefer, statusExample } from '../support/mock.ts';
import { openApp } from '../support/app.ts';

const ORDERS = '**/api/v1/traders/orders?*';
const NB = '\u00a0';
/** 12:01Z: the IN order has 9 of its 20 minutes left, the OUT order 19 of 20. */
const NOW = new Date('2026-11-22T12:01:00Z');
const SHOTS = process.env.SCREENSHOTS_DIR ?? 'test-results/screens';

const main = (page: Page) => page.locator('main').first();
const openOrder = (page: Page) => page.getByRole('region', { name: 'Открытая сделка' });
const card = (page: Page, id: string) => main(page).locator(`article[data-order-id="${id}"]`);
/** The order ids home lists, top to bottom (cards and the open one). */
const homeOrder = (page: Page) => main(page).locator('[data-order-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-order-id')));
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function open(page: Page) {
  await page.clock.install({ time: new Date(NOW.getTime() - 30_000) });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openApp(page, 'index');
  await expect(page.getByRole('heading', { name: 'Активные сделки: 2' })).toBeVisible();
  await page.clock.pauseAt(NOW);
}

test.describe('home: every active order at a glance (issue 28)', () => {
  test('the available balance, both orders most urgent first, each with its own timer; the named one open', async ({ page }) => {
    await open(page);
    await expect(page.getByTestId('home-balance')).toHaveText(`Доступно1${NB}250,50${NB}USDT`);
    expect(await homeOrder(page)).toEqual([EXAMPLE_ORDER_IN.id, EXAMPLE_ORDER_OUT.id]);
    // The IN order, which GET /traders/check names, is open in full: the workspace.
    await expect(openOrder(page).getByTestId('amount-rub')).toHaveText(`15${NB}000,00${NB}₽`);
    await expect(openOrder(page).getByRole('timer')).toContainText('09:00');
    await expect(page.getByRole('button', { name: 'Подтвердить получение' })).toBeVisible();
    // The OUT order is a card with its own timer, amount and details.
    const out = card(page, EXAMPLE_ORDER_OUT.id);
    await expect(out.getByRole('heading', { level: 3 })).toContainText(`8${NB}200,00${NB}₽`);
    await expect(out.getByRole('timer')).toContainText('19:00');
    await expect(out).toContainText('VTB · Анна К.');
    await expect(page.getByRole('timer')).toHaveCount(2);
  });

  test('one tap copies an order\'s exact amount or payment details, with the toast', async ({ page }) => {
    await open(page);
    await page.clock.resume(); // the toast library runs on timers
    const out = card(page, EXAMPLE_ORDER_OUT.id);
    await out.getByTitle('Скопировать сумму: 8200').click();
    await expect.poll(() => clipboard(page)).toBe('8200');
    await expect(page.getByText('Скопировано')).toBeVisible();
    await out.getByTitle('Скопировать: Номер карты: 2202200012345678').click();
    await expect.poll(() => clipboard(page)).toBe('2202200012345678');
    // The open order too: its amount and the phone it is paid to.
    await openOrder(page).getByTitle('Скопировать сумму: 15000').click();
    await expect.poll(() => clipboard(page)).toBe('15000');
    await openOrder(page).getByTitle('Скопировать: Телефон (СБП): +79161234567').click();
    await expect.poll(() => clipboard(page)).toBe('+79161234567');
  });

  test('another order opens in full; the first becomes a card; the order stays by urgency', async ({ page }) => {
    await open(page);
    await prefer(page, `**/api/v1/traders/orders/${EXAMPLE_ORDER_OUT.id}`, 'example=out_process');
    await card(page, EXAMPLE_ORDER_OUT.id).getByRole('button', { name: 'Открыть сделку' }).click();
    await expect(openOrder(page).getByTestId('amount-rub')).toHaveText(`8${NB}200,00${NB}₽`);
    await expect(page.getByRole('button', { name: 'Подтвердить отправку' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Подтвердить получение' })).toHaveCount(0);
    await expect(card(page, EXAMPLE_ORDER_IN.id).getByRole('button', { name: 'Открыть сделку' })).toBeVisible();
    expect(await homeOrder(page)).toEqual([EXAMPLE_ORDER_IN.id, EXAMPLE_ORDER_OUT.id]);
  });

  test('the trade list shows the same orders in the same order', async ({ page }) => {
    await open(page);
    const onHome = await homeOrder(page);
    await page.clock.resume();
    await openApp(page, 'trade-list');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    const names = await cards.evaluateAll((els) => els.map((el) => el.querySelector('h2')?.textContent));
    expect(names).toEqual([`15${NB}000,00${NB}₽`, `8${NB}200,00${NB}₽`]);
    expect(onHome).toEqual([EXAMPLE_ORDER_IN.id, EXAMPLE_ORDER_OUT.id]);
  });

  test('the OUT order named by the status opens in full, the more urgent IN order is listed above it', async ({ page }) => {
    await statusExample(page, 'active_order_out');
    await prefer(page, `**/api/v1/traders/orders/${EXAMPLE_ORDER_OUT.id}`, 'example=out_process');
    await open(page);
    expect(await homeOrder(page)).toEqual([EXAMPLE_ORDER_IN.id, EXAMPLE_ORDER_OUT.id]);
    await expect(openOrder(page)).toHaveAttribute('data-order-id', EXAMPLE_ORDER_OUT.id);
    await expect(card(page, EXAMPLE_ORDER_IN.id).getByRole('timer')).toContainText('09:00');
  });

  test('one order in progress: its workspace alone, as before, with the balance and the amount to copy', async ({ page }) => {
    await prefer(page, ORDERS, 'example=active_in');
    await page.clock.install({ time: new Date(NOW.getTime() - 30_000) });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openApp(page, 'index');
    await expect(page.getByTestId('amount-rub')).toHaveText(`15${NB}000,00${NB}₽`);
    await expect(page.getByRole('heading', { name: /^Активные сделки/ })).toHaveCount(0);
    await expect(openOrder(page)).toHaveCount(0);
    await expect(page.getByTestId('home-balance')).toContainText(`1${NB}250,50${NB}USDT`);
    await page.getByTitle('Скопировать сумму: 15000').click();
    await expect.poll(() => clipboard(page)).toBe('15000');
  });

  test('no order named by the status but two in the list: cards to copy from, no workspace, the home state stays', async ({ page }) => {
    await statusExample(page, 'done');
    await page.clock.install({ time: new Date(NOW.getTime() - 30_000) });
    await openApp(page, 'index');
    await expect(page.getByRole('heading', { name: 'Активные сделки: 2' })).toBeVisible();
    expect(await homeOrder(page)).toEqual([EXAMPLE_ORDER_IN.id, EXAMPLE_ORDER_OUT.id]);
    await expect(page.getByRole('button', { name: 'Открыть сделку' })).toHaveCount(0);
    await expect(openOrder(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Подтвердить/ })).toHaveCount(0);
  });

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
