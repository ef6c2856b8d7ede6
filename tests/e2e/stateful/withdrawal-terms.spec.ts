// Withdrawal without arithmetic (issue 28, item 2) against the stateful backend, counted there:
// "Вся сумма" fills what is available and withdraws it once; the terms (fee, minimum, what
// arrives) show before and in the confirmation and are kept to; addresses are saved under a label
// in Telegram's cloud storage (or on the device without it), offered last used first, and still
// checked in full before sending; a backend without the terms call gets the form as before.
import type { Page } from '@playwright/test';
import { cloudStorage, installTelegramClient, nativeMainButtonReady, postedOf, pressMainButtonTwice } from '../../support/telegram-client.ts';
import { expect, openApp, test } from '../../support/stateful.ts';
import { ADDRESS, OPERATION_URL, SETTLE_MS, movedOnce } from './money.ts';

const NB = '\u00a0';
const OTHER = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
/** ADDRESS with its last character changed: the right shape, a wrong checksum. */
const TYPO = `${ADDRESS.slice(0, -1)}D`;

const amountField = (page: Page) => page.getByLabel('Сумма', { exact: true });
const addressField = (page: Page) => page.getByLabel('Адрес кошелька USDT');
const terms = (page: Page) => page.getByTestId('withdrawal-terms');
const saved = (entries: { address: string; label: string; used_at: number }[]) => ({ withdraw_addresses: JSON.stringify(entries) });

/** The messages of the confirmation popups the app asked the client for. */
async function popupMessages(page: Page): Promise<string[]> {
  return (await postedOf(page, 'web_app_open_popup')).map((e) => String(e.data?.['message'] ?? ''));
}

test('"Вся сумма" fills the available amount; the fee, the minimum and what arrives show, are confirmed, and the amount is debited once', async ({ page, backend }) => {
  await installTelegramClient(page);
  await openApp(page, 'balance-conclusion');
  await expect(terms(page)).toBeVisible();
  await expect(page.getByTestId('terms-fee')).toHaveText(`1,00${NB}USDT`);
  await expect(page.getByTestId('terms-min')).toHaveText(`10,00${NB}USDT`);
  await expect(page.getByTestId('terms-arrives')).toHaveCount(0);

  await page.getByRole('button', { name: 'Вся сумма' }).click();
  await expect(amountField(page)).toHaveValue('1250,50');
  await expect(page.getByTestId('terms-arrives')).toHaveText(`1${NB}249,50${NB}USDT`);
  await addressField(page).fill(ADDRESS);
  await nativeMainButtonReady(page, 'Вывести');
  await pressMainButtonTwice(page, 250);

  await movedOnce(page, backend, 'withdraw', 1250.5);
  expect(backend.requests.find((r) => r.operationId === 'withdraw')?.body).toEqual({ amount: 1250.5, address: ADDRESS });
  expect(await popupMessages(page)).toEqual([
    `1${NB}250,50 USDT на адрес ${ADDRESS}, сеть TRON (TRC20). Комиссия сети 1,00 USDT (минимум вывода 10,00 USDT), на адрес придёт 1${NB}249,50 USDT. Перевод в блокчейне нельзя отменить.`,
  ]);
  expect(backend.ledger().available).toBe(0);
});

test('the terms are kept to: less than the minimum available, or typed, is named beside the field and nothing is sent', async ({ page, backend }) => {
  backend.reset({ balance: { available: 9.999, total: 9.999, overdraft: 0 } });
  await installTelegramClient(page);
  await openApp(page, 'balance-conclusion');
  await expect(terms(page)).toBeVisible();
  await page.getByRole('button', { name: 'Вся сумма' }).click();
  await expect(page.getByText(`Доступно меньше минимальной суммы вывода (10,00${NB}USDT)`)).toBeVisible();
  // What was typed stays; the field says what is wrong.
  await amountField(page).fill('5');
  await addressField(page).fill(ADDRESS);
  await nativeMainButtonReady(page, 'Вывести');
  await page.evaluate(() => window.Telegram?.WebView?.receiveEvent?.('main_button_pressed'));
  await expect(page.getByText(`Минимальная сумма вывода: 10,00${NB}USDT`)).toBeVisible();
  await expect(amountField(page)).toHaveValue('5');
  await expect(addressField(page)).toHaveValue(ADDRESS);
  await page.waitForTimeout(SETTLE_MS);
  expect(backend.count({ operationId: 'withdraw' })).toBe(0);
  expect(await popupMessages(page)).toEqual([]);
});

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

test('the last used address is offered first, and a withdrawal to a saved one moves it first in the cloud', async ({ page, backend }) => {
  await installTelegramClient(page, {
    cloud: saved([
      { address: ADDRESS, label: 'Binance', used_at: 1_700_000_000_000 },
      { address: OTHER, label: 'OKX', used_at: 1_700_000_500_000 },
    ]),
  });
  await openApp(page, 'balance-conclusion');
  const picks = page.getByRole('region', { name: 'Сохранённые адреса' }).getByRole('button', { name: /^Выбрать адрес/ });
  await expect(picks).toHaveText([/^OKX/, /^Binance/]);
  await picks.nth(1).click();
  await amountField(page).fill('15');
  await nativeMainButtonReady(page, 'Вывести');
  await page.evaluate(() => window.Telegram?.WebView?.receiveEvent?.('main_button_pressed'));
  await movedOnce(page, backend, 'withdraw', 15);
  await expect.poll(async () => (JSON.parse((await cloudStorage(page))['withdraw_addresses'] ?? '[]') as { label: string }[]).map((e) => e.label)).toEqual(['Binance', 'OKX']);
});

