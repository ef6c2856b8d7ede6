// A dispute in the middle of a shift (issue 37, point 1), on the stateful backend: an open dispute
// keeps the app on /dispute (spec section 2), but the trader's other order in progress stays in
// sight there, with its amount, timer and what to pay to, and can be confirmed (once, counted at
// the backend); an order auto-accept assigns during the dispute shows up there too, and auto-accept
// can be stopped from /dispute.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { api, call, signIn } from '../../backend/harness.ts';
import type { TestBackend } from '../../backend/server.ts';
import { expect, openApp, test } from '../../support/stateful.ts';
import { SETTLE_MS } from './money.ts';

const NB = '\u00a0';
const others = (page: Page) => page.getByRole('region', { name: /^Другие активные сделки/ });

/** The seed's two orders in progress: the IN order (15 000 ₽) gets the dispute, the OUT one (8 200 ₽) does not. */
async function disputeOnTheInOrder(backend: TestBackend) {
  const [inOrder, outOrder] = backend.snapshot().orders;
  if (inOrder?.direction !== 'IN' || outOrder?.direction !== 'OUT') throw new Error('the stateful seed has an IN and an OUT order in progress');
  const { access_token: token } = await signIn(backend);
  const opened = await call(backend, 'POST', api(`/traders/orders/${inOrder.id}/dispute`), { token, idempotencyKey: randomUUID(), body: { reason: 'Клиент не оплатил' } });
  expect(opened.status).toBe(201);
  return { inOrder, outOrder };
}

test('a dispute on one of two orders: /dispute shows the other with its amount, timer and details, and it is confirmed once from there', async ({ page, backend }) => {
  const { outOrder } = await disputeOnTheInOrder(backend);
  page.on('dialog', (dialog) => void dialog.accept());
  await openApp(page, '/');
  await expect(page).toHaveURL(/\/dispute$/);
  await expect(page.getByRole('heading', { name: 'Спор по сделке' })).toBeVisible();

  // Above the dispute, the way to the order whose timer runs below it.
  await expect(page.getByText('Ещё одна ваша сделка в работе — она ниже.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Другие активные сделки: 1' })).toBeVisible();
  const card = others(page).locator(`[data-order-id="${outOrder.id}"]`);
  await expect(card).toContainText(`8${NB}200,00`);
  await expect(card.getByRole('timer')).toBeVisible();
  await expect(card.getByRole('button', { name: /Скопировать: Номер карты$/ })).toContainText('2202 2000 1234 5678');

  await card.getByRole('button', { name: 'Открыть сделку' }).click();
  await others(page).getByRole('button', { name: 'Подтвердить отправку' }).click();
  await expect(page).toHaveURL(/\/trade\/order\/complete/);
  await page.waitForTimeout(SETTLE_MS);
  expect(backend.applied('confirmOrder')).toBe(1);
  expect(backend.snapshot().orders.find((o) => o.id === outOrder.id)).toBeUndefined();
});

test('auto-accept during a dispute: an order it assigns shows on /dispute, and it can be stopped from there', async ({ page, backend }) => {
  backend.reset({ autoacceptExpiresAt: new Date(Date.now() + 30 * 60_000).toISOString() });
  const { outOrder } = await disputeOnTheInOrder(backend);
  await openApp(page, '/dispute');
  await expect(page.getByRole('heading', { name: 'Другие активные сделки: 1' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Автоприём ищет сделки' })).toBeVisible();
  await expect.poll(() => backend.sockets()).toBe(1);

  const assigned = { ...outOrder, id: randomUUID(), amount_rub: 5300, usdt_to_trader: 56.38 };
  backend.assignOrder(assigned);
  await expect(page.getByRole('heading', { name: 'Другие активные сделки: 2' })).toBeVisible();
  await expect(page.getByText('В работе ещё 2 сделки — они ниже.')).toBeVisible();
  await expect(others(page).locator(`[data-order-id="${assigned.id}"]`)).toContainText(`5${NB}300,00`);
  await expect(page).toHaveURL(/\/dispute$/);

  await page.getByRole('button', { name: 'Остановить автоприём' }).click();
  await expect(page.getByText('Автоприём остановлен')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Автоприём ищет сделки' })).toHaveCount(0);
  expect(backend.applied('disableAutoaccept')).toBe(1);
  expect(backend.snapshot().autoacceptExpiresAt).toBeNull();
});
