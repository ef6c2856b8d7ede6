// The search's pulse in Chromium against the production build and the mocks: once auto-accept's
// time is up the ring stops (a CSS animation, read from the computed style). The rest of the trader
// screens (home by status, confirming, disputes, the trade list, the outcomes) are screen tests:
// tests/screen/trade.test.tsx. The clock is set to the examples' time (the search ends 13:00Z on
// 2026-11-22).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { statusExample } from '../support/mock.ts';
import { openApp } from '../support/app.ts';

/** Fake timers from shortly before `time`; `freeze()` (once the screen is up) stops the clock at `time`. */
async function clockAt(page: Page, time: Date) {
  await page.clock.install({ time: new Date(time.getTime() - 30_000) });
  return { freeze: () => page.clock.pauseAt(time) };
}

test.describe('home by status', () => {
  test('autoaccept: once its time is up the search says so, with no 00:00 countdown and no pulse still searching', async ({ page }) => {
    // The examples' search ends at 13:00Z; two seconds before it.
    const clock = await clockAt(page, new Date('2026-11-22T12:59:58Z'));
    await statusExample(page, 'autoaccept');
    await openApp(page, 'trade-search');
    await expect(page.getByRole('heading', { name: 'Ищем подходящую сделку' })).toBeVisible();
    await clock.freeze();
    const timer = page.getByRole('timer', { name: 'До конца поиска' });
    await expect(timer).toContainText('00:02');
    const ring = () => page.locator('.orders-pulse').evaluate((el) => getComputedStyle(el, '::before').animationName);
    expect(await ring()).toBe('orders-pulse');
    await page.clock.runFor(3000);
    await expect(page.getByRole('heading', { name: 'Время поиска истекло' })).toBeVisible();
    await expect(timer).toHaveCount(0);
    expect(await ring()).toBe('none');
    // The server ends the search; until its word comes the trader may still stop it.
    await expect(page.getByRole('button', { name: 'Остановить поиск' })).toBeVisible();
  });
});
