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

async function call(path: string, headers: Record<string, string>) {
  const res = await fetch(`${inject('traderPrismUrl')}${path}`, { headers });
  const violations = JSON.parse(res.headers.get('sl-violations') ?? '[]') as Violation[];
  return { status: res.status, violations };
}

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

  it('refuses a call without the bearer token', async () => {
    const { status } = await call('/traders', REQUEST_ID);
    expect(status).toBe(401);
  });
});
