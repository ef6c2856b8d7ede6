import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, cardDigits, formatCardInput, luhnValid, maskCard, validateCardNumber } from './card.ts';

/** The Luhn check digit for a payload, computed independently of luhnValid (left to right). */
function checkDigit(payload: string): string {
  const digits = [...payload].map(Number);
  let sum = 0;
  // With a check digit appended, the payload's last digit is doubled, then every second one.
  digits.reverse().forEach((d, i) => {
    const v = i % 2 === 0 ? d * 2 : d;
    sum += v > 9 ? v - 9 : v;
  });
  return String((10 - (sum % 10)) % 10);
}

const payload = fc.integer({ min: 15, max: 18 }).chain((n) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((ds) => ds.join('')));
const validCard = payload.map((p) => p + checkDigit(p));

describe('card numbers', () => {
  it('knows real test numbers', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('2200700012345678')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4111 1111')).toBe(false);
  });

  it('accepts every generated valid card, with or without spaces', () => {
    fc.assert(
      fc.property(validCard, (card) => {
        expect(validateCardNumber(card)).toBeNull();
        expect(validateCardNumber(formatCardInput(card))).toBeNull();
        expect(validateCardNumber(` ${card.slice(0, 4)} ${card.slice(4)} `)).toBeNull();
      }),
    );
  });

  it('rejects a valid card with any one digit changed', () => {
    fc.assert(
      fc.property(validCard, fc.nat(), fc.integer({ min: 1, max: 9 }), (card, at, delta) => {
        const i = at % card.length;
        const changed = card.slice(0, i) + String((Number(card[i]) + delta) % 10) + card.slice(i + 1);
        expect(validateCardNumber(changed)).toBe(CARD_MESSAGES.luhn);
      }),
    );
  });

  it('gives a Russian message for each problem', () => {
    expect(validateCardNumber('')).toBe(CARD_MESSAGES.required);
    expect(validateCardNumber('   ')).toBe(CARD_MESSAGES.required);
    expect(validateCardNumber('4111 1111 1111 111a')).toBe(CARD_MESSAGES.chars);
    expect(validateCardNumber('411111111111')).toBe(CARD_MESSAGES.length);
    expect(validateCardNumber('41111111111111111111')).toBe(CARD_MESSAGES.length); // 20 digits
    expect(validateCardNumber('4111111111111112')).toBe(CARD_MESSAGES.luhn);
  });

  it('formats in groups of four while typing, up to 19 digits', () => {
    expect(formatCardInput('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardInput('4111 11')).toBe('4111 11');
    expect(formatCardInput('4111')).toBe('4111');
    expect(formatCardInput('41111111111111111112222')).toBe('4111 1111 1111 1111 111');
    expect(formatCardInput('ab')).toBe('');
    expect(cardDigits('4111 1111-1111 1111')).toBe('4111111111111111');
  });

  it('masks to the last four digits', () => {
    expect(maskCard('2200700012345678')).toBe('•••• 5678');
  });
});
