// Withdrawal with a saved address (issue 28, item 2) against the stateful backend, counted there:
// a new address saved to Telegram's cloud storage after the withdrawal, then, back through
// Telegram's BackButton, offered first and withdrawn to again. The rest of the withdrawal's terms
// and saved addresses are screen tests: tests/screen/withdrawal-terms.test.tsx.
import type { Page } from '@playwright/test';
import { cloudStorage, installTelegramClient, nativeMainButtonReady, postedOf } from '../../support/telegram-client.ts';
import { expect, openApp, test } from '../../support/stateful.ts';
import { ADDRESS, OPERATION_URL, SETTLE_MS } from './money.ts';

const OTHER = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

const amountField = (page: Page) => page.getByLabel('Сумма', { exact: true });
const addressField = (page: Page) => page.getByLabel('Адрес кошелька USDT');
const saved = (entries: { address: string; label: string; used_at: number }[]) => ({ withdraw_addresses: JSON.stringify(entries) });

/** The messages of the confirmation popups the app asked the client for. */
async function popupMessages(page: Page): Promise<string[]> {
  return (await postedOf(page, 'web_app_open_popup')).map((e) => String(e.data?.['message'] ?? ''));
}

test('a new address is offered for saving after the withdrawal, saved to cloud storage, then offered first and withdrawn to again', async ({ page, backend }) => {
  await installTelegramClient(page, { cloud: saved([{ address: OTHER, label: 'OKX', used_at: 1 }]) });
  await openApp(page, 'balance-conclusion');
  await expect(page.getByRole('region', { name: 'Сохранённые адреса' }).getByRole('button', { name: /^Выбрать адрес/ })).toHaveCount(1);
  await amountField(page).fill('12,5');
  await addressField(page).fill(ADDRESS);
  await nativeMainButtonReady(page, 'Вывести');
  await page.evaluate(() => window.Telegram?.WebView?.receiveEvent?.('main_button_pressed'));
  await expect(page).toHaveURL(OPERATION_URL);

  // On the operation's page: save it under a label. An empty one is refused and nothing is lost.
  const offer = page.getByRole('region', { name: 'Сохранить адрес' });
  await expect(offer).toContainText('Он будет на всех ваших устройствах с Telegram.');
  await offer.getByRole('button', { name: 'Сохранить' }).click();
  await expect(offer.getByText('Введите название, например «Binance»')).toBeVisible();
  await offer.getByLabel('Название адреса').fill('Binance');
  await offer.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Адрес сохранён', { exact: true })).toBeVisible();
  await expect(offer).toHaveCount(0);
  const cloud = JSON.parse((await cloudStorage(page))['withdraw_addresses'] ?? '[]') as { address: string; label: string; used_at: number }[];
  expect(cloud.map((e) => [e.label, e.address])).toEqual([
    ['Binance', ADDRESS],
    ['OKX', OTHER],
  ]);

  // Another visit of the form (Back to the balance, Вывести): the new one first (the last used), picked in one tap.
  await page.evaluate(() => window.Telegram?.WebView?.receiveEvent?.('back_button_pressed'));
  await expect(page).toHaveURL(/\/balance$/);
  await page.getByRole('navigation', { name: 'Действия с балансом' }).getByRole('button', { name: 'Вывести' }).click();
  const picks = page.getByRole('region', { name: 'Сохранённые адреса' }).getByRole('button', { name: /^Выбрать адрес/ });
  await expect(picks).toHaveText([/^Binance/, /^OKX/]);
  await picks.first().click();
  await expect(addressField(page)).toHaveValue(ADDRESS);
  await expect(page.getByText('Сохранённый адрес «Binance». Проверьте его перед выводом.')).toBeVisible();
  await amountField(page).fill('20');
  await nativeMainButtonReady(page, 'Вывести');
  await page.evaluate(() => window.Telegram?.WebView?.receiveEvent?.('main_button_pressed'));
  await expect(page).toHaveURL(OPERATION_URL);
  await expect(page.getByRole('region', { name: 'Сохранить адрес' })).toHaveCount(0);
  await page.waitForTimeout(SETTLE_MS);

  // Two intents, each debited once; the confirmation named the label beside the whole address.
  expect(backend.ledger().operations.map((o) => o.amount)).toEqual([-12.5, -20]);
  expect(backend.applied('withdraw')).toBe(2);
  expect((await popupMessages(page)).at(-1)).toContain(`20,00 USDT на адрес «Binance» ${ADDRESS}, сеть TRON (TRC20).`);
});
