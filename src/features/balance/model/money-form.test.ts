import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MESSAGES,
  RECIPIENT_MAX,
  RECIPIENT_TOO_LONG,
  TARGET_MESSAGES,
  confirmation,
  isDirty,
  maxMessage,
  parseAmountInput,
  validateMoneyForm,
} from './money-form.ts';
import { ADDRESS_MESSAGES } from './trc20.ts';
import type { WithdrawalTerms } from './withdrawal-terms.ts';

const value = (text: string, max = 1000) => {
  const r = parseAmountInput(text, max);
  return r.ok ? r.value : r.error;
};

describe('parseAmountInput', () => {
  it('accepts a dot or a comma and up to 2 decimals', () => {
    expect(value('150')).toBe(150);
    expect(value('150.25')).toBe(150.25);
    expect(value('150,25')).toBe(150.25);
    expect(value('150,5')).toBe(150.5);
    expect(value('0,01')).toBe(0.01);
    expect(value(',5')).toBe(0.5);
    expect(value('12.')).toBe(12);
    expect(value(' 1 000,50 ', 5000)).toBe(1000.5);
    expect(value('1\u00a0000,50', 5000)).toBe(1000.5);
  });

  it('asks for an amount when empty', () => {
    expect(value('')).toBe(AMOUNT_MESSAGES.required);
    expect(value('   ')).toBe(AMOUNT_MESSAGES.required);
  });

  it('rejects what is not a number', () => {
    for (const text of ['abc', '1,2,3', '1.2.3', '1e3', '.', ',', '12a', '+5', '0x10', '1,2.3']) {
      expect(value(text), text).toBe(AMOUNT_MESSAGES.format);
    }
  });

  it('requires a positive amount', () => {
    expect(value('0')).toBe(AMOUNT_MESSAGES.positive);
    expect(value('0,00')).toBe(AMOUNT_MESSAGES.positive);
    expect(value('-5')).toBe(AMOUNT_MESSAGES.positive);
  });

  it('allows at most 2 decimals', () => {
    expect(value('1,001')).toBe(AMOUNT_MESSAGES.decimals);
    expect(value('1.000')).toBe(AMOUNT_MESSAGES.decimals);
  });

  it('allows at most the available for withdrawal, exactly at the boundary', () => {
    expect(value('1250,5', 1250.5)).toBe(1250.5);
    expect(value('1250,51', 1250.5)).toBe(maxMessage(1250.5));
    expect(maxMessage(1250.5)).toBe('Не больше доступного к выводу: 1\u00a0250,50\u00a0USDT');
    // A max with 3 decimals: 0.3 (float 0.1 + 0.2) and 10.005.
    expect(value('0,3', 0.1 + 0.2)).toBe(0.3);
    expect(value('10,01', 10.005)).toBe(maxMessage(10.005));
    expect(value('10', 10.005)).toBe(10);
    expect(value('1', 0)).toBe(maxMessage(0));
    expect(value('1', Number.NaN)).toBe(AMOUNT_MESSAGES.unknownMax);
  });

  it('reads every amount with up to 2 decimals, with a comma or a dot, exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_00 }), fc.constantFrom(',', '.'), (cents, sep) => {
        const text = `${Math.floor(cents / 100)}${sep}${String(cents % 100).padStart(2, '0')}`;
        const r = parseAmountInput(text, 10_000_000);
        expect(r.ok).toBe(true);
        if (r.ok) {
          expect(r.value).toBe(cents / 100);
          expect(r.milli).toBe(BigInt(cents) * 10n);
        }
      }),
    );
  });

  it('accepts an amount iff it is at most the max', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (cents, maxMilli) => {
        const r = parseAmountInput((cents / 100).toFixed(2).replace('.', ','), maxMilli / 1000);
        expect(r.ok).toBe(cents * 10 <= maxMilli);
      }),
    );
  });

  it('never accepts 3 or more decimals', () => {
    fc.assert(
      fc.property(fc.nat(), fc.stringMatching(/^\d{3,6}$/), (int, frac) => {
        expect(parseAmountInput(`${int},${frac}`, Number.MAX_SAFE_INTEGER)).toEqual({ ok: false, error: AMOUNT_MESSAGES.decimals });
      }),
    );
  });
});

