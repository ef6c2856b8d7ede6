// The balance screens in Chromium against the production build and the Prism mocks: every screen
// at 360 px, the deposit address (QR, clipboard), one withdrawal request per double tap and the new
// operation shown, a transfer, the operations tabs in the URL, the CSV download, the virtualized
// list and an operation's detail (clipboard). The derived amounts, the forms' rules, confirmations
// and the server's refusals are screen tests: tests/screen/balance.test.tsx.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { recordRequests } from '../support/mock.ts';
import { answerDialogs, openApp } from '../support/app.ts';

const WITHDRAW = '**/api/v1/traders/balance/withdraw';
const TRANSFER = '**/api/v1/traders/balance/transfer';
const TRANSACTIONS = '**/api/v1/traders/transactions?*';

const NB = '\u00a0';
const NEW_WITHDRAWAL = '55d32369-b409-43af-b176-db56a4c3ce45';
const ADDRESS = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';


const amountField = (page: Page) => page.getByLabel('Сумма', { exact: true });
const addressField = (page: Page) => page.getByLabel('Адрес кошелька USDT');
const submitWithdraw = (page: Page) => page.getByRole('button', { name: 'Вывести', exact: true });
const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Статус операций' }).getByRole('tab', { name, exact: true });

async function fillWithdrawal(page: Page, amount = '50,25', address = ADDRESS, answer: 'accept' | 'dismiss' = 'accept'): Promise<string[]> {
  const dialogs = answerDialogs(page, answer);
  await openApp(page, 'balance-conclusion', {}, { main: true });
  await expect(page.getByTestId('available-for-withdraw')).toHaveText(`1${NB}250,50 USDT`);
  await amountField(page).fill(amount);
  await addressField(page).fill(address);
  return dialogs;
}

