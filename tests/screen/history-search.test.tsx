// History a trader can search (issue 28, item 1) at the screen layer (moved from
// tests/e2e/history-search.spec.ts, assertions kept), against the stateful backend answering the
// contract's examples as Prism does (the week of 16 to 22 November 2026 in Europe/Moscow, the
// trader's zone; the clock at the examples' moment): the search (id part typed or pasted, amount,
// phone), the date range and its quick ranges, the totals and the CSV of what is shown, the
// filters kept in the URL through Back and a reload, and a backend without the (proposed) history
// call. The layout at 320 and 390 px stays in Playwright.
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/shared/lib/testing/csv-reader.ts';
import { chip, period, pickRange, search } from '../support/filters.ts';
import { prefer, renderScreen, screenBackend, startFromExamples, type Screen } from '../support/render-screen.tsx';

const NB = '\u00a0';
/** 15:00 in Moscow on 22 November 2026, the examples' moment: Вчера is the 21st. */
const EXAMPLES_NOW = '2026-11-22T12:00:00Z';

const rows = (page: Screen) => page.locator('.history-row');
const totals = (page: Screen) => page.getByRole('region', { name: 'Итого по показанным сделкам' });
const tab = (page: Screen, name: string) => page.getByRole('tablist', { name: 'Статус сделки' }).getByRole('tab', { name, exact: true });

/** History against the examples as Prism serves them (whatever the query), the clock at the moment they describe. */
async function openHistory(query?: string, { past = true } = {}) {
  startFromExamples();
  prefer('listOrders', 'example=default');
  // A backend without the (proposed) history call answers it 404 {detail: 'Not Found'}.
  if (past) prefer('listOrderHistory', 'example=default');
  else screenBackend().lack(['listOrderHistory'], 404);
  const page = await renderScreen('history', {}, { clock: EXAMPLES_NOW, ...(query ? { search: query } : {}) });
  await expect(page.getByRole('heading', { name: 'История', level: 1 })).toBeVisible();
  return page;
}

/** Every order id the list shows (jsdom lays the list out whole: every row is in the document). */
const shownIds = (page: Screen): Promise<string[]> => rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-order-id') ?? ''));

