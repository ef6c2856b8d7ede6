// Issue 37: the balance operations as searchable as History, in Chromium against the production
// build and the Prism mocks (GET /traders/transactions `default`: five operations from 19 to 22
// November 2026, the trader in Europe/Moscow). The search, the period and its quick ranges, the
// totals per currency, the filters kept in the URL through a reload and Back, the CSV of what is
// shown, the swipe between tabs with filters on, and the screen at 320 and 390 px.
import { readFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parseCsv } from '../../src/shared/lib/testing/csv-reader.ts';
import { expect, test } from '../support/fixtures.ts';
import { launchUrl } from '../../scripts/lib/telegram-launch.ts';

const NB = '\u00a0';
const MINUS = '\u2212';
/** 15:00 in Moscow on 22 November 2026, the examples' moment: Вчера is the 21st. */
const EXAMPLES_NOW = '2026-11-22T12:00:00Z';
const SHOTS = process.env.SCREENSHOTS_DIR ?? 'test-results/screens';

const rows = (page: Page) => page.locator('.balance-op');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Поиск' });
const period = (page: Page) => page.getByRole('button', { name: /^Период: / });
const chip = (page: Page, name: string) => page.getByRole('group', { name: 'Быстрый выбор периода' }).getByRole('button', { name, exact: true });
const totals = (page: Page) => page.getByRole('region', { name: 'Итого по показанным операциям' });
const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Статус операций' }).getByRole('tab', { name, exact: true });

