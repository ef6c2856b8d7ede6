// The built app's preview server in front of the stateful backend: it keeps the API prefixes and
// passes a lost answer on as a lost connection. Signing in, the backend's figures on screen and the
// socket: tests/screen/smoke.test.tsx.
import { randomUUID } from 'node:crypto';
import { zTokenPair } from '../../../generated/zod/gateway-api.gen.ts';
import { signedInitData } from '../../../scripts/lib/telegram-launch.ts';
import { expect, test } from '../../support/stateful.ts';

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
