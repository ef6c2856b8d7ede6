// One product (issue 25 points 1 and 5): the phone is in Novosibirsk (UTC+7), the account on
// Moscow (UTC+3, GET /traders example). The same instant reads the same on every screen, in the
// account's zone and one format: History's row and sheet, the Operations list, the operation
// page and the CSV; and an INVITE order has one name in History and in the trade list.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openApp } from '../support/app.ts';
import { patchJson } from '../support/mock.ts';

test.use({ timezoneId: 'Asia/Novosibirsk', viewport: { width: 390, height: 844 } });

/** 10:05Z: 13:05 in Moscow (the account), 17:05 in Novosibirsk (the phone). */
const INSTANT = '2026-11-22T10:05:00Z';
const ACCOUNT_TIME = '13:05';
const PHONE_TIME = '17:05';
const ACCOUNT_DATE_TIME = '22 ноября 2026, 13:05';

/** The current orders (GET /traders/orders): an INVITE is one of them; History shows it beside the finished ones of /history. */
const ORDER_LISTS = /\/api\/v1\/traders\/orders(?:\?|$)/;
const OPERATIONS = /\/api\/v1\/traders\/transactions\?/;
const OPERATION = /\/api\/v1\/traders\/transactions\/[0-9a-f-]{36}(?:\?|$)/;
/** The first example operation (a withdrawal on hold). */
const WITHDRAWAL = '55d32369-b409-43af-b176-db56a4c3ce45';

type Item = Record<string, unknown>;

/** The first current order becomes an INVITE created at INSTANT. */
async function firstOrderIsAnInviteAtTheInstant(page: Page) {
  await patchJson(page, ORDER_LISTS, (body) => {
    const [first, ...rest] = body.items as Item[];
    return { ...body, items: [{ ...first, status: 'INVITE', created_at: INSTANT }, ...rest] };
  });
}

/** The example withdrawal (-50.25 USDT, on hold) was created and updated at INSTANT, in the list and on its page. */
async function withdrawalAtTheInstant(page: Page) {
  const at = (op: Item) => (op.id === WITHDRAWAL ? { ...op, created_at: INSTANT, updated_at: INSTANT } : op);
  await patchJson(page, OPERATIONS, (body) => ({ ...body, items: (body.items as Item[]).map(at) }));
  // The detail answers for the tapped withdrawal whatever example the mock picks.
  await patchJson(page, OPERATION, (body) => ({ ...body, id: WITHDRAWAL, type: 'WITHDRAWAL', status: 'HOLD', amount: -50.25, currency_code: 'USDT', created_at: INSTANT, updated_at: INSTANT }));
}

/** The value of a key-value row (a <dt>/<dd> pair) by its term. */
function field(scope: Locator, term: string): Locator {
  return scope.locator('.ui-kv__row').filter({ has: scope.page().getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) }).getByRole('definition');
}

async function snap(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test.beforeEach(async ({ page }) => {
  // Before the example orders expire (12:10Z), so the trade list shows them; the clock runs.
  await page.clock.install({ time: new Date('2026-11-22T11:55:00Z') });
});

test('the phone zone is not the account zone here', async ({ page }) => {
  await page.goto('about:blank');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Novosibirsk');
});

test('one instant reads the same time in History, its sheet, Operations and the operation page', async ({ page }) => {
  await firstOrderIsAnInviteAtTheInstant(page);
  await withdrawalAtTheInstant(page);

  await openApp(page, 'history');
  await expect(page.getByRole('heading', { name: 'История', level: 1 })).toBeVisible();
  const row = page.locator('.history-row').filter({ hasText: ACCOUNT_TIME });
  await expect(row).toHaveCount(1);
  await expect(page.locator('.history-row').filter({ hasText: PHONE_TIME })).toHaveCount(0);
  await snap(page, 'history');
  await row.click();
  const sheet = page.getByRole('dialog');
  await expect(field(sheet.getByRole('region', { name: 'Сделка' }), 'Создана')).toHaveText(ACCOUNT_DATE_TIME);
  await snap(page, 'history-sheet');

  await openApp(page, 'balance-operations');
  const op = page.locator('.balance-op').filter({ hasText: 'Вывод' });
  await expect(op).toHaveCount(1);
  await expect(op.locator('.balance-op__meta')).toHaveText(ACCOUNT_DATE_TIME);
  await snap(page, 'operations');
  await op.click();
  await expect(page).toHaveURL(new RegExp(`/balance/operations/${WITHDRAWAL}$`));
  await expect(field(page.getByRole('region', { name: 'Операция' }), 'Создана')).toHaveText(ACCOUNT_DATE_TIME);
  await expect(field(page.getByRole('region', { name: 'Операция' }), 'Обновлена')).toHaveText(ACCOUNT_DATE_TIME);
  await expect(page.getByRole('main')).not.toContainText(PHONE_TIME);
  // A debit with the true minus, as on every screen.
  await expect(page.getByTestId('operation-amount')).toHaveText('\u221250,25\u00a0USDT');
  await snap(page, 'operation');
});

test('the operations CSV writes the instant in the account zone and every amount with two decimals', async ({ page }) => {
  await withdrawalAtTheInstant(page);
  await openApp(page, 'balance-operations');
  await expect(page.locator('.balance-op').first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать CSV' }).click();
  const text = await readFile((await (await downloading).path())!, 'utf8');
  const lines = text.slice(1).split('\r\n').filter((l) => l !== '');
  expect(lines[0]).toContain('Создана (Europe/Moscow);Обновлена (Europe/Moscow)');
  const withdrawal = lines.find((l) => l.startsWith(WITHDRAWAL))!.split(';');
  expect(withdrawal.slice(3, 7)).toEqual(['-50,25', 'USDT', '22.11.2026 13:05:00', '22.11.2026 13:05:00']);
  for (const line of lines.slice(1)) {
    const fields = line.split(';');
    expect(fields[3], line).toMatch(/^-?\d+,\d{2}$/);
    expect(fields[5], line).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
  }
});

test('an INVITE order has one name in History and in the trade list', async ({ page }) => {
  await firstOrderIsAnInviteAtTheInstant(page);

  await openApp(page, 'trade-list');
  await expect(page.getByRole('heading', { name: 'Сделки', level: 1 })).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Принять сделку' }) });
  await expect(card.locator('.orders-badge')).toHaveText('Ждёт принятия');
  await snap(page, 'trade-list');

  await openApp(page, 'history');
  await expect(page.getByRole('tablist', { name: 'Статус сделки' }).getByRole('tab', { name: 'Ждёт принятия', exact: true })).toBeVisible();
  await expect(page.locator('.history-row').filter({ hasText: ACCOUNT_TIME }).locator('.history-badge')).toHaveText('Ждёт принятия');
  await expect(page.getByRole('main')).not.toContainText('Приглашение');
});
