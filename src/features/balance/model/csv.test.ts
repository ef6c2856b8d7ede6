import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../shared/lib/testing/csv-reader.ts';
import { csvAmount, operationsCsv, operationsCsvFileName } from './csv.ts';
import type { BalanceOperation } from './labels.ts';

describe('csvAmount', () => {
  // Issue 25 point 5: always two decimals, as the screen shows the amount ('-100' beside '-50,25' before).
  it('writes the shown amount with two decimals and a decimal comma', () => {
    expect(csvAmount(-50.25)).toBe('-50,25');
    expect(csvAmount(-100)).toBe('-100,00');
    expect(csvAmount(500)).toBe('500,00');
    expect(csvAmount(0.1 + 0.2)).toBe('0,30');
    expect(csvAmount(1.0005)).toBe('1,00');
    expect(csvAmount(1234567.5)).toBe('1234567,50');
  });
});

describe('operationsCsv', () => {
  const op: BalanceOperation = {
    id: 'c5789444-a72e-4562-80a6-22c698b1c865',
    type: 'INTERNAL_TOPUP',
    status: 'COMPLETE',
    amount: 25,
    currency_code: 'USDT',
    created_at: '2026-11-20T12:00:00Z',
    updated_at: '2026-11-20T12:00:00Z',
    order_id: null,
    tx_hash: null,
    address: null,
    comment: 'Бонус; "за" стабильную\nработу',
  };

  it('writes a header and one row per operation with Russian labels, times in the account zone', () => {
    const rows = parseCsv(operationsCsv([op, { ...op, type: 'WITHDRAWAL', status: 'HOLD', amount: -100, comment: null }], 'Europe/Moscow').slice(1));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual(['ID', 'Тип', 'Статус', 'Сумма', 'Валюта', 'Создана (Europe/Moscow)', 'Обновлена (Europe/Moscow)', 'ID сделки', 'Хеш транзакции', 'Адрес / получатель', 'Комментарий']);
    expect(rows[1]).toEqual([op.id, 'Внутреннее пополнение', 'Выполнена', '25,00', 'USDT', '20.11.2026 15:00:00', '20.11.2026 15:00:00', '', '', '', 'Бонус; "за" стабильную\nработу']);
    expect(rows[2]?.slice(1, 4)).toEqual(['Вывод', 'В обработке', '-100,00']);
  });

  it('writes the same instant on the wall clock of the zone it is given', () => {
    const late = { ...op, created_at: '2026-11-20T20:30:05Z', updated_at: '2026-11-20T20:30:05Z' };
    expect(parseCsv(operationsCsv([late], 'Europe/Moscow').slice(1))[1]?.[5]).toBe('20.11.2026 23:30:05');
    expect(parseCsv(operationsCsv([late], 'Asia/Novosibirsk').slice(1))[1]?.[5]).toBe('21.11.2026 03:30:05');
  });

  it('names the file by tab and the day in the zone', () => {
    expect(operationsCsvFileName('completed', new Date('2026-11-22T09:30:00Z'), 'Europe/Moscow')).toBe('operations-completed-2026-11-22.csv');
    expect(operationsCsvFileName('completed', new Date('2026-11-22T22:30:00Z'), 'Europe/Moscow')).toBe('operations-completed-2026-11-23.csv');
  });
});
