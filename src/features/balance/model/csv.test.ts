import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvAmount, csvField, operationsCsv, operationsCsvFileName, toCsv } from './csv.ts';
import type { BalanceOperation } from './labels.ts';

/** A small RFC 4180 reader with `;`, to check that what we write reads back the same. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

describe('csvField', () => {
  it('leaves plain text alone', () => {
    expect(csvField('Пополнение')).toBe('Пополнение');
    expect(csvField(null)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
  });

  it('quotes the separator, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvField(' padded ')).toBe('" padded "');
  });

  it('defuses formulas but keeps negative numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+7 999')).toBe("'+7 999");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('-50,25')).toBe('-50,25');
    expect(csvField('-100')).toBe('-100');
  });
});

describe('toCsv', () => {
  it('starts with the BOM, separates with ; and ends lines with CRLF', () => {
    expect(toCsv([['a', 'b'], ['1', '2']])).toBe(`${CSV_BOM}a;b\r\n1;2\r\n`);
  });

  it('reads back exactly what was written, whatever the text', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'я', ';', '"', '\n', '\r', ' ', ',', '1') });
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }), (rows) => {
        // Only a leading formula character is changed (prefixed with an apostrophe).
        const safe = rows.map((r) => r.map((f) => (/^[=+\-@\t\r]/.test(f) ? `x${f}` : f)));
        const written = toCsv(safe);
        expect(written.startsWith(CSV_BOM)).toBe(true);
        expect(parseCsv(written.slice(1))).toEqual(safe);
      }),
    );
  });
});

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
