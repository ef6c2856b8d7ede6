// Never miss an order (issue 28, item 3) on the stateful backend: an order auto-accept assigns
// joins the trader's current orders there and is announced over the socket (autoaccept_order);
// the app fetches it, vibrates once through Telegram's haptics and marks it on home, however often
// the socket or a list tells of it again, and a reload does not alert it a second time (what was
// there when the page opened is its starting point). Haptics are counted as the Telegram client
// receives them (tests/support/telegram-client.ts); the requests at the backend.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { TestBackend } from '../../backend/server.ts';
import { installTelegramClient, posted } from '../../support/telegram-client.ts';
import { expect, openApp, test } from '../../support/stateful.ts';
import { disputeSheet } from './dispute.ts';

const alerts = async (page: Page) =>
  (await posted(page)).filter((e) => e.type === 'web_app_trigger_haptic_feedback' && e.data?.['notification_type'] === 'warning').length;
const main = (page: Page) => page.locator('main').first();
const NB = '\u00a0';

test('an order auto-accept assigns alerts once and is marked on home, however often it is told again; a reload does not alert it again', async ({ page, backend }) => {
  await installTelegramClient(page);
  await openApp(page, 'index', {}, { main: true });
  await expect(page.getByRole('heading', { name: 'Активные сделки: 2' })).toBeVisible();
  await expect.poll(() => backend.sockets()).toBe(1);
  await page.waitForTimeout(1000); // start-up settled
  expect(await alerts(page), 'the orders there when the app opened').toBe(0);

  const [inOrder, outOrder] = backend.snapshot().orders;
  if (!inOrder || !outOrder) throw new Error('the stateful seed has two current orders');
  const order = { ...outOrder, id: randomUUID(), amount_rub: 5300, usdt_to_trader: 56.38, expires_at: new Date(Date.parse(outOrder.expires_at) + 5 * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z') };
  const from = backend.requests.length;
  backend.assignOrder(order);

  await expect(page.getByRole('heading', { name: 'Активные сделки: 3' })).toBeVisible();
  const card = main(page).locator(`[data-order-id="${order.id}"]`);
  await expect(card.getByText('Новая', { exact: true })).toBeVisible();
  await expect.poll(() => alerts(page)).toBe(1);
  await expect(main(page).getByText('Новая', { exact: true }), 'only the new order is marked').toHaveCount(1);
  // The app fetched the new order from the backend (after the event, not from the event alone).
  expect(backend.requests.slice(from).some((r) => r.operationId === 'listOrders')).toBe(true);

  // Told again: the event repeated, and the list fetched again by another order's event.
  const listings = () => backend.requests.slice(from).filter((r) => r.operationId === 'listOrders').length;
  const before = listings();
  backend.emit('autoaccept_order', { order_id: order.id, event: 'autoaccept.order' });
  backend.emit('orders_timeout', { order_id: randomUUID(), order_status: 'timeout', dispute_status: null, usdt_to_trader: 1, event: 'order.timeout' });
  await expect.poll(listings).toBeGreaterThan(before);
  await page.waitForTimeout(1500);
  expect(await alerts(page), 'one alert per order').toBe(1);

  // A reload: the order is among those the page opens with, not new.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Активные сделки: 3' })).toBeVisible();
  await expect(main(page).locator(`[data-order-id="${order.id}"]`)).toBeVisible();
  await page.waitForTimeout(1500);
  expect(await alerts(page)).toBe(0);
  await expect(main(page).getByText('Новая', { exact: true })).toHaveCount(0);
  // Nothing the trader did moved money or took an order.
  expect(backend.requests.filter((r) => ['acceptOrder', 'confirmOrder', 'withdraw', 'transfer'].includes(r.operationId ?? ''))).toEqual([]);
});

// Alerts never take a trader away (issue 37): an order auto-accept assigns alerts wherever the
// trader is, but moves them only from home or the search screen; elsewhere a notice "Новая сделка"
// with "Открыть" takes them to it on a tap, where it is marked and in view.
test.describe('a new order takes the trader only from home or the search screen (issue 37)', () => {
  /** A new order in process, as auto-accept assigns it: the seed's OUT order's twin, five minutes later. */
  function newOrder(backend: TestBackend) {
    const outOrder = backend.snapshot().orders[1];
    if (!outOrder) throw new Error('the stateful seed has two current orders');
    const expires = new Date(Date.parse(outOrder.expires_at) + 5 * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    return { ...outOrder, id: randomUUID(), amount_rub: 5300, usdt_to_trader: 56.38, expires_at: expires };
  }
  const notice = (page: Page) => page.locator('[data-sonner-toast]').filter({ hasText: 'Новая сделка' });

  /** Assigned away from home: no navigation, the alert, the notice; its Открыть brings home, the order marked and in view. */
  async function staysThenOpens(page: Page, backend: TestBackend, path: RegExp) {
    const order = newOrder(backend);
    backend.assignOrder(order);
    await expect.poll(() => alerts(page)).toBe(1);
    await expect(notice(page)).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(path);
    await notice(page).getByRole('button', { name: 'Открыть' }).click();
    await expect(page).toHaveURL(/\/$/);
    const card = main(page).locator(`[data-order-id="${order.id}"]`);
    await expect(card.getByText('Новая', { exact: true })).toBeVisible();
    await expect(card).toBeInViewport();
    expect(await alerts(page), 'one alert').toBe(1);
  }

  test('on /trade/list: stays, alerts, and "Новая сделка · Открыть" opens it on home, marked and in view (320 px)', async ({ page, backend }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await installTelegramClient(page);
    await openApp(page, '/trade/list', { main: true });
    await expect(page.getByRole('heading', { name: 'Сделки', level: 1 })).toBeVisible();
    await expect.poll(() => backend.sockets()).toBe(1);
    await page.waitForTimeout(1000); // start-up settled
    await staysThenOpens(page, backend, /\/trade\/list$/);
  });

  test('on a half-typed withdrawal: stays, what was typed is kept, and Открыть opens the order', async ({ page, backend }) => {
    await installTelegramClient(page);
    await openApp(page, '/balance/conclusion', { main: true });
    await expect.poll(() => backend.sockets()).toBe(1);
    await page.waitForTimeout(1000);
    await page.getByLabel('Сумма', { exact: true }).fill('12,5');
    await page.getByLabel('Адрес кошелька USDT').fill('TJRyWwFs9wTF');
    const order = newOrder(backend);
    backend.assignOrder(order);
    await expect.poll(() => alerts(page)).toBe(1);
    await expect(notice(page)).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(/\/balance\/conclusion$/);
    await expect(page.getByLabel('Сумма', { exact: true })).toHaveValue('12,5');
    await expect(page.getByLabel('Адрес кошелька USDT')).toHaveValue('TJRyWwFs9wTF');
    await notice(page).getByRole('button', { name: 'Открыть' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(main(page).locator(`[data-order-id="${order.id}"]`).getByText('Новая', { exact: true })).toBeVisible();
    expect(backend.requests.filter((r) => r.operationId === 'withdraw')).toEqual([]);
  });

  test('on /trade/search: the order takes the trader home, as before, with no notice', async ({ page, backend }) => {
    await installTelegramClient(page);
    await openApp(page, '/trade/search', { main: true });
    await expect.poll(() => backend.sockets()).toBe(1);
    await page.waitForTimeout(1000);
    const order = newOrder(backend);
    backend.assignOrder(order);
    await expect(page).toHaveURL(/\/$/);
    await expect(main(page).locator(`[data-order-id="${order.id}"]`).getByText('Новая', { exact: true })).toBeVisible();
    await expect.poll(() => alerts(page)).toBe(1);
    await expect(notice(page)).toHaveCount(0);
  });

  test('an invite found in a list while the trader reads History: it alerts, never moves them, and Открыть opens the trade list where it is marked', async ({ page, backend }) => {
    await installTelegramClient(page);
    await openApp(page, '/history', { main: true });
    await expect.poll(() => backend.sockets()).toBe(1);
    await page.waitForTimeout(1000);
    const invite = { ...newOrder(backend), status: 'INVITE' as const, requisite: null };
    backend.assignOrder(invite); // an invite has no socket event: the app finds it in the next list
    backend.emit('orders_timeout', { order_id: randomUUID(), order_status: 'timeout', dispute_status: null, usdt_to_trader: 1, event: 'order.timeout' });
    await expect.poll(() => alerts(page)).toBe(1);
    await expect(notice(page)).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(/\/history$/);
    await notice(page).getByRole('button', { name: 'Открыть' }).click();
    await expect(page).toHaveURL(/\/trade\/list$/);
    await expect(page.getByRole('article').filter({ has: page.getByText('Новая', { exact: true }) })).toHaveCount(1);
    expect(backend.requests.filter((r) => r.operationId === 'acceptOrder')).toEqual([]);
  });

  test('on /dispute: a new order is marked among the orders below, the dispute the trader reads stays in view, and Открыть brings the order into view (320 px)', async ({ page, backend }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await installTelegramClient(page);
    const sheet = await disputeSheet(page);
    await sheet.getByRole('button', { name: 'Отправить в поддержку' }).click();
    await expect(page).toHaveURL(/\/dispute$/);
    const dispute = main(page).getByRole('heading', { name: 'Спор открыт' });
    await expect(dispute).toBeInViewport();
    await expect.poll(() => backend.sockets()).toBe(1);
    await page.waitForTimeout(1000);
    const order = newOrder(backend);
    backend.assignOrder(order);
    await expect.poll(() => alerts(page)).toBe(1);
    const card = main(page).locator(`[data-order-id="${order.id}"]`);
    await expect(card.getByText('Новая', { exact: true })).toHaveCount(1);
    await expect(main(page).getByRole('status').filter({ hasText: 'они ниже' })).toContainText('В работе ещё 2 сделки');
    await page.waitForTimeout(1000); // a smooth scroll would have moved by now
    await expect(dispute).toBeInViewport();
    await expect(card).not.toBeInViewport();
    await expect(page).toHaveURL(/\/dispute$/);
    // The notice's Открыть brings the new order into view, where /dispute lists it.
    await notice(page).getByRole('button', { name: 'Открыть' }).click();
    await expect(page).toHaveURL(/\/dispute$/);
    await expect(card).toBeInViewport();
  });

  test('a single new order on home is marked "Новая" too, and in view (320 px)', async ({ page, backend }) => {
    const order = newOrder(backend);
    backend.reset({ orders: [] }); // no order in progress: home waits for one
    await page.setViewportSize({ width: 320, height: 568 });
    await installTelegramClient(page);
    await openApp(page, '/', { main: true });
    await expect.poll(() => backend.sockets()).toBe(1);
    await page.waitForTimeout(1000);
    backend.assignOrder(order);
    await expect(main(page).getByTestId('amount-rub')).toHaveText(`5${NB}300,00${NB}₽`);
    const mark = main(page).getByText('Новая', { exact: true });
    await expect(mark).toHaveCount(1);
    await expect(mark).toBeInViewport();
    await expect.poll(() => alerts(page)).toBe(1);
    await expect(notice(page)).toHaveCount(0);
  });
});
