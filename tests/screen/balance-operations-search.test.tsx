// The balance operations as searchable as History (issue 37) at the screen layer (moved from
// tests/e2e/balance-operations-search.spec.ts, assertions kept), against the stateful backend
// answering GET /traders/transactions with its `default` example as Prism does (five operations
// from 19 to 22 November 2026, the trader in Europe/Moscow, the clock at the examples' moment):
// the search, the period and its quick ranges, the totals per currency, the filters kept in the
// URL through a reload and Back, the CSV of what is shown, a tab holding more than its page. The
// swipe between tabs and the layout at 320 and 390 px stay in Playwright.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/openapi/trader-api.ts';
import { parseCsv } from '../../src/shared/lib/testing/csv-reader.ts';
import { documentedExample } from '../backend/contract.ts';
import { period, pickRange, search } from '../support/filters.ts';
import { prefer, renderScreen, screenBackend, startFromExamples, type Screen } from '../support/render-screen.tsx';
import { E2E_LATENCY_MS } from '../support/screen-money.ts';

const NB = '\u00a0';
const MINUS = '\u2212';
/** 15:00 in Moscow on 22 November 2026, the examples' moment: Вчера is the 21st. */
const EXAMPLES_NOW = '2026-11-22T12:00:00Z';

const rows = (page: Screen) => page.locator('.balance-op');
const totals = (page: Screen) => page.getByRole('region', { name: 'Итого по показанным операциям' });
const tab = (page: Screen, name: string) => page.getByRole('tablist', { name: 'Статус операций' }).getByRole('tab', { name, exact: true });

