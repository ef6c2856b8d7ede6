// Issue 37, point 10, against the stateful backend: after a confirmation the completion screen's
// "Операции по балансу" opens the tab that holds the credit just received, and that operation's
// "ID сделки" opens the order it names (its sheet in History), not only a copy of the id.
import { expect, openApp, test } from '../../support/stateful.ts';

const NB = '\u00a0';

test('the credit of a confirmed order is one tap from the completion screen, and its order one tap from the credit', async ({ page, backend }) => {
  const [active] = backend.snapshot().orders;
  if (!active) throw new Error('the seed has no order');
  page.on('dialog', (dialog) => void dialog.accept()); // outside Telegram the confirmation is window.confirm
  await openApp(page, '/');
  await page.getByRole('button', { name: 'Подтвердить получение' }).click();
  await expect(page).toHaveURL(/\/trade\/order\/complete\?order_id=/);

  await page.getByRole('button', { name: 'Операции по балансу' }).click();
  await expect(page).toHaveURL(/\/balance\/operations\?status=completed$/);
  await expect(page.getByRole('tab', { name: 'Выполнены' })).toHaveAttribute('aria-selected', 'true');
  const credit = page.locator('.balance-op').filter({ hasText: 'Сделка' }).filter({ hasText: `+158,73${NB}USDT` });
  await expect(credit).toHaveCount(1);

  await credit.click();
  await expect(page).toHaveURL(/\/balance\/operations\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Открыть сделку' }).click();
  await expect(page).toHaveURL(new RegExp(`/history\\?q=${active.id}$`));
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTitle(`Скопировать номер сделки: ${active.id}`)).toBeVisible();
  await expect(sheet).toContainText(`15${NB}000,00${NB}₽`);
});
