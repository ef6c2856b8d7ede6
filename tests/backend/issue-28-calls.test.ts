// Issue 28's proposed calls on the stateful backend: the withdrawal terms it answers are the ones
// it applies, a requisite edit changes the requisite once (not while an order pays to it), the
// requisite figures follow completed orders, and a backend without a call answers like a
// FastAPI server without the route.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { documentedExample } from './contract.ts';
import { api, call } from './harness.ts';
import { backendPerFile } from './backend-per-file.ts';

const IN_ORDER = 'b47d498b-e478-4c77-9465-c03d34fbf801';
const ADDRESS = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';

const stateful = backendPerFile();

const get = (path: string) => call(stateful.backend, 'GET', api(path), { token: stateful.token });
const withdraw = (amount: number, key = randomUUID()) => call(stateful.backend, 'POST', api('/traders/balance/withdraw'), { token: stateful.token, idempotencyKey: key, body: { amount, address: ADDRESS } });
const patch = (id: number, body: unknown) => call(stateful.backend, 'PATCH', api(`/traders/requisites/${id}`), { token: stateful.token, body });
const requisite = async (id: number) => ((await get('/traders/requisites')).body as { id: number }[]).find((r) => r.id === id);

describe('withdrawal terms', () => {
  it('answers the contract example and applies it: below the minimum 422, above the maximum 400, nothing moves', async () => {
    expect(await get('/traders/balance/withdraw/terms')).toMatchObject({ status: 200, body: documentedExample('getWithdrawalTerms', 200, 'default') });
    expect(await withdraw(9.99)).toMatchObject({
      status: 422,
      body: { detail: [{ loc: ['body', 'amount'], type: 'greater_than_equal', ctx: { ge: 10 }, msg: 'Input should be greater than or equal to 10' }] },
    });
    stateful.backend.reset({ balance: { available: 20_000, total: 20_000, overdraft: 0 } });
    expect(await withdraw(10_000.01)).toMatchObject({ status: 400, body: { detail: 'WITHDRAWAL_LIMIT_EXCEEDED' } });
    expect(stateful.backend.ledger().operations).toEqual([]);
    expect(stateful.backend.applied('withdraw')).toBe(0);
    expect(stateful.backend.contractViolations).toEqual([]);
  });

  it('takes the minimum and the maximum themselves, and debits the amount asked (the fee is withheld on chain)', async () => {
    stateful.backend.reset({ balance: { available: 20_000, total: 20_000, overdraft: 0 } });
    expect((await withdraw(10)).status).toBe(200);
    expect((await withdraw(10_000)).status).toBe(200);
    expect(stateful.backend.ledger().operations.map((o) => o.amount)).toEqual([-10, -10_000]);
    expect(stateful.backend.ledger().available).toBe(9_990);
    stateful.backend.assertLedgerConsistent();
  });

  it('serves terms a test sets, and applies those', async () => {
    const terms = { asset: 'USDT', network: 'TRC20', fee: 2.5, min_amount: 5, max_amount: null };
    stateful.backend.reset({ withdrawalTerms: terms });
    expect((await get('/traders/balance/withdraw/terms')).body).toEqual(terms);
    expect((await withdraw(4.99)).status).toBe(422);
    expect((await withdraw(1250.5)).status).toBe(200);
    expect(stateful.backend.ledger().available).toBe(0);
  });
});