describe('History search (issue 28)', () => {
  it("all orders: totals of what is shown (17, 12 completed, the week's roubles and USDT)", async () => {
    const page = await openHistory();
    await expect(totals(page).getByTestId('history-count')).toHaveText('17 сделок');
    await expect(totals(page).getByTestId('history-completed')).toHaveText('12');
    await expect(totals(page).getByTestId('history-turnover')).toHaveText(`142${NB}000,00${NB}₽`);
    await expect(totals(page).getByTestId('history-received')).toHaveText(`1${NB}502,65${NB}USDT`);
  });

  it('search by a typed amount, an id part and a pasted short id; the server is asked; the URL keeps it', async () => {
    const page = await openHistory();
    const history = () => page.requests({ method: 'GET', operationId: 'listOrderHistory' });
    await search(page).fill('10 000');
    await expect(page).toHaveURL(/\/history\?q=10\+000$/);
    await expect(totals(page).getByTestId('history-count')).toHaveText('4 сделки');
    await expect(totals(page).getByTestId('history-turnover')).toHaveText(`40${NB}000,00${NB}₽`);
    await expect(totals(page).getByTestId('history-received')).toHaveText(`423,28${NB}USDT`);
    expect(await shownIds(page)).toEqual(['32c01fc7-44bb-4e5f-90c4-5bdb68ff5731', 'e4b936e5-23c7-4e17-b112-88ba877092d2', '9801b49c-2783-4d44-8333-434f540af950', 'e4063516-c756-46a2-846c-603f8f54f79c']);
    // Once typing pauses, the history call carries the search (proposed; the backend answers the week as Prism does).
    await expect.poll(() => history().map((r) => r.query['search'])).toContain('10 000');

    // Any part of an id, typed.
    await search(page).fill('ac71-03ca');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toHaveAttribute('data-order-id', 'cfaf5b74-8ba5-4d30-ac71-03ca7a81d11b');
    // The short id the app shows, pasted from a chat.
    await search(page).fill('cfaf5b74…81d11b');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`12${NB}000,00${NB}₽`);
    // A phone as written anywhere: the orders paid to +7 916 123-45-67 (IN, requisite 11).
    await search(page).fill('8 916 123-45-67');
    await expect(totals(page).getByTestId('history-count')).toHaveText('5 сделок');
  });

  it("a quick range is the trader's days, sent as date_from/date_to, and narrows the current orders too", async () => {
    const page = await openHistory();
    const history = () => page.requests({ method: 'GET', operationId: 'listOrderHistory' });
    await expect(period(page)).toHaveText('Период: всё время');
    await pickRange(page, 'Вчера');
    await expect(page).toHaveURL(/\/history\?from=2026-11-21&to=2026-11-21$/);
    await expect(chip(page, 'Вчера')).toHaveAttribute('aria-pressed', 'true');
    await expect(period(page)).toHaveText('Период: Вчера');
    await expect(page.getByLabel('С даты')).toHaveValue('2026-11-21');
    await expect(page.getByLabel('По дату')).toHaveValue('2026-11-21');
    // 21 November in Moscow: 21:02, 16:25 and 10:05; the current orders (22nd) are not in it.
    await expect(page.getByRole('heading', { name: 'Вчера', level: 2 })).toBeVisible();
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).filter({ hasText: 'В работе' })).toHaveCount(0);
    await expect(totals(page).getByTestId('history-turnover')).toHaveText(`35${NB}000,00${NB}₽`);
    await expect(totals(page).getByTestId('history-received')).toHaveText(`370,38${NB}USDT`);
    await expect.poll(() => history().map((r) => `?${new URLSearchParams(r.query as Record<string, string>).toString()}`)).toContainEqual(expect.stringContaining('date_from=2026-11-21&date_to=2026-11-21'));

    // Сегодня: the two current orders and the morning's finished one; a range typed by hand is kept too.
    await pickRange(page, 'Сегодня');
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).filter({ hasText: 'В работе' })).toHaveCount(2);
    await page.getByLabel('С даты').fill('2026-11-16');
    await page.getByLabel('По дату').fill('2026-11-17');
    await expect(page).toHaveURL(/from=2026-11-16&to=2026-11-17/);
    await expect(period(page)).toHaveText('Период: 16 ноября 2026 – 17 ноября 2026');
    await expect(totals(page).getByTestId('history-count')).toHaveText('4 сделки');
    // The tab narrows within the range.
    await tab(page, 'Отменена').click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`7${NB}000,00${NB}₽`);
  });

  it('the filters survive Back from another screen and a reload', async () => {
    const page = await openHistory();
    await search(page).fill('10000');
    await pickRange(page, '7 дней');
    await tab(page, 'Завершена').click();
    await expect(page).toHaveURL(/\/history\?q=10000&from=2026-11-16&to=2026-11-22&status=COMPLETE$/);
    await expect(rows(page)).toHaveCount(4);

    // Another screen, then Back: the same history, filtered.
    await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Баланс' }).click();
    await expect(page).toHaveURL(/\/balance$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/history\?q=10000&from=2026-11-16&to=2026-11-22&status=COMPLETE$/);
    await expect(search(page)).toHaveValue('10000');
    await expect(period(page)).toHaveText('Период: 7 дней');
    await expect(tab(page, 'Завершена')).toHaveAttribute('aria-selected', 'true');
    await expect(rows(page)).toHaveCount(4);

    // An order's sheet opened and closed (its Back) keeps them too.
    await rows(page).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(search(page)).toHaveValue('10000');

    await page.reload();
    await expect(search(page)).toHaveValue('10000');
    await expect(tab(page, 'Завершена')).toHaveAttribute('aria-selected', 'true');
    await expect(rows(page)).toHaveCount(4);
    await expect(totals(page).getByTestId('history-count')).toHaveText('4 сделки');

    // "Сбросить" clears the range and the search and keeps the tab.
    await page.getByRole('button', { name: 'Сбросить', exact: true }).click();
    await expect(page).toHaveURL(/\/history\?status=COMPLETE$/);
    await expect(search(page)).toHaveValue('');
    await expect(totals(page).getByTestId('history-count')).toHaveText('12 сделок');
  });

  it('nothing found says so and offers to reset', async () => {
    const page = await openHistory('q=Несуществующий');
    await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    await expect(totals(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
    await expect(page).toHaveURL(/\/history$/);
    // The search field is emptied too (issue 37: it kept the text the list no longer used).
    await expect(search(page)).toHaveValue('');
    await expect(totals(page).getByTestId('history-count')).toHaveText('17 сделок');
  });

  it("CSV of what is shown: the rows on screen, in their order, with the screen's totals", async () => {
    const page = await openHistory('q=10%20000');
    await expect(totals(page).getByTestId('history-count')).toHaveText('4 сделки');
    const downloading = page.waitForEvent('download');
    await totals(page).getByRole('button', { name: 'Скачать CSV' }).click();
    const download = await downloading;
    // The count in the name (issue 42): how many orders the file holds.
    expect(download.suggestedFilename()).toBe('history-all-2026-11-22-4.csv');
    const text = await download.text();
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...body] = parseCsv(text.slice(1));
    expect(header).toEqual([
      'ID', 'Статус', 'Направление', 'Сумма, ₽', 'USDT трейдеру', 'Курс, ₽', 'Способ оплаты', 'Банк', 'Телефон / карта', 'Получатель',
      'Создана (Europe/Moscow)', 'Срок оплаты (Europe/Moscow)', 'Спор',
    ]);
    expect(body.map((r) => r[0])).toEqual(await shownIds(page));
    expect(body[0]).toEqual([
      '32c01fc7-44bb-4e5f-90c4-5bdb68ff5731', 'Завершена', 'Приём', '10000,00', '105,82', '94,50', 'Карта', 'Sberbank',
      // The card as the text formula ="2200700012345678" (issue 37, point 11), its quotes dropped by the reader.
      '=2200700012345678', 'Иван Петрович С.', '21.11.2026 21:02:00', '21.11.2026 21:22:00', '',
    ]);
    const sum = (column: number) => body.reduce((s, r) => s + Math.round(Number(r[column]!.replace(',', '.')) * 100), 0) / 100;
    expect(sum(3)).toBe(40000);
    expect(sum(4)).toBe(423.28);
    await expect(page.getByText('Файл CSV сохранён')).toBeVisible();
  });

  it('a backend without the history call (404): the current orders and a note, no error screen', async () => {
    const page = await openHistory(undefined, { past: false });
    await expect(page.getByRole('note')).toContainText('сервер не отдаёт историю');
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: 'В работе' })).toHaveCount(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(totals(page).getByTestId('history-count')).toHaveText('2 сделки');
    // Search and range still work on what there is.
    await search(page).fill('8200');
    await expect(rows(page)).toHaveCount(1);
    await pickRange(page, 'Вчера');
    await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Не удалось загрузить историю' })).toHaveCount(0);
  });
});
