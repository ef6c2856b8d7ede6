// The demo looks alive: with no scenario the first screen is the active order, and through the
// mocks' date mover (scripts/mock/shift-dates.ts, what `npm run dev` serves) its timer counts
// down instead of "Время на оплату истекло". The other specs pin the examples' own times, so the
// shared mocks run with MOCK_DATES=examples; here the page's API calls go through a mover in
// front of the same Prism, as in development. Real clock, no fake timers. Without the mover the
// same screen is expired: tests/screen/live-demo.test.tsx.
import { expect, test } from '../support/fixtures.ts';
import { startShiftingProxy, type RunningShiftProxy } from '../../scripts/mock/shift-dates.ts';
import { openApp } from '../support/app.ts';

let mover: RunningShiftProxy;

test.beforeAll(async ({ mockStack }) => {
  mover = await startShiftingProxy({ target: mockStack.traderUrl });
});
test.afterAll(async () => {
  await mover.close();
});

test('with no scenario, the active order has minutes left and its timer runs', async ({ page }) => {
  await page.route(/\/\/[^/]+\/api\/v1\//, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${mover.url}${url.pathname.slice('/api/v1'.length)}${url.search}` });
    await route.fulfill({ response });
  });
  await openApp(page, 'index');
  // Home lists both orders in progress (issue 28), each with its timer: the open one is the active order.
  const timer = page.getByRole('region', { name: 'Открытая сделка' }).getByRole('timer', { name: 'Осталось времени' });
  await expect(timer).toBeVisible();
  await expect(timer).not.toContainText('истекло');
  const value = timer.locator('.orders-timer__value');
  const first = await value.textContent();
  expect(first).toMatch(/^(0[5-9]|10):\d\d$/); // the example's 10 minutes, moved in 5-minute steps
  await expect(value).not.toHaveText(first ?? '', { timeout: 3000 }); // it counts down
});
