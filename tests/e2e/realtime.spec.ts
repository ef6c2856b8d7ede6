// Socket events driving the built app through the events mock. Server state changes that
// come with an event are mirrored by switching the mock's example for GET /traders/check.
// What needs no browser (disputes, auto-accept dialogs, order toasts, malformed events, a burst)
// is a screen test: tests/screen/realtime.test.tsx.
import { expect, test } from '../support/fixtures.ts';
import { openApp } from '../support/app.ts';
import { connectedApps, emit, outage } from '../support/events.ts';
import { statusExample } from '../support/mock.ts';

test.afterEach(async ({ page }) => {
  await page.close();
  await connectedApps(0);
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
