// The state-changing operations the app uses besides money: each applies once per intent, and
// the reads (status, orders, requisites, balance) reflect it; the seed is the contract's examples
// moved to now.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { documentedExample } from './contract.ts';
import { api, call } from './harness.ts';
import { defaultSeed } from './seed.ts';
import { backendPerFile } from './backend-per-file.ts';

const IN_ORDER = 'b47d498b-e478-4c77-9465-c03d34fbf801';
const OUT_ORDER = '457c4d43-ef21-4283-87d0-6465f0d35789';

const stateful = backendPerFile();

const get = (path: string) => call(stateful.backend, 'GET', api(path), { token: stateful.token });
const post = (path: string, body?: unknown, idempotencyKey?: string) =>
  call(stateful.backend, 'POST', api(path), { token: stateful.token, ...(body !== undefined ? { body } : {}), ...(idempotencyKey ? { idempotencyKey } : {}) });

describe('the seed', () => {
  it('is the contract examples, moved so the active order has not expired', async () => {
    const status = await get('/traders/check');
    expect(status.body).toMatchObject({ order_type: 'IN', order_id: IN_ORDER, order_status: 'PROCESS' });
    const expiresAt = Date.parse(String(Reflect.get(Object(status.body), 'expires_at')));
    expect(expiresAt - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect((await get('/traders/balance')).body).toEqual(documentedExample('getBalance', 200));
    // Today in the trader's timezone, as History's date filters count days (issue 37: the statistic follows the orders).
    const timeZone = String(Reflect.get(Object((await get('/traders')).body), 'timezone'));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now());
    expect((await get('/traders/statistic')).body).toMatchObject({ period_to: today });
  });

  it('answers every operation the app reads with its contract-valid state', async () => {
    for (const path of [
      '/traders',
      '/traders/status',
      '/config',
      '/redirects?path=%2Fhistory',
      '/traders/orders?size=100',
      `/traders/orders/${IN_ORDER}`,
      '/traders/orders/history?page=1&size=100&status=COMPLETE',
      '/traders/schedule',
      '/traders/balance/deposit',
      '/traders/requisites',
      '/currencies',
      '/payment-systems',
      '/payment-methods',
      '/data/banks',
      '/help/categories',
      '/help/categories/1/articles',
      '/help/articles/102',
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
    expect((await get(`/traders/orders/${IN_ORDER}/dispute`)).status).toBe(404);
    expect(stateful.backend.contractViolations).toEqual([]);
  });

  it('takes overrides per test', async () => {
    stateful.backend.reset({ orders: [], autoacceptExpiresAt: null, redirects: { '/history': '/requisite' } });
    expect((await get('/traders/check')).body).toMatchObject({ autoaccept_expired_at: null, completed_order_count: 12, available_balance: 1250.5 });
    expect((await get('/traders/status')).body).toEqual({ status: 'DONE', dispute_status: null, order_id: null });
    expect((await get('/redirects?path=/history')).body).toEqual({ redirect_to: '/requisite' });
  });

  // Found by npm run verify -- --fuzz: the lookup read Object.prototype's toString, a 500.
  it('has no redirect for a path named like an object member', async () => {
    for (const path of ['toString', '__proto__', 'constructor']) expect(await get(`/redirects?path=${path}`)).toMatchObject({ status: 200, body: { redirect_to: null } });
    expect(stateful.backend.contractViolations).toEqual([]);
  });
});

describe('orders', () => {
  it('confirms an order once per Idempotency-Key: one credit, the order in the history, the status moves on', async () => {
    const key = randomUUID();
    const first = await post(`/traders/orders/${IN_ORDER}/confirm`, undefined, key);
    const repeat = await post(`/traders/orders/${IN_ORDER}/confirm`, undefined, key);
    expect(first).toMatchObject({ status: 200, body: { id: IN_ORDER, status: 'COMPLETE' } });
    expect(repeat.body).toEqual(first.body);
    expect(stateful.backend.applied('confirmOrder')).toBe(1);
    expect(stateful.backend.ledger()).toMatchObject({ available: 1409.23, total: 1459.48, operations: [{ kind: 'ORDER', amount: 158.73, idempotencyKey: key }] });
    expect((await post(`/traders/orders/${IN_ORDER}/confirm`, undefined, randomUUID())).status).toBe(409);
    // The OUT order is next in process.
    expect((await get('/traders/check')).body).toMatchObject({ order_id: OUT_ORDER });
    const history = await get('/traders/orders/history');
    expect(history.body).toMatchObject({ total: defaultSeed(Date.now()).history.length + 1, items: expect.arrayContaining([expect.objectContaining({ id: IN_ORDER, status: 'COMPLETE' })]) });
    stateful.backend.assertLedgerConsistent();
  });

  it('accepts an invite once; a second accept is a conflict', async () => {
    const seed = defaultSeed(Date.now());
    const invite = { ...seed.orders[1]!, status: 'INVITE' as const };
    stateful.backend.reset({ orders: [invite] });
    expect((await get('/traders/check')).body).not.toHaveProperty('order_type');
    expect(await post(`/traders/orders/${invite.id}/accept`)).toMatchObject({ status: 200, body: { status: 'PROCESS' } });
    expect(await post(`/traders/orders/${invite.id}/accept`)).toMatchObject({ status: 409, body: { detail: 'ORDER_STATE_CONFLICT' } });
    expect(stateful.backend.applied('acceptOrder')).toBe(1);
    expect((await get('/traders/check')).body).toMatchObject({ order_id: invite.id, order_type: 'OUT' });
  });

  it('opens a dispute once; the status and the order show it', async () => {
    const opened = await post(`/traders/orders/${IN_ORDER}/dispute`, { reason: 'Клиент прислал чек, но деньги не поступили' });
    expect(opened).toMatchObject({ status: 201, body: { order_id: IN_ORDER, state: 'OPEN', outcome: null } });
    expect((await post(`/traders/orders/${IN_ORDER}/dispute`, { reason: 'Ещё раз, пожалуйста' })).status).toBe(409);
    expect((await get(`/traders/orders/${IN_ORDER}/dispute`)).body).toEqual(opened.body);
    expect((await get('/traders/check')).body).toMatchObject({ dispute_status: 'open' });
    expect((await get('/traders/status')).body).toEqual({ status: 'ACTIVE_ORDER', dispute_status: 'open', order_id: IN_ORDER });
    expect(stateful.backend.applied('openDispute')).toBe(1);
    // An open dispute blocks the confirmation.
    expect((await post(`/traders/orders/${IN_ORDER}/confirm`, undefined, randomUUID())).status).toBe(409);
  });

  it('answers 404 for an unknown order and 422 for a malformed id', async () => {
    expect((await get(`/traders/orders/${randomUUID()}`)).status).toBe(404);
    expect(await get('/traders/orders/not-a-uuid')).toMatchObject({ status: 422, body: { detail: [{ loc: ['path', 'order_id'], type: 'uuid_parsing' }] } });
  });
});

describe('auto-accept', () => {
  it('starts once (a second activation is 422 ALREADY_ACTIVE), shows in the status, and stops', async () => {
    stateful.backend.reset({ orders: [] });
    const started = await post('/traders/orders/autoaccept', { duration_minutes: 30 });
    expect(started.status).toBe(200);
    expect(await post('/traders/orders/autoaccept', { duration_minutes: 30 })).toMatchObject({ status: 422, body: { detail: 'ALREADY_ACTIVE' } });
    expect(stateful.backend.applied('activateAutoaccept')).toBe(1);
    expect((await get('/traders/check')).body).toMatchObject({ autoaccept_expired_at: Reflect.get(Object(started.body), 'autoaccept_expired_at') });
    expect(await post('/traders/orders/autoaccept/disable')).toMatchObject({ status: 200, body: { ok: true } });
    expect((await get('/traders/check')).body).toMatchObject({ autoaccept_expired_at: null });
    expect((await post('/traders/orders/autoaccept', {})).status).toBe(200);
    expect(stateful.backend.applied('activateAutoaccept')).toBe(2);
  });

  it('rejects a duration out of range in FastAPI shape', async () => {
    expect(await post('/traders/orders/autoaccept', { duration_minutes: 481 })).toMatchObject({
      status: 422,
      body: { detail: [{ loc: ['body', 'duration_minutes'], type: 'less_than_equal' }] },
    });
  });

  it('replaces the schedule and the timezone', async () => {
    const schedule = { timezone: 'Asia/Almaty', days: [null, null, null, null, null, { start: '10:00', end: '12:00' }, null] };
    expect((await call(stateful.backend, 'PUT', api('/traders/schedule'), { token: stateful.token, body: schedule })).body).toEqual(schedule);
    expect((await get('/traders/schedule')).body).toEqual(schedule);
    expect((await call(stateful.backend, 'PUT', api('/traders/timezone'), { token: stateful.token, body: { timezone: 'Asia/Almaty' } })).body).toMatchObject({ timezone: 'Asia/Almaty' });
    expect((await get('/traders')).body).toMatchObject({ timezone: 'Asia/Almaty' });
  });
});

describe('requisites', () => {
  it('creates, deactivates, activates and deletes; the list and the status follow', async () => {
    stateful.backend.reset({ orders: [] });
    const created = await post('/traders/requisites', { payment_method_id: 1, bank_id: 2, phone: '+79990001122', holder_name: 'Иван П.' }, randomUUID());
    expect(created).toMatchObject({ status: 201, body: { id: 14, status: 'ACTIVE', phone: '+79990001122', card_number: null } });
    expect((await get('/traders/check')).body).toMatchObject({ active_payment_detail_count: 3 });
    expect((await post('/traders/requisites/14/deactivate')).body).toMatchObject({ status: 'INACTIVE' });
    expect((await post('/traders/requisites/14/activate')).body).toMatchObject({ status: 'ACTIVE' });
    expect(await call(stateful.backend, 'DELETE', api('/traders/requisites/14'), { token: stateful.token })).toMatchObject({ status: 204, body: undefined });
    expect(((await get('/traders/requisites')).body as unknown[]).map((r) => Reflect.get(Object(r), 'id'))).toEqual([11, 12, 13]);
    expect((await call(stateful.backend, 'DELETE', api('/traders/requisites/14'), { token: stateful.token })).status).toBe(404);
    expect(stateful.backend.applied('createRequisite')).toBe(1);
    expect(stateful.backend.applied('deleteRequisite')).toBe(1);
  });

  it('needs a phone for SBP and a card number for C2C', async () => {
    expect(await post('/traders/requisites', { payment_method_id: 2, bank_id: 2, holder_name: 'Иван П.' }, randomUUID())).toMatchObject({
      status: 422,
      body: { detail: [{ loc: ['body', 'card_number'], type: 'missing' }] },
    });
    expect(stateful.backend.applied('createRequisite')).toBe(0);
  });

  it('refuses a card number and a phone together: RequisiteCreate is a oneOf', async () => {
    const body = { payment_method_id: 2, bank_id: 3, card_number: '2200700012345678', phone: '+79161234567', holder_name: 'Иван П.' };
    expect(await post('/traders/requisites', body, randomUUID())).toMatchObject({ status: 422, body: { detail: [{ loc: ['body'], type: 'value_error' }] } });
    expect(stateful.backend.applied('createRequisite')).toBe(0);
  });

  // Issue 24: one tap whose answer was lost, sent again (by Chromium or by the trader), made two.
  it('creates one requisite per Idempotency-Key and replays the first answer to a repeat', async () => {
    const key = randomUUID();
    const body = { payment_method_id: 2, bank_id: 3, card_number: '2200700012345678', holder_name: 'Иван П.' };
    const before = stateful.backend.snapshot().requisites.length;
    const first = await post('/traders/requisites', body, key);
    const [second, third] = await Promise.all([post('/traders/requisites', body, key), post('/traders/requisites', body, key)]);
    expect(first).toMatchObject({ status: 201, body: { id: 14, card_number: '2200700012345678' } });
    expect(second).toMatchObject({ status: 201, body: first.body });
    expect(third).toMatchObject({ status: 201, body: first.body });
    expect(stateful.backend.snapshot().requisites).toHaveLength(before + 1);
    expect(stateful.backend.applied('createRequisite')).toBe(1);
    expect(stateful.backend.count({ operationId: 'createRequisite', replayed: true })).toBe(2);
    // A new key is a new intent: a second requisite.
    expect((await post('/traders/requisites', body, randomUUID())).body).toMatchObject({ id: 15 });
    expect(stateful.backend.applied('createRequisite')).toBe(2);
  });

  it('requires the Idempotency-Key and refuses one reused for other values', async () => {
    const body = { payment_method_id: 1, bank_id: 2, phone: '+79990001122', holder_name: 'Иван П.' };
    expect(await post('/traders/requisites', body)).toMatchObject({
      status: 422,
      body: { detail: [{ loc: ['header', 'Idempotency-Key'], type: 'missing' }] },
    });
    const key = randomUUID();
    expect((await post('/traders/requisites', body, key)).status).toBe(201);
    expect(await post('/traders/requisites', { ...body, phone: '+79990001133' }, key)).toMatchObject({
      status: 422,
      body: { detail: [{ loc: ['header', 'Idempotency-Key'], type: 'idempotency_key_reused' }] },
    });
    expect(stateful.backend.applied('createRequisite')).toBe(1);
  });
});

describe('GET /traders/transactions, page by page (proposed `page`, ADR 0046)', () => {
  it('pages through the whole tab newest first, neither overlapping nor skipping, `total` the tab on every page', async () => {
    type List = { items: { id: string; created_at: string }[]; total: number };
    const whole = (await get('/traders/transactions?transaction_status=completed&size=100')).body as List;
    expect(whole.items.length).toBeGreaterThan(2);
    const pages: List[] = [];
    for (let page = 1; page <= Math.ceil(whole.total / 2) + 1; page += 1) {
      const answer = await get(`/traders/transactions?transaction_status=completed&size=2&page=${page}`);
      expect(answer.status).toBe(200);
      pages.push(answer.body as List);
    }
    expect(pages.map((p) => p.total)).toEqual(pages.map(() => whole.total));
    expect(pages.flatMap((p) => p.items.map((op) => op.id))).toEqual(whole.items.map((op) => op.id));
    // Past the last page: nothing, the count unchanged.
    expect(pages.at(-1)?.items).toEqual([]);
    const created = whole.items.map((op) => Date.parse(op.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });
});
