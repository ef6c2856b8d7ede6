// The built app against the stateful backend: it signs in with real init-data signing, its
// screens show the backend's own figures (not an example Prism would serve), and its socket
// connects with the token and receives what the backend emits.
import { randomUUID } from 'node:crypto';
import { zTokenPair } from '../../../generated/zod/gateway-api.gen.ts';
import { signedInitData } from '../../../scripts/lib/telegram-launch.ts';
import { expect, openApp, test } from '../../support/stateful.ts';

const NB = '\u00a0';

test('signs in; home and /balance show the backend balance; a backend event reaches the app', async ({ page, backend }) => {
  // No active order, and too little to trade: 40 available + 50 overdraft < 100 minimum.
  backend.reset({ orders: [], balance: { available: 40, total: 52.5, overdraft: 50 } });
  await openApp(page, 'index');

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

test('the preview proxy keeps the prefixes and passes a lost answer on as a lost connection, not a 502', async ({ baseURL, backend }) => {
  const { raw, hash } = signedInitData();
  const signIn = await fetch(`${baseURL}/gateway/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': randomUUID() },
    body: JSON.stringify({ init_data_raw: raw, hash }),
  });
  expect(signIn.status).toBe(200);
  const { access_token: token } = zTokenPair.parse(await signIn.json());
  const traders = () => fetch(`${baseURL}/api/v1/traders`, { headers: { authorization: `Bearer ${token}`, 'x-request-id': randomUUID() } });
  expect((await traders()).status).toBe(200);
  backend.dropNextResponse('getTrader');
  await expect(traders()).rejects.toThrow('fetch failed');
  expect(backend.requests.at(-1)).toMatchObject({ path: '/api/v1/traders', operationId: 'getTrader', dropped: true });
  expect((await traders()).status).toBe(200);
});
