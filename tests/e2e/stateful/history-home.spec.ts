// Issue 28, items 1 and 4, against the stateful backend: History's search across more orders than
// one page (the proposed `search` on the server; and a backend without it, where the app searches
// the pages it loads), a backend without the (proposed) history call, a confirmed order found by
// its id with the money counted once; home's orders in progress, copied with Telegram's haptic,
// confirmed one by one.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { components } from '../../../generated/openapi/trader-api.ts';
import { installTelegramClient, nativeMainButtonReady, postedOf } from '../../support/telegram-client.ts';
import { expect, openApp, test } from '../../support/stateful.ts';
import { SETTLE_MS } from './money.ts';

type Order = components['schemas']['Order'];
const NB = '\u00a0';
const rows = (page: Page) => page.locator('.history-row');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Поиск' });
const totals = (page: Page) => page.getByRole('region', { name: 'Итого по показанным сделкам' });

/** 130 finished orders, one every 3 hours back from now: two pages of 100 for the history call. */
function manyPastOrders(template: Order, count = 130): Order[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const created = new Date(now - (i + 1) * 3 * 3_600_000);
    return {
      ...template,
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      status: 'COMPLETE' as const,
      amount_rub: 1000 + i,
      created_at: created.toISOString(),
      expires_at: new Date(created.getTime() + 20 * 60_000).toISOString(),
      dispute: null,
      dispute_status: null,
    };
  });
}

/** The order on the second page (the 121st newest) and the text that finds it alone. */
const DEEP_ID = '00000000-0000-4000-8000-000000000120';
const DEEP_TEXT = '000000000120';

test.describe('History search on the stateful backend (issue 28)', () => {
  test('the server searches all its pages: an order past the first 100 is found at once', async ({ page, backend }) => {
    const [template] = backend.snapshot().history;
    backend.reset({ history: manyPastOrders(template!) });
    await openApp(page, 'history');
    await expect(page.getByText('Загружено 100 из 130 завершённых сделок')).toBeVisible();
    await search(page).fill(DEEP_TEXT);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toHaveAttribute('data-order-id', DEEP_ID);
    await expect(rows(page).first()).toContainText(`1${NB}120,00${NB}₽`);
    await expect(totals(page).getByTestId('history-count')).toHaveText('1 сделка');
    const asked = backend.requests.filter((r) => r.operationId === 'listOrderHistory').map((r) => r.query.search);
    expect(asked).toContain(DEEP_TEXT);
    await expect(page.getByRole('button', { name: 'Показать ещё' })).toHaveCount(0);
  });

  test('a backend without the proposed search: the loaded page is searched, "Показать ещё" loads the next and finds it', async ({ page, backend }) => {
    const [template] = backend.snapshot().history;
    backend.reset({ history: manyPastOrders(template!) });
    backend.ignoreParams('listOrderHistory', ['search']);
    await openApp(page, 'history');
    await search(page).fill(DEEP_TEXT);
    await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    await expect(page.getByText('Среди загруженных сделок таких нет.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Показать ещё' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toHaveAttribute('data-order-id', DEEP_ID);
    // The second page was asked for, with the search the backend did not read.
    expect(backend.requests.filter((r) => r.operationId === 'listOrderHistory').some((r) => r.query.page === '2' && r.query.search === DEEP_TEXT)).toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a backend without the history call (404): the current orders and a note; nothing breaks', async ({ page, backend }) => {
    backend.lack(['listOrderHistory']);
    await openApp(page, 'history');
    await expect(page.getByRole('note')).toContainText('сервер не отдаёт историю');
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await search(page).fill('8200');
    await expect(rows(page)).toHaveCount(1);
    expect(backend.count({ operationId: 'listOrderHistory', status: 404 })).toBeGreaterThan(0);
    // The rest of the app is untouched: home still works.
    await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Главная' }).click();
    await expect(page.getByTestId('home-balance')).toBeVisible();
  });

  test('an order confirmed on home is found in History by its id, counted once, and the filters survive a reload and Back', async ({ page, backend }) => {
    const [active] = backend.snapshot().orders;
    page.on('dialog', (dialog) => void dialog.accept()); // outside Telegram the confirmation is window.confirm
    await openApp(page, 'index');
    await page.getByRole('button', { name: 'Подтвердить получение' }).click();
    await expect(page).toHaveURL(/\/trade\/order\/complete\?order_id=/);

    await openApp(page, 'history');
    await search(page).fill(active!.id.slice(0, 8));
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Завершена');
    await expect(totals(page).getByTestId('history-turnover')).toHaveText(`15${NB}000,00${NB}₽`);
    await expect(totals(page).getByTestId('history-received')).toHaveText(`158,73${NB}USDT`);
    await page.reload();
    await expect(search(page)).toHaveValue(active!.id.slice(0, 8));
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Баланс' }).click();
    await expect(page).toHaveURL(/\/balance$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/history\?q=b47d498b$/);
    await expect(search(page)).toHaveValue(active!.id.slice(0, 8));
    await expect(rows(page)).toHaveCount(1);
    // The money moved once: one credit of the order's USDT.
    await page.waitForTimeout(SETTLE_MS);
    expect(backend.applied('confirmOrder')).toBe(1);
    expect(backend.ledger().operations.map((o) => o.amount)).toEqual([158.73]);
  });
});

test.describe("home's orders in progress on the stateful backend (issue 28)", () => {
  test('both orders, most urgent first; a copy buzzes and toasts; confirming the open one leaves the other on home', async ({ page, backend, context }) => {
    const [first, second] = backend.snapshot().orders;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await installTelegramClient(page);
    await openApp(page, 'index');
    await expect(page.getByRole('heading', { name: 'Активные сделки: 2' })).toBeVisible();
    await expect(page.getByTestId('home-balance')).toHaveText(`Доступно1${NB}250,50${NB}USDT`);
    const ids = await page.locator('main [data-order-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-order-id')));
    expect(ids).toEqual([first!.id, second!.id]); // the IN order expires 10 minutes before the OUT one

    // Telegram's controls are up once the deferred SDK has started; a haptic goes through it.
    await nativeMainButtonReady(page, 'Подтвердить получение');
    const other = page.locator(`article[data-order-id="${second!.id}"]`);
    await other.getByTitle('Скопировать сумму: 8200').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('8200');
    await expect(page.getByText('Скопировано')).toBeVisible();
    await expect
      .poll(async () => (await postedOf(page, 'web_app_trigger_haptic_feedback')).map((e) => e.data))
      .toContainEqual({ type: 'notification', notification_type: 'success' });

    // The open (IN) order is confirmed with the native MainButton (the client confirms its popup):
    // one credit, and home has the OUT order left.
    await page.evaluate(() => window.Telegram?.WebView?.receiveEvent?.('main_button_pressed'));
    await expect(page).toHaveURL(/\/trade\/order\/complete\?order_id=/);
    await page.waitForTimeout(SETTLE_MS);
    expect(backend.applied('confirmOrder')).toBe(1);
    expect(backend.ledger().operations.map((o) => o.amount)).toEqual([158.73]);
    await openApp(page, 'index');
    await expect(page.getByTestId('amount-rub')).toHaveText(`8${NB}200,00${NB}₽`);
    await expect(page.getByRole('heading', { name: /^Активные сделки/ })).toHaveCount(0);
  });
});

