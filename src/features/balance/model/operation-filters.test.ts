// The balance operations' period, search and totals on the contract's own operations (GET
// /traders/transactions `default`: 19 to 22 November 2026, the trader in Europe/Moscow).
import { describe, expect, it } from 'vitest';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { responseExample } from '../../../shared/lib/testing/contract-examples.ts';
import { parseCsv } from '../../../shared/lib/testing/csv-reader.ts';
import { operationsCsv } from './csv.ts';
import { applyOperationFilters, NO_OPERATION_FILTERS, operationFilterParams, operationSearch, parseOperationFilters } from './operation-filters.ts';
import { operationTotals } from './operation-totals.ts';

const { items } = responseExample('/traders/transactions', 'default') as components['schemas']['TransactionList'];
const MSK = 'Europe/Moscow';
const find = (text: string) => items.filter(operationSearch(text)).map((op) => op.id);
const WITHDRAWAL = '55d32369-b409-43af-b176-db56a4c3ce45';
const ORDER = 'e4a14899-0df5-4e4d-b88c-a845e8b691a2';
const TRANSFER = 'b7c520ac-1ee9-4d48-8cd0-7d78176feebe';
const BONUS = 'c5789444-a72e-4562-80a6-22c698b1c865';
const TOPUP = '325eae5c-b1cc-47b9-b5c3-cb4b36c01d2b';

describe('the operations filters in the URL', () => {
  it('reads the tab, the period and the search; writes them back; the default tab and no filter write nothing', () => {
    const filters = parseOperationFilters(new URLSearchParams('status=completed&from=2026-11-20&to=2026-11-22&q=бонус'));
    expect(filters).toEqual({ status: 'completed', from: '2026-11-20', to: '2026-11-22', q: 'бонус' });
    const written = new URLSearchParams();
    for (const [k, v] of Object.entries(operationFilterParams(filters))) if (v !== null) written.set(k, v);
    expect(parseOperationFilters(written)).toEqual(filters);
    expect(operationFilterParams(NO_OPERATION_FILTERS)).toEqual({ status: null, from: null, to: null, q: null });
    expect(parseOperationFilters(new URLSearchParams('status=nope&from=2026-02-30'))).toEqual(NO_OPERATION_FILTERS);
  });
});

describe('operationSearch', () => {
  it('an empty or blank text keeps every operation', () => {
    expect(find('')).toHaveLength(items.length);
    expect(find('   ')).toHaveLength(items.length);
  });

  it("finds an operation by a part of its id or of its order's id, typed or as the app shortens it", () => {
    expect(find('b7c520ac')).toEqual([TRANSFER]);
    expect(find('B7C5 20AC')).toEqual([TRANSFER]);
    expect(find('325eae5c…4c3ce45')).toEqual([]);
    expect(find('325eae5c…36c01d2b')).toEqual([TOPUP]);
    expect(find('32c01fc7')).toEqual([ORDER]); // the order 32c01fc7-… it belongs to
    expect(find('b7c')).toEqual([]); // too short to be an id part
  });

  it('finds an amount as written, without its sign', () => {
    expect(find('50,25')).toEqual([WITHDRAWAL]);
    expect(find('−50,25')).toEqual([WITHDRAWAL]);
    expect(find('500 USDT')).toEqual([TOPUP]);
    expect(find('105.82')).toEqual([ORDER]);
    expect(find('100')).toEqual([TRANSFER]);
  });

  it('finds the address, the recipient or the hash by a part of it, in any case', () => {
    expect(find('TQn9Y2kh')).toEqual([TOPUP]);
    expect(find('tjrywwfs')).toEqual([WITHDRAWAL]);
    expect(find('maria')).toEqual([TRANSFER]);
    expect(find('4d3c2b')).toEqual([TOPUP]);
  });

  it("finds words of the type, the status and the comment (ё read as е)", () => {
    expect(find('бонус')).toEqual([BONUS]);
    expect(find('Вывод')).toEqual([WITHDRAWAL]);
    expect(find('внутренний перевод')).toEqual([TRANSFER]);
    expect(find('в обработке')).toEqual([WITHDRAWAL]);
    expect(find('стабильную работу')).toEqual([BONUS]);
    expect(find('несуществующее')).toEqual([]);
  });
});

describe('applyOperationFilters', () => {
  it("keeps the period's days in the trader's zone and the search together", () => {
    const period = { ...NO_OPERATION_FILTERS, from: '2026-11-20', to: '2026-11-21' };
    expect(applyOperationFilters(items, period, MSK).map((op) => op.id)).toEqual([ORDER, TRANSFER, BONUS]);
    expect(applyOperationFilters(items, { ...period, q: 'перевод' }, MSK).map((op) => op.id)).toEqual([TRANSFER]);
    expect(applyOperationFilters(items, NO_OPERATION_FILTERS, MSK)).toEqual(items);
    // 2026-11-19T08:45Z is the 19th in Moscow: not in a period from the 20th.
    expect(applyOperationFilters(items, { ...NO_OPERATION_FILTERS, to: '2026-11-19' }, MSK).map((op) => op.id)).toEqual([TOPUP]);
  });
});

describe('operationTotals', () => {
  it('sums the credits, the debits and the net of what is shown, per currency, as shown', () => {
    expect(operationTotals(items)).toEqual({ count: 5, currencies: [{ currency: 'USDT', credit: 630.82, debit: -150.25, net: 480.57 }] });
    expect(operationTotals([])).toEqual({ count: 0, currencies: [] });
    // Each amount as shown (rounded to 3, truncated to 2), added in cents: no float drift.
    const drift = [0.1, 0.2, 1.0005, -0.3].map((amount) => ({ amount, currency_code: 'USDT' }));
    expect(operationTotals(drift).currencies).toEqual([{ currency: 'USDT', credit: 1.3, debit: -0.3, net: 1 }]);
  });

  it('keeps each currency apart, in the order they first appear', () => {
    const mixed = [
      { amount: 10, currency_code: 'USDT' },
      { amount: -1500, currency_code: 'RUB' },
      { amount: -2.5, currency_code: 'USDT' },
    ];
    expect(operationTotals(mixed).currencies).toEqual([
      { currency: 'USDT', credit: 10, debit: -2.5, net: 7.5 },
      { currency: 'RUB', credit: 0, debit: -1500, net: -1500 },
    ]);
  });

  it("equal the CSV's Сумма column of the same rows", () => {
    const shown = applyOperationFilters(items, { ...NO_OPERATION_FILTERS, from: '2026-11-20' }, MSK);
    const [, ...rows] = parseCsv(operationsCsv(shown, MSK).slice(1));
    const cents = rows.filter((r) => r.length > 1).reduce((sum, r) => sum + Math.round(Number(r[3]!.replace(',', '.')) * 100), 0);
    expect(operationTotals(shown).currencies[0]!.net).toBe(cents / 100);
  });
});