describe('validateMoneyForm', () => {
  it('builds the withdraw body the contract accepts', () => {
    expect(validateMoneyForm('withdraw', { amount: '50,25', target: ' TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC ' }, 1250.5)).toEqual({
      ok: true,
      body: { amount: 50.25, address: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC' },
    });
  });

  it('builds the transfer body the contract accepts', () => {
    expect(validateMoneyForm('transfer', { amount: '100', target: 'maria_trader' }, 1250.5)).toEqual({
      ok: true,
      body: { amount: 100, recipient: 'maria_trader' },
    });
  });

  it('reports every field at once, in Russian', () => {
    expect(validateMoneyForm('withdraw', { amount: '1,234', target: '  ' }, 100)).toEqual({
      ok: false,
      errors: { amount: AMOUNT_MESSAGES.decimals, target: TARGET_MESSAGES.withdraw },
    });
    expect(validateMoneyForm('transfer', { amount: '500', target: '' }, 100)).toEqual({
      ok: false,
      errors: { amount: 'Не больше доступного для перевода: 100,00\u00a0USDT', target: TARGET_MESSAGES.transfer },
    });
  });

  it('names the limit for what the trader does: a transfer is not a withdrawal', () => {
    expect(validateMoneyForm('withdraw', { amount: '500', target: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC' }, 100)).toMatchObject({
      errors: { amount: 'Не больше доступного к выводу: 100,00\u00a0USDT' },
    });
    expect(maxMessage(1250.5, 'transfer')).toBe('Не больше доступного для перевода: 1\u00a0250,50\u00a0USDT');
    expect(maxMessage(1250.5, 'withdraw')).toBe(maxMessage(1250.5));
  });
});

describe('isDirty', () => {
  it('is true once anything was typed', () => {
    expect(isDirty({ amount: '', target: '' })).toBe(false);
    expect(isDirty({ amount: ' ', target: '' })).toBe(false);
    expect(isDirty({ amount: '1', target: '' })).toBe(true);
    expect(isDirty({ amount: '', target: 'x' })).toBe(true);
  });
});

describe('withdrawal address and confirmation', () => {
  it('drops pasted spaces and refuses what is not shaped like a TRC20 address', () => {
    expect(validateMoneyForm('withdraw', { amount: '1', target: ' TJRyWwFs9wTF GZg3JbrVriFbNfCug5tDeC\n' }, 100)).toEqual({
      ok: true,
      body: { amount: 1, address: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC' },
    });
    expect(validateMoneyForm('withdraw', { amount: '1', target: '  bad address ' }, 100)).toEqual({ ok: false, errors: { target: ADDRESS_MESSAGES.format } });
    // A recipient is free text: only trimmed.
    expect(validateMoneyForm('transfer', { amount: '1', target: ' maria trader ' }, 100)).toEqual({ ok: true, body: { amount: 1, recipient: 'maria trader' } });
  });

  it('summarises amount, the whole address and network; a transfer names the recipient', () => {
    expect(confirmation({ amount: 50.25, address: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC' })).toEqual({
      title: 'Подтвердите вывод',
      message: '50,25 USDT на адрес TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC, сеть TRON (TRC20). Перевод в блокчейне нельзя отменить.',
      confirmText: 'Вывести',
    });
    expect(confirmation({ amount: 1000, recipient: 'maria_trader' })).toEqual({
      title: 'Подтвердите перевод',
      message: `1${'\u00a0'}000,00 USDT трейдеру maria_trader.`,
      confirmText: 'Перевести',
    });
  });
});

describe('the transfer confirmation with the recipient named (issue 37)', () => {
  it('adds the name the lookup gave after the recipient as sent', () => {
    expect(confirmation({ amount: 100, recipient: 'maria_trader' }, { recipientName: 'Мария К.' }).message).toBe('100,00 USDT трейдеру maria_trader. Получатель: Мария К.');
  });

  it('is as before without a name (a backend without the lookup, or a slow one)', () => {
    expect(confirmation({ amount: 100, recipient: '2048' }, { recipientName: null }).message).toBe('100,00 USDT трейдеру 2048.');
  });

  it('fits the popup with the longest recipient and name the contract allows', () => {
    const message = confirmation({ amount: 123_456.78, recipient: 'r'.repeat(64) }, { recipientName: 'Я'.repeat(64) }).message;
    expect(message.length).toBeLessThanOrEqual(256);
    expect(message).toContain(`Получатель: ${'Я'.repeat(64)}.`);
  });
});

describe('recipient normalisation', () => {
  it('sends the recipient without bidi controls or zero-width characters, in NFC', () => {
    // Shown in the field as 'maria_trader' reversed and joined; sent and confirmed as typed letters only.
    expect(validateMoneyForm('transfer', { amount: '10', target: '\u202Ema\u200Bria_trader\u200D ' }, 100)).toEqual({
      ok: true,
      body: { amount: 10, recipient: 'maria_trader' },
    });
    expect(validateMoneyForm('transfer', { amount: '10', target: 'Йосиф'.normalize('NFD') }, 100)).toEqual({
      ok: true,
      body: { amount: 10, recipient: 'Йосиф' },
    });
  });

  it('asks for a recipient typed only of invisible characters', () => {
    expect(validateMoneyForm('transfer', { amount: '10', target: '\u202E\u200B\u2066\u2069' }, 100)).toEqual({
      ok: false,
      errors: { target: TARGET_MESSAGES.transfer },
    });
  });

  it('refuses a recipient longer than the popup can show whole', () => {
    expect(validateMoneyForm('transfer', { amount: '10', target: 'a'.repeat(RECIPIENT_MAX) }, 100).ok).toBe(true);
    expect(validateMoneyForm('transfer', { amount: '10', target: 'a'.repeat(RECIPIENT_MAX + 1) }, 100)).toEqual({
      ok: false,
      errors: { target: RECIPIENT_TOO_LONG },
    });
  });

  it('confirms exactly the recipient that is sent', () => {
    const checked = validateMoneyForm('transfer', { amount: '10', target: 'trader\u202E\u200B_0123456789abcdef' }, 100);
    if (!checked.ok) throw new Error('expected a valid transfer');
    expect(checked.body.recipient).toBe('trader_0123456789abcdef');
    expect(confirmation(checked.body).message).toBe(`10,00 USDT трейдеру ${checked.body.recipient}.`);
  });

  it('drops invisible characters pasted with an address', () => {
    expect(validateMoneyForm('withdraw', { amount: '1', target: '\u200BTJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC\u2069' }, 100)).toEqual({
      ok: true,
      body: { amount: 1, address: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC' },
    });
  });
});

describe('the withdrawal confirmation with the terms and a saved address (issue 28)', () => {
  const terms: WithdrawalTerms = { asset: 'USDT', network: 'TRC20', fee: 1, min_amount: 10, max_amount: 10000 };
  const body = { amount: 50.25, address: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC' };

  it('names the fee, the minimum and what arrives, and the label beside the whole address', () => {
    expect(confirmation(body, { terms, label: 'Binance' })).toEqual({
      title: 'Подтвердите вывод',
      message:
        '50,25 USDT на адрес «Binance» TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC, сеть TRON (TRC20). Комиссия сети 1,00 USDT (минимум вывода 10,00 USDT), на адрес придёт 49,25 USDT. Перевод в блокчейне нельзя отменить.',
      confirmText: 'Вывести',
    });
    expect(confirmation(body, { terms: null, label: null }).message).toBe(confirmation(body).message);
  });

  it('fits the popup whatever the amounts and the label: the label gives way, the address and the terms stay (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999_99 }),
        fc.integer({ min: 0, max: 99_999_99 }),
        fc.string({ minLength: 1, maxLength: 32 }),
        (cents, feeCents, label) => {
          const big: WithdrawalTerms = { ...terms, fee: feeCents / 100, min_amount: feeCents / 100 + 0.01, max_amount: null };
          const { message } = confirmation({ ...body, amount: cents / 100 }, { terms: big, label });
          expect(message.length).toBeLessThanOrEqual(256);
          expect(message).toContain(body.address);
          expect(message).toContain('придёт');
        },
      ),
    );
  });
});
