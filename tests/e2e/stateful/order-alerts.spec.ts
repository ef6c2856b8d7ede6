// Never miss an order (issue 28, item 3) on the stateful backend: an order auto-accept assigns
// joins the trader's current orders there and is announced over the socket (autoaccept_order);
// the app fetches it, vibrates once through Telegram's haptics and marks it on home, however often
// the socket or a list tells of it again, and a reload does not alert it a second time (what was
// there when the page opened is its starting point). Haptics are counted as the Telegram client
// receives them (tests/support/telegram-client.ts); the requests at the backend.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { installTelegramClient, posted } from '../../support/telegram-client.ts';
import { expect, openApp, test } from '../../support/stateful.ts';

const alerts = async (page: Page) =>
  (await posted(page)).filter((e) => e.type === 'web_app_trigger_haptic_feedback' && e.data?.['notification_type'] === 'warning').length;
const main = (page: Page) => page.locator('main').first();

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
