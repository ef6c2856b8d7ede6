import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundAmount } from './money.ts';
import { allowedFunds, availableForWithdraw, balanceView, debt, frozen, ownFunds, type BalanceAmounts } from './balance.ts';

function b(total_amount: number | string, available_amount: number | string, allowed_overdraft: number | string): BalanceAmounts {
  return { total_amount, available_amount, allowed_overdraft };
}

/** Amounts with at most 3 decimals, as numbers or strings, like the API sends them. */
const amount3 = fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1000);
const apiAmount = fc.oneof(amount3, amount3.map((n) => String(n)));

describe('allowedFunds', () => {
  it('is overdraft plus available when the overdraft is nonzero', () => {
    expect(allowedFunds(b(0, 100, 50))).toBe(150);
    expect(allowedFunds(b(0, -30, 50))).toBe(20);
    expect(allowedFunds(b(0, '0.1', '0.2'))).toBe(0.3);
    // A negative overdraft is still nonzero: the sum is taken as is.
    expect(allowedFunds(b(0, 100, -10))).toBe(90);
  });

  it('is available when the overdraft is 0 and available is positive', () => {
    expect(allowedFunds(b(0, 100.5, 0))).toBe(100.5);
    expect(allowedFunds(b(0, '1300.75', '0'))).toBe(1300.75);
  });

  it('is 0 when the overdraft is 0 and available is not positive', () => {
    expect(allowedFunds(b(0, -5, 0))).toBe(0);
    expect(allowedFunds(b(0, 0, 0))).toBe(0);
  });

  it('treats an overdraft that rounds to 0 as 0', () => {
    expect(allowedFunds(b(0, -5, '0.0001'))).toBe(0);
  });
});

describe('ownFunds', () => {
  it('is the total when positive', () => {
    expect(ownFunds(b(250.125, 0, 0))).toBe(250.125);
    expect(ownFunds(b('250.1254', 0, 0))).toBe(250.125);
  });

  it('is 0 when the total is not positive', () => {
    expect(ownFunds(b(0, 0, 0))).toBe(0);
    expect(ownFunds(b('-12.5', 0, 0))).toBe(0);
  });
});

describe('frozen', () => {
  it('is total minus available when available is less than total', () => {
    expect(frozen(b(100, 40, 0))).toBe(60);
    expect(frozen(b('0.3', '0.1', 0))).toBe(0.2);
    expect(frozen(b(10, -5, 0))).toBe(15);
  });

  it('is null when available is at least total', () => {
    expect(frozen(b(100, 100, 0))).toBeNull();
    expect(frozen(b(100, 150, 0))).toBeNull();
    expect(frozen(b(-10, -10, 50))).toBeNull();
  });
});

describe('debt', () => {
  it('is the absolute total when the total is negative, with or without overdraft', () => {
    expect(debt(b(-35.125, 0, 100))).toBe(35.125);
    expect(debt(b('-35.125', 0, 0))).toBe(35.125);
  });

  it('is 0 when the total is non-negative and there is an overdraft', () => {
    expect(debt(b(0, 0, 100))).toBe(0);
    expect(debt(b(10, 0, '100'))).toBe(0);
  });

  it('is null when the overdraft is 0 and the total is non-negative', () => {
    expect(debt(b(0, 0, 0))).toBeNull();
    expect(debt(b(10, 0, '0'))).toBeNull();
  });
});

describe('availableForWithdraw', () => {
  it('is the available amount, or 0 if negative', () => {
    expect(availableForWithdraw(b(0, 42.5, 0))).toBe(42.5);
    expect(availableForWithdraw(b(0, '0', 0))).toBe(0);
    expect(availableForWithdraw(b(0, -1, 100))).toBe(0);
    expect(Object.is(availableForWithdraw(b(0, '-0.0001', 0)), 0)).toBe(true);
  });
});

describe('unreadable amounts', () => {
  it('give NaN instead of a plausible number', () => {
    expect(allowedFunds(b(0, 'x', 0))).toBeNaN();
    expect(allowedFunds(b(0, 1, 'x'))).toBeNaN();
    expect(ownFunds(b('', 0, 0))).toBeNaN();
    expect(frozen(b(10, 'x', 0))).toBeNaN();
    expect(debt(b(-1, 0, 'x'))).toBeNaN();
    expect(availableForWithdraw(b(0, 'abc', 0))).toBeNaN();
  });

  it('only affect the derivations that read them', () => {
    expect(ownFunds(b(5, 'x', 'x'))).toBe(5);
    expect(availableForWithdraw(b('x', 7, 'x'))).toBe(7);
  });
});

describe('balanceView', () => {
  it('collects every derivation', () => {
    expect(balanceView(b('100', '40', '25'))).toEqual({
      allowedFunds: 65,
      ownFunds: 100,
      frozen: 60,
      debt: 0,
      availableForWithdraw: 40,
    });
  });
});

describe('properties', () => {
  it('non-negative results everywhere, with numbers and strings alike', () => {
    fc.assert(
      fc.property(apiAmount, apiAmount, apiAmount, (t, a, o) => {
        const v = balanceView(b(t, a, o));
        expect(v.ownFunds).toBeGreaterThanOrEqual(0);
        expect(v.availableForWithdraw).toBeGreaterThanOrEqual(0);
        if (v.frozen !== null) expect(v.frozen).toBeGreaterThan(0);
        if (v.debt !== null) expect(v.debt).toBeGreaterThanOrEqual(0);
        // The string and number forms of the same amounts give the same view.
        expect(balanceView(b(String(t), String(a), String(o)))).toEqual(v);
      }),
    );
  });

  it('available + frozen = total whenever something is frozen', () => {
    fc.assert(
      fc.property(amount3, amount3, (t, a) => {
        const f = frozen(b(t, a, 0));
        if (a < t) expect(Math.round((a + (f ?? Number.NaN)) * 1000)).toBe(Math.round(t * 1000));
        else expect(f).toBeNull();
      }),
    );
  });

  it('debt is null exactly when there is no overdraft and the total is non-negative', () => {
    fc.assert(
      fc.property(amount3, fc.oneof(fc.constant(0), amount3), (t, o) => {
        expect(debt(b(t, 0, o)) === null).toBe(o === 0 && t >= 0);
      }),
    );
  });

  it('allowedFunds with no overdraft equals availableForWithdraw', () => {
    fc.assert(
      fc.property(amount3, (a) => {
        expect(allowedFunds(b(0, a, 0))).toBe(availableForWithdraw(b(0, a, 0)));
      }),
    );
  });

  it('results have at most 3 decimals', () => {
    fc.assert(
      fc.property(amount3, amount3, amount3, (t, a, o) => {
        for (const x of Object.values(balanceView(b(t, a, o)))) {
          if (x !== null) expect(roundAmount(x)).toBe(x);
        }
      }),
    );
  });
});
