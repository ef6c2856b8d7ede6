import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { responseExample } from '../../../shared/lib/testing/response-example.ts';
import { parseAmountInput, validateMoneyForm } from './money-form.ts';
import { TERMS_MESSAGES, arrivingAmount, termsError, termsLines, termsSentence, wholeAmount, type WithdrawalTerms } from './withdrawal-terms.ts';

const NB = '\u00a0';
// The contract's own examples: fee 1, 10 to 10 000; and fee 2,5, from 5, no maximum.
const TERMS = responseExample<WithdrawalTerms>('/traders/balance/withdraw/terms', 'default');
const NO_LIMIT = responseExample<WithdrawalTerms>('/traders/balance/withdraw/terms', 'no_limit');
const ADDRESS = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';

const milli = (text: string) => {
  const parsed = parseAmountInput(text, Number.MAX_SAFE_INTEGER);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.milli;
};

describe('the contract examples', () => {
  it('are the terms these tests assume', () => {
    expect(TERMS).toEqual({ asset: 'USDT', network: 'TRC20', fee: 1, min_amount: 10, max_amount: 10000 });
    expect(NO_LIMIT).toMatchObject({ fee: 2.5, min_amount: 5, max_amount: null });
  });
});

describe('"Вся сумма"', () => {
  it('fills the available amount with two decimals, as the trader would type it', () => {
    expect(wholeAmount(1250.5, TERMS)).toEqual({ ok: true, text: '1250,50', amount: 1250.5, capped: false });
    expect(wholeAmount(10, TERMS)).toEqual({ ok: true, text: '10,00', amount: 10, capped: false });
  });

  it('truncates a third decimal instead of rounding it up past what is available', () => {
    expect(wholeAmount(1250.509, TERMS)).toMatchObject({ ok: true, text: '1250,50', amount: 1250.5 });
    expect(wholeAmount(40.125, NO_LIMIT)).toMatchObject({ ok: true, text: '40,12' });
  });

  it('stops at the maximum of one withdrawal and says so', () => {
    expect(wholeAmount(25_000.75, TERMS)).toEqual({ ok: true, text: '10000,00', amount: 10000, capped: true });
    expect(wholeAmount(25_000.75, NO_LIMIT)).toMatchObject({ text: '25000,75', capped: false });
  });

  it('says why nothing can be withdrawn: nothing there, or less than the minimum', () => {
    expect(wholeAmount(0, TERMS)).toEqual({ ok: false, error: TERMS_MESSAGES.nothing });
    expect(wholeAmount(0.004, null)).toEqual({ ok: false, error: TERMS_MESSAGES.nothing });
    expect(wholeAmount(9.999, TERMS)).toEqual({ ok: false, error: `Доступно меньше минимальной суммы вывода (10,00${NB}USDT)` });
    expect(wholeAmount(Number.NaN, TERMS)).toEqual({ ok: false, error: TERMS_MESSAGES.nothing });
  });

  it('without terms (a backend without the call) is the available amount alone', () => {
    expect(wholeAmount(3.5, null)).toEqual({ ok: true, text: '3,50', amount: 3.5, capped: false });
  });

  it('always gives an amount the form accepts and the terms allow, never more than available (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), fc.boolean(), (thousandths, limited) => {
        const available = thousandths / 1000;
        const terms = limited ? TERMS : NO_LIMIT;
        const whole = wholeAmount(available, terms);
        if (!whole.ok) return;
        const checked = validateMoneyForm('withdraw', { amount: whole.text, target: ADDRESS }, available, terms);
        expect(checked).toEqual({ ok: true, body: { amount: whole.amount, address: ADDRESS } });
        expect(whole.amount).toBeLessThanOrEqual(available);
        expect(available - whole.amount).toBeLessThan(whole.capped ? Infinity : 0.01);
      }),
    );
  });
});

describe('the terms beside the amount', () => {
  it('refuses below the minimum, above the maximum, and not more than the fee', () => {
    expect(termsError(milli('9,99'), TERMS)).toBe(`Минимальная сумма вывода: 10,00${NB}USDT`);
    expect(termsError(milli('10'), TERMS)).toBeNull();
    expect(termsError(milli('10000'), TERMS)).toBeNull();
    expect(termsError(milli('10000,01'), TERMS)).toBe(`Не больше 10${NB}000,00${NB}USDT за один вывод`);
    // A server whose minimum does not cover its fee: the amount must still exceed the fee.
    expect(termsError(milli('1'), { ...TERMS, min_amount: 0.5 })).toBe(`Сумма должна быть больше комиссии сети: 1,00${NB}USDT`);
  });

  it('are checked by the form after its own rules: the available amount is named first', () => {
    expect(validateMoneyForm('withdraw', { amount: '5', target: ADDRESS }, 1250.5, TERMS)).toEqual({ ok: false, errors: { amount: TERMS_MESSAGES.belowMin(10) } });
    expect(validateMoneyForm('withdraw', { amount: '5000', target: ADDRESS }, 1250.5, TERMS)).toEqual({
      ok: false,
      errors: { amount: `Не больше доступного к выводу: 1${NB}250,50${NB}USDT` },
    });
    expect(validateMoneyForm('withdraw', { amount: '5', target: ADDRESS }, 1250.5)).toEqual({ ok: true, body: { amount: 5, address: ADDRESS } });
  });

  it('say what arrives: the amount less the fee', () => {
    expect(arrivingAmount(50.25, TERMS)).toBe(49.25);
    expect(arrivingAmount(0.1 + 0.2 + 9.7, TERMS)).toBe(9);
    expect(arrivingAmount(2, NO_LIMIT)).toBe(0);
    expect(termsLines(TERMS, 50.25)).toEqual([
      { key: 'fee', label: 'Комиссия сети TRC20', value: `1,00${NB}USDT` },
      { key: 'min', label: 'Минимальная сумма', value: `10,00${NB}USDT` },
      { key: 'max', label: 'Максимум за один вывод', value: `10${NB}000,00${NB}USDT` },
      { key: 'arrives', label: 'Придёт на адрес', value: `49,25${NB}USDT` },
    ]);
    expect(termsLines(NO_LIMIT, null).map((l) => l.key)).toEqual(['fee', 'min']);
  });

  it('read as one sentence in the confirmation, amounts written as the popup writes the amount sent', () => {
    expect(termsSentence(1250.5, TERMS)).toBe(`Комиссия сети 1,00 USDT (минимум вывода 10,00 USDT), на адрес придёт 1${NB}249,50 USDT.`);
  });
});