test('History’s CSV holds every order of the period, not only the pages loaded: 5 000 orders, paged through with a progress line, the count in the name (issue 42)', async ({ page, backend }) => {
  const [template] = backend.snapshot().history;
  backend.reset({ history: manyPastOrders(template!, 5000) });
  await openApp(page, '/history');
  await expect(page.getByText('Загружено 100 из 5000 завершённых сделок')).toBeVisible();
  // A slower network, so the progress can be seen.
  backend.configure({ latencyMs: 40 });
  const downloading = page.waitForEvent('download');
  await totals(page).getByRole('button', { name: 'Скачать CSV' }).click();
  await expect(totals(page).getByTestId('history-export-progress')).toContainText(/Выгружаем сделки: [\d\s\u00a0]+ из 5\s?000…/);
  const download = await downloading;
  const text = await readFile((await download.path())!, 'utf8');
  const lines = text.slice(1).split('\r\n').filter((line) => line !== '');
  // The header, the 5 000 finished orders and the 2 current ones.
  expect(lines).toHaveLength(1 + 5000 + 2);
  expect(download.suggestedFilename()).toMatch(/^history-all-\d{4}-\d{2}-\d{2}-5002\.csv$/);
  expect(new Set(lines.slice(1).map((line) => line.split(';')[0])).size).toBe(5002);
  await expect(totals(page).getByTestId('history-export-progress')).toHaveCount(0);
  // Paged through once: 50 pages of 100.
  const pages = backend.requests.filter((r) => r.operationId === 'listOrderHistory').map((r) => Number(r.query.page));
  expect(Math.max(...pages)).toBe(50);
});
