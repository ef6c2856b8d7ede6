// The pure state: the ledger invariants and their messages, and the seed's time shift.
import { describe, expect, it } from 'vitest';
import { defaultSeed, EXAMPLES_NOW, OPEN_WITHDRAWAL_TERMS, shiftDates } from './seed.ts';
import { BackendState, fingerprint } from './state.ts';

const NOW = Date.parse('2027-03-01T08:00:00Z');
// The ledger's tests withdraw any amount: the withdrawal terms have tests of their own.
const fresh = () => new BackendState({ ...defaultSeed(NOW), withdrawalTerms: OPEN_WITHDRAWAL_TERMS });

describe('the ledger', () => {
  it('balances after debits and a credit', () => {
    const state = fresh();
    state.withdraw({ amount: 0.1, address: 'T' }, 'k1', NOW);
    state.withdraw({ amount: 0.2, address: 'T' }, 'k2', NOW);
    state.transfer({ amount: 100, recipient: 'maria_trader' }, 'k3', NOW);
    for (const key of ['k1', 'k2', 'k3']) state.idempotency.put(key === 'k3' ? 'transfer' : 'withdraw', key, { status: 200, body: null, fingerprint: '' });
    expect(state.available).toBe(1150.2);
    expect(state.total).toBe(1200.75);
    expect(state.ledgerProblems()).toEqual([]);
  });

  it('names a balance that does not add up', () => {
    const state = fresh();
    state.withdraw({ amount: 50, address: 'T' }, 'k1', NOW);
    state.idempotency.put('withdraw', 'k1', { status: 200, body: null, fingerprint: '' });
    state.available -= 50; // a second debit that left no operation behind
    expect(state.ledgerProblems()).toEqual(['available is 1150.5, but the initial 1250.5 plus the 1 ledger operation(s) (-50) is 1200.5']);
  });

  it('names a key applied twice and a debit whose answer was not kept', () => {
    const state = fresh();
    state.withdraw({ amount: 1, address: 'T' }, 'same-key', NOW);
    state.withdraw({ amount: 1, address: 'T' }, 'same-key', NOW);
    const problems = state.ledgerProblems();
    expect(problems[0]).toMatch(/^withdraw with Idempotency-Key same-key was applied 2 times: WITHDRAWAL -1 \(.+\), WITHDRAWAL -1 \(.+\)$/);
    expect(problems[1]).toMatch(/has no stored answer for its Idempotency-Key same-key: a retry would apply it again$/);
  });

  it('refuses a debit beyond the available amount, overdraft or not', () => {
    const state = new BackendState({ ...defaultSeed(NOW), withdrawalTerms: OPEN_WITHDRAWAL_TERMS, balance: { available: 5, total: 5, overdraft: 100 } });
    expect(state.withdraw({ amount: 5.001, address: 'T' }, 'k', NOW)).toEqual({ ok: false, reason: 'insufficient-funds' });
    expect(state.ledger).toEqual([]);
  });
});

describe('the seed', () => {
  it('moves date-times by the offset and dates by whole days', () => {
    const delta = NOW - EXAMPLES_NOW;
    expect(shiftDates({ at: '2026-11-22T12:10:00Z', day: '2026-11-22', text: 'x' }, delta)).toEqual({
      at: '2027-03-01T08:10:00.000Z',
      day: '2027-03-01',
      text: 'x',
    });
  });

  it('starts every reset from the same examples', () => {
    expect(fresh().statusData(NOW)).toMatchObject({ order_id: 'b47d498b-e478-4c77-9465-c03d34fbf801', expires_at: '2027-03-01T08:10:00.000Z' });
  });

  it('fingerprints requests regardless of key order', () => {
    expect(fingerprint({ a: 1, b: { c: 2, d: 3 } })).toBe(fingerprint({ b: { d: 3, c: 2 }, a: 1 }));
  });
});

describe('test control: a dispute that cancels the order', () => {
  it('closes the dispute for the merchant, cancels the order, moves it to the history and moves no money', () => {
    const state = fresh();
    const active = state.activeOrder();
    expect(active?.status).toBe('PROCESS');
    const outcome = state.cancelAfterDispute(active!.id, NOW);
    expect(outcome).toMatchObject({ ok: true, value: { status: 'CANCEL', dispute_status: 'close', dispute: { state: 'CLOSE', outcome: 'MERCHANT' } } });
    expect(state.order(active!.id)?.status).toBe('CANCEL');
    expect(state.history[0]?.id).toBe(active!.id);
    expect(state.cancelAfterDispute(active!.id, NOW)).toMatchObject({ ok: false, reason: 'conflict' });
    expect(state.ledgerProblems()).toEqual([]);
  });
});