/** No screen is wider than the 360 px viewport. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5);
    return { scroll: document.documentElement.scrollWidth, wide: wide.slice(0, 3).map((el) => el.className || el.tagName) };
  });
  expect(overflow.scroll).toBeLessThanOrEqual(360);
  expect(overflow.wide).toEqual([]);
}

test.describe('balance', () => {
  test('every screen fits 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/balance', '/balance/replenish', '/balance/conclusion', '/balance/translation', '/balance/operations', `/balance/operations/${NEW_WITHDRAWAL}`] as const) {
      await openApp(page, path, { main: true });
      await expect(page.getByRole('status')).toHaveCount(0); // loaded
      await expectNoHorizontalScroll(page);
    }
  });
});

test.describe('top-up', () => {
  test('shows the address as a QR code, copies it and warns about the network', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openApp(page, 'balance-replenish', {}, { main: true });
    await expect(page.getByTestId('deposit-address')).toHaveText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    const qr = page.getByRole('img', { name: /QR-код адреса/ });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    await expect(page.getByRole('note')).toContainText('только USDT в сети TRC20');
    await page.getByRole('button', { name: 'Скопировать адрес' }).click();
    await expect(page.getByText('Скопировано')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  });

});

test.describe('withdrawal', () => {
  test('a double tap sends one request, and the new operation is shown', async ({ page }) => {
    const posts = recordRequests(page, 'POST', '/traders/balance/withdraw');
    // Slow the answer so the second tap lands while the first is in flight.
    await page.route(WITHDRAW, async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await fillWithdrawal(page);
    await submitWithdraw(page).dblclick();
    await expect(page).toHaveURL(new RegExp(`/balance/operations/${NEW_WITHDRAWAL}$`));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.postDataJSON()).toEqual({ amount: 50.25, address: ADDRESS });
    // The server's answer, not another example of the detail call.
    await expect(page.getByRole('heading', { name: 'Операция' })).toBeVisible();
    await expect(page.getByTestId('operation-amount')).toHaveText('\u221250,25 USDT');
    const fields = page.getByRole('definition');
    await expect(page.getByTitle(`Скопировать ID операции: ${NEW_WITHDRAWAL}`)).toBeVisible();
    await expect(fields.filter({ hasText: 'В обработке' })).toHaveCount(1);
    await expect(page.getByTitle(`Скопировать адрес: ${ADDRESS}`)).toBeVisible();
    await expect(page.getByText('Заявка на вывод создана')).toBeVisible();
    expect(posts).toHaveLength(1);
  });
});

test.describe('transfer', () => {
  test('sends amount and recipient and opens the transfer', async ({ page }) => {
    const posts = recordRequests(page, 'POST', '/traders/balance/transfer');
    // Chromium reports a fetch body to page.on('request') only for intercepted requests.
    await page.route(TRANSFER, (route) => route.continue());
    const dialogs = answerDialogs(page);
    await openApp(page, 'balance-translation', {}, { main: true });
    await expect(page.getByText('Доступно для перевода:')).toBeVisible();
    await page.getByLabel('Сумма', { exact: true }).fill('100');
    await page.getByLabel('Получатель').fill('maria_trader');
    await page.getByRole('button', { name: 'Перевести', exact: true }).click();
    await expect(page).toHaveURL(/\/balance\/operations\/b7c520ac-1ee9-4d48-8cd0-7d78176feebe$/);
    // Prism answers the recipient lookup (issue 37) with its first example, maria_trader's.
    expect(dialogs).toEqual([`Подтвердите перевод\n\n100,00 USDT трейдеру maria_trader. Получатель: Мария К.`]);
    await expect(page.getByText('Внутренний перевод').first()).toBeVisible();
    expect(posts.map((r) => r.postDataJSON() as unknown)).toEqual([{ amount: 100, recipient: 'maria_trader' }]);
    expect(await posts[0]!.headerValue('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

});

test.describe('operations', () => {
  test('tabs query by status and stay in the URL; every type has a Russian label', async ({ page }) => {
    const lists = recordRequests(page, 'GET', '/traders/transactions');
    await openApp(page, 'balance-operations', {}, { main: true });
    await expect(tab(page, 'В обработке')).toHaveAttribute('aria-selected', 'true');
    for (const label of ['Вывод', 'Сделка', 'Внутренний перевод', 'Внутреннее пополнение', 'Пополнение']) {
      await expect(page.locator('.balance-op__type', { hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
    }
    await expect(page.getByText('\u221250,25 USDT')).toBeVisible();
    await expect(page.getByText('+500,00 USDT')).toBeVisible();

    await tab(page, 'Выполнены').click();
    await expect(page).toHaveURL(/\/balance\/operations\?status=completed$/);
    await expect(tab(page, 'Выполнены')).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => lists.map((r) => new URL(r.url()).searchParams.get('transaction_status'))).toEqual(['process', 'completed']);
    expect(new URL(lists[1]!.url()).searchParams.get('size')).toBe('100');

    await page.reload();
    await expect(tab(page, 'Выполнены')).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'В обработке').click();
    await expect(page).toHaveURL(/\/balance\/operations$/);
  });

  test('exports the loaded list to CSV for Russian Excel', async ({ page }) => {
    await openApp(page, 'balance-operations', {}, { search: 'status=completed' });
    await expect(page.locator('.balance-op')).toHaveCount(5);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^operations-completed-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    // Times in the account's zone (Europe/Moscow in the example), amounts with two decimals (issue 25).
    expect(lines[0]).toBe('ID;Тип;Статус;Сумма;Валюта;Создана (Europe/Moscow);Обновлена (Europe/Moscow);ID сделки;Хеш транзакции;Адрес / получатель;Комментарий');
    expect(lines).toHaveLength(7); // header, 5 operations, final line break
    expect(lines[1]).toBe(`${NEW_WITHDRAWAL};Вывод;В обработке;-50,25;USDT;22.11.2026 12:30:00;22.11.2026 12:30:00;;;${ADDRESS};`);
    for (const line of lines.slice(1, -1)) expect(line.split(';')[3]).toMatch(/^-?\d+,\d{2}$/);
    expect(text).toContain('Бонус за стабильную работу');
  });

  test('a long list stays virtualized', async ({ page }) => {
    const base = {
      type: 'ORDER',
      status: 'HOLD',
      amount: 10.5,
      currency_code: 'USDT',
      created_at: '2026-11-21T18:02:00Z',
      updated_at: '2026-11-21T18:02:00Z',
      order_id: null,
      tx_hash: null,
      address: null,
      comment: null,
    };
    const items = Array.from({ length: 1000 }, (_, i) => ({ ...base, id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` }));
    await page.route(TRANSACTIONS, (route) => route.fulfill({ json: { items, total: 1000 } }));
    await openApp(page, 'balance-operations', {}, { main: true });
    await expect(page.getByText('Всего: 1000')).toBeVisible();
    const rendered = await page.locator('.balance-op').count();
    expect(rendered).toBeGreaterThan(3);
    expect(rendered).toBeLessThan(60);
    await page.locator('main').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(page.locator('li[aria-posinset="1000"]')).toBeVisible();
  });

  test('opens an operation with every field and copyable ids', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openApp(page, 'balance-operations', {}, { main: true });
    await page.locator('.balance-op', { hasText: 'Пополнение' }).filter({ hasNotText: 'Внутреннее' }).click();
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
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hash);
  });

});
