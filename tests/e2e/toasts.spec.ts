// Toasts never cover a control (issue 25, point 4), at 320 and 390 px, inside Telegram (the
// client on the bridge draws the main and back buttons) and outside it (in-page buttons): the
// cases a trader met, each with the toast on show and the screen or sheet it came over.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openApp } from '../support/app.ts';
import { connectedApps, emit, emitRaw } from '../support/events.ts';
import { prefer } from '../support/mock.ts';
import { expectToastCoversNoControl } from '../support/toasts.ts';

const SIZES = [
  { width: 320, height: 568 },
  { width: 390, height: 720 },
] as const;
const PLACES = ['in Telegram', 'outside Telegram'] as const;
/** A balance event: its toast can come over any screen. */
const REPLENISHMENT = { amount: 12.5, currency_code: 'USDT', operation_id: '9b2d7f1e-4c3a-4e8b-a1d2-5f6e7a8b9c0d', event: 'balance.replenishment' };

const SHOTS = join(process.env.SCREENSHOTS_DIR ?? 'test-results/screens', 'toasts');

/** The check, then the screen as it is with the toast, to be looked at. */
async function check(page: Page, what: string) {
  await expectToastCoversNoControl(page, what);
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  const inTelegram = await page.evaluate(() => '__tgPosted' in window);
  await page.screenshot({ path: join(SHOTS, `${what.replace(/[^a-z0-9]+/gi, '-')}-${size?.width}-${inTelegram ? 'tg' : 'web'}.png`), scale: 'css' });
}

/** In Telegram, the stand-in client is on the bridge (native controls); in a browser, none. */
const inClient = (place: (typeof PLACES)[number]) => (place === 'in Telegram' ? { client: {} } : {});

for (const size of SIZES) {
  for (const place of PLACES) {
    test.describe(`${size.width} px, ${place}`, () => {
      test.use({ viewport: size });

      test('home: "Скопировано" over the active order covers none of its controls', async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await openApp(page, 'index', {}, { main: true, ...inClient(place) });
        // Scrolled to the end, where "Открыть спор" and the order number are.
        await page.getByRole('button', { name: 'Открыть спор' }).scrollIntoViewIfNeeded();
        await page.getByTitle(/^Скопировать номер сделки/).click();
        await expect(page.getByText('Скопировано')).toBeVisible();
        await check(page, 'home, order number copied');
      });

      test('settings: the schedule toast covers nothing on the settings screen', async ({ page }) => {
        await openApp(page, 'settings', {}, { search: 'day=wed', main: true, ...inClient(place) });
        const wednesday = page.getByRole('dialog', { name: 'Среда' });
        await wednesday.getByRole('button', { name: 'Сохранить' }).click();
        await expect(wednesday).toHaveCount(0);
        await expect(page.getByText('Расписание сохранено')).toBeVisible();
        await check(page, 'settings after saving a day');
      });

      test('settings: a timezone toast covers nothing in the timezone list', async ({ page }) => {
        await prefer(page, '**/api/v1/traders/timezone', 'code=500', 'PUT');
        await openApp(page, 'settings', {}, { main: true, ...inClient(place) });
        await page.locator('button[aria-haspopup="dialog"]').filter({ hasText: 'UTC' }).first().click();
        const list = page.getByRole('listbox', { name: 'Часовые пояса' });
        await list.getByRole('option', { selected: false }).first().click();
        await expect(page.getByText('Не удалось сохранить часовой пояс')).toBeVisible();
        await expect(list).toBeVisible();
        await check(page, 'the timezone list under the error toast');
      });

      test.describe('realtime', () => {
        test.afterEach(async ({ page }) => {
          await page.close();
          await connectedApps(0);
        });

        test('settings: a toast over the open day editor covers none of its time fields or buttons', async ({ page }) => {
          await openApp(page, 'settings', {}, { search: 'day=thu', main: true, ...inClient(place) });
          await connectedApps(1);
          const thursday = page.getByRole('dialog', { name: 'Четверг' });
          await expect(thursday.getByLabel('Окончание')).toBeVisible();
          await emitRaw('balance_replenishment', REPLENISHMENT);
          await expect(page.getByText('Баланс пополнен')).toBeVisible();
          await check(page, 'the day editor');
        });

        test('"Таймер истек" covers neither "Готов принимать сделки" nor Закрыть', async ({ page }) => {
          await prefer(page, '**/api/v1/traders/status', 'example=done');
          await openApp(page, 'index', {}, { main: true, ...inClient(place) });
          await connectedApps(1);
          await emit('autoaccept_timeout', 'default');
          const dialog = page.getByRole('dialog');
          await expect(dialog.getByRole('button', { name: 'Готов принимать сделки' })).toBeVisible();
          await expect(page.getByText('Таймер истек')).toBeVisible();
          await check(page, 'the timeout drawer');
        });

        test('a toast over the withdrawal form covers none of its fields or its main button', async ({ page }) => {
          await openApp(page, 'balance-conclusion', {}, { main: true, ...inClient(place) });
          await connectedApps(1);
          await page.getByLabel('Сумма', { exact: true }).fill('25');
          await page.getByLabel('Адрес кошелька USDT').fill('TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeD');
          // The keyboard is up: the web view keeps about 360 px of height (the client says so too).
          await page.setViewportSize({ width: size.width, height: 360 });
          await page.evaluate(() => window.Telegram?.WebView?.receiveEvent?.('viewport_changed', { height: 360, is_expanded: true, is_state_stable: true }));
          await emitRaw('balance_replenishment', REPLENISHMENT);
          await expect(page.getByText('Баланс пополнен')).toBeVisible();
          await check(page, 'the withdrawal form');
        });
      });
    });
  }
}
