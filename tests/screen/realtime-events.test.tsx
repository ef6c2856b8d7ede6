// An order event for another order, or a repeat of one already acted on (issue 24, point 8; moved
// from tests/e2e/stateful/realtime-flood.spec.ts, assertions kept): the backend's socket emits to
// the app's real socket client; the trader stays where they are with what they typed. (The floods
// and the menu tap's time under them stay in e2e: real timing.)
import { randomUUID } from 'node:crypto';
import { expect, it as test, vi } from 'vitest';
import { renderScreen, screenBackend, type Screen } from '../support/render-screen.tsx';
import { ADDRESS, sleep } from '../support/screen-telegram.ts';

const toasts = (page: Screen) => page.locator('[data-sonner-toast]');
const menu = (page: Screen) => page.getByRole('navigation', { name: 'Основное меню' });

/** The app's console warnings from now on, as text (Playwright's console message text). */
function warningsOf(): string[] {
  const warnings: string[] = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  });
  return warnings;
}

test('an order event for another order, or a repeat, leaves the trader in a half-filled withdrawal with the values kept', async () => {
  const backend = screenBackend();
  const warnings = warningsOf();
  const own = backend.snapshot().orders.find((o) => o.status === 'PROCESS'); // the active order of the status
  expect(own).toBeDefined();
  const page = await renderScreen('balance-conclusion');
  await expect.poll(() => backend.sockets(), { timeout: 15_000 }).toBe(1);
  const amount = page.getByLabel('Сумма', { exact: true });
  await amount.fill('12,5');
  const foreign = randomUUID();
  backend.emit('orders_closed', { order_id: foreign, order_status: 'cancel', dispute_status: null, usdt_to_trader: 87.23, event: 'order.closed' });
  await page.getByLabel('Адрес кошелька USDT').fill(ADDRESS);
  await sleep(500);
  await expect(page).toHaveURL(/\/balance\/conclusion$/);
  await expect(amount).toHaveValue('12,5');
  await expect(page.getByLabel('Адрес кошелька USDT')).toHaveValue(ADDRESS);
  await expect(toasts(page).filter({ hasText: 'Сделка отменена' })).toHaveCount(0);
  await expect.poll(() => warnings.join('\n')).toMatch(new RegExp(`orders_closed for order ${foreign}.*not the trader's order.*ignored`));

  // The trader's own order closing moves them to its outcome, once.
  const closed = { order_id: own!.id, order_status: 'complete', dispute_status: null, usdt_to_trader: own!.usdt_to_trader, event: 'order.closed' } as const;
  backend.emit('orders_closed', closed);
  await expect(page).toHaveURL(new RegExp(`/trade/order/complete\\?order_id=${own!.id}$`));

  // Back to the withdrawal (in the app: a reload would be a new session); the same event again (a repeat, e.g. re-sent by the server) is ignored.
  await page.getByRole('button', { name: 'На главную' }).click();
  await menu(page).getByRole('link', { name: 'Баланс' }).click();
  await page.getByRole('navigation', { name: 'Действия с балансом' }).getByRole('button', { name: 'Вывести' }).click();
  await amount.fill('7');
  backend.emit('orders_closed', closed);
  await expect.poll(() => warnings.join('\n')).toMatch(new RegExp(`orders_closed for order ${own!.id}.*repeated.*ignored`));
  await sleep(500);
  await expect(page).toHaveURL(/\/balance\/conclusion$/);
  await expect(amount).toHaveValue('7');
}, 30_000);
