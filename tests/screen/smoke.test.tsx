// The app against the stateful backend (moved from tests/e2e/stateful/smoke.spec.ts, assertions
// kept): it signs in with real init-data signing, its screens show the backend's own figures (not
// an example Prism would serve), and its socket connects with the token and receives what the
// backend emits. (The preview proxy's prefixes stay in e2e: smoke.spec.ts.)
import { randomUUID } from 'node:crypto';
import { expect, it as test } from 'vitest';
import { renderScreen, screenBackend } from '../support/render-screen.tsx';

const NB = '\u00a0';

test('signs in; home and /balance show the backend balance; a backend event reaches the app', async () => {
  const backend = screenBackend();
  // No active order, and too little to trade: 40 available + 50 overdraft < 100 minimum.
  backend.reset({ orders: [], balance: { available: 40, total: 52.5, overdraft: 50 } });
  const page = await renderScreen('index');

  await expect(page.getByRole('heading', { name: 'Недостаточно средств для торговли' })).toBeVisible();
  await expect(page.getByTestId('missing-balance')).toHaveText('10,00 USDT');
  await expect(page.getByText('40,00 USDT', { exact: true })).toBeVisible();
  expect(backend.count({ operationId: 'issueToken', status: 200 })).toBeGreaterThanOrEqual(1);

  await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Баланс' }).click();
  await expect(page).toHaveURL(/\/balance$/);
  await expect(page.getByTestId('ownFunds')).toHaveText('52,50 USDT');
  await expect(page.getByTestId('available')).toHaveText('40,00 USDT');
  await expect(page.getByTestId('frozen')).toHaveText('12,50 USDT');
  await expect(page.getByTestId('allowedFunds')).toHaveText('90,00 USDT');

  // Every trader API call carried a valid access token.
  expect(backend.requests.filter((r) => r.path.startsWith('/api/v1/') && !r.authorized).map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([]);

  await expect.poll(() => backend.sockets(), { message: 'the app connects its socket with the token' }).toBe(1);
  const delivered = backend.emit('balance_withdrawal', { amount: 5, currency_code: 'USDT', operation_id: randomUUID(), event: 'balance.withdrawal' });
  expect(delivered).toBe(1);
  // The event says a withdrawal changed, not how (issue 37): the notice claims no status.
  await expect(page.getByText('Вывод обновлён')).toBeVisible();
  await expect(page.getByText(`−5,00${NB}USDT`).or(page.getByText('−5,00 USDT'))).toBeVisible();
});
