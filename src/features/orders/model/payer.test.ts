import { describe, expect, it } from 'vitest';
import { payerLine } from './payer.ts';

const NB = '\u00a0';

describe('payerLine', () => {
  it('names the payer and the last digits of the card or the phone they pay from', () => {
    expect(payerLine({ direction: 'IN', payer: { name: 'Иван П.', card_last4: '1234', phone_last4: null } })).toBe(`Иван П., карта${NB}••••${NB}1234`);
    expect(payerLine({ direction: 'IN', payer: { name: 'Сергей Д.', card_last4: null, phone_last4: '9012' } })).toBe(`Сергей Д., телефон${NB}••••${NB}9012`);
    expect(payerLine({ direction: 'IN', payer: { name: 'Ольга Н.', card_last4: '4821', phone_last4: '9012' } })).toBe(`Ольга Н., карта${NB}••••${NB}4821, телефон${NB}••••${NB}9012`);
  });

  it('shows what was declared: only digits, or only a name', () => {
    expect(payerLine({ direction: 'IN', payer: { name: null, card_last4: '1234' } })).toBe(`карта${NB}••••${NB}1234`);
    expect(payerLine({ direction: 'IN', payer: { name: '  Иван П. ' } })).toBe('Иван П.');
  });

  it('drops invisible characters a declared name could reorder the line with', () => {
    expect(payerLine({ direction: 'IN', payer: { name: '\u202EИван\u200B П.', card_last4: '1234' } })).toBe(`Иван П., карта${NB}••••${NB}1234`);
  });

  it('is null when nothing was declared, on an OUT order, and from a backend without the field', () => {
    expect(payerLine({ direction: 'IN', payer: null })).toBeNull();
    expect(payerLine({ direction: 'IN', payer: { name: ' ', card_last4: null, phone_last4: null } })).toBeNull();
    expect(payerLine({ direction: 'IN' })).toBeNull();
    expect(payerLine({ direction: 'OUT', payer: { name: 'Иван П.', card_last4: '1234' } })).toBeNull();
  });
});
