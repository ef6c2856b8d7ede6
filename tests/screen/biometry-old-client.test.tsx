// Biometric confirmation of money moves (moved from tests/e2e/stateful/biometry.spec.ts, assertions
// kept), the stand-in client on jsdom's bridge, counted at the stateful backend (the ledger is
// checked after every test). A 6.0 client (the SDK starts once per file, with its version).
import { describe, expect, it as test, vi } from 'vitest';
import { renderScreen, screenBackend } from '../support/render-screen.tsx';
import { ADDRESS, movedOnce, nativeMainButtonReady, posted, pressMainButtonTwice } from '../support/screen-telegram.ts';
import { GRANTED } from './biometry.ts';

describe('biometric confirmation of money moves', () => {
  test('an old client (6.0) with biometry on the device: the popup alone confirms', async () => {
    const backend = screenBackend();
    // Popups are Mini Apps 6.2: a 6.0 client gets the browser confirmation.
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const page = await renderScreen('balance-conclusion', {}, { client: { answers: { biometry: { ...GRANTED, auth: 'failed' } } }, version: '6.0' });
    await page.getByLabel('Сумма', { exact: true }).fill('12,5');
    await page.getByLabel('Адрес кошелька USDT').fill(ADDRESS);
    await nativeMainButtonReady(page, 'Вывести');
    await pressMainButtonTwice(page, 0);
    await movedOnce(page, backend, 'withdraw', 12.5);
    expect((await posted(page)).filter((e) => e.type.startsWith('web_app_biometry'))).toEqual([]);
  });
});
