// The break mode (tests/backend/breaks.ts) is explicit and leaves the backend's own contract
// check intact: without `breaks` nothing is rewritten; with them, only the named answers and
// events are, and a handler's own violation still becomes a 500 and a contractViolations entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANTED_BREAKS } from './breaks.ts';
import { api, call, connect, signIn, socketClient } from './harness.ts';
import { startBackend, type TestBackend } from './server.ts';

let plain: TestBackend;
let broken: TestBackend;

beforeAll(async () => {
  [plain, broken] = await Promise.all([startBackend({ latencyMs: 0 }), startBackend({ latencyMs: 0, breaks: PLANTED_BREAKS })]);
});
afterAll(async () => {
  await Promise.all([plain.close(), broken.close()]);
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
