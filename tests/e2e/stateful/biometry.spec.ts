// Biometric confirmation of money moves against the stateful backend: where the client offers
// biometry, withdraw and transfer ask for it after the confirmation popup; the money goes once
// when it passes, whatever the taps, and never when it fails or access is refused. Counted at
// the backend (the fixture also checks the ledger after every test).
import type { Page } from '@playwright/test';
import { installTelegramClient, nativeMainButtonReady, posted, pressMainButtonTwice, release, type ClientAnswers } from '../../support/telegram-client.ts';
import { expect, openApp, test } from '../../support/stateful.ts';
import { ADDRESS, SETTLE_MS, movedOnce } from './money.ts';

const GRANTED = { available: true, granted: true, requested: true } as const;

async function withdrawForm(page: Page, answers: ClientAnswers, cloud: Record<string, string> = {}): Promise<void> {
  await installTelegramClient(page, { answers, cloud });
  await openApp(page, 'balance-conclusion');
  await page.getByLabel('Сумма', { exact: true }).fill('12,5');
  await page.getByLabel('Адрес кошелька USDT').fill(ADDRESS);
  await nativeMainButtonReady(page, 'Вывести');
}

async function order(page: Page): Promise<string[]> {
  return (await posted(page)).map((e) => e.type).filter((t) => t === 'web_app_open_popup' || t.startsWith('web_app_biometry_request'));
}