describe('requisite edit', () => {
  it('changes the fields sent, once, and the list shows it; the method and the status stay', async () => {
    const before = await requisite(12);
    const reply = await patch(12, { bank_id: 2, card_number: '2202201234567895', holder_name: 'Иван Петрович Сидоров' });
    expect(reply).toMatchObject({ status: 200, body: { ...before, bank_id: 2, card_number: '2202201234567895', holder_name: 'Иван Петрович Сидоров', editable: true } });
    expect(await requisite(12)).toEqual(reply.body);
    expect(stateful.backend.applied('updateRequisite')).toBe(1);
    // A field left out keeps its value.
    expect((await patch(12, { holder_name: 'Иван С.' })).body).toMatchObject({ bank_id: 2, card_number: '2202201234567895', holder_name: 'Иван С.', status: 'ACTIVE', payment_method_id: 2 });
  });

  it('marks the requisite an order in progress pays to, and refuses to change it (409 REQUISITE_IN_USE) until the order is done', async () => {
    expect(await requisite(11)).toMatchObject({ editable: false });
    expect(await requisite(12)).toMatchObject({ editable: true });
    expect(await patch(11, { holder_name: 'Иван Петрович Сидоров' })).toMatchObject({ status: 409, body: { detail: 'REQUISITE_IN_USE' } });
    expect(await requisite(11)).toMatchObject({ holder_name: 'Иван Петрович С.' });
    expect((await call(stateful.backend, 'POST', api(`/traders/orders/${IN_ORDER}/confirm`), { token: stateful.token, idempotencyKey: randomUUID() })).status).toBe(200);
    expect(await requisite(11)).toMatchObject({ editable: true });
    expect((await patch(11, { phone: '+79031234567' })).body).toMatchObject({ phone: '+79031234567', card_number: null });
  });

  it('refuses to delete or deactivate the requisite an order in progress pays to (409 REQUISITE_IN_USE) until the order is done (issue 37)', async () => {
    const post = (path: string) => call(stateful.backend, 'POST', api(path), { token: stateful.token });
    const remove = (id: number) => call(stateful.backend, 'DELETE', api(`/traders/requisites/${id}`), { token: stateful.token });
    expect(await post('/traders/requisites/11/deactivate')).toMatchObject({ status: 409, body: { detail: 'REQUISITE_IN_USE' } });
    expect(await remove(11)).toMatchObject({ status: 409, body: { detail: 'REQUISITE_IN_USE' } });
    expect(await requisite(11)).toMatchObject({ status: 'ACTIVE' });
    expect(stateful.backend.applied('deactivateRequisite')).toBe(0);
    expect(stateful.backend.applied('deleteRequisite')).toBe(0);
    // Another requisite, with no order on it, goes as before.
    expect((await post('/traders/requisites/12/deactivate')).status).toBe(200);
    expect((await call(stateful.backend, 'POST', api(`/traders/orders/${IN_ORDER}/confirm`), { token: stateful.token, idempotencyKey: randomUUID() })).status).toBe(200);
    expect((await remove(11)).status).toBe(204);
    expect(await requisite(11)).toBeUndefined();
    expect(stateful.backend.contractViolations).toEqual([]);
  });

  it('refuses a phone on a card requisite, a card on a phone one, a malformed field and an unknown id', async () => {
    stateful.backend.reset({ orders: [] });
    expect(await patch(12, { phone: '+79031234567' })).toMatchObject({ status: 422, body: { detail: [{ loc: ['body', 'phone'], type: 'extra_forbidden' }] } });
    expect(await patch(11, { card_number: '2202201234567895' })).toMatchObject({ status: 422, body: { detail: [{ loc: ['body', 'card_number'], type: 'extra_forbidden' }] } });
    expect(await patch(11, { phone: '+375291234567' })).toMatchObject({ status: 422, body: { detail: [{ loc: ['body', 'phone'] }] } });
    expect(await patch(99, { holder_name: 'Иван С.' })).toMatchObject({ status: 404, body: { detail: 'Not found' } });
    expect(stateful.backend.applied('updateRequisite')).toBe(0);
    expect(stateful.backend.contractViolations).toEqual([]);
  });
});

describe('requisite figures', () => {
  it('counts the completed IN orders paid to each requisite today and this month, with the limits of the contract example', async () => {
    const stats = await get('/traders/requisites/stats');
    expect(stats.status).toBe(200);
    const items = (stats.body as { items: { requisite_id: number; day: { turnover_rub: number; order_count: number; limit_rub: number | null } }[] }).items;
    expect(items.map((i) => i.requisite_id)).toEqual([11, 12, 13]);
    expect(items.find((i) => i.requisite_id === 11)?.day.limit_rub).toBe(100_000);
    expect(items.find((i) => i.requisite_id === 12)?.day.limit_rub).toBeNull();
    const before = items.find((i) => i.requisite_id === 11)!.day;
    // The active IN order (15 000 RUB to requisite 11) is confirmed: today's turnover grows by it.
    await call(stateful.backend, 'POST', api(`/traders/orders/${IN_ORDER}/confirm`), { token: stateful.token, idempotencyKey: randomUUID() });
    const after = ((await get('/traders/requisites/stats')).body as typeof stats.body as { items: typeof items }).items.find((i) => i.requisite_id === 11)!.day;
    expect(after).toEqual({ turnover_rub: before.turnover_rub + 15_000, order_count: before.order_count + 1, limit_rub: 100_000 });
    expect(stateful.backend.contractViolations).toEqual([]);
  });
});

describe('a backend without a proposed call', () => {
  it('answers like a server without the route, before authentication, and drops what goes with it', async () => {
    stateful.backend.lack(['getWithdrawalTerms', 'listRequisiteStats']);
    stateful.backend.lack(['updateRequisite'], 405);
    expect(await get('/traders/balance/withdraw/terms')).toMatchObject({ status: 404, body: { detail: 'Not Found' } });
    expect(await call(stateful.backend, 'GET', api('/traders/requisites/stats'))).toMatchObject({ status: 404 });
    expect(await patch(12, { holder_name: 'Иван С.' })).toMatchObject({ status: 405, body: { detail: 'Method Not Allowed' } });
    const list = (await get('/traders/requisites')).body as object[];
    expect(list.some((r) => 'editable' in r)).toBe(false);
    expect(stateful.backend.applied('updateRequisite')).toBe(0);
    // Not the contract's to judge, and not a call the backend forgot: the test asked for it.
    expect(stateful.backend.contractViolations).toEqual([]);
    expect(stateful.backend.notImplemented).toEqual([]);
    // The next test's backend has every call again.
    stateful.backend.reset();
    expect((await get('/traders/balance/withdraw/terms')).status).toBe(200);
  });
});
