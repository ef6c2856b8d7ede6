// The break mode (tests/backend/breaks.ts) is explicit and leaves the backend's own contract
// check intact: without `breaks` nothing is rewritten; with them, only the named answers and
// events are, and a handler's own violation still becomes a 500 and a contractViolations entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANTED_BREAKS, PLANTED_INPUT_BUGS } from './breaks.ts';
import { ADDRESS, api, call, connect, signIn, socketClient } from './harness.ts';
import { OPEN_WITHDRAWAL_TERMS } from './seed.ts';
import { startBackend, type TestBackend } from './server.ts';

let plain: TestBackend;
let broken: TestBackend;
let buggy: TestBackend;

beforeAll(async () => {
  [plain, broken, buggy] = await Promise.all([
    // The withdrawals here are about planted bugs, not the withdrawal terms (issue 28).
    startBackend({ latencyMs: 0, seed: { withdrawalTerms: OPEN_WITHDRAWAL_TERMS } }),
    startBackend({ latencyMs: 0, breaks: PLANTED_BREAKS }),
    startBackend({ latencyMs: 0, breaks: PLANTED_INPUT_BUGS, seed: { withdrawalTerms: OPEN_WITHDRAWAL_TERMS } }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain.close(), broken.close(), buggy.close()]);
});

describe('planted contract breaks', () => {
  it('rewrite the named answers only when the backend is started with them', async () => {
    const [plainToken, brokenToken] = await Promise.all([signIn(plain), signIn(broken)]);
    expect((await call(plain, 'GET', api('/traders'), { token: plainToken.access_token })).body).toMatchObject({ blocked: false });
    expect((await call(broken, 'GET', api('/traders'), { token: brokenToken.access_token })).body).toMatchObject({ blocked: 'no' });
    const balance = await call(broken, 'GET', api('/traders/balance'), { token: brokenToken.access_token });
    expect(balance.status).toBe(200);
    expect(balance.body).not.toHaveProperty('available_amount');
    // Errors pass unchanged, and the config, not broken, is as documented.
    expect((await call(broken, 'GET', api('/traders'))).status).toBe(401);
    expect((await call(broken, 'GET', api('/config'), { token: brokenToken.access_token })).status).toBe(200);
    expect(broken.contractViolations).toEqual([]);
  });

  it('keep the contract check: a violation of the backend itself is still a 500 and recorded', async () => {
    const token = await signIn(broken);
    broken.answerNext('getConfig', 200, { unexpected: true });
    const reply = await call(broken, 'GET', api('/config'), { token: token.access_token });
    expect(reply.status).toBe(500);
    expect(broken.contractViolations.map((v) => v.source)).toEqual(['getConfig']);
  });

  it('send a malformed event only from a broken backend', async () => {
    const payload = { amount: -50.25, currency_code: 'USDT' as const, operation_id: '5b9d3c1e-2f4a-4e8b-9c7d-1a2b3c4d5e6f', event: 'balance.withdrawal' as const };
    const got = await Promise.all(
      [plain, broken].map(async (backend) => {
        const socket = socketClient(backend, (await signIn(backend)).access_token);
        await connect(socket);
        const received = new Promise<unknown>((resolve) => socket.once('balance_withdrawal', resolve));
        expect(backend.emit('balance_withdrawal', payload)).toBe(1);
        const value = await received;
        socket.disconnect();
        return value;
      }),
    );
    expect(got[0]).toEqual(payload);
    expect(got[1]).toEqual({ ...payload, amount: '50.25' });
  });
});

describe('planted input bugs', () => {
  it('crash a read on a negative id and a write on an unparsable body, and nothing else', async () => {
    const cases = async (backend: TestBackend) => {
      const token = (await signIn(backend)).access_token;
      return [
        (await call(backend, 'GET', api('/help/categories/-1/articles'), { token })).status,
        (await call(backend, 'GET', api('/help/categories/2147483000/articles'), { token })).status,
        (await call(backend, 'GET', api('/help/categories/1/articles'), { token })).status,
        (await call(backend, 'POST', api('/traders/balance/withdraw'), { token, idempotencyKey: crypto.randomUUID(), rawBody: '{"amount": 1,' })).status,
        (await call(backend, 'POST', api('/traders/balance/withdraw'), { token, idempotencyKey: crypto.randomUUID(), body: { amount: 1, address: ADDRESS } })).status,
        // Without a token the call is refused before the bug is reached, as a real server's auth would.
        (await call(backend, 'GET', api('/help/categories/-1/articles'))).status,
      ];
    };
    expect(await cases(plain)).toEqual([404, 404, 200, 422, 200, 401]);
    expect(await cases(buggy)).toEqual([500, 404, 200, 500, 200, 401]);
    expect(buggy.count({ operationId: 'withdraw', status: 500 })).toBe(1);
    // A 500 with the documented body: the backend's own contract check passes it, like the breaks.
    expect(buggy.contractViolations).toEqual([]);
  });
});
