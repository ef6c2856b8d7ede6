// Every screen on random valid data (Prism dynamic mode, seeded): no crash, no error
// boundary, no console error. A screen may redirect (random data can block the trader or open a
// dispute): that is behaviour, not a failure.
import { expect, test } from '../support/fixtures.ts';
import { SCREENS } from '../support/screens.ts';
import { launchUrl } from '../../scripts/lib/telegram-launch.ts';

// One Playwright project per seed (playwright.fuzz.config.ts, FUZZ_SEEDS): the project's mock
// stack answers with that seed's random data.
for (const screen of SCREENS) {
  test(`${screen.path} survives random valid data`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
    });
    await page.addInitScript((session) => {
      for (const [k, v] of Object.entries(session)) sessionStorage.setItem(k, v);
    }, screen.session ?? {});
    // Keep the random trader unblocked and any random active order out of a dispute, so the
    // guards let every screen show (blocking and disputes have their own end-to-end tests).
    await page.route('**/api/v1/traders', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), blocked: false } });
    });
    if (!screen.path.startsWith('/dispute')) {
      await page.route('**/api/v1/traders/check', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: 'order_type' in body ? { ...body, dispute_status: null } : body });
      });
    }
    await page.goto(launchUrl(screen.path));
    await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
    await page.waitForTimeout(500);
    // Scroll through the screen so virtualized and lazy parts render too.
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
    const errorScreens = page.locator('[data-error-status]');
    const errorScreen = (await errorScreens.count()) > 0 ? await errorScreens.first().getAttribute('data-error-status') : null;
    expect(errorScreen, `error screen ${errorScreen} on ${page.url()}`).toBeNull();
    expect(problems).toEqual([]);
  });
}
