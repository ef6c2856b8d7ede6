// Order changes against the stateful backend: confirming a payment, accepting an invite, opening
// a dispute, adding a requisite and starting auto-accept each reach the backend once for two
// taps 250 ms apart — by then the first answer (150 ms) has come back, the case where a form
// that unlocks on success sends again.
import type { Locator, Page } from '@playwright/test';
import { installTelegramClient, nativeMainButtonReady, pressMainButtonTwice } from '../../support/telegram-client.ts';
import { expect, openApp, test } from '../../support/stateful.ts';
import { SETTLE_MS } from './money.ts';

const GAP_MS = 250;
const ALL_DAY = { start: '00:00', end: '23:59' };

/** Where the element is once it has stopped moving (a sheet slides up for 0.5 s). */
async function settledBox(page: Page, target: Locator) {
  let last = await target.boundingBox();
  for (let i = 0; i < 50; i++) {
    await page.waitForTimeout(50);
    const box = await target.boundingBox();
    if (box && last && box.x === last.x && box.y === last.y) return box;
    last = box;
  }
  return last;
}

/** Two real taps on where the element is now, `GAP_MS` apart (whatever it turns into meanwhile). */
async function tapTwice(page: Page, target: Locator): Promise<void> {
  // A tap where a sliding sheet's button was a moment ago would land on the overlay and close it.
  const box = await settledBox(page, target);
  if (!box) throw new Error('the element to tap is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.click(x, y);
  await page.waitForTimeout(GAP_MS);
  await page.mouse.click(x, y);
}

test('confirming a payment: two MainButton taps, one confirmation', async ({ page, backend }) => {
  await installTelegramClient(page);
  await openApp(page, 'index');
  await nativeMainButtonReady(page, 'Подтвердить получение');
  await pressMainButtonTwice(page, GAP_MS);
  await expect(page).toHaveURL(/\/trade\/order\/complete\?order_id=/);
  await page.waitForTimeout(SETTLE_MS);
  expect(backend.count({ operationId: 'confirmOrder' })).toBe(1);
  expect(backend.applied('confirmOrder')).toBe(1);
});

test('accepting an invite: two taps, one acceptance', async ({ page, backend }) => {
  const [first] = backend.snapshot().orders;
  if (!first) throw new Error('the seed has no order');
  backend.reset({ orders: [{ ...first, status: 'INVITE' }] });
  await openApp(page, 'trade-list');
  await tapTwice(page, page.getByRole('button', { name: 'Принять сделку' }));
  await page.waitForTimeout(SETTLE_MS);
  expect(backend.count({ operationId: 'acceptOrder' })).toBe(1);
  expect(backend.applied('acceptOrder')).toBe(1);
});

test('opening a dispute: two taps on send, one dispute', async ({ page, backend }) => {
  await openApp(page, 'index');
  await page.getByRole('button', { name: 'Открыть спор' }).click();
  await page.getByLabel('Причина спора').fill('Клиент прислал чек, но деньги не поступили');
  await tapTwice(page, page.getByRole('button', { name: 'Отправить в поддержку' }));
  await expect(page).toHaveURL(/\/dispute$/);
  await page.waitForTimeout(SETTLE_MS);
  expect(backend.count({ operationId: 'openDispute' })).toBe(1);
  expect(backend.applied('openDispute')).toBe(1);
});

test('adding a requisite: two MainButton taps, one requisite', async ({ page, backend }) => {
  await installTelegramClient(page);
  const before = backend.snapshot().requisites.length;
  await openApp(page, 'requisite-add');
  await page.getByRole('tab', { name: 'Карта' }).click();
  await page.getByRole('button', { name: /Банк/ }).click();
  await page.getByRole('dialog', { name: 'Выберите банк' }).getByRole('option', { name: 'Sberbank' }).click();
  await page.getByLabel('Номер карты').fill('4111 1111 1111 1111');
  await page.getByLabel('Имя владельца').fill('Иван Петров');
  await nativeMainButtonReady(page, 'Добавить реквизит');
  await pressMainButtonTwice(page, GAP_MS);
  await expect(page).toHaveURL(/\/requisite$/);
  await page.waitForTimeout(SETTLE_MS);
  expect(backend.count({ operationId: 'createRequisite' })).toBe(1);
  expect(backend.snapshot().requisites).toHaveLength(before + 1);
});

test('starting auto-accept: two MainButton taps, one activation', async ({ page, backend }) => {
  await installTelegramClient(page);
  backend.reset({ orders: [], schedule: { timezone: 'UTC', days: [ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY] } });
  await openApp(page, 'index');
  await nativeMainButtonReady(page, 'Начать поиск сделок');
  await pressMainButtonTwice(page, GAP_MS);
  await expect(page.getByText('Поиск сделки запущен')).toBeVisible();
  await page.waitForTimeout(SETTLE_MS);
  expect(backend.count({ operationId: 'activateAutoaccept' })).toBe(1);
  expect(backend.applied('activateAutoaccept')).toBe(1);
});
