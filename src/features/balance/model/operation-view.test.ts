import { describe, expect, it } from 'vitest';
import { signedAmount } from './operation-view.ts';

describe('signedAmount', () => {
  it('signs credits and keeps the minus of debits', () => {
    expect(signedAmount({ amount: 500, currency_code: 'USDT' })).toBe('+500,00\u00a0USDT');
    expect(signedAmount({ amount: -50.25, currency_code: 'USDT' })).toBe('\u221250,25\u00a0USDT');
    expect(signedAmount({ amount: 0, currency_code: 'USDT' })).toBe('0,00\u00a0USDT');
    expect(signedAmount({ amount: 0.001, currency_code: 'USDT' })).toBe('0,00\u00a0USDT');
  });
});
