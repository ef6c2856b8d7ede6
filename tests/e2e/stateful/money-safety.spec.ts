// Money and order changes against the stateful backend (150 ms per answer, real idempotency):
// every intent reaches the backend once, whatever the spacing of the taps, after success too;
// a lost answer is retried with the same key and debits nothing more; submit sends what was
// typed last. The fixture checks the ledger after every test (nothing debited twice or lost).
import { installTelegramClient, nativeMainButtonReady, pressMainButtonTwice } from '../../support/telegram-client.ts';
import { OPEN_WITHDRAWAL_TERMS } from '../../backend/seed.ts';
import type { TestBackend } from '../../backend/server.ts';
import { expect, openApp, test } from '../../support/stateful.ts';
import { ADDRESS, OPERATION_URL, SETTLE_MS, debitedOnce, movedOnce } from './money.ts';

const NB = '\u00a0';
test.describe('withdraw and transfer: one request per intent', () => {
  for (const gap of [0, 100, 250, 600]) {
    test(`withdraw: two MainButton presses ${gap} ms apart move money once`, async ({ page, backend }) => {
      await installTelegramClient(page);
      await openApp(page, 'balance-conclusion');
      // The withdrawal's socket event is checked below: the socket must be up before the press.
      await expect.poll(() => backend.sockets()).toBe(1);
      await page.getByLabel('Сумма', { exact: true }).fill('12,5');
      await page.getByLabel('Адрес кошелька USDT').fill(ADDRESS);
      await nativeMainButtonReady(page, 'Вывести');

      await pressMainButtonTwice(page, gap);
      await expect(page).toHaveURL(OPERATION_URL);
      // The backend's withdrawal event gives the amount as negative (as the contract's example does): one minus sign.
      // Checked while its toast is up (4 s), before the settle wait.
      await expect(page.getByText(`−12,50${NB}USDT`).or(page.getByText('−12,50 USDT')).first()).toBeVisible();
      await expect(page.getByText(/−-/)).toHaveCount(0);
      await page.waitForTimeout(SETTLE_MS);
      debitedOnce(backend, 'withdraw', 12.5);
      await expect(page.getByText(/−-/)).toHaveCount(0);
    });
  }

  test('transfer: presses 250 ms apart move money once', async ({ page, backend }) => {
    await installTelegramClient(page);
    await openApp(page, 'balance-translation');
    await page.getByLabel('Сумма', { exact: true }).fill('7,25');
    await page.getByLabel('Получатель').fill('trader_42');
    await nativeMainButtonReady(page, 'Перевести');
    await pressMainButtonTwice(page, 250);
    await movedOnce(page, backend, 'transfer', 7.25);
  });

  test('a lost answer: the retry carries the same key and the backend does not debit again', async ({ page, backend }) => {
    // In the browser the confirmation is window.confirm: the trader accepts it each time.
    page.on('dialog', (dialog) => void dialog.accept());
    await openApp(page, 'balance-conclusion');
    await page.getByLabel('Сумма', { exact: true }).fill('20');
    await page.getByLabel('Адрес кошелька USDT').fill(ADDRESS);
    // Chromium itself sends the request again (same headers, same key) while it has kept-alive
    // connections to try; the loss reaches the app once a fresh connection loses it too.
    backend.dropNextResponse('withdraw', 20);
    const submit = page.getByRole('button', { name: 'Вывести', exact: true });
    await submit.click();
    // The debit happened, the answer never came: the trader sees an error and keeps the values.
    await expect(page.getByTestId('server-error')).toBeVisible();
    await expect(page.getByLabel('Сумма', { exact: true })).toHaveValue('20');
    expect(backend.applied('withdraw')).toBe(1);

    backend.clearFaults('withdraw');
    await submit.click();
    await expect(page).toHaveURL(OPERATION_URL);
    const attempts = backend.requests.filter((r) => r.operationId === 'withdraw');
    expect(new Set(attempts.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(attempts[0]).toMatchObject({ dropped: true, replayed: false });
    expect(attempts.at(-1)).toMatchObject({ dropped: false, replayed: true, status: 200 });
    debitedOnceAfterRetry(backend, 20);
  });

  test('a press within a frame of the last keystroke sends what was typed last', async ({ page, backend }) => {
    // Amounts below the withdrawal minimum (issue 28): this test is about the keystroke, not the terms.
    backend.reset({ withdrawalTerms: OPEN_WITHDRAWAL_TERMS });
    await installTelegramClient(page);
    await openApp(page, 'balance-conclusion');
    const amount = page.getByLabel('Сумма', { exact: true });
    await amount.fill('3');
    await page.getByLabel('Адрес кошелька USDT').fill(ADDRESS);
    await nativeMainButtonReady(page, 'Вывести');
    // The keystroke and the press in one task: no render in between.
    await amount.evaluate((input: HTMLInputElement) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, '4');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      window.Telegram?.WebView?.receiveEvent?.('main_button_pressed');
    });
    await expect(page).toHaveURL(OPERATION_URL);
    expect(backend.requests.find((r) => r.operationId === 'withdraw')?.body).toEqual({ amount: 4, address: ADDRESS });
    debitedOnce(backend, 'withdraw', 4);
  });
});

function debitedOnceAfterRetry(backend: TestBackend, amount: number) {
  const ledger = backend.ledger();
  expect(backend.applied('withdraw')).toBe(1);
  expect(ledger.operations.map((o) => o.amount)).toEqual([-amount]);
  expect(ledger.available).toBeCloseTo(ledger.initialAvailable - amount, 3);
}
