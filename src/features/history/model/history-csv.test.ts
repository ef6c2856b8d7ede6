import { describe, expect, it } from 'vitest';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { CSV_BOM } from '../../../domain/csv.ts';
import { parseCsv } from '../../../shared/lib/testing/csv-reader.ts';
import { responseExample } from '../../../shared/lib/testing/contract-examples.ts';
import { historyCsv, historyCsvFileName } from './history-csv.ts';
import { nameLookups } from './history.ts';
import { historyTotals } from './totals.ts';

type OrderList = components['schemas']['OrderList'];
const current = responseExample('/traders/orders', 'default') as OrderList;
const past = responseExample('/traders/orders/history', 'default') as OrderList;
const names = nameLookups({
  paymentMethodById: (id) => ({ payment_system_name: id === 1 ? 'SBP' : 'C2C' }),
  bankById: (id) => {
    if (id === 1) return { name: 'Alfa-Bank' };
    if (id === 3) return { name: 'Sberbank' };
    throw new Error('Not found bank by id');
  },
});
const rows = (text: string) => {
  expect(text.startsWith(CSV_BOM)).toBe(true);
  return parseCsv(text.slice(1));
};

describe('historyCsv', () => {
  it('a header naming the zone, then one row per order as the screen names it', () => {
    const text = historyCsv(current.items, 'Europe/Moscow', names);
    const [header, inRow, outRow] = rows(text);
    expect(header).toEqual([
      'ID', 'Статус', 'Направление', 'Сумма, ₽', 'USDT трейдеру', 'Курс, ₽', 'Способ оплаты', 'Банк', 'Телефон / карта', 'Получатель',
      'Создана (Europe/Moscow)', 'Срок оплаты (Europe/Moscow)', 'Спор',
    ]);
    expect(inRow).toEqual([
      'b47d498b-e478-4c77-9465-c03d34fbf801', 'В работе', 'Приём', '15000,00', '158,73', '94,50', 'СБП', 'Alfa-Bank',
      '=+79161234567', 'Иван Петрович С.', '22.11.2026 14:50:00', '22.11.2026 15:10:00', '',
    ]);
    // OUT: the customer's bank and card, as sent.
    expect(outRow).toEqual([
      '457c4d43-ef21-4283-87d0-6465f0d35789', 'В работе', 'Выплата', '8200,00', '87,23', '94,00', 'Карта', 'VTB',
      '=2202200012345678', 'Анна К.', '22.11.2026 15:00:00', '22.11.2026 15:20:00', '',
    ]);
    // Phones and cards as text formulas a spreadsheet shows with every digit and no apostrophe
    // (issue 37, point 11; read back by LibreOffice Calc in domain/csv-spreadsheet.test.ts). The
    // reader above drops their quotes.
    expect(text).toContain(';="+79161234567";');
    expect(text).toContain(';="2202200012345678";');
  });

  it('writes the same instant on the wall clock of the zone it is given', () => {
    const [, moscow] = rows(historyCsv(past.items.slice(1, 2), 'Europe/Moscow', names));
    const [, novosibirsk] = rows(historyCsv(past.items.slice(1, 2), 'Asia/Novosibirsk', names));
    expect(moscow?.[10]).toBe('21.11.2026 21:02:00');
    expect(novosibirsk?.[10]).toBe('22.11.2026 01:02:00');
  });

  it("the columns add up to the screen's totals, and a dispute is named", () => {
    const body = rows(historyCsv(past.items, 'Europe/Moscow', names)).slice(1);
    const done = body.filter((r) => r[1] === 'Завершена');
    const sum = (column: number) => done.reduce((s, r) => s + Math.round(Number(r[column]!.replace(',', '.')) * 100), 0) / 100;
    const totals = historyTotals(past.items);
    expect(done).toHaveLength(totals.completed);
    expect(sum(3)).toBe(totals.turnoverRub);
    expect(sum(4)).toBe(totals.receivedUsdt);
    const disputed = { ...current.items[0]!, dispute_status: 'open' as const };
    expect(rows(historyCsv([disputed], 'UTC', names))[1]?.[12]).toBe('Открыт');
  });

  it("names the file by tab and the zone's day", () => {
    expect(historyCsvFileName('ALL', new Date('2026-11-22T20:59:00Z'), 'Europe/Moscow')).toBe('history-all-2026-11-22.csv');
    expect(historyCsvFileName('COMPLETE', new Date('2026-11-22T21:00:00Z'), 'Europe/Moscow')).toBe('history-complete-2026-11-23.csv');
    // With the count of orders the file holds (issue 42).
    expect(historyCsvFileName('ALL', new Date('2026-11-22T20:59:00Z'), 'Europe/Moscow', 5000)).toBe('history-all-2026-11-22-5000.csv');
  });
});
