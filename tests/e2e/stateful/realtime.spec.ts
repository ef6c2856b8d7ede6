// Socket events against the stateful backend: a burst of balance events refreshes each query
// once, after the burst, instead of once per event (each refetch cancelling the one before); a
// dispute that ends the active order shows how it ended, not home's cached copy.
import { randomUUID } from 'node:crypto';
import { expect, openApp, test } from '../../support/stateful.ts';

test('a burst of 30 balance events refetches the balance and the status once each', async ({ page, backend }) => {
  await openApp(page, 'balance');
  await expect(page.getByTestId('available')).toBeVisible();
  await expect.poll(() => backend.sockets()).toBe(1);
  await page.waitForTimeout(1000); // start-up settled: no fetch of ours in flight
  const from = backend.requests.length;
  for (let i = 0; i < 30; i++) {
    backend.emit('balance_replenishment', { amount: 1, currency_code: 'USDT', operation_id: randomUUID(), event: 'balance.replenishment' });
  }
  // One toast for the burst, with the sum and the count (ADR 0013).
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Баланс пополнен' })).toContainText(/\+30,00\sUSDT · 30 операций/);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Баланс пополнен' })).toHaveCount(1);
  await page.waitForTimeout(1500);
  const after = backend.requests.slice(from);
  expect(after.filter((r) => r.operationId === 'getBalance'), 'GET /traders/balance after the burst').toHaveLength(1);
  expect(after.filter((r) => r.operationId === 'checkStatus').length).toBeLessThanOrEqual(1);
});

test("a dispute closed with the order cancelled: /trade/order/complete says so, not home's cached 'in process'", async ({ page, backend }) => {
  await openApp(page, 'index');
  await expect(page.getByRole('button', { name: 'Подтвердить получение' })).toBeVisible(); // home holds the order, PROCESS
  await expect.poll(() => backend.sockets()).toBe(1);
  const orderId = backend.snapshot().orders.find((o) => o.status === 'PROCESS')?.id ?? '';
  backend.cancelAfterDispute(orderId);
  await expect(page).toHaveURL(new RegExp(`/trade/order/complete\\?order_id=${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Сделка отменена' })).toBeVisible();
  await expect(page.getByText(/Сделка завершена|Сделка ещё в работе/)).toHaveCount(0);
});
