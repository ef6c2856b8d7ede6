// Latency, injected faults, and the contract check of the backend's own answers and events.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADDRESS, api, call, connect, gateway, socketClient } from './harness.ts';
import { OPEN_WITHDRAWAL_TERMS } from './seed.ts';
import { startBackend } from './server.ts';
import { backendPerFile } from './backend-per-file.ts';

// The withdrawals here are about latency and faults, not the withdrawal terms.
const stateful = backendPerFile({ latencyMs: 0, seed: { withdrawalTerms: OPEN_WITHDRAWAL_TERMS } });

describe('latency', () => {
  it('delays every answer by latencyMs (150 by default)', async () => {
    const fresh = await startBackend();
    try {
      const started = performance.now();
      await call(fresh, 'GET', api('/traders'));
      expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    } finally {
      await fresh.close();
    }
    stateful.backend.configure({ latencyMs: 300 });
    const started = performance.now();
    expect((await call(stateful.backend, 'GET', api('/traders/balance'), { token: stateful.token })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(295);
  });

  it('holds concurrent answers independently: the state is committed at arrival', async () => {
    stateful.backend.configure({ latencyMs: 200 });
    const key = randomUUID();
    const body = { amount: 1, address: ADDRESS };
    // A double tap: both requests are in flight before either answer arrives.
    const [a, b] = await Promise.all([
      call(stateful.backend, 'POST', api('/traders/balance/withdraw'), { token: stateful.token, idempotencyKey: key, body }),
      call(stateful.backend, 'POST', api('/traders/balance/withdraw'), { token: stateful.token, idempotencyKey: key, body }),
    ]);
    expect(a.body).toEqual(b.body);
    expect(stateful.backend.applied('withdraw')).toBe(1);
  });
});

describe('fault injection', () => {
  it('failNext answers the documented error body the given number of times, without running the handler', async () => {
    stateful.backend.failNext('withdraw', 500, 2);
    const key = randomUUID();
    const send = () => call(stateful.backend, 'POST', api('/traders/balance/withdraw'), { token: stateful.token, idempotencyKey: key, body: { amount: 1, address: ADDRESS } });
    expect(await send()).toMatchObject({ status: 500, body: { detail: 'Internal Server Error' } });
    expect((await send()).status).toBe(500);
    expect(stateful.backend.applied('withdraw')).toBe(0);
    expect((await send()).status).toBe(200);
    expect(stateful.backend.applied('withdraw')).toBe(1);
  });

  it('fail lasts until cleared; 429 carries Retry-After', async () => {
    stateful.backend.fail('getBalance', 429);
    for (let i = 0; i < 3; i += 1) {
      const reply = await call(stateful.backend, 'GET', api('/traders/balance'), { token: stateful.token });
      expect(reply).toMatchObject({ status: 429, body: { detail: 'Too many requests' } });
      expect(reply.headers.get('retry-after')).toBe('15');
    }
    stateful.backend.clearFaults('getBalance');
    expect((await call(stateful.backend, 'GET', api('/traders/balance'), { token: stateful.token })).status).toBe(200);
  });

  it('an unauthenticated request gets its 401 and leaves the fault for the next call', async () => {
    stateful.backend.failNext('getTrader', 500);
    expect((await call(stateful.backend, 'GET', api('/traders'))).status).toBe(401);
    expect((await call(stateful.backend, 'GET', api('/traders'), { token: stateful.token })).status).toBe(500);
  });

  it('refuses to inject a status the operation does not document', () => {
    expect(() => stateful.backend.failNext('getBalance', 404)).toThrow('getBalance documents no 404 answer (documented: 200, 401, 403, 422, 429, 500)');
  });

  it('answers 501 to a call it does not implement and records it', async () => {
    const reply = await call(stateful.backend, 'GET', api('/traders/unknown'), { token: stateful.token });
    expect(reply.status).toBe(501);
    expect(stateful.backend.notImplemented).toMatchObject([{ method: 'GET', path: '/api/v1/traders/unknown', operationId: null }]);
  });
});

describe('the contract check of its own answers', () => {
  it('turns a contract-breaking answer into a 500 and records the violation', async () => {
    stateful.backend.answerNext('getBalance', 200, { total_amount: 'lots', available_amount: 1 });
    const reply = await call(stateful.backend, 'GET', api('/traders/balance'), { token: stateful.token });
    expect(reply.status).toBe(500);
    expect(reply.body).toMatchObject({ detail: expect.stringContaining('broke the contract of getBalance 200') });
    expect(stateful.backend.contractViolations).toMatchObject([
      { kind: 'response', source: 'getBalance', status: 200, issues: [expect.stringContaining('total_amount'), expect.stringContaining('allowed_overdraft')] },
    ]);
  });

  it('catches an undocumented status', async () => {
    stateful.backend.answerNext('issueToken', 401, { detail: 'nope' });
    const reply = await call(stateful.backend, 'POST', gateway('/auth/token'), { body: { init_data_raw: 'x', hash: 'y' } });
    expect(reply.status).toBe(500);
    expect(stateful.backend.contractViolations[0]?.issues).toEqual(['status 401 is not documented (documented: 200, 400, 403, 422, 429, 500)']);
  });

  it('passes a documented example through unchanged', async () => {
    stateful.backend.answerNext('getBalance', 200, { total_amount: '1300.750', available_amount: '1250.500', allowed_overdraft: '0', currency_code: 'USDT' });
    expect((await call(stateful.backend, 'GET', api('/traders/balance'), { token: stateful.token })).body).toEqual({
      total_amount: '1300.750',
      available_amount: '1250.500',
      allowed_overdraft: '0',
      currency_code: 'USDT',
    });
    expect(stateful.backend.contractViolations).toEqual([]);
  });

  it('does not emit a socket event the contract forbids, and records it', async () => {
    const socket = socketClient(stateful.backend, stateful.token);
    await connect(socket);
    const received: unknown[] = [];
    socket.onAny((event: string) => received.push(event));
    // @ts-expect-error -- a payload the generated type forbids (amount is a number), to see the check at run time
    expect(stateful.backend.emit('balance_withdrawal', { amount: 'five', currency_code: 'USDT', operation_id: randomUUID(), event: 'balance.withdrawal' })).toBe(0);
    expect(stateful.backend.contractViolations).toMatchObject([{ kind: 'event', source: 'balance_withdrawal' }]);
    expect(stateful.backend.emit('banned', { blocked: true })).toBe(1);
    await expect.poll(() => received).toEqual(['banned']);
    socket.close();
  });
});
