// The production build on the mocks: the page shows data that came from Prism through the
// generated client, and every API request carried a UUID x-request-id.
import { expect, test } from '@playwright/test';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('shows the trader, balance and status fetched from the mocks', async ({ page }) => {
  const apiRequests: { url: string; requestId: string | undefined; auth: string | undefined }[] = [];
  page.on('request', (request) => {
    if (/\/(api|gateway\/api)\/v1\//.test(request.url())) {
      const headers = request.headers();
      apiRequests.push({ url: request.url(), requestId: headers['x-request-id'], auth: headers.authorization });
    }
  });
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Трейдер #1024' })).toBeVisible();
  await expect(page.getByTestId('Часовой пояс')).toHaveText('Europe/Moscow');
  await expect(page.getByTestId('Мин. баланс для торговли')).toHaveText('100');

  const paths = apiRequests.map((r) => new URL(r.url).pathname).sort();
  expect(paths).toEqual(['/api/v1/config', '/api/v1/traders', '/api/v1/traders/balance', '/api/v1/traders/check', '/gateway/api/v1/auth/token']);
  for (const r of apiRequests) expect(r.requestId, r.url).toMatch(UUID);
  for (const r of apiRequests.filter((x) => x.url.includes('/api/v1/traders'))) expect(r.auth).toMatch(/^Bearer \S+/);
  expect(consoleErrors).toEqual([]);
});