async function open(page: Page, path = '/balance/operations?status=completed') {
  await page.clock.setFixedTime(EXAMPLES_NOW);
  await page.goto(launchUrl(path));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function pickRange(page: Page, name: string) {
  if ((await period(page).getAttribute('aria-expanded')) !== 'true') await period(page).click();
  await chip(page, name).click();
}

/** The types of the rows shown, in order. */
const shownTypes = (page: Page) => rows(page).locator('.balance-op__type').allTextContents();

test.describe('operations, searchable (issue 37)', () => {
  test('all of a tab: its count and what was credited, debited and the net', async ({ page }) => {
    await open(page);
    await expect(rows(page)).toHaveCount(5);
    await expect(totals(page)).toContainText('Всего: 5');
    await expect(totals(page).getByTestId('operations-credit')).toHaveText(`+630,82${NB}USDT`);
    await expect(totals(page).getByTestId('operations-debit')).toHaveText(`${MINUS}150,25${NB}USDT`);
    await expect(totals(page).getByTestId('operations-net')).toHaveText(`+480,57${NB}USDT`);
  });

  test('period + search + totals + URL survive a reload and Back; the CSV is what is shown', async ({ page }) => {
    await open(page);
    await pickRange(page, '7 дней');
    await expect(page).toHaveURL(/\/balance\/operations\?status=completed&from=2026-11-16&to=2026-11-22$/);
    await page.getByLabel('С даты').fill('2026-11-20');
    await expect(period(page)).toHaveText('Период: 20 ноября 2026 – 22 ноября 2026');
    // 20 to 22 November in Moscow: the withdrawal, the order, the transfer and the bonus (Prism
    // answers every tab with the example); the top-up of the 19th is out.
    await expect(rows(page)).toHaveCount(4);
    await expect(totals(page).getByTestId('operations-count')).toHaveText('4 операции');
    await search(page).fill('перевод');
    await expect(page).toHaveURL(/\/balance\/operations\?status=completed&from=2026-11-20&to=2026-11-22&q=%D0%BF%D0%B5%D1%80%D0%B5%D0%B2%D0%BE%D0%B4$/);
    await expect(rows(page)).toHaveCount(1);
    expect(await shownTypes(page)).toEqual(['Внутренний перевод']);
    await expect(totals(page).getByTestId('operations-count')).toHaveText('1 операция');
    await expect(totals(page).getByTestId('operations-credit')).toHaveText(`0,00${NB}USDT`);
    await expect(totals(page).getByTestId('operations-net')).toHaveText(`${MINUS}100,00${NB}USDT`);
    // An amount as written, without its sign.
    await search(page).fill('105,82');
    expect(await shownTypes(page)).toEqual(['Сделка']);
    await search(page).fill('бонус');
    expect(await shownTypes(page)).toEqual(['Внутреннее пополнение']);
    await search(page).fill('');
    await expect(rows(page)).toHaveCount(4);
    await search(page).fill('перевод');

    await page.reload();
    await expect(search(page)).toHaveValue('перевод');
    await expect(tab(page, 'Выполнены')).toHaveAttribute('aria-selected', 'true');
    await expect(period(page)).toHaveText('Период: 20 ноября 2026 – 22 ноября 2026');
    await expect(rows(page)).toHaveCount(1);
    await expect(totals(page).getByTestId('operations-net')).toHaveText(`${MINUS}100,00${NB}USDT`);

    // An operation opened, then Back: the same list, filtered.
    await rows(page).first().click();
    await expect(page).toHaveURL(/\/balance\/operations\/b7c520ac-1ee9-4d48-8cd0-7d78176feebe$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/balance\/operations\?status=completed&from=2026-11-20&to=2026-11-22&q=/);
    await expect(search(page)).toHaveValue('перевод');
    await expect(rows(page)).toHaveCount(1);
    // The CSV holds the rows shown, no more.
    await search(page).fill('');
    await expect(totals(page).getByTestId('operations-count')).toHaveText('4 операции');
    const downloading = page.waitForEvent('download');
    await totals(page).getByRole('button', { name: 'Скачать CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('operations-completed-2026-11-22.csv');
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...body] = parseCsv(text.slice(1)).filter((r) => r.length > 1);
    expect(header).toEqual(['ID', 'Тип', 'Статус', 'Сумма', 'Валюта', 'Создана (Europe/Moscow)', 'Обновлена (Europe/Moscow)', 'ID сделки', 'Хеш транзакции', 'Адрес / получатель', 'Комментарий']);
    expect(body.map((r) => r[0])).toEqual(['55d32369-b409-43af-b176-db56a4c3ce45', 'e4a14899-0df5-4e4d-b88c-a845e8b691a2', 'b7c520ac-1ee9-4d48-8cd0-7d78176feebe', 'c5789444-a72e-4562-80a6-22c698b1c865']);
    expect(body[2]).toEqual(['b7c520ac-1ee9-4d48-8cd0-7d78176feebe', 'Внутренний перевод', 'Выполнена', '-100,00', 'USDT', '21.11.2026 19:05:00', '21.11.2026 19:05:00', '', '', 'maria_trader', '']);
    // The CSV's column adds up to the screen's net.
    const cents = body.reduce((s, r) => s + Math.round(Number(r[3]!.replace(',', '.')) * 100), 0);
    expect(cents / 100).toBe(-19.43);
    await expect(totals(page).getByTestId('operations-net')).toHaveText(`${MINUS}19,43${NB}USDT`);

    // "Сбросить" clears the period and the search and keeps the tab.
    await page.getByRole('button', { name: 'Сбросить', exact: true }).click();
    await expect(page).toHaveURL(/\/balance\/operations\?status=completed$/);
    await expect(rows(page)).toHaveCount(5);
  });

  test('nothing found says so and offers to reset; a swipe still moves between tabs with the filters kept', async ({ page }) => {
    await open(page, '/balance/operations?status=completed&q=Несуществующее');
    await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    await expect(totals(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
    await expect(page).toHaveURL(/\/balance\/operations\?status=completed$/);
    await expect(rows(page)).toHaveCount(5);
    await expect(search(page)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Сбросить', exact: true })).toHaveCount(0);

    await search(page).fill('вывод');
    await expect(rows(page)).toHaveCount(1);
    // A swipe to the right across the list: the previous tab (В обработке), the search kept.
    const panel = page.getByRole('tabpanel');
    const box = (await panel.boundingBox())!;
    const y = box.y + Math.min(60, box.height / 2);
    await page.mouse.move(box.x + 60, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 180, y, { steps: 8 });
    await page.mouse.up();
    await expect(tab(page, 'В обработке')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/balance\/operations\?q=/);
    await expect(search(page)).toHaveValue('вывод');
  });

  test('a tab holding more than the page loaded: the search says it looks in the loaded ones only', async ({ page }) => {
    // GET /traders/transactions takes no period or search: they narrow the page loaded.
    await page.route('**/api/v1/traders/transactions?*', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, json: { ...((await answer.json()) as object), total: 250 } });
    });
    await open(page);
    await expect(totals(page)).toContainText('Показано 5 из 250');
    await expect(page.getByRole('note')).toHaveCount(0);
    await search(page).fill('бонус');
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole('note')).toHaveText('Поиск и период — среди последних 5 из 250 операций вкладки.');
  });

  for (const width of [320, 390] as const) {
    test(`at ${width} px: the filters open, the totals and the list fit; screenshots for the eye`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await open(page, '/balance/operations?status=completed&from=2026-11-16&to=2026-11-22');
      await expect(period(page)).toHaveText('Период: 7 дней');
      await expect(totals(page).getByTestId('operations-count')).toHaveText('5 операций');
      const sideways = () => page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
      expect(await sideways()).toBe(0);
      for (const id of ['operations-credit', 'operations-debit', 'operations-net']) {
        const box = await totals(page).getByTestId(id).boundingBox();
        expect(box!.x + box!.width, id).toBeLessThanOrEqual(width);
        expect(box!.height, `${id} on one line`).toBeLessThan(30);
      }
      mkdirSync(join(SHOTS, String(width)), { recursive: true });
      await page.screenshot({ path: join(SHOTS, String(width), 'operations-search.png'), scale: 'css', fullPage: false });
      await period(page).click();
      await expect(chip(page, '7 дней')).toHaveAttribute('aria-pressed', 'true');
      expect(await sideways()).toBe(0);
      await page.screenshot({ path: join(SHOTS, String(width), 'operations-period.png'), scale: 'css', fullPage: false });
    });
  }
});
