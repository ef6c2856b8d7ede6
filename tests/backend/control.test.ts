// The dev backend's controls (issue 37, item 12): `npm run backend -- <command>` (the command line
// of scripts/mock/backend-cli.ts, run here in-process) through the control endpoint
// (tests/backend/control.ts) of a backend started as `npm run dev:stateful` starts it. Each command
// changes what the trader API then answers, as the app reads it, and sends the socket event a real
// backend sends, as a connected app receives it.
import { randomUUID } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../generated/openapi/trader-api.ts';
import { runBackendCli } from '../../scripts/mock/backend-cli.ts';
import { backendPerFile } from './backend-per-file.ts';
import { ADDRESS, api, call, connect, socketClient } from './harness.ts';
import { startBackend } from './server.ts';

type Schemas = components['schemas'];

const stateful = backendPerFile({ latencyMs: 0, control: true });

const port = () => new URL(stateful.backend.origin).port;
/** `npm run backend -- <args> --port <the backend's>`. */
const cli = (...args: string[]) => runBackendCli([...args, '--port', port()], {});
const get = async <T>(path: string) => {
  const reply = await call(stateful.backend, 'GET', api(path), { token: stateful.token });
  expect(reply.status, `GET ${path}`).toBe(200);
  return reply.body as T;
};
const currentOrders = async () => (await get<Schemas['OrderList']>('/traders/orders?size=50')).items;
const balance = async () => {
  const b = await get<Schemas['Balance']>('/traders/balance');
  return { available: Number(b.available_amount), total: Number(b.total_amount) };
};

let sockets: Socket[] = [];
afterEach(() => {
  for (const s of sockets) s.close();
  sockets = [];
  expect(stateful.backend.contractViolations, 'answers and events that break the contract').toEqual([]);
  stateful.backend.assertLedgerConsistent();
});

/** A connected app's socket, recording every event it receives. */
async function app() {
  const socket = socketClient(stateful.backend, stateful.token);
  sockets.push(socket);
  const received: { name: string; payload: unknown }[] = [];
  socket.onAny((name: string, payload: unknown) => received.push({ name, payload }));
  await connect(socket);
  return {
    received,
    /** The events received so far, once `count` have come (socket.io delivers them in order). */
    async events(count = 1) {
      await expect.poll(() => received.length).toBeGreaterThanOrEqual(count);
      return received;
    },
  };
}

const processOrder = async () => {
  const order = (await currentOrders()).find((o) => o.status === 'PROCESS');
  if (!order) throw new Error('the seed has an order in process');
  return order;
};

