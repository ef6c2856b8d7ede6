// Section 9's feel constants in Chromium against the production build and the mocks: the iOS
// keyboard margin (the focused field stays 8 px above the keyboard) and the scroll hide delay
// (a screen's scrollbar shows while it scrolls, and hides 600 ms after).
import { expect, test, type Page } from '@playwright/test';
import { launchUrl } from './telegram.ts';

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
      await page.goto(launchUrl('/balance/conclusion', { platform }));
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
  await page.goto(launchUrl('/balance/operations'));
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