/** The operations as Prism serves them (every tab the example), the clock at the examples' moment. */
async function open(query = 'status=completed', list: () => void = () => prefer('listTransactions', 'example=default')) {
  startFromExamples();
  list();
  const page = await renderScreen('balance-operations', {}, { clock: EXAMPLES_NOW, search: query });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

/** The types of the rows shown, in order. */
const shownTypes = (page: Screen) => rows(page).locator('.balance-op__type').allTextContents();

describe('operations, searchable (issue 37)', () => {
  it('all of a tab: its count and what was credited, debited and the net', async () => {
    const page = await open();
    await expect(rows(page)).toHaveCount(5);
    await expect(totals(page)).toContainText('Всего: 5');
    await expect(totals(page).getByTestId('operations-credit')).toHaveText(`+630,82${NB}USDT`);
    await expect(totals(page).getByTestId('operations-debit')).toHaveText(`${MINUS}150,25${NB}USDT`);
    await expect(totals(page).getByTestId('operations-net')).toHaveText(`+480,57${NB}USDT`);
  });

  it('period + search + totals + URL survive a reload and Back; the CSV is what is shown', async () => {
    const page = await open();
    await pickRange(page, '7 дней');
    await expect(page).toHaveURL(/\/balance\/operations\?status=completed&from=2026-11-16&to=2026-11-22$/);
    await page.getByLabel('С даты').fill('2026-11-20');
    await expect(period(page)).toHaveText('Период: 20 ноября 2026 – 22 ноября 2026');
    // 20 to 22 November in Moscow: the withdrawal, the order, the transfer and the bonus (the
    // backend answers every tab with the example, as Prism does); the top-up of the 19th is out.
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
    const text = await download.text();
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

  it('a tab holding more than the page loaded: the search says it looks in the loaded ones only', async () => {
    // GET /traders/transactions takes no period or search, and this server ignores the proposed
    // `page` (ADR 0046): every page it answers is the first again, so the search covers that page.
    const page = await open('status=completed', () => {
      const example = documentedExample('listTransactions', 200, 'default') as object;
      for (let i = 0; i < 50; i += 1) screenBackend().answerNext('listTransactions', 200, { ...structuredClone(example), total: 250 });
    });
    await expect(totals(page)).toContainText('Показано 5 из 250');
    await expect(page.getByRole('note')).toHaveCount(0);
    await search(page).fill('бонус');
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole('note')).toHaveText('Поиск и период — среди последних 5 из 250 операций вкладки.');
  });
});

type Operation = components['schemas']['BalanceOperation'];
const HOUR = 3_600_000;

/**
 * 250 completed operations, one an hour back from now, newest first: order credits of 10 USDT and
 * up, and, 230 hours back (on the third page of 100), a transfer to `old_friend`.
 */
function manyOperations(): Operation[] {
  const now = Date.now();
  return Array.from({ length: 250 }, (_, i): Operation => {
    const at = new Date(now - i * HOUR - 60_000).toISOString();
    const transfer = i === 230;
    return {
      id: randomUUID(),
      type: transfer ? 'INTERNAL_TRANSFER' : 'ORDER',
      status: 'COMPLETE',
      amount: transfer ? -77 : 10 + i,
      currency_code: 'USDT',
      created_at: at,
      updated_at: at,
      order_id: transfer ? null : randomUUID(),
      tx_hash: null,
      address: transfer ? 'old_friend' : null,
      comment: null,
    };
  });
}

/** The pages after the first the app asked for, in order. */
const pagesAsked = (page: Screen) => page.requests({ operationId: 'listTransactions' }).flatMap((r) => (r.query.page === undefined ? [] : [String(r.query.page)]));
const searching = (page: Screen) => page.getByText('Ищем в более ранних операциях…');

describe('operations, a search over the whole tab (ADR 0046)', () => {
  async function openMany() {
    const page = await renderScreen('balance-operations', {}, { seed: { operations: manyOperations() }, search: 'status=completed' });
    await expect(totals(page)).toContainText('Показано 100 из 250');
    // Each page takes a moment, as on a phone: the screen says it is still looking.
    screenBackend().configure({ latencyMs: E2E_LATENCY_MS });
    return page;
  }

  it('an operation older than the first page is found: the pages after it are read, and the screen says so meanwhile', async () => {
    const page = await openMany();
    await search(page).fill('old_friend');
    await expect(searching(page)).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    expect(await shownTypes(page)).toEqual(['Внутренний перевод']);
    await expect(searching(page)).toHaveCount(0);
    // The whole tab was searched: no "among the latest" note, each page asked for once.
    await expect(page.getByRole('note')).toHaveCount(0);
    expect(pagesAsked(page)).toEqual(['2', '3']);
    await expect(totals(page).getByTestId('operations-net')).toHaveText(`${MINUS}77,00${NB}USDT`);
  });

  it('nothing matches: "Ничего не найдено" only once every page is read, never while it is still looking', async () => {
    const page = await openMany();
    await search(page).fill('nobody_here');
    await expect(searching(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Ничего не найдено/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Ничего не найдено', exact: true })).toBeVisible();
    await expect(searching(page)).toHaveCount(0);
    await expect(page.getByRole('note')).toHaveCount(0);
    expect(pagesAsked(page)).toEqual(['2', '3']);
  });

  it('with a period, the pages stop at its start, and an empty result says "за период"', async () => {
    const page = await openMany();
    await pickRange(page, '7 дней');
    await search(page).fill('nobody_here');
    await expect(page.getByRole('heading', { name: 'Ничего не найдено за период', exact: true })).toBeVisible();
    await expect(searching(page)).toHaveCount(0);
    await expect(page.getByRole('note')).toHaveCount(0);
    // Page 2 reaches past 7 days back (its oldest is 199 hours old): page 3 is not asked for.
    expect(pagesAsked(page)).toEqual(['2']);
  });

  it('a page that fails says so with Повторить, and the result says it covers the latest operations only', async () => {
    const page = await openMany();
    // The backend fails the list call (every attempt, the app's own retry included) until it is fixed.
    screenBackend().fail('listTransactions', 500);
    await search(page).fill('old_friend');
    await expect(page.getByRole('alert')).toContainText('Не удалось загрузить более ранние операции');
    await expect(page.getByRole('heading', { name: /^Ничего не найдено/ })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText('Поиск и период — среди последних 100 из 250 операций вкладки.');
    expect(pagesAsked(page).every((p) => p === '2')).toBe(true);
    screenBackend().clearFaults();
    await page.getByRole('alert').getByRole('button', { name: 'Повторить' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('note')).toHaveCount(0);
  });
});
