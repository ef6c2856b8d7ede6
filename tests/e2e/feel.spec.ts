// Section 9's feel constants in Chromium against the production build and the mocks: the iOS
// keyboard margin (the focused field stays 8 px above the keyboard) and the scroll hide delay
// (a screen's scrollbar shows while it scrolls, and hides 600 ms after).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openApp } from '../support/app.ts';

/** The keyboard opens: the visible height shrinks to `height` while the field has focus. */
async function openKeyboard(page: Page, height: number): Promise<void> {
  const size = page.viewportSize();
  if (!size) throw new Error('no viewport');
  await page.setViewportSize({ width: size.width, height });
}

const gapAboveKeyboard = (page: Page, label: string) =>
  page.getByLabel(label).evaluate((el) => (window.visualViewport?.height ?? window.innerHeight) - el.getBoundingClientRect().bottom);

test.describe('the iOS keyboard margin', () => {
  for (const platform of ['ios', 'android']) {
    test(`on ${platform}, the focused address field ${platform === 'ios' ? 'is lifted 8 px above' : 'is left to the client under'} the keyboard`, async ({ page }) => {
      await openApp(page, 'balance-conclusion', {}, { platform });
      const field = page.getByLabel('Адрес кошелька USDT');
      await expect(field).toBeVisible();
      await field.focus();
      await openKeyboard(page, 200);
      if (platform === 'ios') {
        await expect.poll(() => gapAboveKeyboard(page, 'Адрес кошелька USDT')).toBeGreaterThanOrEqual(7.5);
        expect(await gapAboveKeyboard(page, 'Адрес кошелька USDT')).toBeLessThan(9);
      } else {
        await page.waitForTimeout(600);
        expect(await gapAboveKeyboard(page, 'Адрес кошелька USDT')).toBeLessThan(0);
      }
    });
  }
});

test('a screen shows its scrollbar while it scrolls and hides it 600 ms after', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 400 });
  await openApp(page, 'balance-operations');
  const content = page.locator('main.ui-screen__content');
  await expect(content).toBeVisible();
  await expect.poll(() => content.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await expect(content).not.toHaveAttribute('data-scrolling');
  const shownFor = await content.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        el.scrollTop = 100;
        const start = performance.now();
        const poll = () => (el.hasAttribute('data-scrolling') || performance.now() - start < 50 ? requestAnimationFrame(poll) : resolve(performance.now() - start));
        requestAnimationFrame(poll);
      }),
  );
  expect(shownFor).toBeGreaterThanOrEqual(580);
  expect(shownFor).toBeLessThan(900);
  expect(await content.evaluate((el) => getComputedStyle(el).scrollbarWidth)).toBe('none');
});

test.describe('touch gestures on the operations list', () => {
  /** A one-finger move from (x, y) by dx, dy over `steps` moves. */
  async function drag(page: Page, x: number, y: number, dx: number, dy: number): Promise<void> {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y + dy, { steps: 8 });
    await page.mouse.up();
  }

  test('a swipe of 100 px changes the status tab; a 90 px drag does nothing (not a tap either)', async ({ page }) => {
    await openApp(page, 'balance-operations');
    const panel = page.getByRole('tabpanel');
    await expect(panel.locator('.balance-op').first()).toBeVisible();
    const box = await panel.boundingBox();
    if (!box) throw new Error('no tab panel');
    const y = box.y + Math.min(60, box.height / 2);
    // 90 px: a drag, neither a swipe nor a tap on the row under it
    await drag(page, box.x + 300, y, -90, 0);
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/balance\/operations$/);
    await drag(page, box.x + 300, y, -120, 5);
    await expect(page).toHaveURL(/\/balance\/operations\?status=completed$/);
    await expect(page.getByRole('tab', { name: 'Выполнены' })).toHaveAttribute('aria-selected', 'true');
    await drag(page, box.x + 100, y, 120, 0);
    await expect(page).toHaveURL(/\/balance\/operations(\?status=process)?$/);
  });

  test('a hold of 400 ms on an operation copies its id instead of opening it; a tap opens it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openApp(page, 'balance-operations');
    const row = page.locator('.balance-op').first();
    await expect(row).toBeVisible();
    const box = await row.boundingBox();
    if (!box) throw new Error('no row');
    await page.mouse.move(box.x + 40, box.y + 20);
    await page.mouse.down();
    await page.mouse.move(box.x + 46, box.y + 26); // within the 10 px tap tolerance
    await page.waitForTimeout(550);
    await page.mouse.up();
    await expect(page.getByText('Скопировано')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^[0-9a-f-]{36}$/);
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/balance\/operations$/);

    await row.click();
    await expect(page).toHaveURL(/\/balance\/operations\/[0-9a-f-]{36}$/);
  });
});
