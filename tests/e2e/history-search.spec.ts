// Issue 28, item 1: History a trader can search, in Chromium against the production build and the
// Prism mocks (the contract's examples as written: the week of 16 to 22 November 2026 in
// Europe/Moscow, the trader's zone). The search (id part typed or pasted, amount, phone), the date
// range and its quick ranges, the totals and the CSV of what is shown, the filters kept in the URL
// through Back and a reload, and a backend without the (proposed) history call.
import { readFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parseCsv } from '../../src/shared/lib/testing/csv-reader.ts';
import { expect, test } from '../support/fixtures.ts';
import { recordRequests } from '../support/mock.ts';
import { openApp } from '../support/app.ts';

const PAST = '**/api/v1/traders/orders/history*';
const NB = '\u00a0';
/** 15:00 in Moscow on 22 November 2026, the examples' moment: Вчера is the 21st. */
const EXAMPLES_NOW = '2026-11-22T12:00:00Z';
const SHOTS = process.env.SCREENSHOTS_DIR ?? 'test-results/screens';

const rows = (page: Page) => page.locator('.history-row');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Поиск' });
const period = (page: Page) => page.getByRole('button', { name: /^Период: / });
const chip = (page: Page, name: string) => page.getByRole('group', { name: 'Быстрый выбор периода' }).getByRole('button', { name, exact: true });
/** Opens the period panel (closed after a load) and taps a quick range. */
async function pickRange(page: Page, name: string) {
  if ((await period(page).getAttribute('aria-expanded')) !== 'true') await period(page).click();
  await chip(page, name).click();
}
const totals = (page: Page) => page.getByRole('region', { name: 'Итого по показанным сделкам' });
const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Статус сделки' }).getByRole('tab', { name, exact: true });

/** History against the examples: the page's clock fixed at the moment they describe. */
async function openHistory(page: Page, search?: string) {
  await page.clock.setFixedTime(EXAMPLES_NOW);
  await openApp(page, 'history', {}, search ? { search } : {});
  await expect(page.getByRole('heading', { name: 'История', level: 1 })).toBeVisible();
}

/** Every order id the (virtualized) list shows, scrolled through. */
async function shownIds(page: Page): Promise<string[]> {
  const ids = new Set<string>();
  const main = page.locator('main');
  await main.evaluate((el) => el.scrollTo(0, 0));
  for (let i = 0; i < 20; i++) {
    for (const id of await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-order-id') ?? ''))) ids.add(id);
    const end = await main.evaluate((el) => {
      el.scrollBy(0, 400);
      return el.scrollTop + el.clientHeight >= el.scrollHeight - 1;
    });
    if (end) break;
  }
  for (const id of await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-order-id') ?? ''))) ids.add(id);
  return [...ids];
}

test.describe('History search (issue 28)', () => {
  test('all orders: totals of what is shown (17, 12 completed, the week\'s roubles and USDT)', async ({ page }) => {
    await openHistory(page);
    await expect(totals(page).getByTestId('history-count')).toHaveText('17 сделок');
    await expect(totals(page).getByTestId('history-completed')).toHaveText('12');
    await expect(totals(page).getByTestId('history-turnover')).toHaveText(`142${NB}000,00${NB}₽`);
    await expect(totals(page).getByTestId('history-received')).toHaveText(`1${NB}502,65${NB}USDT`);
  });

  test('search by a typed amount, an id part and a pasted short id; the server is asked; the URL keeps it', async ({ page }) => {
    const history = recordRequests(page, 'GET', '/traders/orders/history');
    await openHistory(page);
    await search(page).fill('10 000');
    await expect(page).toHaveURL(/\/history\?q=10\+000$/);
    await expect(totals(page).getByTestId('history-count')).toHaveText('4 сделки');
    await expect(totals(page).getByTestId('history-turnover')).toHaveText(`40${NB}000,00${NB}₽`);
    await expect(totals(page).getByTestId('history-received')).toHaveText(`423,28${NB}USDT`);
    expect(await shownIds(page)).toEqual(['32c01fc7-44bb-4e5f-90c4-5bdb68ff5731', 'e4b936e5-23c7-4e17-b112-88ba877092d2', '9801b49c-2783-4d44-8333-434f540af950', 'e4063516-c756-46a2-846c-603f8f54f79c']);
    // Once typing pauses, the history call carries the search (proposed; Prism answers the week).
    await expect.poll(() => history.map((r) => new URL(r.url()).searchParams.get('search'))).toContain('10 000');

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

  test('a quick range is the trader\'s days, sent as date_from/date_to, and narrows the current orders too', async ({ page }) => {
    const history = recordRequests(page, 'GET', '/traders/orders/history');
    await openHistory(page);
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
    await expect.poll(() => history.map((r) => new URL(r.url()).search)).toContainEqual(expect.stringContaining('date_from=2026-11-21&date_to=2026-11-21'));

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

  test('the filters survive Back from another screen and a reload', async ({ page }) => {
    await openHistory(page);
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

  test('nothing found says so and offers to reset', async ({ page }) => {
    await openHistory(page, 'q=Несуществующий');
    await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    await expect(totals(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
    await expect(page).toHaveURL(/\/history$/);
    // The search field is emptied too (issue 37: it kept the text the list no longer used).
    await expect(search(page)).toHaveValue('');
    await expect(totals(page).getByTestId('history-count')).toHaveText('17 сделок');
  });

  test('CSV of what is shown: the rows on screen, in their order, with the screen\'s totals', async ({ page }) => {
    await openHistory(page, 'q=10%20000');
    await expect(totals(page).getByTestId('history-count')).toHaveText('4 сделки');
    const downloading = page.waitForEvent('download');
    await totals(page).getByRole('button', { name: 'Скачать CSV' }).click();
    const download = await downloading;
    // The count in the name (issue 42): how many orders the file holds.
    expect(download.suggestedFilename()).toBe('history-all-2026-11-22-4.csv');
    const text = await readFile((await download.path())!, 'utf8');
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

  test('a backend without the history call (404): the current orders and a note, no error screen', async ({ page }) => {
    await page.route(PAST, (route) => route.fulfill({ status: 404, json: { detail: 'Not Found' } }));
    await openHistory(page);
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

  for (const width of [320, 390] as const) {
    test(`at ${width} px: the filters, totals and list fit; a screenshot for the eye`, async ({ page }) => {
      await page.setViewportSize({ width, height: 780 });
      await openHistory(page, 'from=2026-11-16&to=2026-11-22&q=10000');
      await expect(totals(page).getByTestId('history-count')).toHaveText('4 сделки');
      await expect(period(page)).toHaveText('Период: 7 дней');
      const sideways = await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
      expect(sideways).toBe(0);
      for (const id of ['history-count', 'history-turnover', 'history-received']) {
        const box = await totals(page).getByTestId(id).boundingBox();
        expect(box!.x + box!.width, id).toBeLessThanOrEqual(width);
        expect(box!.height, `${id} on one line`).toBeLessThan(30);
      }
      mkdirSync(join(SHOTS, String(width)), { recursive: true });
      await page.screenshot({ path: join(SHOTS, String(width), 'history-search.png'), scale: 'css', fullPage: false });
      // The period panel open: the quick ranges and the dates.
      await period(page).click();
      await expect(chip(page, '7 дней')).toHaveAttribute('aria-pressed', 'true');
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBe(0);
      await page.screenshot({ path: join(SHOTS, String(width), 'history-period.png'), scale: 'css', fullPage: false });
    });
  }
});
