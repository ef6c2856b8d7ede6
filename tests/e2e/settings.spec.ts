// Settings in Chromium against the production build and the Prism mocks: statistics with the
// lazy chart (canvas, its code loaded on demand), support and version. Timezone, the schedule,
// the auto-accept duration and the statistic's empty and failed states are screen tests:
// tests/screen/settings.test.tsx.
import { expect, test } from '../support/fixtures.ts';
import { openApp } from '../support/app.ts';




test.describe('settings', () => {
  test('statistics: totals, the lazy chart and the table; support link and version', async ({ page }) => {
    const chartCode: string[] = [];
    page.on('request', (r) => {
      if (/uPlot/i.test(r.url())) chartCode.push(r.url());
    });
    await openApp(page, 'settings');
    const totals = page.getByRole('definition');
    const stats = page.getByLabel('Итоги за период');
    await expect(stats).toContainText('Завершено сделок');
    await expect(stats).toContainText('12');
    await expect(stats).toContainText('Отменено сделок');
    await expect(stats).toContainText(/142\s000,00\s₽/);
    await expect(stats).toContainText(/1\s502,65\sUSDT/);
    await expect(stats).toContainText('37,57 USDT');
    await expect(stats).toContainText(/80\s%/);
    expect(await totals.count()).toBeGreaterThan(0);
    await expect(page.getByTestId('statistic-chart').locator('canvas')).toBeVisible();
    expect(chartCode.some((u) => u.endsWith('.js'))).toBe(true);
    await page.getByText('Таблица по дням').click();
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(8);
    await expect(table.getByRole('row').nth(1)).toContainText('пн, 16.11');

    const support = page.getByRole('link', { name: 'Написать в поддержку' });
    await expect(support).toHaveAttribute('href', 'https://t.me/trader_support');
    await expect(page.getByRole('region', { name: 'О приложении' })).toContainText(/Версия\s*\d+\.\d+\.\d+/);
  });

});
