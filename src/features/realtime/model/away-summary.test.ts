import { describe, expect, it } from 'vitest';
import { awaySummary } from './away-summary.ts';

const base = { activeOrderId: 'a', disputeOpen: false, total: 100 };

describe('awaySummary', () => {
  it('is empty when nothing changed (strings and numbers compare as amounts)', () => {
    expect(awaySummary(base, { ...base, total: '100.00' })).toEqual([]);
  });

  it('names a finished order, a new order, an opened or closed dispute and the balance move', () => {
    expect(awaySummary(base, { activeOrderId: null, disputeOpen: false, total: 130.5 })).toEqual(['Сделка завершена', 'Баланс изменился: +30,50\u00a0USDT']);
    expect(awaySummary({ ...base, activeOrderId: null }, base)).toEqual(['Новая сделка']);
    expect(awaySummary(base, { ...base, disputeOpen: true })).toEqual(['Открыт спор по сделке']);
    expect(awaySummary({ ...base, disputeOpen: true }, { ...base, total: 90 })).toEqual(['Спор закрыт', 'Баланс изменился: −10,00\u00a0USDT']);
  });

  it('ignores an unknown balance', () => {
    expect(awaySummary({ ...base, total: null }, base)).toEqual([]);
  });
});
