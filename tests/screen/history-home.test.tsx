// Issue 28, items 1 and 4, and issue 42's CSV at the screen layer (moved from
// tests/e2e/stateful/history-home.spec.ts, assertions kept), against the stateful backend:
// History's search across more orders than one page (the proposed `search` on the server; and a
// backend without it, where the app searches the pages it loads), a backend without the
// (proposed) history call, a confirmed order found by its id with the money counted once; home's
// orders in progress, copied with Telegram's haptic (the stand-in client), confirmed one by one;
// the CSV of every order of the period, paged through.
import { describe, expect, it, vi } from 'vitest';
import type { components } from '../../generated/openapi/trader-api.ts';
import { renderScreen, screenBackend, type Screen } from '../support/render-screen.tsx';

type Order = components['schemas']['Order'];
const NB = '\u00a0';
/** Long enough for any late tap, the next screen's round trip and a socket event to land. */
const SETTLE_MS = 1500;
const rows = (page: Screen) => page.locator('.history-row');
const search = (page: Screen) => page.getByRole('searchbox', { name: 'Поиск' });
const totals = (page: Screen) => page.getByRole('region', { name: 'Итого по показанным сделкам' });
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

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

describe('History search on the stateful backend (issue 28)', () => {
  it('the server searches all its pages: an order past the first 100 is found at once', async () => {
    const backend = screenBackend();
    const [template] = backend.snapshot().history;
    backend.reset({ history: manyPastOrders(template!) });
    const page = await renderScreen('history');
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

  it('a backend without the proposed search: the loaded page is searched, "Показать ещё" loads the next and finds it', async () => {
    const backend = screenBackend();
    const [template] = backend.snapshot().history;
    backend.reset({ history: manyPastOrders(template!) });
    backend.ignoreParams('listOrderHistory', ['search']);
    const page = await renderScreen('history');
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

  it('a backend without the history call (404): the current orders and a note; nothing breaks', async () => {
    const backend = screenBackend();
    backend.lack(['listOrderHistory']);
    const page = await renderScreen('history');
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

  it('an order confirmed on home is found in History by its id, counted once, and the filters survive a reload and Back', async () => {
    const backend = screenBackend();
    const [active] = backend.snapshot().orders;
    vi.spyOn(window, 'confirm').mockReturnValue(true); // outside Telegram the confirmation is window.confirm
    let page = await renderScreen('index');
    await page.getByRole('button', { name: 'Подтвердить получение' }).click();
    await expect(page).toHaveURL(/\/trade\/order\/complete\?order_id=/);

    page = await renderScreen('history');
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
    await settle();
    expect(backend.applied('confirmOrder')).toBe(1);
    expect(backend.ledger().operations.map((o) => o.amount)).toEqual([158.73]);
  });
});

describe("home's orders in progress on the stateful backend (issue 28)", () => {
  it('both orders, most urgent first; a copy buzzes and toasts; confirming the open one leaves the other on home', async () => {
    const backend = screenBackend();
    const [first, second] = backend.snapshot().orders;
    let page = await renderScreen('index', {}, { client: {} });
    await expect(page.getByRole('heading', { name: 'Активные сделки: 2' })).toBeVisible();
    await expect(page.getByTestId('home-balance')).toHaveText(`Доступно1${NB}250,50${NB}USDT`);
    const ids = await page.locator('main [data-order-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-order-id')));
    expect(ids).toEqual([first!.id, second!.id]); // the IN order expires 10 minutes before the OUT one

    // Telegram's controls are up once the deferred SDK has started; a haptic goes through it.
    await expect.poll(() => page.mainButton(), { timeout: 10_000 }).toMatchObject({ text: 'Подтвердить получение', visible: true, active: true });
    const other = page.locator(`article[data-order-id="${second!.id}"]`);
    await other.getByTitle('Скопировать сумму: 8200').click();
    await expect.poll(() => navigator.clipboard.readText()).toBe('8200');
    await expect(page.getByText('Скопировано')).toBeVisible();
    await expect
      .poll(() => page.posted('web_app_trigger_haptic_feedback').map((e) => e.data))
      .toContainEqual({ type: 'notification', notification_type: 'success' });

    // The open (IN) order is confirmed with the native MainButton (the client confirms its popup):
    // one credit, and home has the OUT order left.
    page.receive('main_button_pressed');
    await expect(page).toHaveURL(/\/trade\/order\/complete\?order_id=/);
    await settle();
    expect(backend.applied('confirmOrder')).toBe(1);
    expect(backend.ledger().operations.map((o) => o.amount)).toEqual([158.73]);
    page = await renderScreen('index', {}, { client: {} });
    await expect(page.getByTestId('amount-rub')).toHaveText(`8${NB}200,00${NB}₽`);
    await expect(page.getByRole('heading', { name: /^Активные сделки/ })).toHaveCount(0);
  });
});

it('History’s CSV holds every order of the period, not only the pages loaded: 5 000 orders, paged through with a progress line, the count in the name (issue 42)', async () => {
  const backend = screenBackend();
  const [template] = backend.snapshot().history;
  backend.reset({ history: manyPastOrders(template!, 5000) });
  const page = await renderScreen('history');
  await expect(page.getByText('Загружено 100 из 5000 завершённых сделок')).toBeVisible();
  // A slower network, so the progress can be seen.
  backend.configure({ latencyMs: 40 });
  const downloading = page.waitForEvent('download');
  await totals(page).getByRole('button', { name: 'Скачать CSV' }).click();
  await expect(totals(page).getByTestId('history-export-progress')).toContainText(/Выгружаем сделки: [\d\s\u00a0]+ из 5\s?000…/);
  const download = await downloading;
  const text = await download.text();
  const lines = text.slice(1).split('\r\n').filter((line) => line !== '');
  // The header, the 5 000 finished orders and the 2 current ones.
  expect(lines).toHaveLength(1 + 5000 + 2);
  expect(download.suggestedFilename()).toMatch(/^history-all-\d{4}-\d{2}-\d{2}-5002\.csv$/);
  expect(new Set(lines.slice(1).map((line) => line.split(';')[0])).size).toBe(5002);
  await expect(totals(page).getByTestId('history-export-progress')).toHaveCount(0);
  // Paged through once: 50 pages of 100.
  const pages = backend.requests.filter((r) => r.operationId === 'listOrderHistory').map((r) => Number(r.query.page));
  expect(Math.max(...pages)).toBe(50);
  backend.configure({ latencyMs: 0 });
}, 60_000);
