// Sign-in, token expiry, refresh, revocation and socket authentication of the test backend.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { zTokenPair } from '../../generated/zod/gateway-api.gen.ts';
import { signInitData } from '../../src/shared/telegram/init-data-signing.ts';
import { signedInitData } from '../../scripts/lib/telegram-launch.ts';
import { api, call, claims, connect, gateway, signIn, socketClient } from './harness.ts';
import { startBackend, type TestBackend } from './server.ts';

let backend: TestBackend;
let clock = Date.now();

beforeAll(async () => {
  backend = await startBackend({ latencyMs: 0, now: () => clock });
});
afterAll(() => backend.close());
beforeEach(() => {
  // On a whole second: exp is in whole seconds, so expiry falls exactly accessTtlS later.
  clock = Math.floor(Date.now() / 1000) * 1000;
  backend.reset();
  backend.configure({ latencyMs: 0 });
});

/** Init data for `user`, signed with `botToken` exactly as Telegram signs it (Web Crypto, as the dev environment signs). */
async function initDataSignedWith(botToken: string, user = { id: 7, first_name: 'Other' }) {
  const fields: Record<string, string> = { auth_date: String(Math.floor(Date.now() / 1000)), query_id: 'AAQ', user: JSON.stringify(user) };
  const raw = await signInitData(fields, botToken);
  return { raw, hash: new URLSearchParams(raw).get('hash') ?? '' };
}

const tokenRequest = (initData: { raw: string; hash: string }) => ({ body: { init_data_raw: initData.raw, hash: initData.hash } });

