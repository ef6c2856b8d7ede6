// Issue 37's proposals beyond the contract, against the stateful backend: an IN order shows what
// its payer declared (Order.payer) on home's open order and on its card; the transfer form names
// the recipient (GET /traders/balance/transfer/recipient) under the field and in the
// confirmation, and sends nothing to one not found. A backend without either shows none of it,
// and nothing else on the screen or in what is sent changes.
import type { Locator, Page } from '@playwright/test';
import { installTelegramClient, nativeMainButtonReady, postedOf } from '../../support/telegram-client.ts';
import { expect, openApp, test } from '../../support/stateful.ts';
import { SETTLE_MS, movedOnce } from './money.ts';

const NB = '\u00a0';

const SECOND_IN = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
// The open order's card with the details to check (issue 37 point 8 put them with the amount, above the sticky action).
const details = (page: Page) => page.locator('section[data-new-order-card]');
const card = (page: Page, id: string) => page.locator(`article[data-order-id="${id}"]`);
/** A block's text without its countdowns (they tick between two reads). */
const steadyText = (block: Locator) =>
  block.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[role="timer"]').forEach((timer) => timer.remove());
    return copy.textContent ?? '';
  });
const pressMain = (page: Page) => page.evaluate(() => window.Telegram?.WebView?.receiveEvent?.('main_button_pressed'));
const popupMessages = async (page: Page) => (await postedOf(page, 'web_app_open_popup')).map((e) => String(e.data?.['message'] ?? ''));

test.describe('what the payer of an IN order declared', () => {
  test.beforeEach(({ backend }) => {
    // Home holds the open IN order (SBP, the payer's phone) and a second IN order as a card (a card payer).
    const [inOrder, outOrder] = backend.snapshot().orders;
    const second = { ...structuredClone(inOrder!), id: SECOND_IN, amount_rub: 7000, payer: { name: 'Иван П.', card_last4: '1234', phone_last4: null } };
    backend.reset({ orders: [inOrder!, outOrder!, second] });
  });

  test('shows on the open order and on its card; the OUT card has none', async ({ page }) => {
    await installTelegramClient(page);
    await openApp(page, '/');
    await expect(details(page)).toContainText(`ПлательщикСергей Д., телефон${NB}••••${NB}9012`);
    await expect(card(page, SECOND_IN)).toContainText(`Плательщик: Иван П., карта${NB}••••${NB}1234`);
    await expect(page.locator('main article[data-order-id]').filter({ hasText: 'Плательщик' })).toHaveCount(1);
  });

  test('a backend without the field shows no payer, and the orders read as they did otherwise', async ({ page, backend }) => {
    await installTelegramClient(page);
    await openApp(page, '/');
    await expect(card(page, SECOND_IN)).toContainText('Плательщик');
    const served = { details: await steadyText(details(page)), card: await steadyText(card(page, SECOND_IN)) };

    backend.lack(['Order.payer']);
    // A fresh start on the same backend (the launch URL is the same: goto would stay on the page).
    await page.reload();
    await expect(card(page, SECOND_IN)).toBeVisible();
    await expect(page.getByText('Плательщик')).toHaveCount(0);
    expect(await steadyText(details(page))).toBe(served.details.replace(`ПлательщикСергей Д., телефон${NB}••••${NB}9012`, ''));
    expect(await steadyText(card(page, SECOND_IN))).toBe(served.card.replace(`Плательщик: Иван П., карта${NB}••••${NB}1234`, ''));
    await expect(page.locator('main article[data-order-id]')).toHaveCount(2);
  });
});

