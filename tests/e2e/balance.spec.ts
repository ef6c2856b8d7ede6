// The balance screens in Chromium against the production build and the Prism mocks: the
// derived amounts, the deposit address, withdrawal and transfer (server errors, one request per
// double tap, the Idempotency-Key reused on retry, the new operation shown), the operations
// tabs in the URL, the CSV export and an operation's detail.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { prefer, recordRequests } from '../support/mock.ts';
import { launchUrl } from '../../scripts/lib/telegram-launch.ts';

const WITHDRAW = '**/api/v1/traders/balance/withdraw';
const TRANSFER = '**/api/v1/traders/balance/transfer';
const TRANSACTIONS = '**/api/v1/traders/transactions?*';

const NB = '\u00a0';
const NEW_WITHDRAWAL = '55d32369-b409-43af-b176-db56a4c3ce45';
const ADDRESS = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';


/**
 * Opens `path`. Outside Telegram the confirmation popup is the browser's confirm dialog: the
 * trader accepts it (the returned list records each message).
 */
async function open(page: Page, path: string, answer: 'accept' | 'dismiss' = 'accept'): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  await page.goto(launchUrl(path));
  await expect(page.locator('main').first()).toBeVisible();
  return dialogs;
}

const amountField = (page: Page) => page.getByLabel('Сумма', { exact: true });
const addressField = (page: Page) => page.getByLabel('Адрес кошелька USDT');
const submitWithdraw = (page: Page) => page.getByRole('button', { name: 'Вывести', exact: true });
const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Статус операций' }).getByRole('tab', { name, exact: true });

async function fillWithdrawal(page: Page, amount = '50,25', address = ADDRESS, answer: 'accept' | 'dismiss' = 'accept'): Promise<string[]> {
  const dialogs = await open(page, '/balance/conclusion', answer);
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
  test('shows the derived amounts of the mock balance and no null line', async ({ page }) => {
    await open(page, '/balance');
    await expect(page.getByRole('heading', { name: 'Баланс' })).toBeVisible();
    await expect(page.getByTestId('ownFunds')).toHaveText(`1${NB}300,75 USDT`);
    await expect(page.getByTestId('available')).toHaveText(`1${NB}250,50 USDT`);
    await expect(page.getByTestId('frozen')).toHaveText('50,25 USDT');
    await expect(page.getByTestId('allowedFunds')).toHaveText(`1${NB}250,50 USDT`);
    await expect(page.getByTestId('availableForWithdraw')).toHaveText(`1${NB}250,50 USDT`);
    // No overdraft and a non-negative total: the debt is null and not shown.
    await expect(page.getByText('Задолженность')).toHaveCount(0);
    await page.getByRole('button', { name: 'Вывести' }).click();
    await expect(page).toHaveURL(/\/balance\/conclusion$/);
  });

  test('a negative balance shows the debt and no frozen line', async ({ page }) => {
    await prefer(page, '**/api/v1/traders/balance', 'example=debt');
    await open(page, '/balance');
    await expect(page.getByTestId('debt')).toHaveText('35,12 USDT');
    await expect(page.getByTestId('ownFunds')).toHaveText('0,00 USDT');
    await expect(page.getByTestId('allowedFunds')).toHaveText('164,87 USDT');
    await expect(page.getByTestId('availableForWithdraw')).toHaveText('0,00 USDT');
    await expect(page.getByText('Заморожено')).toHaveCount(0);
  });

  test('every screen fits 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/balance', '/balance/replenish', '/balance/conclusion', '/balance/translation', '/balance/operations', `/balance/operations/${NEW_WITHDRAWAL}`]) {
      await open(page, path);
      await expect(page.getByRole('status')).toHaveCount(0); // loaded
      await expectNoHorizontalScroll(page);
    }
  });
});

