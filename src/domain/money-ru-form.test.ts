// Issue 39 (ADR 0050): money.ts writes the ru locale's form of an amount from its decimal digits,
// without Intl: a page's first ru-RU NumberFormat loads the locale's ICU data, about 50 ms at 4x
// CPU inside home's first render. The strings are those Intl.NumberFormat('ru-RU') writes. The
// module is imported under a query of its own: a fresh instance, evaluated in the test, without
// replacing or reloading the shared module graph.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Money from './money.ts';

/** money.ts as a separate instance, evaluated now. */
const FRESH = './money.ts?fresh-instance';

const display = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
const plain = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
/** Intl's minus is the hyphen-minus or U+2212 depending on the ICU version. */
const withMinus = (text: string, minus: string) => text.replace(/^[-\u2212]/, minus);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('money in the ru form without Intl', () => {
  it('builds no Intl.NumberFormat at import or when writing amounts', async () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    const money = (await import(/* @vite-ignore */ FRESH)) as typeof Money;
    expect(made).not.toHaveBeenCalled();
    money.displayAmount(1300.75);
    money.formatMoney(-35.12, 'RUB');
    money.signedMoney(500, 'USDT');
    money.csvAmount(-100);
    money.copyAmount(8200.5);
    money.fieldAmount('1250.5');
    expect(made).not.toHaveBeenCalled();
  });

  it('gives the strings the ru-RU formatters give', async () => {
    const money = await import('./money.ts');
    for (const n of [0, 1, 12, 999.99, 1000, 1300.75, 10000, 123456.78, 1234567.89, 0.5, 999999999.99, -1234.5]) {
      expect(money.displayAmount(n)).toBe(withMinus(display.format(n), money.MINUS));
      expect(money.csvAmount(n)).toBe(withMinus(plain.format(n), '-'));
    }
    expect(money.displayAmount('1300.759')).toBe('1\u00a0300,75');
    expect(money.displayAmount(-35.12)).toBe('\u221235,12');
    expect(money.csvAmount(-100)).toBe('-100,00');
    expect(money.copyAmount(8200.5)).toBe('8200,50');
    expect(money.copyAmount(15000)).toBe('15000');
  });

  it('writes every shown value as Intl ru-RU writes it, grouped and plain (property)', async () => {
    const money = await import('./money.ts');
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.integer({ min: -(10 ** 9), max: 10 ** 9 })), (x) => {
        // Intl formats the shown value (rounded to 3, truncated to 2), which csvAmount writes exactly.
        const shown = Number(money.csvAmount(x).replace(',', '.'));
        expect(money.displayAmount(x)).toBe(shown === 0 ? '0,00' : withMinus(display.format(shown), money.MINUS));
        expect(money.csvAmount(x)).toBe(shown === 0 ? '0,00' : withMinus(plain.format(shown), '-'));
        expect(money.copyAmount(x)).toBe(Number.isInteger(shown) ? String(shown) : money.csvAmount(x));
      }),
    );
  });
});
