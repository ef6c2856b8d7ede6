// Biometric confirmation of money moves (moved from tests/e2e/stateful/biometry.spec.ts, assertions
// kept), the stand-in client on jsdom's bridge, counted at the stateful backend (the ledger is
// checked after every test). Where the client offers biometry, withdraw and transfer ask
// for it after the confirmation popup; the money goes once when it passes, whatever the taps, and
// never when it fails. The device in other states: biometry-*.test.tsx (tests/screen/biometry.ts).
import { describe, expect, it as test } from 'vitest';
import { renderScreen, screenBackend } from '../support/render-screen.tsx';
import { SETTLE_MS, movedOnce, nativeMainButtonReady, pressMainButtonTwice, release, sleep } from '../support/screen-telegram.ts';
import { GRANTED, order, withdrawForm } from './biometry.ts';

describe('biometric confirmation of money moves', () => {
  test('withdraw: popup, then biometry; two presses send once', async () => {
    const backend = screenBackend();
    const page = await withdrawForm({ biometry: { ...GRANTED, auth: 'authorized' } });
    await pressMainButtonTwice(page, 250);
    await movedOnce(page, backend, 'withdraw', 12.5);
    expect(await order(page)).toEqual(['web_app_open_popup', 'web_app_biometry_request_auth']);
  });

  test('presses while the biometry dialog is open do nothing; the move goes once it passes', async () => {
    const backend = screenBackend();
    const page = await withdrawForm({ biometry: { ...GRANTED, auth: 'authorized' }, hold: ['biometryAuth'] });
    await pressMainButtonTwice(page, 0);
    await expect.poll(async () => (await order(page)).length).toBe(2);
    await pressMainButtonTwice(page, 100);
    await sleep(500);
    expect(backend.count({ operationId: 'withdraw' })).toBe(0);
    await release(page, 'biometryAuth');
    await movedOnce(page, backend, 'withdraw', 12.5);
    expect(await order(page)).toEqual(['web_app_open_popup', 'web_app_biometry_request_auth']);
  });

  test('failed biometry sends nothing and says so; the form stays for another try', async () => {
    const backend = screenBackend();
    const page = await withdrawForm({ biometry: { ...GRANTED, auth: 'failed' } });
    await pressMainButtonTwice(page, 0);
    await expect(page.getByTestId('server-error')).toHaveText('Биометрия не подтверждена. Деньги не отправлены.');
    await sleep(SETTLE_MS);
    expect(backend.count({ operationId: 'withdraw' })).toBe(0);
    expect(backend.ledger().operations).toEqual([]);
    await expect(page.getByLabel('Сумма', { exact: true })).toHaveValue('12,5');

    // The trader tries again and passes: sent once.
    if (window.__tgAnswers?.biometry) window.__tgAnswers.biometry.auth = 'authorized';
    await nativeMainButtonReady(page, 'Вывести');
    await pressMainButtonTwice(page, 0);
    await movedOnce(page, backend, 'withdraw', 12.5);
  });

  test('declining the popup asks no biometry and sends nothing', async () => {
    const backend = screenBackend();
    const page = await withdrawForm({ biometry: { ...GRANTED, auth: 'authorized' } });
    window.__tgPopupAnswer = 'cancel';
    await pressMainButtonTwice(page, 0);
    await expect.poll(async () => (await order(page)).length).toBe(1);
    await sleep(SETTLE_MS);
    expect(backend.count({ operationId: 'withdraw' })).toBe(0);
    expect(await order(page)).toEqual(['web_app_open_popup']);
  });

  test('transfer: popup, then biometry; sent once', async () => {
    const backend = screenBackend();
    const page = await renderScreen('balance-translation', {}, { client: { answers: { biometry: { ...GRANTED, auth: 'authorized' } } } });
    await page.getByLabel('Сумма', { exact: true }).fill('7,25');
    await page.getByLabel('Получатель').fill('trader_42');
    await nativeMainButtonReady(page, 'Перевести');
    await pressMainButtonTwice(page, 250);
    await movedOnce(page, backend, 'transfer', 7.25);
    expect(await order(page)).toEqual(['web_app_open_popup', 'web_app_biometry_request_auth']);
  });

  test('transfer with failed biometry: nothing sent', async () => {
    const backend = screenBackend();
    const page = await renderScreen('balance-translation', {}, { client: { answers: { biometry: { ...GRANTED, auth: 'failed' } } } });
    await page.getByLabel('Сумма', { exact: true }).fill('7,25');
    await page.getByLabel('Получатель').fill('trader_42');
    await nativeMainButtonReady(page, 'Перевести');
    await pressMainButtonTwice(page, 0);
    await expect(page.getByTestId('server-error')).toHaveText('Биометрия не подтверждена. Деньги не отправлены.');
    await sleep(SETTLE_MS);
    expect(backend.count({ operationId: 'transfer' })).toBe(0);
  });
});
