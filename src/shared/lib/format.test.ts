import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatPhoneNumber, shortId } from './format.ts';

describe('shortId', () => {
  it('shortens a UUID to the first 8 and last 6 characters', () => {
    expect(shortId('3f2a9c1e-7b4d-4e2a-9f1c-12ab34cd56ef')).toBe('3f2a9c1e…cd56ef');
  });

  it('keeps ids of up to 15 characters whole', () => {
    expect(shortId('')).toBe('');
    expect(shortId('12345')).toBe('12345');
    expect(shortId('123456789012345')).toBe('123456789012345');
    expect(shortId('1234567890123456')).toBe('12345678…123456');
  });

  it('has length 15 with the original prefix and suffix, or is the id itself (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (id) => {
        const out = shortId(id);
        if (id.length <= 15) {
          expect(out).toBe(id);
          return;
        }
        expect(out).toHaveLength(15);
        expect(out.slice(0, 8)).toBe(id.slice(0, 8));
        expect(out[8]).toBe('…');
        expect(out.slice(9)).toBe(id.slice(-6));
      }),
    );
  });
});

describe('phones and cards, one format everywhere', () => {
  it.each([
    ['+79161234567', '+7 916 123-45-67'],
    ['89161234567', '+7 916 123-45-67'],
    ['+7 (916) 123-45-67', '+7 916 123-45-67'],
    ['+441234', '+441234'],
    ['12345', '12345'],
    ['user@mail', 'user@mail'],
  ])('phone %s -> %s', (raw, shown) => {
    expect(formatPhoneNumber(raw)).toBe(shown);
  });

  it.each([
    ['2202200012345678', '2202 2000 1234 5678'],
    ['2202 2000 1234 5678', '2202 2000 1234 5678'],
    ['2200700012345678901', '2200 7000 1234 5678 901'],
    ['2202-2000', '2202-2000'],
    ['•••• 5678', '•••• 5678'],
  ])('card %s -> %s', (raw, shown) => {
    expect(formatCardNumber(raw)).toBe(shown);
  });
});
