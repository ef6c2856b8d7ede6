import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyAmount, csvAmount, displayAmount, fieldAmount, formatMoney, parseAmount, roundAmount, signedMoney, sumAmounts } from './money.ts';

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
    expect(displayAmount(-1.999)).toBe('\u22121,99');
    expect(displayAmount('-35.125')).toBe('\u221235,12');
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
        expect(displayAmount(x)).toMatch(/^\u2212?\d{1,3}(?:\u00A0\d{3})*,\d{2}$/);
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
          expect(displayAmount(text)).toBe(`${negative && !zero ? '\u2212' : ''}${grouped},${fracText.slice(0, 2)}`);
        },
      ),
    );
  });
});

describe('formatMoney and signedMoney', () => {
  it('puts the currency after a no-break space', () => {
    expect(formatMoney('1300.75', 'RUB')).toBe(`1${NBSP}300,75${NBSP}₽`);
    expect(formatMoney(12.5, 'USDT')).toBe(`12,50${NBSP}USDT`);
  });

  it('signs credits with + and debits with the true minus, zero with neither', () => {
    expect(signedMoney(500, 'USDT')).toBe(`+500,00${NBSP}USDT`);
    expect(signedMoney(-20, 'USDT')).toBe(`\u221220,00${NBSP}USDT`);
    expect(signedMoney(-50.25, 'USDT')).toBe(`\u221250,25${NBSP}USDT`);
    expect(signedMoney(0.004, 'USDT')).toBe(`0,00${NBSP}USDT`);
    expect(signedMoney(-0.004, 'USDT')).toBe(`0,00${NBSP}USDT`);
  });

  it('never writes the hyphen-minus on screen (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        expect(displayAmount(x)).not.toContain('-');
        expect(signedMoney(x, 'USDT')).not.toContain('-');
      }),
    );
  });
});

describe('csvAmount', () => {
  it('writes two decimals, a decimal comma, no grouping and the ASCII hyphen-minus', () => {
    expect(csvAmount(-100)).toBe('-100,00');
    expect(csvAmount(-50.25)).toBe('-50,25');
    expect(csvAmount('1300.75')).toBe('1300,75');
    expect(csvAmount(1234567.891)).toBe('1234567,89');
    expect(csvAmount('-35.125')).toBe('-35,12');
    expect(csvAmount(-0.004)).toBe('0,00');
    expect(csvAmount('abc')).toBe('');
  });

  it('is the screen value in spreadsheet form (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const csv = csvAmount(x);
        expect(csv).toMatch(/^-?\d+,\d{2}$/);
        expect(csv).toBe(displayAmount(x).replaceAll(NBSP, '').replace('\u2212', '-'));
      }),
    );
  });
});

describe('fieldAmount', () => {
  it('writes what the trader would type: two decimals, a comma, no grouping, never more than the amount', () => {
    expect(fieldAmount(1250.5)).toBe('1250,50');
    expect(fieldAmount('1250.509')).toBe('1250,50');
    expect(fieldAmount(10000)).toBe('10000,00');
    expect(fieldAmount(0.1 + 0.2)).toBe('0,30');
    expect(fieldAmount('x')).toBe('');
  });
});

describe('copyAmount (issue 28)', () => {
  it('is the shown amount for a bank app: no grouping, a decimal comma, no zero kopecks', () => {
    expect(copyAmount(15000)).toBe('15000');
    expect(copyAmount('8200.5')).toBe('8200,50');
    expect(copyAmount(158.735)).toBe('158,73'); // rounded to 3, truncated to 2, as on screen
    expect(copyAmount('1e3')).toBe('1000');
    expect(copyAmount(0.004)).toBe('0');
    expect(copyAmount('abc')).toBe('');
  });

  it('reads back as the screen value (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (x) => {
        const copied = copyAmount(x);
        expect(copied).toMatch(/^\d+(?:,\d{2})?$/);
        expect(Number(copied.replace(',', '.'))).toBe(Number(csvAmount(x).replace(',', '.')));
      }),
    );
  });
});

describe('sumAmounts (issue 28)', () => {
  it('adds the shown amounts exactly, strings and numbers alike', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts(['158.73', 105.82, '148.15'])).toBe(412.7);
    expect(sumAmounts([158.735, 0.005, 0.019])).toBe(158.74); // 158,73 + 0,00 + 0,01: each as shown
    expect(sumAmounts([])).toBe(0);
    expect(sumAmounts(['abc', 10])).toBe(10);
  });

  it('equals the sum of the CSV cells a spreadsheet adds (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { maxLength: 50 }), (xs) => {
        const cents = xs.reduce((sum, x) => sum + Math.round(Number(csvAmount(x).replace(',', '.')) * 100), 0);
        expect(Math.round(sumAmounts(xs) * 100)).toBe(cents);
      }),
    );
  });
});
