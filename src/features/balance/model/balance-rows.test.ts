import { describe, expect, it } from 'vitest';
import { balanceRows } from './balance-rows.ts';

const rows = (total_amount: number | string, available_amount: number | string, allowed_overdraft: number | string) =>
  Object.fromEntries(balanceRows({ total_amount, available_amount, allowed_overdraft }).map((r) => [r.label, r.value]));

const nb = '\u00a0';

describe('balanceRows', () => {
  it('shows frozen funds and no debt line without overdraft (mock default)', () => {
    expect(rows(1300.75, 1250.5, 0)).toEqual({
      'Собственные средства': `1${nb}300,75\u00a0USDT`,
      Доступно: `1${nb}250,50\u00a0USDT`,
      Заморожено: '50,25\u00a0USDT',
      'Доступно с овердрафтом': `1${nb}250,50\u00a0USDT`,
      'Доступно к выводу': `1${nb}250,50\u00a0USDT`,
    });
  });

  it('reads decimal strings the same way', () => {
    expect(rows('1300.750', '1250.500', '0')).toEqual(rows(1300.75, 1250.5, 0));
  });

  it('shows the debt and overdraft funds, and no frozen line, for a negative balance', () => {
    const r = rows(-35.125, -35.125, 200);
    expect(r).toEqual({
      'Собственные средства': '0,00\u00a0USDT',
      Доступно: '\u221235,12\u00a0USDT', // truncated toward zero; the true minus (issue 25)
      Задолженность: '35,12\u00a0USDT',
      'Доступно с овердрафтом': '164,87\u00a0USDT',
      'Доступно к выводу': '0,00\u00a0USDT',
    });
  });

  it('shows a zero debt line when there is an overdraft but no debt', () => {
    expect(rows(40, 40, 50)).toMatchObject({ Задолженность: '0,00\u00a0USDT', 'Доступно с овердрафтом': '90,00\u00a0USDT' });
    expect(rows(40, 40, 50)).not.toHaveProperty('Заморожено');
  });

  it('shows a dash, never a plausible 0, for an unreadable amount', () => {
    expect(rows('oops', 10, 0)['Собственные средства']).toBe('—\u00a0USDT');
  });
});
