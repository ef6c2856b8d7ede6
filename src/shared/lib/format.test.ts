import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayAmount, formatCardNumber, formatPhoneNumber, parseAmount, roundAmount, shortId } from './format.ts';

const NBSP = '\u00A0';

/** Reads a displayed amount back into a number ("1 300,75" -> 1300.75). */
function readDisplayed(text: string): number {
  return Number(text.replaceAll(NBSP, '').replace('\u2212', '-').replace(',', '.'));
}

describe('parseAmount', () => {
  it('reads numbers and decimal strings', () => {
    expect(parseAmount(12.5)).toBe(12.5);
    expect(parseAmount('1300.75')).toBe(1300.75);
    expect(parseAmount(' -35.125 ')).toBe(-35.125);
    expect(parseAmount('.5')).toBe(0.5);
    expect(parseAmount('5.')).toBe(5);
    expect(parseAmount('1e3')).toBe(1000);
    expect(parseAmount('-0')).toBe(0);
    expect(Object.is(parseAmount('-0.000'), 0)).toBe(true);
  });

  it('rejects what is not a finite decimal', () => {
    for (const bad of ['', ' ', 'abc', '1 300', '1300,75', '1.2.3', '0x10', 'NaN', 'Infinity', '1e999', '--1']) {
      expect(parseAmount(bad), bad).toBeNull();
    }
    expect(parseAmount(Number.NaN)).toBeNull();
    expect(parseAmount(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('roundAmount', () => {
  it('rounds to 3 decimals half away from zero, on the decimal digits', () => {
    expect(roundAmount(1.0005)).toBe(1.001);
    expect(roundAmount(-1.0005)).toBe(-1.001);
    expect(roundAmount(1.0004999)).toBe(1);
    expect(roundAmount(1.005)).toBe(1.005);
    expect(roundAmount(0.1 + 0.2)).toBe(0.3);
    expect(roundAmount('2.9999')).toBe(3);
    expect(roundAmount('999.9995')).toBe(1000);
    expect(roundAmount('-35.125')).toBe(-35.125);
    expect(roundAmount(1e-7)).toBe(0);
    expect(roundAmount(1.5e21)).toBe(1.5e21);
  });

  it('never gives negative zero', () => {
    expect(Object.is(roundAmount(-0.0001), 0)).toBe(true);
    expect(Object.is(roundAmount(-0), 0)).toBe(true);
  });

  it('gives NaN for an unreadable amount', () => {
    expect(roundAmount('x')).toBeNaN();
    expect(roundAmount(Number.NaN)).toBeNaN();
  });

  it('is idempotent and moves a value by at most half a thousandth', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const r = roundAmount(x);
        expect(roundAmount(r)).toBe(r);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.0005 + 1e-9);
      }),
    );
  });
});

describe('displayAmount', () => {
  it('formats for ru-RU with a no-break space between groups and a decimal comma', () => {
    expect(displayAmount(1300.75)).toBe(`1${NBSP}300,75`);
    expect(displayAmount('1300.75')).toBe(`1${NBSP}300,75`);
    expect(displayAmount(1234567.891)).toBe(`1${NBSP}234${NBSP}567,89`);
    expect(displayAmount(5)).toBe('5,00');
    expect(displayAmount('0')).toBe('0,00');
  });

  it('rounds to 3 then truncates to 2', () => {
    expect(displayAmount(1.005)).toBe('1,00');
    expect(displayAmount(0.1 + 0.2)).toBe('0,30');
    expect(displayAmount(1.999)).toBe('1,99');
    // 1.9995 rounds to 2.000 first, so it shows 2,00 (not 1,99).
    expect(displayAmount('1.9995')).toBe('2,00');
    expect(displayAmount('1.9994')).toBe('1,99');
    expect(displayAmount('123456789012.349')).toBe(`123${NBSP}456${NBSP}789${NBSP}012,34`);
  });

  it('truncates negative values toward zero and never shows -0', () => {
    expect(readDisplayed(displayAmount(-1.999))).toBe(-1.99);
    expect(displayAmount(-1.999)).toMatch(/^-1,99$/);
    expect(displayAmount('-35.125')).toBe('-35,12');
    expect(displayAmount(-0.001)).toBe('0,00');
    expect(displayAmount(-0.009)).toBe('0,00');
  });

  it('shows a dash for an unreadable amount', () => {
    expect(displayAmount('abc')).toBe('—');
    expect(displayAmount('')).toBe('—');
    expect(displayAmount(Number.NaN)).toBe('—');
    expect(displayAmount(Number.NEGATIVE_INFINITY)).toBe('—');
  });

  it('never shows more than 2 fraction digits (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (x) => {
        expect(displayAmount(x)).toMatch(/^-?\d{1,3}(?:\u00A0\d{3})*,\d{2}$/);
      }),
    );
  });

  it('truncation never rounds up: the shown value is within a cent below the rounded one, toward zero (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const rounded = roundAmount(x);
        const shown = readDisplayed(displayAmount(x));
        expect(Math.abs(shown)).toBeLessThanOrEqual(Math.abs(rounded) + 1e-9);
        expect(Math.abs(rounded) - Math.abs(shown)).toBeLessThan(0.01);
        if (shown !== 0) expect(Math.sign(shown)).toBe(Math.sign(rounded));
      }),
    );
  });

  it('keeps exactly the first two digits of a 3-decimal string (property, exact oracle)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 999 }),
        (negative, int, frac) => {
          const fracText = String(frac).padStart(3, '0');
          const text = `${negative ? '-' : ''}${int}.${fracText}`;
          const grouped = int.toString().replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
          const zero = int === 0n && fracText.slice(0, 2) === '00';
          expect(displayAmount(text)).toBe(`${negative && !zero ? '-' : ''}${grouped},${fracText.slice(0, 2)}`);
        },
      ),
    );
  });
});

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
