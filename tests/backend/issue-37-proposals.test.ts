// Issue 37's proposals on the stateful backend: an IN order carries what its payer declared
// (Order.payer, from the contract's examples and on new orders), the transfer's recipient is named
// by username or id (a documented 404 RECIPIENT_NOT_FOUND for nobody), and a backend without them
// answers as one that never had them: no `payer` in any order, FastAPI's 404 for the lookup.
import { describe, expect, it } from 'vitest';
import { documentedExample } from './contract.ts';
import { api, call } from './harness.ts';
import { backendPerFile } from './backend-per-file.ts';

const IN_ORDER = 'b47d498b-e478-4c77-9465-c03d34fbf801';
const OUT_ORDER = '457c4d43-ef21-4283-87d0-6465f0d35789';

const stateful = backendPerFile();

const get = (path: string) => call(stateful.backend, 'GET', api(path), { token: stateful.token });
const lookup = (query: string) => get(`/traders/balance/transfer/recipient?query=${encodeURIComponent(query)}`);
type Orders = { items: Record<string, unknown>[] };

describe('the payer an IN order declares', () => {
  it('is served on the IN order as the contract example has it, null on the OUT order, and on a new IN order', async () => {
    const list = (await get('/traders/orders')).body as Orders;
    expect(list.items.find((o) => o.id === IN_ORDER)?.payer).toEqual({ name: 'Сергей Д.', card_last4: null, phone_last4: '9012' });
    expect(list.items.find((o) => o.id === OUT_ORDER)?.payer).toBeNull();
    expect(((await get(`/traders/orders/${IN_ORDER}`)).body as Record<string, unknown>).payer).toEqual({ name: 'Сергей Д.', card_last4: null, phone_last4: '9012' });
    const assigned = stateful.backend.newOrder({ direction: 'IN', amountRub: 7_000 });
    expect(assigned.value.payer).toEqual({ name: 'Сергей Д.', card_last4: null, phone_last4: '9012' });
    expect(stateful.backend.contractViolations).toEqual([]);
  });

  it('is left out of every order by a backend without it, and nothing else changes', async () => {
    const before = (await get('/traders/orders')).body as Orders;
    stateful.backend.lack(['Order.payer']);
    const list = (await get('/traders/orders')).body as Orders;
    const one = (await get(`/traders/orders/${IN_ORDER}`)).body as Record<string, unknown>;
    const history = (await get('/traders/orders/history')).body as Orders;
    expect([...list.items, one, ...history.items].some((o) => 'payer' in o)).toBe(false);
    expect(list.items).toEqual(before.items.map(({ payer: _payer, ...order }) => order));
    expect(stateful.backend.contractViolations).toEqual([]);
  });
});

describe('the transfer recipient named', () => {
  it('finds a trader by username (with @, any case) or by id, and the trader itself', async () => {
    const maria = documentedExample('getTransferRecipient', 200, 'default');
    expect(await lookup('maria_trader')).toMatchObject({ status: 200, body: maria });
    expect(await lookup('@Maria_Trader')).toMatchObject({ status: 200, body: maria });
    expect(await lookup('2048')).toMatchObject({ status: 200, body: maria });
    expect(await lookup('4096')).toMatchObject({ status: 200, body: { user_id: 4096, username: null, display_name: 'Алексей В.' } });
    expect(await lookup('ivan_trader')).toMatchObject({ status: 200, body: { user_id: 1024, username: 'ivan_trader', display_name: 'ivan_trader' } });
    expect(stateful.backend.contractViolations).toEqual([]);
  });

  it('answers the documented 404 for nobody, and 422 for an empty or too long query', async () => {
    expect(await lookup('nobody_here')).toMatchObject({ status: 404, body: { detail: 'RECIPIENT_NOT_FOUND' } });
    expect((await lookup('')).status).toBe(422);
    expect((await lookup('x'.repeat(65))).status).toBe(422);
    expect(stateful.backend.contractViolations).toEqual([]);
  });

  it('answers like a server without the route when the backend lacks it', async () => {
    stateful.backend.lack(['getTransferRecipient']);
    expect(await lookup('maria_trader')).toMatchObject({ status: 404, body: { detail: 'Not Found' } });
    stateful.backend.lack(['getTransferRecipient'], 405);
    expect(await lookup('maria_trader')).toMatchObject({ status: 405, body: { detail: 'Method Not Allowed' } });
    expect(stateful.backend.contractViolations).toEqual([]);
    expect(stateful.backend.notImplemented).toEqual([]);
  });
});
