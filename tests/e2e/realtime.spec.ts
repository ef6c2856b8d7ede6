// Socket events driving the built app through the events mock. Server state changes that
// come with an event are mirrored by switching the mock's example for GET /traders/check.
import { expect, test } from '../support/fixtures.ts';
import { openApp } from '../support/app.ts';
import { connectedApps, emit, emitRaw, outage } from '../support/events.ts';
import { EXAMPLE_ORDER_IN } from '../support/examples.ts';
import { statusExample } from '../support/mock.ts';

const ORDER = EXAMPLE_ORDER_IN.id;

test.afterEach(async ({ page }) => {
  await page.close();
  await connectedApps(0);
});

test('dispute opened on the current order, then closed with the order complete', async ({ page }) => {
  await statusExample(page, 'active_order_in');
  await openApp(page, 'index', {}, { main: true });
  await connectedApps(1); // its socket to the events mock
  await statusExample(page, 'active_order_dispute');
  await emit('dispute_open', 'open');
  await expect(page).toHaveURL(/\/dispute$/);
  await expect(page.getByRole('heading', { name: 'Спор по сделке' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Назад' })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('tapps/dispute-order'))).toContain(ORDER);

  // Back is blocked while the dispute is active.
  await page.keyboard.press('Alt+ArrowLeft');
  await page.goBack();
  await expect(page).toHaveURL(/\/dispute$/);

  await statusExample(page, 'done');
  // The server's order is complete now; the page must show that, not home's cached PROCESS copy.
  await page.route(`**/api/v1/traders/orders/${ORDER}`, (route) => route.continue({ headers: { ...route.request().headers(), Prefer: 'example=in_complete' } }));
  await emit('dispute_close', 'closed_complete');
  await expect(page).toHaveURL(new RegExp(`/trade/order/complete\\?order_id=${ORDER}$`));
  await expect(page.getByRole('heading', { name: 'Сделка завершена' })).toBeVisible();
  await expect(page.getByText('Сделка ещё в работе')).toHaveCount(0);
});

test('dispute closed while the order stays in process goes to /dispute/close, then Back goes home', async ({ page }) => {
  await statusExample(page, 'active_order_dispute');
  await openApp(page, 'history', {}, { main: true });
  await connectedApps(1); // its socket to the events mock
  await expect(page).toHaveURL(/\/dispute$/); // the guard forces /dispute
  await statusExample(page, 'active_order_in');
  await emitRaw('dispute_close', { order_id: ORDER, order_status: 'process', dispute_status: 'close', usdt_to_trader: 158.73, event: 'dispute.close' });
  await expect(page).toHaveURL(/\/dispute\/close$/);
  await expect(page.getByRole('heading', { name: 'Спор закрыт' })).toBeVisible();
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('ban and unban', async ({ page }) => {
  await openApp(page, 'history', {}, { main: true });
  await connectedApps(1); // its socket to the events mock
  await emit('banned', 'blocked');
  await expect(page).toHaveURL(/\/warn\/account-blocked$/);
  await expect(page.getByRole('heading', { name: 'Аккаунт заблокирован' })).toBeVisible();
  await emit('banned', 'unblocked');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Трейдер #1024' })).toBeVisible();
});

test('auto-accept timeout: the dialog and the toast; the button goes to /trade/list when DONE', async ({ page }) => {
  await page.route('**/api/v1/traders/status', (route) => route.continue({ headers: { ...route.request().headers(), Prefer: 'example=done' } }));
  await openApp(page, 'index', {}, { main: true });
  await connectedApps(1); // its socket to the events mock
  await emit('autoaccept_timeout', 'default');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Не нашли подходящей сделки' })).toBeVisible();
  await expect(dialog).toContainText('Время поиска истекло');
  await expect(page.getByText('Таймер истек')).toBeVisible();
  await dialog.getByRole('button', { name: 'Готов принимать сделки' }).click();
  await expect(page).toHaveURL(/\/trade\/list$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('auto-accept disabled: the stop dialog closes with Закрыть; its button goes home when not DONE', async ({ page }) => {
  await page.route('**/api/v1/traders/status', (route) => route.continue({ headers: { ...route.request().headers(), Prefer: 'example=active_order' } }));
  await openApp(page, 'history', {}, { main: true });
  await connectedApps(1); // its socket to the events mock
  await emit('autoaccept_disabled', 'default');
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Автоприём сделок остановлен' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await emit('autoaccept_disabled', 'default');
  await page.getByRole('dialog').getByRole('button', { name: 'Запустить снова' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('auto-accept stopped for lack of balance on /trade/search: Russian text and Пополнить to /balance/replenish (issue 25)', async ({ page }) => {
  // The examples' running search ends at 13:00Z; a few minutes before it.
  await page.clock.install({ time: new Date('2026-11-22T12:30:00Z') });
  await statusExample(page, 'autoaccept');
  await openApp(page, 'trade-search', {}, { main: true });
  await connectedApps(1); // its socket to the events mock
  await expect(page.getByRole('button', { name: 'Остановить поиск' })).toBeVisible();
  await statusExample(page, 'no_balance');
  await emit('autoaccept_disabled', 'no_balance');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Автоприём сделок остановлен' })).toBeVisible();
  await expect(dialog).toContainText('Баланс опустился ниже минимума для торговли. Пополните его, чтобы снова принимать сделки.');
  await expect(dialog).not.toContainText('NO_BALANCE');
  await expect(dialog.getByRole('button', { name: 'Запустить снова' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Пополнить' }).click();
  await expect(page).toHaveURL(/\/balance\/replenish$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('NO_BALANCE')).toHaveCount(0);
});

test('auto-accept stopped for a reason the contract does not list: the general text, never the code', async ({ page }) => {
  await openApp(page, 'history', {}, { main: true });
  await connectedApps(1); // its socket to the events mock
  await emitRaw('autoaccept_disabled', { reason: 'TRADER_INACTIVE', event: 'autoaccept.disabled' });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Поиск сделок остановлен. Запустите его снова, когда будете готовы.');
  await expect(dialog).not.toContainText('TRADER_INACTIVE');
  await expect(dialog.getByRole('button', { name: 'Запустить снова' })).toBeVisible();
});

test('order cancelled without a dispute: toast with the amount and a link to the operations', async ({ page }) => {
  await statusExample(page, 'active_order_out'); // the trader's own order: the event moves the trader
  await openApp(page, 'history', {}, { main: true });
  await connectedApps(1); // its socket to the events mock
  await emit('orders_closed', 'cancelled_no_dispute');
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Сделка отменена' });
  await expect(toast).toContainText('87,23 USDT');
  // A pointer over the toasts holds them (sonner): on a busy machine the navigation below can
  // take longer than the toast's 4 s, and a trader reaching for the link holds it the same way.
  await toast.hover();
  await expect(page).toHaveURL(/\/trade\/order\/complete\?order_id=457c4d43/);
  await toast.getByRole('button', { name: 'Операции' }).click();
  await expect(page).toHaveURL(/\/balance\/operations$/);
});

test('order closed with an open dispute: toast without the link, and /dispute', async ({ page }) => {
  await openApp(page, 'history', {}, { main: true });
  await connectedApps(1); // its socket to the events mock
  await statusExample(page, 'active_order_dispute');
  await emit('orders_closed', 'closed_dispute_open');
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Сделка отменена' });
  await expect(toast).toContainText('158,73 USDT');
  await expect(toast.getByRole('button', { name: 'Операции' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/dispute$/);
});

test('a malformed or unknown event is logged by name and ignored', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  await openApp(page, 'history', {}, { main: true });
  await connectedApps(1); // its socket to the events mock
  await emitRaw('banned', { blocked: 'yes' });
  await emitRaw('no_such_event', { x: 1 });
  await expect.poll(() => warnings.join('\n')).toContain('Socket event "banned" does not match the contract: blocked');
  await expect.poll(() => warnings.join('\n')).toContain('Socket event "no_such_event" is not in the AsyncAPI contract; dropped');
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('heading', { name: 'История' })).toBeVisible();
  await emit('balance_replenishment', 'default'); // still listening
  await expect(page.getByText('Баланс пополнен')).toBeVisible();
});

test('the events server goes away and comes back: offline indicator, catch-up, no state lost', async ({ page }) => {
  await statusExample(page, 'active_order_in');
  await openApp(page, 'history', {}, { main: true });
  await connectedApps(1); // its socket to the events mock
  await statusExample(page, 'active_order_dispute'); // changes while the app is offline
  await outage(3000);
  await expect(page.getByRole('status').filter({ hasText: 'Нет соединения' })).toBeVisible();
  await connectedApps(1);
  await expect(page.getByRole('status').filter({ hasText: 'Нет соединения' })).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Пока вас не было' })).toContainText('Открыт спор по сделке');
  await expect(page).toHaveURL(/\/dispute$/);
});

test('a burst of 20 replenishments is one toast with the sum and the count, and a dialog during the burst still opens', async ({ page }) => {
  await openApp(page, 'history', {}, { main: true });
  await connectedApps(1); // its socket to the events mock
  // Twenty top-ups, each its own operation (one operation told twice is one notice: issue 37).
  const payload = (amount: number) => ({ amount, currency_code: 'USDT', operation_id: `9b2d7f1e-4c3a-4e8b-a1d2-${String(amount).padStart(12, '0')}`, event: 'balance.replenishment' });
  for (let i = 1; i <= 20; i++) {
    await emitRaw('balance_replenishment', payload(i));
    if (i === 10) await emitRaw('autoaccept_disabled', { reason: 'Проверка во время серии', event: 'autoaccept.disabled' });
  }
  const toasts = page.locator('[data-sonner-toast]').filter({ hasText: 'Баланс пополнен' });
  // 1 + 2 + ... + 20 = 210
  await expect(toasts).toContainText(/\+210,00\sUSDT · 20 операций/);
  await expect(toasts).toHaveCount(1);
  await expect(page.getByRole('dialog')).toContainText('Проверка во время серии');
});
