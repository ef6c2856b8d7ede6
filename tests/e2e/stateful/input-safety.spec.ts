// What the network does to a press, against the stateful backend: a withdrawal pressed while the
// phone is offline (the browser's own offline) fails at once and is never sent later on its own
// once the connection is back. What a trader types (a recipient with invisible characters, a
// foreign phone pasted) is screen-tested: tests/screen/input-safety.test.tsx.
import type { Page } from '@playwright/test';
import { installTelegramClient, nativeMainButtonReady } from '../../support/telegram-client.ts';
import { expect, openApp, test } from '../../support/stateful.ts';
import { ADDRESS, OPERATION_URL, SETTLE_MS, movedOnce } from './money.ts';

const pressMain = (page: Page) => page.evaluate(() => window.Telegram?.WebView?.receiveEvent?.('main_button_pressed'));

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