test('a saved address with a typo (changed on another device) is refused by the full TRC20 check and nothing is sent', async ({ page, backend }) => {
  await installTelegramClient(page, { cloud: saved([{ address: TYPO, label: 'Старый кошелёк', used_at: 1 }]) });
  await openApp(page, 'balance-conclusion');
  await page.getByRole('button', { name: /^Выбрать адрес «Старый кошелёк»/ }).click();
  await expect(addressField(page)).toHaveValue(TYPO);
  await expect(page.getByText('Проверьте адрес: в нём опечатка')).toBeVisible();
  await amountField(page).fill('15');
  await nativeMainButtonReady(page, 'Вывести');
  await page.evaluate(() => window.Telegram?.WebView?.receiveEvent?.('main_button_pressed'));
  await page.waitForTimeout(SETTLE_MS);
  await expect(page.getByText('Проверьте адрес: в нём опечатка')).toBeVisible();
  expect(backend.count({ operationId: 'withdraw' })).toBe(0);
  expect(await popupMessages(page)).toEqual([]);
});

test('without cloud storage (a browser): the address is saved on this device and offered after a reload', async ({ page, backend }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await openApp(page, 'balance-conclusion');
  await amountField(page).fill('12,5');
  await addressField(page).fill(ADDRESS);
  await page.getByRole('button', { name: 'Вывести', exact: true }).click();
  await movedOnce(page, backend, 'withdraw', 12.5);
  const offer = page.getByRole('region', { name: 'Сохранить адрес' });
  await expect(offer).toContainText('Он сохранится на этом устройстве.');
  await offer.getByLabel('Название адреса').fill('Личный');
  await offer.getByLabel('Название адреса').press('Enter');
  await expect(page.getByText('Адрес сохранён на этом устройстве')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tapps/withdraw-addresses'))).toContain(ADDRESS);

  await page.goto(page.url().replace(/\/balance\/operations\/[^#]*/, '/balance/conclusion'));
  await page.getByRole('button', { name: /^Выбрать адрес «Личный»/ }).click();
  await expect(addressField(page)).toHaveValue(ADDRESS);
  // Removing it asks first (window.confirm here), then it is gone.
  await page.getByRole('button', { name: 'Удалить адрес «Личный»' }).click();
  await expect(page.getByRole('region', { name: 'Сохранённые адреса' })).toHaveCount(0);
  // The removal is remembered (issue 42: another device's copy must not bring it back), nothing else.
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('tapps/withdraw-addresses'))) ?? 'null')).toEqual([{ address: ADDRESS, removed_at: expect.any(Number) as unknown }]);
});

test('a backend without the terms call (404): no fee line, no error, and the withdrawal works as before', async ({ page, backend }) => {
  backend.lack(['getWithdrawalTerms'], 404);
  await installTelegramClient(page);
  await openApp(page, 'balance-conclusion');
  await expect(page.getByRole('button', { name: 'Вся сумма' })).toBeVisible();
  await expect.poll(() => backend.count({ operationId: 'getWithdrawalTerms', status: 404 })).toBe(1);
  await expect(terms(page)).toHaveCount(0);
  await expect(page.getByText(/комиссию сети/)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Вся сумма' }).click();
  await expect(amountField(page)).toHaveValue('1250,50');
  await amountField(page).fill('12,5');
  await addressField(page).fill(ADDRESS);
  await nativeMainButtonReady(page, 'Вывести');
  await page.evaluate(() => window.Telegram?.WebView?.receiveEvent?.('main_button_pressed'));
  await movedOnce(page, backend, 'withdraw', 12.5);
  expect(await popupMessages(page)).toEqual([`12,50 USDT на адрес ${ADDRESS}, сеть TRON (TRC20). Перевод в блокчейне нельзя отменить.`]);
  // Asked once: the submit did not ask a backend without the call again.
  expect(backend.count({ operationId: 'getWithdrawalTerms' })).toBe(1);
});

test('terms that fail to load (500) say so with Повторить; the form keeps what was typed, and Повторить brings them', async ({ page, backend }) => {
  backend.failNext('getWithdrawalTerms', 500);
  await installTelegramClient(page);
  await openApp(page, 'balance-conclusion');
  await expect(page.getByTestId('terms-failed')).toContainText('Не удалось загрузить комиссию сети');
  await amountField(page).fill('50,25');
  await page.getByTestId('terms-failed').getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByTestId('terms-arrives')).toHaveText(`49,25${NB}USDT`);
  await expect(amountField(page)).toHaveValue('50,25');
  expect(backend.count({ operationId: 'getWithdrawalTerms' })).toBe(2);
});