test.describe('the recipient of a transfer named before it is confirmed', () => {
  const amount = (page: Page) => page.getByLabel('Сумма', { exact: true });
  const recipient = (page: Page) => page.getByLabel('Получатель', { exact: true });
  const named = (page: Page) => page.getByTestId('recipient-name');
  const lookups = (backend: { requests: readonly { operationId: string | null; query: Record<string, unknown> }[] }) =>
    backend.requests.filter((r) => r.operationId === 'getTransferRecipient').map((r) => r.query['query']);

  test('typed, the recipient is asked for once, named under the field and in the confirmation, and the transfer goes once', async ({ page, backend }) => {
    await installTelegramClient(page);
    await openApp(page, '/balance/translation');
    await amount(page).fill('7,25');
    // Typed key by key, quicker than the pause: one lookup, for what was typed in the end.
    await recipient(page).pressSequentially('maria_trader', { delay: 40 });
    await expect(named(page)).toHaveText('Получатель: Мария К.');
    expect(lookups(backend)).toEqual(['maria_trader']);

    await nativeMainButtonReady(page, 'Перевести');
    await pressMain(page);
    await movedOnce(page, backend, 'transfer', 7.25);
    expect(backend.requests.filter((r) => r.operationId === 'transfer').map((r) => r.body)).toEqual([{ amount: 7.25, recipient: 'maria_trader' }]);
    expect(await popupMessages(page)).toEqual(['7,25 USDT трейдеру maria_trader. Получатель: Мария К.']);
  });

  test('an edit names the new recipient, never the one before; an id is named too', async ({ page, backend }) => {
    await installTelegramClient(page);
    await openApp(page, '/balance/translation');
    await recipient(page).fill('maria_trader');
    await expect(named(page)).toHaveText('Получатель: Мария К.');
    await recipient(page).fill('42');
    // Until the lookup of the new value answers, no name is shown (not the old one).
    await expect(named(page)).toHaveCount(0);
    await expect(recipient(page)).toHaveAccessibleDescription('Перевод между трейдерами выполняется сразу.');
    await expect(named(page)).toHaveText('Получатель: Пётр С.');
    expect(lookups(backend)).toEqual(['maria_trader', '42']);
  });

  test('an edit while the lookup is on its way aborts it; only the new recipient is named', async ({ page, backend }) => {
    await installTelegramClient(page);
    await openApp(page, '/balance/translation');
    await expect(recipient(page)).toBeVisible();
    const aborted: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().includes('/transfer/recipient')) aborted.push(new URL(request.url()).searchParams.get('query') ?? '');
    });
    // A slow backend from now on: the first lookup is still on its way when the trader edits.
    backend.configure({ latencyMs: 2000 });
    await recipient(page).fill('maria_trader');
    await expect.poll(() => lookups(backend)).toEqual(['maria_trader']);
    await recipient(page).fill('42');
    await expect.poll(() => aborted).toEqual(['maria_trader']);
    await expect(named(page)).toHaveText('Получатель: Пётр С.', { timeout: 10_000 });
    await expect(page.getByText('Мария К.')).toHaveCount(0);
  });

  test('a recipient not found is said beside the field, and nothing is sent', async ({ page, backend }) => {
    await installTelegramClient(page);
    await openApp(page, '/balance/translation');
    await amount(page).fill('7,25');
    await recipient(page).fill('nobody_here');
    const notFound = page.getByText('Получатель не найден. Проверьте имя пользователя или ID.');
    await expect(notFound).toBeVisible();
    await expect(named(page)).toHaveCount(0);
    await nativeMainButtonReady(page, 'Перевести');
    await pressMain(page);
    await page.waitForTimeout(SETTLE_MS);
    await expect(notFound).toBeVisible();
    expect(backend.count({ operationId: 'transfer' })).toBe(0);
    expect(await popupMessages(page)).toEqual([]);
    // Corrected, the recipient is named and the field's error goes.
    await recipient(page).fill('maria_trader');
    await expect(named(page)).toHaveText('Получатель: Мария К.');
    await expect(notFound).toHaveCount(0);
  });

  for (const status of [404, 405, 501] as const) {
    test(`a backend without the lookup (${status}): no name, no refusal, the transfer goes as before`, async ({ page, backend }) => {
      backend.lack(['getTransferRecipient'], status);
      await installTelegramClient(page);
      await openApp(page, '/balance/translation');
      await amount(page).fill('7,25');
      await recipient(page).fill('nobody_here');
      await expect.poll(() => lookups(backend)).toEqual(['nobody_here']);
      await page.waitForTimeout(SETTLE_MS);
      await expect(named(page)).toHaveCount(0);
      await expect(page.getByText(/Получатель не найден/)).toHaveCount(0);
      await expect(recipient(page)).toHaveAccessibleDescription('Перевод между трейдерами выполняется сразу.');
      await nativeMainButtonReady(page, 'Перевести');
      await pressMain(page);
      await movedOnce(page, backend, 'transfer', 7.25);
      expect(await popupMessages(page)).toEqual(['7,25 USDT трейдеру nobody_here.']);
    });
  }
});
