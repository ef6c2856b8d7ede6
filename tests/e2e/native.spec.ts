// The native Telegram feel, through the client stand-in on the bridge (telegram-client.ts):
// sheets and dialogs hold the modal hash (spec section 2), so native Back and browser Back close
// them and stay on the page; toasts never cover the title or the back button. The web view's
// expansion and colours and the native main button on first load: tests/screen/native.test.tsx.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { installTelegramClient, posted } from '../support/telegram-client.ts';
import { openApp } from '../support/app.ts';
import { recordRequests } from '../support/mock.ts';

/** The native back button as the client draws it now (the last setup message). */
async function nativeBackVisible(page: Page): Promise<boolean | null> {
  const setups = (await posted(page)).filter((e) => e.type === 'web_app_setup_back_button');
  const last = setups.at(-1)?.data;
  return last ? last['is_visible'] === true : null;
}

const pressNativeBack = (page: Page) => page.evaluate(() => window.Telegram?.WebView?.receiveEvent?.('back_button_pressed'));

test.describe('sheets hold the modal hash', () => {
  test('on a menu page: the native back button shows while a sheet is open; native Back closes it and stays', async ({ page }) => {
    await installTelegramClient(page);
    await openApp(page, 'history');
    const rows = page.locator('.history-row');
    await expect(rows.first()).toBeVisible();
    await expect.poll(() => nativeBackVisible(page), { message: 'no back button on a menu page' }).not.toBe(true);

    await rows.filter({ hasText: '15 000,00' }).first().click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await expect(page).toHaveURL(/\/history#modal$/);
    await expect.poll(() => nativeBackVisible(page), { message: 'the native back button shows over the sheet' }).toBe(true);

    // Closing is a history step, not a navigation: the trader API calls from here on.
    const requests = recordRequests(page, '*', /./);
    await pressNativeBack(page);
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole('heading', { name: 'История', level: 1 })).toBeVisible();
    await expect.poll(() => nativeBackVisible(page)).toBe(false);
    // Closing is not a new screen: no guard round.
    expect(requests.filter((r) => /traders\/(check|status)$|\/traders$/.test(new URL(r.url()).pathname))).toEqual([]);

    // Browser Back closes it too.
    await rows.filter({ hasText: '15 000,00' }).first().click();
    await expect(sheet).toBeVisible();
    await page.goBack();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/history$/);

    // Closed from the sheet itself (Escape), the modal entry is left: Back then leaves nothing open.
    await rows.filter({ hasText: '15 000,00' }).first().click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/history$/);
  });

  test('a reload with the sheet open leaves the modal hash: no sheet, no back button on the menu page', async ({ page }) => {
    await installTelegramClient(page);
    await openApp(page, 'history');
    await page.locator('.history-row').filter({ hasText: '15 000,00' }).first().click();
    await expect(page).toHaveURL(/\/history#modal$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'История', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await nativeBackVisible(page)).not.toBe(true);
  });

  test('on an inner page: native Back closes the bank picker first, then leaves the page', async ({ page }) => {
    await installTelegramClient(page);
    await openApp(page, 'requisite');
    await expect(page.getByRole('heading', { name: 'Реквизиты', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Добавить реквизит' }).click();
    await expect(page).toHaveURL(/\/requisite\/add$/);
    await page.getByRole('tab', { name: 'Карта' }).click();
    await page.getByRole('button', { name: /Банк/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Выберите банк' });
    await expect(sheet).toBeVisible();
    await expect(page).toHaveURL(/\/requisite\/add#modal$/);
    await expect.poll(() => nativeBackVisible(page)).toBe(true);

    await pressNativeBack(page);
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/requisite\/add$/);
    await expect(page.getByRole('heading', { name: 'Новый реквизит' })).toBeVisible();

    await pressNativeBack(page);
    await expect(page).toHaveURL(/\/requisite$/);
  });

  test('a sheet opened from the query (?day=) closes on native Back and clears the day', async ({ page }) => {
    await installTelegramClient(page);
    await openApp(page, 'settings', {}, { search: 'day=wed' });
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await expect(page).toHaveURL(/\/settings\?day=wed#modal$/);
    await expect.poll(() => nativeBackVisible(page)).toBe(true);
    await pressNativeBack(page);
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Настройки', level: 1 })).toBeVisible();
  });
});

test.describe('toasts', () => {
  for (const width of [320, 390]) {
    test(`at ${width} px a toast covers neither the title nor the back button`, async ({ page, context }) => {
      await page.setViewportSize({ width, height: 640 });
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openApp(page, 'balance');
      await page.getByRole('link', { name: 'Пополнить' }).or(page.getByRole('button', { name: 'Пополнить' })).first().click();
      await expect(page).toHaveURL(/\/balance\/replenish$/);
      const back = page.getByRole('button', { name: 'Назад' });
      await expect(back).toBeVisible();
      await page.getByRole('button', { name: 'Скопировать адрес' }).click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Скопировано' });
      await expect(toast).toBeVisible();
      await page.waitForTimeout(500); // the toast's slide-in
      const box = await toast.boundingBox();
      const title = await page.locator('h1').first().boundingBox();
      const backBox = await back.boundingBox();
      expect(box && title && backBox).toBeTruthy();
      const intersects = (a: NonNullable<typeof box>, b: NonNullable<typeof box>) =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(intersects(box!, title!), 'the toast covers the title').toBe(false);
      expect(intersects(box!, backBox!), 'the toast covers the back button').toBe(false);
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    });
  }

  test('on a menu page a toast sits above the bottom menu', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openApp(page, 'index');
    await page.getByTitle(/Скопировать/).first().click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Скопировано' });
    await expect(toast).toBeVisible();
    await page.waitForTimeout(500);
    const box = await toast.boundingBox();
    const menu = await page.getByRole('navigation', { name: 'Основное меню' }).boundingBox();
    const title = await page.locator('h1').first().boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(menu!.y);
    expect(box!.y).toBeGreaterThan(title!.y + title!.height);
  });
});
