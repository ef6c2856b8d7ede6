// What a trader types and what the network does to a press, against the stateful backend:
// a recipient typed with invisible characters reaches the server as the popup showed it
// (normalised: no bidi controls, no zero-width characters), and a withdrawal pressed while the
// phone is offline fails at once and is never sent later on its own once the connection is back.
import type { Page } from '@playwright/test';
import { installTelegramClient, nativeMainButtonReady, posted } from '../telegram-client.ts';
import { expect, openApp, test } from './fixture.ts';
import { ADDRESS, OPERATION_URL, SETTLE_MS, movedOnce } from './money.ts';

const pressMain = (page: Page) => page.evaluate(() => window.Telegram?.WebView?.receiveEvent?.('main_button_pressed'));

test('a recipient typed with a right-to-left override and a zero-width space is confirmed and sent normalised', async ({ page, backend }) => {
  await installTelegramClient(page);
  await openApp(page, '/balance/translation');
  await page.getByLabel('Сумма', { exact: true }).fill('7,25');
  // U+202E shows what follows reversed; U+200B is invisible.
  await page.getByLabel('Получатель').fill('\u202Etrader\u200B_42\u200B');
  await nativeMainButtonReady(page, 'Перевести');
  await pressMain(page);
  await movedOnce(page, backend, 'transfer', 7.25);

  const sent = backend.requests.filter((r) => r.operationId === 'transfer').map((r) => r.body);
  expect(sent).toEqual([{ amount: 7.25, recipient: 'trader_42' }]);
  const popups = (await posted(page)).filter((e) => e.type === 'web_app_open_popup').map((e) => (e.data as { message: string }).message);
  // The popup names exactly the recipient the server got.
  expect(popups).toEqual(['7,25 USDT трейдеру trader_42.']);
});

test('a withdrawal pressed offline fails at once and is not sent when the connection returns; a new press sends it once', async ({ page, backend }) => {
  // Three deliberate settle waits (offline, back online, after the send) on top of two sends.
  test.slow();
  await installTelegramClient(page);
  await openApp(page, '/balance/conclusion');
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
