// Notices say only what is known (issue 37): a withdrawal is told of by the answer to the trader's
// request (with the operation's status) and by the backend's balance_withdrawal events (an amount
// and the operation's id, no status: this backend sends one when the withdrawal is created and one
// when it is sent on chain). Every toast the page shows is recorded: the two sides never show
// together about one operation, no toast says the money left while the operation is on hold,
// and the event's notice opens the operation, whose screen reads the status afresh.
// The rule: src/domain/operation-notices.ts.
import type { Page } from '@playwright/test';
import { expect, openApp, test } from '../../support/stateful.ts';
import { ADDRESS, OPERATION_URL } from './money.ts';
import { routeInApp } from '../../support/app.ts';

declare global {
  interface Window {
    /** Every distinct set of toasts on screen at once, in order. */
    __toastSets?: string[][];
  }
}

/** Records the texts of the toasts on screen at every change of the page. */
async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__toastSets = [];
    let last = '';
    const look = () => {
      const texts = [...document.querySelectorAll('[data-sonner-toast]')]
        .filter((t) => t.getAttribute('data-removed') !== 'true')
        .map((t) => (t.textContent ?? '').replace(/\s+/g, ' ').trim());
      const key = JSON.stringify(texts);
      if (key !== last) {
        last = key;
        window.__toastSets?.push(texts);
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}
const toastSets = (page: Page) => page.evaluate(() => window.__toastSets ?? []);


test('a withdrawal: one toast about it at a time, none saying the money left while it is on hold; "Вывод обновлён" opens it with its status', async ({ page, backend }) => {
  await recordToasts(page);
  await openApp(page, '/balance/conclusion');
  await expect.poll(() => backend.sockets()).toBe(1);
  await page.getByLabel('Сумма', { exact: true }).fill('100');
  await page.getByLabel('Адрес кошелька USDT').fill(ADDRESS);
  page.on('dialog', (dialog) => void dialog.accept()); // outside Telegram the confirmation is window.confirm
  await page.getByRole('button', { name: 'Вывести' }).click();
  await expect(page).toHaveURL(OPERATION_URL);
  const operationId = new URL(page.url()).pathname.split('/').pop() ?? '';
  expect(backend.snapshot().operations.find((o) => o.id === operationId)?.status).toBe('HOLD');
  // The backend told the socket before it answered: the answer's notice, with the status it carries, is the one left.
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast.filter({ hasText: 'Заявка на вывод создана' })).toContainText('В обработке');
  await expect(page.getByText('В обработке').first()).toBeVisible();
  await page.waitForTimeout(1000);
  const onHold = await toastSets(page);
  expect(onHold.flat().filter((text) => /Средства выведены/.test(text)), 'no toast says the money left while the withdrawal is on hold').toEqual([]);
  expect(onHold.filter((set) => set.filter((text) => text.includes('100,00')).length > 1), 'two toasts about the withdrawal at once').toEqual([]);

  // Sent on chain, while the trader is on /balance: the event's notice does not guess the status, it opens the operation.
  await routeInApp(page, '/balance');
  await expect(page.getByTestId('available')).toBeVisible();
  backend.settleWithdrawal(operationId, true);
  const updated = toast.filter({ hasText: 'Вывод обновлён' });
  await expect(updated).toContainText('−100,00');
  await expect(toast.filter({ hasText: '100,00' })).toHaveCount(1);
  await updated.getByRole('button', { name: 'Открыть' }).click();
  await expect(page).toHaveURL(new RegExp(`/balance/operations/${operationId}$`));
  await expect(page.locator('main')).toContainText('Выполнена');
  const all = await toastSets(page);
  expect(all.filter((set) => set.filter((text) => text.includes('100,00')).length > 1), 'two toasts about the withdrawal at once').toEqual([]);
});
