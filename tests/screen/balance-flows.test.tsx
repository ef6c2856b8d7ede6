// The balance's flows at the screen layer (moved from tests/e2e/balance.spec.ts, assertions kept),
// against the stateful backend answering the contract's examples as Prism does: one withdrawal
// request per double tap and the new operation shown, a transfer with its confirmation, the
// operations tabs in the URL, an operation with every field and its hash copied. The layout at
// 360 px, the deposit address's QR and the browser's clipboard, the CSV download and the
// virtualized list stay in Playwright.
import { describe, expect, it, vi } from 'vitest';
import { documentedExample } from '../backend/contract.ts';
import type { OperationId } from '../backend/server.ts';
import { renderScreen, screenBackend, startFromExamples, type Screen } from '../support/render-screen.tsx';

const NB = '\u00a0';
const NEW_WITHDRAWAL = '55d32369-b409-43af-b176-db56a4c3ce45';
const ADDRESS = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';

const amountField = (page: Screen) => page.getByLabel('Сумма', { exact: true });
const addressField = (page: Screen) => page.getByLabel('Адрес кошелька USDT');
const submitWithdraw = (page: Screen) => page.getByRole('button', { name: 'Вывести', exact: true });
const tab = (page: Screen, name: string) => page.getByRole('tablist', { name: 'Статус операций' }).getByRole('tab', { name, exact: true });

/** Outside Telegram the confirmation is window.confirm: accepted; `dialogs` records each message. */
function answerDialogs(): string[] {
  const dialogs: string[] = [];
  vi.spyOn(window, 'confirm').mockImplementation((message) => {
    dialogs.push(String(message));
    return true;
  });
  return dialogs;
}

/** The backend answers `operationId` with its documented example, as Prism does (the call is recorded, not applied). */
function answerExample(operationId: OperationId, status = 200): void {
  screenBackend().answerNext(operationId, status, structuredClone(documentedExample(operationId, status)));
}

async function fillWithdrawal(amount = '50,25', address = ADDRESS) {
  const dialogs = answerDialogs();
  const page = await renderScreen('balance-conclusion');
  await expect(page.getByTestId('available-for-withdraw')).toHaveText(`1${NB}250,50 USDT`);
  await amountField(page).fill(amount);
  await addressField(page).fill(address);
  return { page, dialogs };
}

describe('withdrawal', () => {
  it('a double tap sends one request, and the new operation is shown', async () => {
    startFromExamples();
    answerExample('withdraw');
    const { page } = await fillWithdrawal();
    const posts = () => page.requests({ method: 'POST', operationId: 'withdraw' });
    // Slow the answer so the second tap lands while the first is in flight.
    screenBackend().configure({ latencyMs: 600 });
    await submitWithdraw(page).dblclick();
    await expect(page).toHaveURL(new RegExp(`/balance/operations/${NEW_WITHDRAWAL}$`));
    screenBackend().configure({ latencyMs: 0 });
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.body).toEqual({ amount: 50.25, address: ADDRESS });
    // The server's answer, not another example of the detail call.
    await expect(page.getByRole('heading', { name: 'Операция' })).toBeVisible();
    await expect(page.getByTestId('operation-amount')).toHaveText('\u221250,25 USDT');
    const fields = page.getByRole('definition');
    await expect(page.getByTitle(`Скопировать ID операции: ${NEW_WITHDRAWAL}`)).toBeVisible();
    await expect(fields.filter({ hasText: 'В обработке' })).toHaveCount(1);
    await expect(page.getByTitle(`Скопировать адрес: ${ADDRESS}`)).toBeVisible();
    await expect(page.getByText('Заявка на вывод создана')).toBeVisible();
    expect(posts()).toHaveLength(1);
  });
});

describe('transfer', () => {
  it('sends amount and recipient and opens the transfer', async () => {
    startFromExamples();
    answerExample('getTransferRecipient');
    answerExample('transfer');
    const dialogs = answerDialogs();
    const page = await renderScreen('balance-translation');
    const posts = () => page.requests({ method: 'POST', operationId: 'transfer' });
    await expect(page.getByText('Доступно для перевода:')).toBeVisible();
    await page.getByLabel('Сумма', { exact: true }).fill('100');
    await page.getByLabel('Получатель').fill('maria_trader');
    await page.getByRole('button', { name: 'Перевести', exact: true }).click();
    await expect(page).toHaveURL(/\/balance\/operations\/b7c520ac-1ee9-4d48-8cd0-7d78176feebe$/);
    // The recipient lookup (issue 37) answers with its first example, maria_trader's.
    expect(dialogs).toEqual([`Подтвердите перевод\n\n100,00 USDT трейдеру maria_trader. Получатель: Мария К.`]);
    await expect(page.getByText('Внутренний перевод').first()).toBeVisible();
    expect(posts().map((r) => r.body)).toEqual([{ amount: 100, recipient: 'maria_trader' }]);
    expect(posts()[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('operations', () => {
  it('tabs query by status and stay in the URL; every type has a Russian label', async () => {
    startFromExamples();
    for (let i = 0; i < 10; i += 1) answerExample('listTransactions');
    const page = await renderScreen('balance-operations');
    const lists = () => page.requests({ method: 'GET', operationId: 'listTransactions' });
    await expect(tab(page, 'В обработке')).toHaveAttribute('aria-selected', 'true');
    for (const label of ['Вывод', 'Сделка', 'Внутренний перевод', 'Внутреннее пополнение', 'Пополнение']) {
      await expect(page.locator('.balance-op__type').filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
    }
    await expect(page.getByText('\u221250,25 USDT')).toBeVisible();
    await expect(page.getByText('+500,00 USDT')).toBeVisible();

    await tab(page, 'Выполнены').click();
    await expect(page).toHaveURL(/\/balance\/operations\?status=completed$/);
    await expect(tab(page, 'Выполнены')).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => lists().map((r) => r.query['transaction_status'])).toEqual(['process', 'completed']);
    expect(String(lists()[1]!.query['size'])).toBe('100');

    await page.reload();
    await expect(tab(page, 'Выполнены')).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'В обработке').click();
    await expect(page).toHaveURL(/\/balance\/operations$/);
  });

  it('opens an operation with every field and copyable ids', async () => {
    startFromExamples();
    for (let i = 0; i < 10; i += 1) answerExample('listTransactions');
    const page = await renderScreen('balance-operations');
    await page.locator('.balance-op').filter({ hasText: 'Пополнение' }).filter({ hasNotText: 'Внутреннее' }).click();
    await expect(page).toHaveURL(/\/balance\/operations\/325eae5c-b1cc-47b9-b5c3-cb4b36c01d2b$/);
    await expect(page.getByTestId('operation-amount')).toHaveText('+500,00 USDT');
    for (const label of ['ID операции', 'Тип', 'Статус', 'Сумма', 'Валюта', 'Создана', 'Обновлена', 'ID сделки', 'Хеш транзакции', 'Адрес', 'Комментарий']) {
      await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
    }
    const hash = '9f3c2b1a0e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b';
    const copyHash = page.getByTitle(`Скопировать хеш транзакции: ${hash}`);
    await expect(copyHash).toContainText('9f3c2b1a…4d3c2b');
    await copyHash.click();
    await expect(page.getByText('Скопировано')).toBeVisible();
    // user-event's clipboard (jsdom has none): what the app wrote.
    expect(await navigator.clipboard.readText()).toBe(hash);
  });
});