test.describe('biometric confirmation of money moves', () => {
  test('withdraw: popup, then biometry; two presses send once', async ({ page, backend }) => {
    await withdrawForm(page, { biometry: { ...GRANTED, auth: 'authorized' } });
    await pressMainButtonTwice(page, 250);
    await movedOnce(page, backend, 'withdraw', 12.5);
    expect(await order(page)).toEqual(['web_app_open_popup', 'web_app_biometry_request_auth']);
  });

  test('presses while the biometry dialog is open do nothing; the move goes once it passes', async ({ page, backend }) => {
    await withdrawForm(page, { biometry: { ...GRANTED, auth: 'authorized' }, hold: ['biometryAuth'] });
    await pressMainButtonTwice(page, 0);
    await expect.poll(async () => (await order(page)).length).toBe(2);
    await pressMainButtonTwice(page, 100);
    await page.waitForTimeout(500);
    expect(backend.count({ operationId: 'withdraw' })).toBe(0);
    await release(page, 'biometryAuth');
    await movedOnce(page, backend, 'withdraw', 12.5);
    expect(await order(page)).toEqual(['web_app_open_popup', 'web_app_biometry_request_auth']);
  });

  test('failed biometry sends nothing and says so; the form stays for another try', async ({ page, backend }) => {
    await withdrawForm(page, { biometry: { ...GRANTED, auth: 'failed' } });
    await pressMainButtonTwice(page, 0);
    await expect(page.getByTestId('server-error')).toHaveText('Биометрия не подтверждена. Деньги не отправлены.');
    await page.waitForTimeout(SETTLE_MS);
    expect(backend.count({ operationId: 'withdraw' })).toBe(0);
    expect(backend.ledger().operations).toEqual([]);
    await expect(page.getByLabel('Сумма', { exact: true })).toHaveValue('12,5');

    // The trader tries again and passes: sent once.
    await page.evaluate(() => {
      if (window.__tgAnswers?.biometry) window.__tgAnswers.biometry.auth = 'authorized';
    });
    await nativeMainButtonReady(page, 'Вывести');
    await pressMainButtonTwice(page, 0);
    await movedOnce(page, backend, 'withdraw', 12.5);
  });

  test('the first use asks for access; granted, the move goes', async ({ page, backend }) => {
    await withdrawForm(page, { biometry: { available: true, granted: false, requested: false, grantOnRequest: true, auth: 'authorized' } });
    await pressMainButtonTwice(page, 0);
    await movedOnce(page, backend, 'withdraw', 12.5);
    expect(await order(page)).toEqual(['web_app_open_popup', 'web_app_biometry_request_access', 'web_app_biometry_request_auth']);
  });

  test('access refused: nothing sent, and the trader is told where to allow it', async ({ page, backend }) => {
    await withdrawForm(page, { biometry: { available: true, granted: false, requested: false, grantOnRequest: false, auth: 'authorized' } });
    await pressMainButtonTwice(page, 0);
    await expect(page.getByTestId('server-error')).toContainText('Нет доступа к биометрии');
    await page.waitForTimeout(SETTLE_MS);
    expect(backend.count({ operationId: 'withdraw' })).toBe(0);
    expect(await order(page)).toEqual(['web_app_open_popup', 'web_app_biometry_request_access']);
  });

  test('declining the popup asks no biometry and sends nothing', async ({ page, backend }) => {
    await withdrawForm(page, { biometry: { ...GRANTED, auth: 'authorized' } });
    await page.evaluate(() => {
      window.__tgPopupAnswer = 'cancel';
    });
    await pressMainButtonTwice(page, 0);
    await expect.poll(async () => (await order(page)).length).toBe(1);
    await page.waitForTimeout(SETTLE_MS);
    expect(backend.count({ operationId: 'withdraw' })).toBe(0);
    expect(await order(page)).toEqual(['web_app_open_popup']);
  });

  test('turned off (on another device, through cloud storage): the popup alone confirms', async ({ page, backend }) => {
    await withdrawForm(page, { biometry: { ...GRANTED, auth: 'failed' } }, { biometry_confirm: '0' });
    // The press comes once the app has pulled the cloud value: the pull follows the SDK's start,
    // a few tasks and a client answer after the main button is ready.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tapps/biometry-confirm'))).toBe('0');
    await pressMainButtonTwice(page, 0);
    await movedOnce(page, backend, 'withdraw', 12.5);
    expect(await order(page)).toEqual(['web_app_open_popup']);
  });

  test('transfer: popup, then biometry; sent once', async ({ page, backend }) => {
    await installTelegramClient(page, { answers: { biometry: { ...GRANTED, auth: 'authorized' } } });
    await openApp(page, 'balance-translation');
    await page.getByLabel('Сумма', { exact: true }).fill('7,25');
    await page.getByLabel('Получатель').fill('trader_42');
    await nativeMainButtonReady(page, 'Перевести');
    await pressMainButtonTwice(page, 250);
    await movedOnce(page, backend, 'transfer', 7.25);
    expect(await order(page)).toEqual(['web_app_open_popup', 'web_app_biometry_request_auth']);
  });

  test('transfer with failed biometry: nothing sent', async ({ page, backend }) => {
    await installTelegramClient(page, { answers: { biometry: { ...GRANTED, auth: 'failed' } } });
    await openApp(page, 'balance-translation');
    await page.getByLabel('Сумма', { exact: true }).fill('7,25');
    await page.getByLabel('Получатель').fill('trader_42');
    await nativeMainButtonReady(page, 'Перевести');
    await pressMainButtonTwice(page, 0);
    await expect(page.getByTestId('server-error')).toHaveText('Биометрия не подтверждена. Деньги не отправлены.');
    await page.waitForTimeout(SETTLE_MS);
    expect(backend.count({ operationId: 'transfer' })).toBe(0);
  });

  test('an old client (6.0) with biometry on the device: the popup alone confirms', async ({ page, backend }) => {
    await installTelegramClient(page, { answers: { biometry: { ...GRANTED, auth: 'failed' } } });
    // Popups are Mini Apps 6.2: a 6.0 client gets the browser confirmation.
    page.on('dialog', (dialog) => void dialog.accept());
    await openApp(page, 'balance-conclusion', {}, { version: '6.0' });
    await page.getByLabel('Сумма', { exact: true }).fill('12,5');
    await page.getByLabel('Адрес кошелька USDT').fill(ADDRESS);
    await nativeMainButtonReady(page, 'Вывести');
    await pressMainButtonTwice(page, 0);
    await movedOnce(page, backend, 'withdraw', 12.5);
    expect((await posted(page)).filter((e) => e.type.startsWith('web_app_biometry'))).toEqual([]);
  });
});
