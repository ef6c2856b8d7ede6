// Order changes against the stateful backend: accepting an invite, opening a dispute and adding a
// requisite each reach the backend once for two taps 250 ms apart — by then the first answer
// (150 ms) has come back, the case where a form that unlocks on success sends again. The taps land
// where the button was (a sheet slides): Chromium's layout. Confirming a payment and starting
// auto-accept from the MainButton are screen tests: tests/screen/intents.test.tsx.
import type { Locator, Page } from '@playwright/test';
import { installTelegramClient, nativeMainButtonReady, pressMainButtonTwice } from '../../support/telegram-client.ts';
import { expect, openApp, test } from '../../support/stateful.ts';
import { SETTLE_MS } from './money.ts';

const GAP_MS = 250;

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
