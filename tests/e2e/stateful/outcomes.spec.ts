// Outcomes are told (issue 37, point 5), on the stateful backend: when support closes a dispute in
// the merchant's favour and the order is cancelled, the app lands on /trade/order/complete, and
// that screen says the dispute closed, in whose favour, with the support's comment, the reason and
// the receipts, and that the balance did not move (no way to the operations, nothing in the
// ledger); History's sheet of the order shows one state line, the decision and the receipts.
import { expect, openApp, test } from '../../support/stateful.ts';
import { ORDER, REASON, disputeWithReceipt } from './dispute.ts';

test('a dispute closed for the merchant: the order screen tells the decision, the comment, the reason and the receipts, and that the balance did not move', async ({ page, backend }) => {
  await disputeWithReceipt(page);
  await expect.poll(() => backend.sockets()).toBe(1);
  const ledgerBefore = backend.ledger();
  backend.cancelAfterDispute(ORDER);

  await expect(page).toHaveURL(new RegExp(`/trade/order/complete\\?order_id=${ORDER}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Сделка отменена' })).toBeVisible();
  await expect(page.getByText('Сделка закрыта без оплаты. Баланс по ней не изменился.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Операции по балансу' })).toHaveCount(0);
  const dispute = page.getByRole('region', { name: 'Спор по сделке закрыт' });
  await expect(dispute.getByRole('heading', { name: 'Спор решён в пользу мерчанта' })).toBeVisible();
  await expect(dispute.getByRole('region', { name: 'Комментарий поддержки' })).toContainText('Без комментария');
  await expect(dispute.getByRole('region', { name: 'Комментарий поддержки' })).toContainText(REASON);
  await expect(dispute.getByRole('region', { name: 'Чеки и выписки' })).toContainText('Чек 22.11.png');
  expect(backend.ledger()).toEqual(ledgerBefore);

  await openApp(page, '/history');
  await page.locator(`.history-row[data-order-id="${ORDER}"]`).click();
  const sheet = page.getByRole('dialog', { name: /^Сделка/ });
  const section = sheet.getByRole('region', { name: 'Спор' });
  await expect(section.getByRole('definition').first()).toHaveText('Закрыт');
  await expect(section).toContainText('В пользу мерчанта');
  await expect(section.getByText('Статус спора')).toHaveCount(0);
  await expect(section.getByText('Состояние')).toHaveCount(0);
  await expect(sheet.getByRole('region', { name: 'Чеки и выписки' })).toContainText('Чек 22.11.png');
});
