// History at the screen layer (moved from tests/e2e/history.spec.ts, assertions kept): the list
// from the contract's examples (finished orders from GET /traders/orders/history with the current
// ones from GET /traders/orders, ADR 0020), the status filter kept in the URL, the detail sheet,
// empty and error states; against the stateful backend started from the examples as written.
// What needs a browser stays there: the 1,000-order list that stays virtualized.
import { describe, expect, it } from 'vitest';
import { EXAMPLE_ORDER_IN } from '../support/examples.ts';
import { prefer, renderScreen, screenBackend, startFromExamples, type Screen, type ScreenOptions } from '../support/render-screen.tsx';

const rows = (page: Screen) => page.locator('.history-row');
const tab = (page: Screen, name: string) => page.getByRole('tablist', { name: 'Статус сделки' }).getByRole('tab', { name, exact: true });

/** The spec's first example order (GET /traders/orders, example default). */
const EXAMPLE = EXAMPLE_ORDER_IN;

/** History as Prism serves it: the contract's examples as written, whatever the query. */
function openApp(options: ScreenOptions = {}) {
  startFromExamples();
  prefer('listOrders', 'example=default');
  prefer('listOrderHistory', 'example=default');
  return renderScreen('history', {}, options);
}

describe('history', () => {
  it('renders the orders from the mock, grouped by the trader day', async () => {
    // Two days after the examples: the heading is the date, not Сегодня/Вчера.
    const page = await openApp({ clock: '2026-11-24T06:00:00Z' });
    // The orders' requests since the screen opened, counted live (the spec's recordRequests).
    const calls = {
      get length() {
        return page.requests((r) => r.operationId === 'listOrders' || r.operationId === 'listOrderHistory').length;
      },
    };
    await expect(page.getByRole('heading', { name: 'История', level: 1 })).toBeVisible();
    // The two current orders and the day's finished one are on 22 November 2026 in Europe/Moscow.
    await expect(page.getByRole('heading', { name: '22 ноября 2026', level: 2 })).toBeVisible();
    await expect(page.getByText('Обновлено в 09:00')).toBeVisible(); // 06:00Z in Moscow
    const first = rows(page).first();
    // Newest first: the OUT order of 12:00Z (15:00 in Moscow) before the IN order of 11:50Z.
    await expect(first).toContainText('8 200,00 ₽');
    await expect(first).toContainText('Выплата');
    await expect(first).toContainText('15:00');
    await expect(first).toContainText('87,23 USDT');
    await expect(first).toContainText('В работе');
    await expect(rows(page).nth(1)).toContainText('15 000,00 ₽');
    await expect(rows(page).nth(1)).toContainText('Приём');
    // Then the day's finished order, from the history (07:40Z, 10:40 in Moscow).
    await expect(rows(page).nth(2)).toContainText('Завершена');
    await expect(rows(page).nth(2)).toContainText('10:40');
    await expect(page.getByRole('heading', { name: '21 ноября 2026', level: 2 })).toBeVisible();
    await expect(page.getByText(/^Обновлено в \d\d:\d\d$/)).toBeVisible();
    expect(calls.length).toBeGreaterThan(0);
    const current = page.requests({ operationId: 'listOrders' });
    const past = page.requests({ operationId: 'listOrderHistory' });
    expect(current.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(String(current[0]!.query['size'])).toBe('100');
    expect(String(past[0]!.query['size'])).toBe('100');

    // The refresh button fetches again.
    const before = calls.length;
    await page.getByRole('button', { name: 'Обновить' }).click();
    await expect.poll(() => calls.length).toBeGreaterThan(before);
    await expect(page.getByText(/^Обновлено в \d\d:\d\d$/)).toBeVisible();
  });

  it('filters by status and keeps the filter in the URL across reload', async () => {
    const page = await openApp();
    await expect(rows(page).first()).toBeVisible();
    await tab(page, 'Не оплачена').click();
    await expect(page).toHaveURL(/\/history\?status=NO_PAY$/);
    await expect(tab(page, 'Не оплачена')).toHaveAttribute('aria-selected', 'true');
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Нет сделок с этим статусом' })).toBeVisible();
    await expect(page.getByText('Сделок со статусом «Не оплачена» нет.')).toBeVisible();

    await page.reload();
    await expect(tab(page, 'Не оплачена')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Нет сделок с этим статусом' })).toBeVisible();

    await tab(page, 'В работе').click();
    await expect(page).toHaveURL(/\/history\?status=PROCESS$/);
    await expect(rows(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Показать все' }).or(tab(page, 'Все')).first().click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(rows(page).filter({ hasText: 'В работе' })).toHaveCount(2);
    await expect(rows(page).filter({ hasText: 'Завершена' }).first()).toBeVisible();
  });

  it('the Завершена tab shows the finished trades the statistic counts (issue 25)', async () => {
    // Two days after the examples' week: every heading is a date.
    const page = await openApp({ clock: '2026-11-24T06:00:00Z', search: 'status=COMPLETE' });
    await expect(tab(page, 'Завершена')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Нет сделок с этим статусом' })).toHaveCount(0);
    await expect(rows(page).first()).toBeVisible();
    // Newest first: 22 November's 15 000 ₽ at 10:40 Moscow, then 21 November's three.
    await expect(rows(page).first()).toContainText('15 000,00 ₽');
    await expect(rows(page).first()).toContainText('10:40');
    await expect(page.getByRole('heading', { name: '22 ноября 2026', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '21 ноября 2026', level: 2 })).toBeVisible();
    await expect(rows(page).filter({ hasText: '21:02' })).toContainText('10 000,00 ₽');
    // Only finished trades: no current order under this tab.
    await expect(rows(page).filter({ hasText: 'В работе' })).toHaveCount(0);
    for (const row of await rows(page).locators()) await expect(row).toContainText('Завершена');
    // Settings' week counts 12: they are all here (jsdom has no layout, so no row is left out of view).
    const seen = new Set<string>();
    await expect(async () => {
      for (const id of await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-order-id') ?? ''))) seen.add(id);
      expect(seen.size).toBe(12);
    }).toPass({ timeout: 10_000 });

    // The detail sheet of a finished trade.
    await rows(page).first().click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByRole('heading', { name: 'Сделка · Приём' })).toBeVisible();
    await expect(sheet.getByRole('region', { name: 'Сделка' })).toContainText('22 ноября 2026, 10:40');
  });

  it('a deep link with a status opens filtered', async () => {
    const page = await openApp({ search: 'status=CANCEL' });
    await expect(tab(page, 'Отменена')).toHaveAttribute('aria-selected', 'true');
    await expect(rows(page)).toHaveCount(3);
    for (const row of await rows(page).locators()) await expect(row).toContainText('Отменена');
    await tab(page, 'Все').click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(rows(page).filter({ hasText: 'В работе' })).toHaveCount(2);
  });

  it('tapping an order opens the detail sheet with every field', async () => {
    const page = await openApp();
    await rows(page).filter({ hasText: '15 000,00 ₽' }).filter({ hasText: 'В работе' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Сделка · Приём' })).toBeVisible();
    await expect(sheet.getByTitle(`Скопировать номер сделки: ${EXAMPLE.id}`)).toContainText('b47d498b…fbf801');
    const deal = sheet.getByRole('region', { name: 'Сделка' });
    await expect(deal).toContainText('15 000,00 ₽');
    await expect(deal).toContainText('158,73 USDT');
    await expect(deal).toContainText('94,50 ₽ за 1 USDT');
    await expect(deal).toContainText('СБП'); // payment method 1 is SBP in static data
    await expect(deal).toContainText('Alfa-Bank'); // bank 1
    await expect(deal).toContainText('22 ноября 2026, 14:50');
    await expect(deal).toContainText('22 ноября 2026, 15:10');
    const requisite = sheet.getByRole('region', { name: 'Ваш реквизит' });
    await expect(requisite).toContainText('#11');
    await expect(requisite).toContainText('+7 916 123-45-67'); // the one phone format of the app
    await expect(requisite).toContainText('Иван Петрович С.');
    await expect(requisite).toContainText('Активен');
    await expect(sheet.getByRole('region', { name: 'Спор' })).toContainText('Спора нет');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await rows(page).filter({ hasText: '8 200,00 ₽' }).filter({ hasText: 'В работе' }).click();
    // The OUT order has no bank id: the deal names the customer's bank, not "—".
    await expect(page.getByRole('dialog').getByRole('region', { name: 'Сделка' })).toContainText('БанкVTB');
    const customer = page.getByRole('dialog').getByRole('region', { name: 'Реквизиты клиента' });
    await expect(customer).toContainText('VTB');
    await expect(customer).toContainText('2202 2000 1234 5678');
    await expect(customer).toContainText('Анна К.');
  });

  it('no orders shows the empty state', async () => {
    startFromExamples();
    prefer('listOrders', 'example=empty');
    prefer('listOrderHistory', 'example=empty');
    const page = await renderScreen('history');
    await expect(page.getByRole('heading', { name: 'Сделок пока нет' })).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });

  it('a server error shows an error with Retry that recovers', async () => {
    startFromExamples();
    prefer('listOrderHistory', 'example=default');
    prefer('listOrders', 'code=500');
    const page = await renderScreen('history');
    // The query client retries a 5xx twice before showing the error.
    await expect(page.getByRole('alert')).toContainText('Не удалось загрузить историю', { timeout: 15_000 });
    await expect(rows(page)).toHaveCount(0);
    screenBackend().clearFaults('listOrders');
    prefer('listOrders', 'example=default');
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(rows(page).filter({ hasText: 'В работе' })).toHaveCount(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
