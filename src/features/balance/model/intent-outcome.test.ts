import { describe, expect, it } from 'vitest';
import { CLOCK_SKEW_MS, findIntentOperation, readMoneyBody } from './intent-outcome.ts';
import type { BalanceOperation } from './labels.ts';

const ADDRESS = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';
const sentAt = Date.parse('2026-11-26T10:00:00Z');

function op(patch: Partial<BalanceOperation>): BalanceOperation {
  return {
    id: '55d32369-b409-43af-b176-db56a4c3ce45',
    type: 'WITHDRAWAL',
    status: 'HOLD',
    amount: -20,
    currency_code: 'USDT',
    created_at: '2026-11-26T10:00:01Z',
    updated_at: '2026-11-26T10:00:01Z',
    order_id: null,
    tx_hash: null,
    address: ADDRESS,
    comment: null,
    ...patch,
  };
}

describe('what became of a lost withdrawal or transfer', () => {
  it('finds the operation of the same type, amount and address made since the first attempt', () => {
    const found = op({ id: 'b7c520ac-1ee9-4d48-8cd0-7d78176feebe' });
    const operations = [op({ amount: -15 }), op({ address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }), op({ type: 'INTERNAL_TRANSFER' }), found];
    expect(findIntentOperation(operations, 'withdraw', { amount: 20, address: ADDRESS }, sentAt)).toBe(found);
  });

  it('does not take an equal withdrawal made before the attempt (beyond the clock skew) for it', () => {
    const old = op({ created_at: new Date(sentAt - CLOCK_SKEW_MS - 1000).toISOString() });
    expect(findIntentOperation([old], 'withdraw', { amount: 20, address: ADDRESS }, sentAt)).toBeNull();
    const skewed = op({ created_at: new Date(sentAt - CLOCK_SKEW_MS + 1000).toISOString() });
    expect(findIntentOperation([skewed], 'withdraw', { amount: 20, address: ADDRESS }, sentAt)).toBe(skewed);
  });

  it('matches a transfer by its recipient', () => {
    const transfer = op({ type: 'INTERNAL_TRANSFER', status: 'COMPLETE', amount: -7.25, address: 'trader_42' });
    expect(findIntentOperation([transfer], 'transfer', { amount: 7.25, recipient: 'trader_42' }, sentAt)).toBe(transfer);
    expect(findIntentOperation([transfer], 'transfer', { amount: 7.25, recipient: 'trader_43' }, sentAt)).toBeNull();
  });

  it('reads a kept body only when it is a valid body of its kind', () => {
    expect(readMoneyBody('withdraw', { amount: 20, address: ADDRESS })).toEqual({ amount: 20, address: ADDRESS });
    expect(readMoneyBody('withdraw', { amount: 20, recipient: 'x' })).toBeNull();
    expect(readMoneyBody('transfer', 'junk')).toBeNull();
  });
});
