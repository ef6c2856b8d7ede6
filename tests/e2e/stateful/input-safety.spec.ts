// What a trader types and what the network does to a press, against the stateful backend:
// a recipient typed with invisible characters reaches the server as the popup showed it
// (normalised: no bidi controls, no zero-width characters), and a withdrawal pressed while the
// phone is offline fails at once and is never sent later on its own once the connection is back;
// a foreign phone pasted on the SBP form stays as pasted, is refused with a message and not saved.
import type { Page } from '@playwright/test';
import { installTelegramClient, nativeMainButtonReady, posted } from '../../support/telegram-client.ts';
import { expect, openApp, test } from '../../support/stateful.ts';
import { ADDRESS, OPERATION_URL, SETTLE_MS, movedOnce } from './money.ts';

const pressMain = (page: Page) => page.evaluate(() => window.Telegram?.WebView?.receiveEvent?.('main_button_pressed'));

test('a recipient typed with a right-to-left override and a zero-width space is confirmed and sent normalised', async ({ page, backend }) => {
  await installTelegramClient(page);
  await openApp(page, 'balance-translation');
  await page.getByLabel('Сумма', { exact: true }).fill('7,25');
  // U+202E shows what follows reversed; U+200B is invisible.
  await page.getByLabel('Получатель').fill('\u202Etrader\u200B_42\u200B');
  await nativeMainButtonReady(page, 'Перевести');
  await pressMain(page);
  await movedOnce(page, backend, 'transfer', 7.25);

  const sent = backend.requests.filter((r) => r.operationId === 'transfer').map((r) => r.body);
  expect(sent).toEqual([{ amount: 7.25, recipient: 'trader_42' }]);
  const popups = (await posted(page)).filter((e) => e.type === 'web_app_open_popup').map((e) => (e.data as { message: string }).message);
  // The popup names exactly the recipient the server got (and who it is: the lookup of issue 37).
  expect(popups).toEqual(['7,25 USDT трейдеру trader_42. Получатель: Пётр С.']);
});

test('a withdrawal pressed offline fails at once and is not sent when the connection returns; a new press sends it once', async ({ page, backend }) => {
  // Three deliberate settle waits (offline, back online, after the send) on top of two sends.
  test.slow();
  await installTelegramClient(page);
  await openApp(page, 'balance-conclusion');
  await page.getByLabel('Сумма', { exact: true }).fill('10');
  await page.getByLabel('Адрес кошелька USDT').fill(ADDRESS);
  await nativeMainButtonReady(page, 'Вывести');

  await page.context().setOffline(true);
  await pressMain(page);
  // The trader is told at once and keeps the values.
  await expect(page.getByTestId('server-error')).toHaveText(/Нет соединения с сервером/);
  await expect(page.getByLabel('Сумма', { exact: true })).toHaveValue('10');
  await page.waitForTimeout(SETTLE_MS);

  await page.context().setOffline(false);
  // Minutes later on a phone; here long enough for a paused mutation to have been resumed and answered.
  await page.waitForTimeout(SETTLE_MS);
  expect(backend.count({ operationId: 'withdraw' })).toBe(0);
  await expect(page).toHaveURL(/\/balance\/conclusion$/);

  // Only the trader's next press sends it.
  await nativeMainButtonReady(page, 'Вывести');
  await pressMain(page);
  // The operation screen's chunk was not loaded yet; on a loaded machine that takes seconds.
  await expect(page).toHaveURL(OPERATION_URL, { timeout: 15_000 });
  await movedOnce(page, backend, 'withdraw', 10);
});

// Issue 25, point 6: '+44 20 7946 0958' pasted on the SBP form became '+7 442 079-46-09' and was saved.
test('a foreign phone pasted on the SBP form stays as pasted, is refused in Russian and is not saved; a Russian one is', async ({ page, backend }) => {
  await openApp(page, 'requisite-add');
  await page.getByRole('tab', { name: 'СБП', exact: true }).click();
  await page.getByRole('button', { name: /Банк/ }).click();
  await page.getByRole('dialog', { name: 'Выберите банк' }).getByRole('option', { name: 'Sberbank' }).click();
  const phone = page.getByLabel('Номер телефона');
  await phone.focus();
  // A paste: the whole text in one input event.
  await page.keyboard.insertText('+44 20 7946 0958');
  await page.getByLabel('Имя владельца').fill('Иван Петров');
  await expect(phone).toHaveValue('+44 20 7946 0958');
  await expect(page.getByText('СБП работает только с российскими мобильными номерами: +7 9XX XXX-XX-XX')).toBeVisible();

  const submit = page.getByRole('button', { name: 'Добавить реквизит', exact: true });
  await submit.click();
  await page.waitForTimeout(SETTLE_MS);
  expect(backend.count({ operationId: 'createRequisite' })).toBe(0);
  await expect(page).toHaveURL(/\/requisite\/add$/);
  await expect(phone).toHaveValue('+44 20 7946 0958');

  await phone.fill('');
  await page.keyboard.insertText('+7 (912) 345-67-89');
  await expect(phone).toHaveValue('+7 912 345-67-89');
  await submit.click();
  await expect(page).toHaveURL(/\/requisite$/);
  expect(backend.requests.filter((r) => r.operationId === 'createRequisite').map((r) => (r.body as { phone?: string }).phone)).toEqual(['+79123456789']);
});
