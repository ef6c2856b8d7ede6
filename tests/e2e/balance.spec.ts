// The balance screens in Chromium against the production build and the Prism mocks: every screen
// at 360 px, the deposit address (QR, the browser's clipboard), the CSV download and the
// virtualized list. The derived amounts, the forms' rules, confirmations and the
// server's refusals are screen tests (tests/screen/balance.test.tsx), and so are a double tap's
// one withdrawal, a transfer, the operations tabs in the URL and an operation's detail
// (tests/screen/balance-flows.test.tsx).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openApp } from '../support/app.ts';

const TRANSACTIONS = '**/api/v1/traders/transactions?*';

const NEW_WITHDRAWAL = '55d32369-b409-43af-b176-db56a4c3ce45';
const ADDRESS = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';


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

test.describe('operations', () => {
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
});