describe('npm run backend -- assign-order', () => {
  it('gives the trader a new order auto-accept took, listed by GET /traders/orders, and sends autoaccept_order', async () => {
    const socket = await app();
    const before = await currentOrders();
    const result = await cli('assign-order', '--type', 'out', '--amount', '8200');
    expect(result).toMatchObject({ code: 0, err: [] });
    expect(result.out.join('\n')).toMatch(/new OUT order [0-9a-f-]{36}: 8200 RUB \(87\.23 USDT\), PROCESS/);
    expect(result.out.join('\n')).toContain('autoaccept_order sent to 1 connected app');

    const after = await currentOrders();
    expect(after).toHaveLength(before.length + 1);
    const added = after.find((o) => !before.some((b) => b.id === o.id));
    expect(added).toMatchObject({ direction: 'OUT', status: 'PROCESS', amount_rub: 8200, usdt_to_trader: 87.23, requisite: null, dispute_status: null });
    expect(added?.customer_details).not.toBeNull();
    expect(Date.parse(added?.expires_at ?? '')).toBeGreaterThan(Date.now());
    expect(await socket.events()).toEqual([{ name: 'autoaccept_order', payload: { order_id: added?.id, event: 'autoaccept.order' } }]);
  });

  it('an IN order pays to an active requisite; --invite offers it (INVITE) without an event, as the contract has none', async () => {
    const socket = await app();
    const result = await cli('assign-order', '--invite');
    expect(result.code).toBe(0);
    expect(result.out.join('\n')).toContain('no socket event');
    const invite = (await currentOrders()).find((o) => o.status === 'INVITE' && o.amount_rub === 15_000 && o.direction === 'IN');
    const requisites = await get<Schemas['Requisite'][]>('/traders/requisites');
    expect(requisites.find((r) => r.id === invite?.requisite?.id)?.status).toBe('ACTIVE');
    // The invite can be accepted as any other.
    expect((await call(stateful.backend, 'POST', api(`/traders/orders/${invite?.id}/accept`), { token: stateful.token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socket.received).toEqual([]);
  });
});

describe('npm run backend -- expire-order', () => {
  it('the order runs out unpaid: it leaves the current orders for History as NO_PAY, and orders_timeout is sent', async () => {
    const socket = await app();
    const order = await processOrder();
    const result = await cli('expire-order', order.id);
    expect(result).toMatchObject({ code: 0, err: [] });
    expect((await currentOrders()).some((o) => o.id === order.id)).toBe(false);
    expect(await get<Schemas['Order']>(`/traders/orders/${order.id}`)).toMatchObject({ status: 'NO_PAY' });
    const history = await get<Schemas['OrderList']>('/traders/orders/history?status=NO_PAY&size=50');
    expect(history.items.map((o) => o.id)).toContain(order.id);
    expect(await socket.events()).toEqual([
      { name: 'orders_timeout', payload: { order_id: order.id, order_status: 'timeout', dispute_status: null, usdt_to_trader: order.usdt_to_trader, event: 'order.timeout' } },
    ]);
  });

  it('without an id, with several current orders, lists them and changes nothing; an order with an open dispute is refused', async () => {
    const orders = await currentOrders();
    expect(orders.length).toBeGreaterThan(1);
    const listed = await cli('expire-order');
    expect(listed.code).toBe(1);
    for (const o of orders) expect(listed.err.join('\n')).toContain(o.id);
    expect(await currentOrders()).toEqual(orders);

    const order = await processOrder();
    await call(stateful.backend, 'POST', api(`/traders/orders/${order.id}/dispute`), { token: stateful.token, body: { reason: 'Деньги не пришли' } });
    const refused = await cli('expire-order', order.id);
    expect(refused).toMatchObject({ code: 1, err: [expect.stringMatching(/refused \(409\): .*open dispute/)] });
    expect(await get<Schemas['Order']>(`/traders/orders/${order.id}`)).toMatchObject({ status: 'PROCESS', dispute_status: 'open' });
  });
});

describe('npm run backend -- close-dispute', () => {
  const openDispute = async () => {
    const order = await processOrder();
    const opened = await call(stateful.backend, 'POST', api(`/traders/orders/${order.id}/dispute`), { token: stateful.token, body: { reason: 'Деньги не пришли' } });
    expect(opened.status).toBe(201);
    return order;
  };

  it('for the trader: the order completes, the trader is credited, the dispute says so with the comment, dispute_close is sent', async () => {
    const order = await openDispute();
    const socket = await app();
    const before = await balance();
    const result = await cli('close-dispute', '--winner', 'trader', '--comment', 'Оплата подтверждена банком');
    expect(result).toMatchObject({ code: 0, err: [] });
    expect(result.out[0]).toContain(`dispute on order ${order.id} closed for the trader`);

    expect(await get<Schemas['Order']>(`/traders/orders/${order.id}`)).toMatchObject({ status: 'COMPLETE', dispute_status: 'close' });
    expect(await get<Schemas['Dispute']>(`/traders/orders/${order.id}/dispute`)).toMatchObject({
      state: 'CLOSE',
      outcome: 'TRADER',
      resolution_comment: 'Оплата подтверждена банком',
      closed_at: expect.any(String),
    });
    expect(await balance()).toEqual({ available: before.available + order.usdt_to_trader, total: before.total + order.usdt_to_trader });
    const ops = await get<Schemas['TransactionList']>('/traders/transactions?transaction_status=completed&size=50');
    expect(ops.items[0]).toMatchObject({ type: 'ORDER', order_id: order.id, amount: order.usdt_to_trader });
    expect(await socket.events()).toEqual([
      { name: 'dispute_close', payload: { order_id: order.id, order_status: 'complete', dispute_status: 'close', usdt_to_trader: order.usdt_to_trader, event: 'dispute.close' } },
    ]);
  });

  it('for the merchant: the order is cancelled and no money moves; without an open dispute it is refused', async () => {
    const order = await openDispute();
    const socket = await app();
    const before = await balance();
    const result = await cli('close-dispute', order.id, '--winner', 'merchant');
    expect(result.code).toBe(0);
    expect(await get<Schemas['Order']>(`/traders/orders/${order.id}`)).toMatchObject({ status: 'CANCEL', dispute_status: 'close', dispute: { outcome: 'MERCHANT', resolution_comment: null } });
    expect(await balance()).toEqual(before);
    expect(await socket.events()).toEqual([
      { name: 'dispute_close', payload: { order_id: order.id, order_status: 'cancel', dispute_status: 'close', usdt_to_trader: order.usdt_to_trader, event: 'dispute.close' } },
    ]);

    const again = await cli('close-dispute', order.id, '--winner', 'trader');
    expect(again).toMatchObject({ code: 1, err: [expect.stringContaining('refused (409)')] });
    expect(await cli('close-dispute', '--winner', 'trader')).toMatchObject({ code: 1, err: [expect.stringContaining('there is no order with an open dispute')] });
  });
});

describe('npm run backend -- settle-withdrawal', () => {
  const withdraw = async (amount: number) => {
    const reply = await call(stateful.backend, 'POST', api('/traders/balance/withdraw'), { token: stateful.token, idempotencyKey: randomUUID(), body: { amount, address: ADDRESS } });
    expect(reply.status).toBe(200);
    return reply.body as Schemas['BalanceOperation'];
  };

  it('--ok: the withdrawal on hold is sent on chain (COMPLETE, a tx hash) and leaves the total; balance_withdrawal is sent', async () => {
    const start = await balance();
    const op = await withdraw(100);
    const socket = await app();
    const result = await cli('settle-withdrawal', op.id, '--ok');
    expect(result).toMatchObject({ code: 0, err: [] });
    const settled = await get<Schemas['BalanceOperation']>(`/traders/transactions/${op.id}`);
    expect(settled).toMatchObject({ status: 'COMPLETE', amount: -100, tx_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await balance()).toEqual({ available: start.available - 100, total: start.total - 100 });
    expect((await get<Schemas['TransactionList']>('/traders/transactions?transaction_status=process&size=50')).items.some((o) => o.id === op.id)).toBe(false);
    expect(await socket.events()).toEqual([{ name: 'balance_withdrawal', payload: { amount: -100, currency_code: 'USDT', operation_id: op.id, event: 'balance.withdrawal' } }]);
  });

  it('--fail: the withdrawal is cancelled and its amount is available again; several on hold must be named; a settled one is refused', async () => {
    const onHold = async () => (await get<Schemas['TransactionList']>('/traders/transactions?transaction_status=process&size=50')).items.filter((o) => o.type === 'WITHDRAWAL');
    // The seed's own withdrawal on hold, settled first: without an id, the only one there is.
    const [seeded, ...others] = await onHold();
    expect(others).toEqual([]);
    expect(await cli('settle-withdrawal', '--ok')).toMatchObject({ code: 0, out: [expect.stringContaining(seeded?.id ?? '-'), expect.any(String)] });
    const start = await balance();
    const first = await withdraw(100);
    const second = await withdraw(40);
    const listed = await cli('settle-withdrawal', '--fail');
    expect(listed.code).toBe(1);
    expect(listed.err.join('\n')).toContain('there are 2 withdrawals on hold');
    expect(listed.err.join('\n')).toContain(first.id);
    expect(listed.err.join('\n')).toContain(second.id);

    const socket = await app();
    const result = await cli('settle-withdrawal', first.id, '--fail');
    expect(result).toMatchObject({ code: 0, err: [] });
    expect(await get<Schemas['BalanceOperation']>(`/traders/transactions/${first.id}`)).toMatchObject({ status: 'CANCEL', tx_hash: null });
    expect(await balance()).toEqual({ available: start.available - 40, total: start.total });
    expect(await socket.events()).toEqual([{ name: 'balance_withdrawal', payload: { amount: -100, currency_code: 'USDT', operation_id: first.id, event: 'balance.withdrawal' } }]);
    expect(await cli('settle-withdrawal', first.id, '--ok')).toMatchObject({ code: 1, err: [expect.stringContaining('not a withdrawal on hold')] });
  });
});

describe('npm run backend -- top-up', () => {
  it('credits a top-up (TOPUP to the deposit address, balance_replenishment) or an internal one (INTERNAL_TOPUP, balance_internal_topup)', async () => {
    const socket = await app();
    const start = await balance();
    expect((await cli('top-up', '500')).code).toBe(0);
    expect((await cli('top-up', '25,5', '--internal')).code).toBe(0);
    expect(await balance()).toEqual({ available: start.available + 525.5, total: start.total + 525.5 });
    const ops = (await get<Schemas['TransactionList']>('/traders/transactions?transaction_status=completed&size=50')).items;
    const deposit = await get<Schemas['DepositAddress']>('/traders/balance/deposit');
    expect(ops.slice(0, 2)).toMatchObject([
      { type: 'INTERNAL_TOPUP', amount: 25.5, tx_hash: null },
      { type: 'TOPUP', amount: 500, address: deposit.address, tx_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
    const events = await socket.events(2);
    expect(events).toEqual([
      { name: 'balance_replenishment', payload: { amount: 500, currency_code: 'USDT', operation_id: ops[1]?.id, event: 'balance.replenishment' } },
      { name: 'balance_internal_topup', payload: { amount: 25.5, currency_code: 'USDT', operation_id: ops[0]?.id, event: 'balance.internal_topup' } },
    ]);
  });
});

describe('npm run backend: the command line and the endpoint', () => {
  it('status lists the current orders, the withdrawals on hold and the balance', async () => {
    const orders = await currentOrders();
    const result = await cli('status');
    expect(result.code).toBe(0);
    for (const o of orders) expect(result.out.join('\n')).toContain(o.id);
    // The seed's withdrawal on hold.
    expect(result.out.join('\n')).toMatch(/withdrawals on hold \(1\):\n {2}[0-9a-f-]{36} {2}-50\.25 USDT/);
  });

  it('refuses a bad command line (exit 2, nothing sent) and says when no dev backend answers (exit 1)', async () => {
    const before = stateful.backend.snapshot();
    expect(await cli('close-dispute')).toMatchObject({ code: 2, err: [expect.stringContaining('--winner trader or --winner merchant'), '', expect.any(String)] });
    expect(await cli('settle-withdrawal', '--ok', '--fail')).toMatchObject({ code: 2 });
    expect(await cli('top-up', '-5')).toMatchObject({ code: 2 });
    expect(await cli('assign-order', '--winner', 'trader')).toMatchObject({ code: 2, err: [expect.stringContaining('assign-order takes no --winner'), '', expect.any(String)] });
    expect(await cli('dance')).toMatchObject({ code: 2 });
    expect(stateful.backend.snapshot()).toEqual(before);

    const closed = await runBackendCli(['status', '--port', '1'], {});
    expect(closed).toMatchObject({ code: 1, err: [expect.stringContaining('Is npm run dev:stateful running')] });
    // Without --port: MOCK_TRADER_PORT, as npm run dev:stateful.
    expect((await runBackendCli(['status'], { MOCK_TRADER_PORT: port() })).code).toBe(0);
  });

  it('the endpoint refuses an unknown command (404) and a bad body (422), and is absent unless asked for', async () => {
    const post = (path: string, body: string) => fetch(`${stateful.backend.origin}/__control${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect((await post('/dance', '{}')).status).toBe(404);
    const bad = await post('/close-dispute', JSON.stringify({ winner: 'support' }));
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ detail: expect.stringContaining('winner') });

    const plain = await startBackend({ latencyMs: 0 });
    try {
      expect((await fetch(`${plain.origin}/__control`)).status).toBe(404);
      const result = await runBackendCli(['status', '--port', new URL(plain.origin).port], {});
      expect(result).toMatchObject({ code: 1, err: [expect.stringContaining('is not the stateful dev backend')] });
    } finally {
      await plain.close();
    }
  });

  // This machine's own non-loopback address: a request to it arrives from that address.
  const lan = Object.values(networkInterfaces())
    .flat()
    .find((a) => a?.family === 'IPv4' && !a.internal)?.address;
  it.skipIf(lan === undefined)('answers loopback clients only, even when the backend listens on every interface', async () => {
    const open = await startBackend({ latencyMs: 0, control: true, host: '0.0.0.0' });
    try {
      const port = new URL(open.origin).port;
      expect((await fetch(`http://127.0.0.1:${port}/__control`)).status).toBe(200);
      const before = open.snapshot();
      const remote = await fetch(`http://${lan}:${port}/__control/top-up`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount: 5 }) });
      expect(remote.status).toBe(403);
      expect((await fetch(`http://${lan}:${port}/__control`)).status).toBe(403);
      expect(open.snapshot()).toEqual(before);
    } finally {
      await open.close();
    }
  });
});