test.describe('top-up', () => {
  test('shows the address as a QR code, copies it and warns about the network', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/balance/replenish');
    await expect(page.getByTestId('deposit-address')).toHaveText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    const qr = page.getByRole('img', { name: /QR-код адреса/ });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    await expect(page.getByRole('note')).toContainText('только USDT в сети TRC20');
    await page.getByRole('button', { name: 'Скопировать адрес' }).click();
    await expect(page.getByText('Скопировано')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  });

  test('a failed address call shows an error with Retry', async ({ page }) => {
    await prefer(page, '**/api/v1/traders/balance/deposit', 'code=403');
    await open(page, '/balance/replenish');
    await expect(page.getByRole('heading', { name: 'Не удалось получить адрес' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
  });
});

test.describe('withdrawal', () => {
  test('field rules show Russian errors next to the fields and send nothing', async ({ page }) => {
    const posts = recordRequests(page, 'POST', '/traders/balance/withdraw');
    await fillWithdrawal(page, '10,123', '');
    await submitWithdraw(page).click();
    await expect(page.getByText('Не больше двух знаков после запятой')).toBeVisible();
    await expect(page.getByText('Укажите адрес кошелька')).toBeVisible();
    await amountField(page).fill('5000');
    await submitWithdraw(page).click();
    await expect(page.getByText(`Не больше доступного к выводу: 1${NB}250,50 USDT`)).toBeVisible();
    await amountField(page).fill('0');
    await submitWithdraw(page).click();
    await expect(page.getByText('Сумма должна быть больше нуля')).toBeVisible();
    await expect(amountField(page)).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toHaveLength(0);
  });

  test('the address is checked fully: a wrong shape or a typo is named, pasted spaces are dropped, nothing is sent', async ({ page }) => {
    const posts = recordRequests(page, 'POST', '/traders/balance/withdraw');
    const dialogs = await fillWithdrawal(page, '10', '  bad address ');
    await submitWithdraw(page).click();
    await expect(page.getByText('Адрес USDT в сети TRC20: 34 символа, начинается с T')).toBeVisible();
    // One character off: the shape is right, the checksum is not.
    await addressField(page).fill('TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeD');
    await submitWithdraw(page).click();
    await expect(page.getByText('Проверьте адрес: в нём опечатка')).toBeVisible();
    expect(posts).toHaveLength(0);
    expect(dialogs).toEqual([]);
    // Pasted with spaces around and inside: sent without them.
    await page.route(WITHDRAW, (route) => route.continue());
    await addressField(page).fill(` ${ADDRESS.slice(0, 12)} ${ADDRESS.slice(12)}\n`);
    await submitWithdraw(page).click();
    await expect(page).toHaveURL(/\/balance\/operations\//);
    expect(posts.map((r) => r.postDataJSON() as unknown)).toEqual([{ amount: 10, address: ADDRESS }]);
  });

  test('a summary is confirmed before sending; declining sends nothing and keeps the values', async ({ page }) => {
    const posts = recordRequests(page, 'POST', '/traders/balance/withdraw');
    const dialogs = await fillWithdrawal(page, '50,25', ADDRESS, 'dismiss');
    await submitWithdraw(page).click();
    // With the mock's withdrawal terms (issue 28): the fee, the minimum and what arrives.
    await expect.poll(() => dialogs).toEqual([
      'Подтвердите вывод\n\n50,25 USDT на адрес TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC, сеть TRON (TRC20). Комиссия сети 1,00 USDT (минимум вывода 10,00 USDT), на адрес придёт 49,25 USDT. Перевод в блокчейне нельзя отменить.',
    ]);
    await expect(submitWithdraw(page)).toBeEnabled();
    expect(posts).toHaveLength(0);
    await expect(amountField(page)).toHaveValue('50,25');
    await expect(addressField(page)).toHaveValue(ADDRESS);
  });

  test('server errors show the server message and keep the values; a refusal ends the intent (a new key next time)', async ({ page }) => {
    const posts = recordRequests(page, 'POST', '/traders/balance/withdraw');
    await prefer(page, WITHDRAW, 'code=422');
    await fillWithdrawal(page);
    await submitWithdraw(page).click();
    // A detail list: the last item, in Russian, naming the field (pydantic's greater_than).
    await expect(page.getByTestId('server-error')).toHaveText('Сумма: должно быть больше 0');
    await expect(amountField(page)).toHaveValue('50,25');
    await expect(addressField(page)).toHaveValue(ADDRESS);

    await page.unroute(WITHDRAW);
    await prefer(page, WITHDRAW, 'code=400');
    await submitWithdraw(page).click();
    // A string detail: shown as is.
    await expect(page.getByTestId('server-error')).toHaveText('Недостаточно средств для операции');

    await page.unroute(WITHDRAW);
    await prefer(page, WITHDRAW, 'code=400, example=detail_list');
    await submitWithdraw(page).click();
    // A two-item list: the last one.
    await expect(page.getByTestId('server-error')).toHaveText('Операция временно недоступна');
    await expect(amountField(page)).toHaveValue('50,25');
    await expect(addressField(page)).toHaveValue(ADDRESS);

    expect(posts).toHaveLength(3);
    const keys = await Promise.all(posts.map((r) => r.headerValue('idempotency-key')));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // A refusal (4xx) says nothing happened: the intent ended, the next press is a new one with a
    // new key (issue 24, ADR 0017; a backend that stores refusals by key would replay them).
    expect(new Set(keys).size).toBe(3);
    expect(posts.map((r) => r.postDataJSON() as unknown)).toEqual(Array(3).fill({ amount: 50.25, address: ADDRESS }));

    // A changed amount is a new intent: a new key.
    await amountField(page).fill('50,3');
    await submitWithdraw(page).click();
    await expect(page.getByTestId('server-error')).toBeVisible();
    expect(posts).toHaveLength(4);
    expect(keys).not.toContain(await posts[3]!.headerValue('idempotency-key'));
  });

  test("a 5xx shows the server's own detail too, and keeps the values (spec section 8)", async ({ page }) => {
    await prefer(page, WITHDRAW, 'code=500, example=payout_gateway_down');
    await fillWithdrawal(page);
    await submitWithdraw(page).click();
    // The server's own message, not the generic Russian 5xx text other screens show.
    await expect(page.getByTestId('server-error')).toHaveText('Шлюз выплат временно недоступен');
    // The server answered, so the note does not say no answer came; the outcome is still unknown.
    await expect(page.getByTestId('intent-note')).toHaveText('Сервер не подтвердил операцию. Повторите с теми же данными: деньги не спишутся дважды.');
    await expect(amountField(page)).toHaveValue('50,25');
    await expect(addressField(page)).toHaveValue(ADDRESS);
  });

  test("pydantic's 422 on a withdrawal reads in Russian, naming the field, never in English (issue 25)", async ({ page }) => {
    // A backend that does not publish its withdrawal terms (issue 28): the form cannot know the
    // minimum, and the server's refusal is what the trader reads.
    await page.route('**/traders/balance/withdraw/terms', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"detail":"Not Found"}' }));
    await prefer(page, WITHDRAW, 'code=422, example=amount_too_small');
    await fillWithdrawal(page, '5');
    await submitWithdraw(page).click();
    // [{loc: [body, amount], msg: 'Input should be greater than or equal to 10', type: greater_than_equal, ctx: {ge: 10}}]
    await expect(page.getByTestId('server-error')).toHaveText('Сумма: не меньше 10');
    await expect(page.getByText('Input should', { exact: false })).toHaveCount(0);
    await expect(amountField(page)).toHaveValue('5');
  });

  test('a code the contract documents (ErrorCode) is shown in Russian, never raw; the values stay', async ({ page }) => {
    await prefer(page, WITHDRAW, 'code=400, example=withdrawal_limit_exceeded');
    await fillWithdrawal(page);
    await submitWithdraw(page).click();
    await expect(page.getByTestId('server-error')).toHaveText('Превышен лимит на вывод. Уменьшите сумму или попробуйте позже.');
    await expect(amountField(page)).toHaveValue('50,25');
    await expect(addressField(page)).toHaveValue(ADDRESS);

    for (const [example, text] of [
      ['code=400, example=insufficient_funds_code', 'Недостаточно средств на балансе.'],
      ['code=500', 'Сервис временно недоступен. Попробуйте позже.'], // detail "Internal Server Error"
    ]) {
      await page.unroute(WITHDRAW);
      await prefer(page, WITHDRAW, example!);
      await submitWithdraw(page).click();
      await expect(page.getByTestId('server-error')).toHaveText(text!);
    }
    await expect(page.getByText(/WITHDRAWAL_LIMIT_EXCEEDED|Insufficient funds|Internal Server Error/)).toHaveCount(0);
  });

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
    const dialogs = await open(page, '/balance/translation');
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

  test('a string-detail rejection is shown and the values stay', async ({ page }) => {
    await prefer(page, TRANSFER, 'code=422, example=amount_below_minimum');
    await open(page, '/balance/translation');
    await page.getByLabel('Сумма', { exact: true }).fill('1,5');
    await page.getByLabel('Получатель').fill('2048');
    await page.getByRole('button', { name: 'Перевести', exact: true }).click();
    await expect(page.getByTestId('server-error')).toHaveText('Минимальная сумма 10 USDT');
    await expect(page.getByLabel('Сумма', { exact: true })).toHaveValue('1,5');
    await expect(page.getByLabel('Получатель')).toHaveValue('2048');
  });
});

test.describe('operations', () => {
  test('tabs query by status and stay in the URL; every type has a Russian label', async ({ page }) => {
    const lists = recordRequests(page, 'GET', '/traders/transactions');
    await open(page, '/balance/operations');
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
    await page.goto(launchUrl('/balance/operations?status=completed'));
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

  test('an empty tab and a failed list say so', async ({ page }) => {
    await prefer(page, TRANSACTIONS, 'example=empty');
    await open(page, '/balance/operations?status=cancelled');
    await expect(tab(page, 'Отменены')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Операций нет' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Скачать CSV' })).toHaveCount(0);
    await page.unroute(TRANSACTIONS);
    await prefer(page, TRANSACTIONS, 'code=422');
    await tab(page, 'В обработке').click();
    await expect(page.getByRole('heading', { name: 'Не удалось загрузить данные' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
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
    await open(page, '/balance/operations');
    await expect(page.getByText('Всего: 1000')).toBeVisible();
    const rendered = await page.locator('.balance-op').count();
    expect(rendered).toBeGreaterThan(3);
    expect(rendered).toBeLessThan(60);
    await page.locator('main').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(page.locator('li[aria-posinset="1000"]')).toBeVisible();
  });

  test('opens an operation with every field and copyable ids', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/balance/operations');
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

  test('an unknown operation says it was not found', async ({ page }) => {
    await prefer(page, '**/api/v1/traders/transactions/*', 'code=404');
    await open(page, '/balance/operations/325eae5c-b1cc-47b9-b5c3-cb4b36c01d2c');
    await expect(page.getByRole('heading', { name: 'Операция не найдена' })).toBeVisible();
  });
});
