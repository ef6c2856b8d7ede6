// Issue 39: money.ts builds its Intl formatters on first use, not at import (each cost about
// 25 ms of a phone's start), and the strings are those the eager formatters gave. The module is
// imported under a query of its own: a fresh instance, evaluated in the test, without replacing
// or reloading the shared module graph.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Money from './money.ts';

/** money.ts as a separate instance, evaluated now. */
const FRESH = './money.ts?fresh-instance';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('money formatters built on first use', () => {
  it('builds no Intl.NumberFormat at import, one per format on first use, none after', async () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    const money = (await import(/* @vite-ignore */ FRESH)) as typeof Money;
    expect(made).not.toHaveBeenCalled();
    money.displayAmount(1300.75);
    money.displayAmount(-35.12);
    expect(made).toHaveBeenCalledTimes(1);
    money.csvAmount(-100);
    money.copyAmount(8200.5);
    expect(made).toHaveBeenCalledTimes(2);
  });

  it('gives the strings the eager ru-RU formatters gave', async () => {
    const money = await import('./money.ts');
    const display = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
    const csv = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
    for (const n of [0, 1, 1300.75, 1234567.89, 0.5, 999999999.99]) {
      expect(money.displayAmount(n)).toBe(display.format(n));
      expect(money.csvAmount(n)).toBe(csv.format(n));
    }
    expect(money.displayAmount('1300.759')).toBe('1\u00a0300,75');
    expect(money.displayAmount(-35.12)).toBe('\u221235,12');
    expect(money.csvAmount(-100)).toBe('-100,00');
    expect(money.copyAmount(8200.5)).toBe('8200,50');
    expect(money.copyAmount(15000)).toBe('15000');
  });
});