describe('init data', () => {
  it('accepts init data signed with the bot token and issues a JWT-shaped pair with exp and sub', async () => {
    const pair = await signIn(backend);
    const access = claims(pair.access_token);
    expect(pair.access_token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(access).toMatchObject({ sub: '100000002', type: 'access' });
    expect(access.exp).toBe(Math.floor(clock / 1000) + 30);
    expect(claims(pair.refresh_token).exp).toBe(Math.floor(clock / 1000) + 600);
    expect(backend.applied('issueToken')).toBe(1);
  });

  it('refuses init data signed with another bot token, tampered, or with another hash in the body', async () => {
    const foreign = await call(backend, 'POST', gateway('/auth/token'), tokenRequest(await initDataSignedWith('another-bot:token')));
    expect(foreign).toMatchObject({ status: 403, body: { detail: 'invalid_init_data' } });

    const good = signedInitData();
    const tampered = good.raw.replace('e2e_trader', 'e2e_admin');
    expect((await call(backend, 'POST', gateway('/auth/token'), tokenRequest({ raw: tampered, hash: good.hash }))).status).toBe(403);
    expect((await call(backend, 'POST', gateway('/auth/token'), tokenRequest({ raw: good.raw, hash: 'f'.repeat(64) }))).status).toBe(403);
    expect(backend.applied('issueToken')).toBe(0);
  });

  it('answers 403 no_in_whitelist, as documented, to a user off the whitelist', async () => {
    backend.configure({ whitelist: [1, 2, 3] });
    const reply = await call(backend, 'POST', gateway('/auth/token'), tokenRequest(signedInitData()));
    expect(reply).toMatchObject({ status: 403, body: { detail: 'no_in_whitelist' } });
    backend.configure({ whitelist: [100000002] });
    await expect(signIn(backend)).resolves.toBeTruthy();
  });

  it('answers 422 in FastAPI shape to a token request without hash', async () => {
    const reply = await call(backend, 'POST', gateway('/auth/token'), { body: { init_data_raw: 'x' } });
    expect(reply).toMatchObject({ status: 422, body: { detail: [{ loc: ['body', 'hash'], msg: 'Field required', type: 'missing' }] } });
  });
});

describe('access tokens', () => {
  it('answers 401 without a token, with a malformed one, or one signed with another key', async () => {
    const pair = await signIn(backend);
    const [head = '', payload = ''] = pair.access_token.split('.');
    for (const token of [null, 'garbage', `${head}.${payload}.forged`]) {
      const reply = await call(backend, 'GET', api('/traders/balance'), { token });
      expect(reply).toMatchObject({ status: 401, body: { detail: 'Not authenticated' } });
    }
    expect(backend.count({ operationId: 'getBalance', authorized: false, status: 401 })).toBe(3);
    expect((await call(backend, 'GET', api('/traders/balance'), { token: pair.access_token })).status).toBe(200);
    expect(backend.count({ operationId: 'getBalance', authorized: true })).toBe(1);
  });

  it('expires the access token after accessTtlS; the refresh gives a new pair that works', async () => {
    backend.configure({ accessTtlS: 10 });
    const pair = await signIn(backend);
    clock += 9_999;
    expect((await call(backend, 'GET', api('/traders'), { token: pair.access_token })).status).toBe(200);
    clock += 1;
    expect((await call(backend, 'GET', api('/traders'), { token: pair.access_token })).status).toBe(401);

    const { raw, hash } = signedInitData();
    const refreshed = await call(backend, 'POST', gateway('/auth/token/refresh'), { body: { init_data_raw: raw, hash, refresh_token: pair.refresh_token } });
    expect(refreshed.status).toBe(200);
    const next = zTokenPair.parse(refreshed.body);
    expect(claims(next.access_token).exp).toBe(Math.floor(clock / 1000) + 10);
    expect((await call(backend, 'GET', api('/traders'), { token: next.access_token })).status).toBe(200);
  });

  it('refuses an expired refresh token and an access token used as a refresh token with 401', async () => {
    const pair = await signIn(backend);
    const { raw, hash } = signedInitData();
    const refresh = (token: string) => call(backend, 'POST', gateway('/auth/token/refresh'), { body: { init_data_raw: raw, hash, refresh_token: token } });
    expect(await refresh(pair.access_token)).toMatchObject({ status: 401, body: { detail: 'Refresh token invalid' } });
    clock += 600_000;
    expect(await refresh(pair.refresh_token)).toMatchObject({ status: 401, body: { detail: 'Refresh token expired' } });
  });
});

describe('revocation', () => {
  it('makes every access and refresh token answer 401; a fresh sign-in still works unless refused', async () => {
    const pair = await signIn(backend);
    backend.revokeSessions();
    expect((await call(backend, 'GET', api('/traders/check'), { token: pair.access_token })).status).toBe(401);
    const { raw, hash } = signedInitData();
    const refresh = await call(backend, 'POST', gateway('/auth/token/refresh'), { body: { init_data_raw: raw, hash, refresh_token: pair.refresh_token } });
    expect(refresh.status).toBe(401);

    const fresh = await signIn(backend);
    expect((await call(backend, 'GET', api('/traders/check'), { token: fresh.access_token })).status).toBe(200);

    backend.refuseSignIn(500);
    expect(await call(backend, 'POST', gateway('/auth/token'), tokenRequest(signedInitData()))).toMatchObject({
      status: 500,
      body: { detail: 'Internal Server Error' },
    });
    backend.refuseSignIn(null);
    await expect(signIn(backend)).resolves.toBeTruthy();
  });

  it('refuses a socket without a valid token, accepts one with it, and drops it on revocation', async () => {
    const anonymous = socketClient(backend, null);
    await expect(connect(anonymous)).rejects.toThrow('Not authenticated');
    anonymous.close();

    const pair = await signIn(backend);
    const socket = socketClient(backend, pair.access_token);
    await connect(socket);
    expect(backend.sockets()).toBe(1);
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    backend.revokeSessions();
    await expect(dropped).resolves.toBe('io server disconnect');
    await expect(connect(socket)).rejects.toThrow('Not authenticated');
    expect(backend.handshakes.map((h) => h.accepted)).toEqual([false, true, false]);
    socket.close();
  });
});
