// Withdraw and transfer: one debit per Idempotency-Key, the same answer for a repeat, a lost
// answer whose retry does not debit again, the documented refusals, and the balance event.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { zBalanceOperation } from '../../generated/zod/trader-api.gen.ts';
import { ADDRESS, api, call, connect, socketClient } from './harness.ts';
import { backendPerFile } from './backend-per-file.ts';

const stateful = backendPerFile();

const withdraw = (key: string, body: unknown = { amount: 50.25, address: ADDRESS }) =>
  call(stateful.backend, 'POST', api('/traders/balance/withdraw'), { token: stateful.token, idempotencyKey: key, body });

describe('idempotent withdraw', () => {
  it('debits once for a key sent twice and answers the repeat with the same operation', async () => {
    const key = randomUUID();
    const first = await withdraw(key);
    const second = await withdraw(key);
    expect(first.status).toBe(200);
    expect(second).toMatchObject({ status: 200, body: first.body });
    expect(stateful.backend.applied('withdraw')).toBe(1);
    expect(stateful.backend.count({ operationId: 'withdraw', replayed: true })).toBe(1);
    const ledger = stateful.backend.ledger();
    expect(ledger).toMatchObject({ initialAvailable: 1250.5, available: 1200.25, total: 1300.75 });
    expect(ledger.operations).toEqual([
      { id: zBalanceOperation.parse(first.body).id, kind: 'WITHDRAWAL', amount: -50.25, status: 'HOLD', idempotencyKey: key, operationId: 'withdraw' },
    ]);
    stateful.backend.assertLedgerConsistent();
  });

  it('debits again for a new key (a second intent)', async () => {
    await withdraw(randomUUID());
    await withdraw(randomUUID());
    expect(stateful.backend.applied('withdraw')).toBe(2);
    expect(stateful.backend.ledger().available).toBe(1150);
    stateful.backend.assertLedgerConsistent();
  });

  it('refuses a key reused for a different request with 422 and changes nothing', async () => {
    const key = randomUUID();
    await withdraw(key);
    const reused = await withdraw(key, { amount: 1, address: ADDRESS });
    expect(reused).toMatchObject({ status: 422, body: { detail: [{ loc: ['header', 'Idempotency-Key'], type: 'idempotency_key_reused' }] } });
    expect(stateful.backend.applied('withdraw')).toBe(1);
  });

  it('requires the Idempotency-Key the contract requires', async () => {
    const reply = await call(stateful.backend, 'POST', api('/traders/balance/withdraw'), { token: stateful.token, body: { amount: 1, address: ADDRESS } });
    expect(reply).toMatchObject({ status: 422, body: { detail: [{ loc: ['header', 'Idempotency-Key'], msg: 'Field required', type: 'missing' }] } });
    expect(stateful.backend.applied('withdraw')).toBe(0);
  });

  it('answers the documented 400 to insufficient funds and does not store it: a retry after a top-up can succeed', async () => {
    stateful.backend.reset({ balance: { available: 10, total: 10, overdraft: 200 } });
    const key = randomUUID();
    expect(await withdraw(key, { amount: 10.01, address: ADDRESS })).toMatchObject({ status: 400, body: { detail: 'Недостаточно средств для операции' } });
    expect(stateful.backend.ledger().operations).toEqual([]);
    expect((await withdraw(randomUUID(), { amount: 10, address: ADDRESS })).status).toBe(200);
    expect(stateful.backend.ledger().available).toBe(0);
  });

  it('validates the body with the generated schema: 422 in FastAPI shape', async () => {
    const reply = await withdraw(randomUUID(), { amount: 0, address: '' });
    expect(reply).toMatchObject({
      status: 422,
      body: {
        detail: [
          { loc: ['body', 'amount'], msg: 'Input should be greater than or equal to 0.01', type: 'greater_than_equal' },
          { loc: ['body', 'address'], msg: 'String should have at least 34 characters', type: 'string_too_short' },
          { loc: ['body', 'address'], msg: "String should match pattern '^T[1-9A-HJ-NP-Za-km-z]{33}$'", type: 'string_pattern_mismatch' },
        ],
      },
    });
  });
});

describe('a lost answer', () => {
  it('commits the debit, destroys the connection, and the retry with the same key replays without debiting', async () => {
    stateful.backend.dropNextResponse('withdraw');
    const key = randomUUID();
    await expect(withdraw(key)).rejects.toThrow();
    expect(stateful.backend.ledger().operations).toHaveLength(1);
    expect(stateful.backend.requests.at(-1)).toMatchObject({ operationId: 'withdraw', status: null, dropped: true });

    const retry = await withdraw(key);
    expect(retry.status).toBe(200);
    expect(zBalanceOperation.parse(retry.body).id).toBe(stateful.backend.ledger().operations[0]?.id);
    expect(stateful.backend.applied('withdraw')).toBe(1);
    stateful.backend.assertLedgerConsistent();
  });
});

describe('the operations and the socket', () => {
  it('shows the new operation in the list and by id, and tells the trader socket once', async () => {
    const socket = socketClient(stateful.backend, stateful.token);
    const events: unknown[] = [];
    socket.on('balance_withdrawal', (payload: unknown) => events.push(payload));
    await connect(socket);
    const key = randomUUID();
    const op = zBalanceOperation.parse((await withdraw(key)).body);
    await withdraw(key);

    const list = await call(stateful.backend, 'GET', api('/traders/transactions?transaction_status=process'), { token: stateful.token });
    expect(list.body).toMatchObject({ total: 2, items: [{ id: op.id }, { id: '55d32369-b409-43af-b176-db56a4c3ce45' }] });
    expect((await call(stateful.backend, 'GET', api(`/traders/transactions/${op.id}`), { token: stateful.token })).body).toEqual(op);
    await expect.poll(() => events).toEqual([{ amount: -50.25, currency_code: 'USDT', operation_id: op.id, event: 'balance.withdrawal' }]);
    socket.close();
  });

  it('a transfer debits the available and the total amount', async () => {
    const reply = await call(stateful.backend, 'POST', api('/traders/balance/transfer'), { token: stateful.token, idempotencyKey: randomUUID(), body: { amount: 100, recipient: 'maria_trader' } });
    expect(reply).toMatchObject({ status: 200, body: { type: 'INTERNAL_TRANSFER', status: 'COMPLETE', amount: -100, address: 'maria_trader' } });
    expect((await call(stateful.backend, 'GET', api('/traders/balance'), { token: stateful.token })).body).toEqual({
      total_amount: 1200.75,
      available_amount: 1150.5,
      allowed_overdraft: 0,
      currency_code: 'USDT',
    });
    stateful.backend.assertLedgerConsistent();
  });
});
