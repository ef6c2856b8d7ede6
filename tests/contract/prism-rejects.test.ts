// Prism enforces the contract on requests: what the spec forbids is refused (422, with the
// violation in Prism's `sl-violations` header) before any example is served. These calls
// bypass the client on purpose.
import { describe, expect, inject, it } from 'vitest';

const AUTH = { Authorization: 'Bearer contract-test-token' };
const REQUEST_ID = { 'x-request-id': '6f1c2a9e-1b7d-4c53-9a0e-5d2f8b7c4e11' };

interface Violation {
  location: string[];
  code: string;
  message: string;
}

async function call(path: string, headers: Record<string, string>, body?: unknown) {
  const init: RequestInit = body === undefined ? { headers } : { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  const res = await fetch(`${inject('traderPrismUrl')}${path}`, init);
  const violations = JSON.parse(res.headers.get('sl-violations') ?? '[]') as Violation[];
  return { status: res.status, violations };
}

const ADDRESS = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';
/** A fresh key per call: the contract gives no example key to copy (one key is one intent). */
const money = () => ({ ...AUTH, ...REQUEST_ID, 'Idempotency-Key': crypto.randomUUID() });

describe('Prism rejects requests the spec forbids', () => {
  it('accepts a request that carries x-request-id and a bearer token', async () => {
    const { status, violations } = await call('/traders', { ...AUTH, ...REQUEST_ID });
    expect(status).toBe(200);
    expect(violations).toEqual([]);
  });

  it('refuses a request without x-request-id', async () => {
    const { status, violations } = await call('/traders', AUTH);
    expect(status).toBe(422);
    expect(violations).toContainEqual(expect.objectContaining({ location: ['request', 'header'], code: 'required' }));
    expect(violations[0]?.message).toContain('x-request-id');
  });

  it('refuses an x-request-id that is not a UUID', async () => {
    const { status, violations } = await call('/traders', { ...AUTH, 'x-request-id': 'not-a-uuid' });
    expect(status).toBe(422);
    expect(violations).toContainEqual(expect.objectContaining({ location: ['request', 'header', 'x-request-id'], code: 'format' }));
  });

  it('refuses a transaction_status outside process|completed|cancelled', async () => {
    const { status, violations } = await call('/traders/transactions?transaction_status=pending&size=100', { ...AUTH, ...REQUEST_ID });
    expect(status).toBe(422);
    expect(violations).toContainEqual(
      expect.objectContaining({ location: ['request', 'query', 'transaction_status'], code: 'enum' }),
    );
  });

  // MoneyAmount's multipleOf 0.01 in decimal (scripts/mock/prism-decimals.ts): 0.29 / 0.01 is
  // 28.999999999999996 in binary floating point, and plain ajv would refuse 0.29.
  it.each([0.29, 0.57, 1234567.89, 0.01])('accepts a withdrawal of %s USDT (at most 2 decimals)', async (amount) => {
    const { status, violations } = await call('/traders/balance/withdraw', money(), { amount, address: ADDRESS });
    expect(violations).toEqual([]);
    expect(status).toBe(200);
  });

  it.each([
    ['3 decimals', { amount: 0.291, address: ADDRESS }, 'multipleOf'],
    ['below the minimum', { amount: 0, address: ADDRESS }, 'minimum'],
    ['an address that is not TRC20', { amount: 10, address: '0x52908400098527886E0F7030069857D2E4169EE7' }, 'pattern'],
  ])('refuses a withdrawal with %s', async (_name, body, code) => {
    const { status, violations } = await call('/traders/balance/withdraw', money(), body);
    expect(status).toBe(422);
    expect(violations.map((v) => v.code)).toContain(code);
  });

  it.each([
    ['both a card number and a phone', { payment_method_id: 2, bank_id: 3, card_number: '2200700012345678', phone: '+79161234567', holder_name: 'Иван' }],
    ['neither a card number nor a phone', { payment_method_id: 2, bank_id: 3, holder_name: 'Иван' }],
    ['a landline phone', { payment_method_id: 1, bank_id: 1, phone: '+74951234567', holder_name: 'Иван' }],
  ])('refuses a requisite with %s', async (_name, body) => {
    const { status, violations } = await call('/traders/requisites', money(), body);
    expect(status).toBe(422);
    expect(violations.length).toBeGreaterThan(0);
  });

  it('refuses a call without the bearer token', async () => {
    const { status } = await call('/traders', REQUEST_ID);
    expect(status).toBe(401);
  });
});
