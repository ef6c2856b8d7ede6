import { describe, expect, it } from 'vitest';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { responseExample } from '../../../shared/lib/testing/contract-examples.ts';
import { applyFilters, filterParams, NO_FILTERS, parseFilters, serverFilters } from './filters.ts';
import { historyOrders } from './history-orders.ts';

type OrderList = components['schemas']['OrderList'];
const current = responseExample('/traders/orders', 'default') as OrderList;
const past = responseExample('/traders/orders/history', 'default') as OrderList;
const orders = historyOrders(current.items, past.items);
const MSK = 'Europe/Moscow';

describe('the filters in the URL', () => {
  it('reads status, range and search; writes them back; a round trip keeps them', () => {
    const params = new URLSearchParams('status=COMPLETE&from=2026-11-16&to=2026-11-22&q=8200');
    const filters = parseFilters(params);
    expect(filters).toEqual({ status: 'COMPLETE', from: '2026-11-16', to: '2026-11-22', q: '8200' });
    const written = new URLSearchParams();
    for (const [k, v] of Object.entries(filterParams(filters))) if (v !== null) written.set(k, v);
    expect(parseFilters(written)).toEqual(filters);
    expect(filterParams(NO_FILTERS)).toEqual({ status: null, from: null, to: null, q: null });
  });

  it('reads a broken date as none and a reversed range in order; the search is cut at 100 characters', () => {
    expect(parseFilters(new URLSearchParams('from=2026-02-30&to=yesterday'))).toMatchObject({ from: null, to: null });
    expect(parseFilters(new URLSearchParams('from=2026-11-22&to=2026-11-16'))).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
    expect(parseFilters(new URLSearchParams(`q=${'a'.repeat(150)}`)).q).toHaveLength(100);
  });

  it("asks the server for the range and the trimmed search, never the tab", () => {
    expect(serverFilters(NO_FILTERS)).toEqual({});
    expect(serverFilters({ from: '2026-11-16', to: '2026-11-22', q: ' 8200 ' })).toEqual({ date_from: '2026-11-16', date_to: '2026-11-22', search: '8200' });
  });
});

describe('the range, by the trader\'s days', () => {
  it('the examples: 21 and 22 November in Moscow hold the two current orders and four finished ones', () => {
    const shown = applyFilters(orders, { ...NO_FILTERS, from: '2026-11-21', to: '2026-11-22' }, MSK);
    expect(shown.filter((o) => o.status === 'PROCESS')).toHaveLength(2);
    expect(shown.filter((o) => o.status === 'COMPLETE')).toHaveLength(4);
    expect(shown).toHaveLength(6);
  });

  it('combines the tab, the range and the search', () => {
    const shown = applyFilters(orders, { status: 'COMPLETE', from: '2026-11-17', to: '2026-11-22', q: '10 000' }, MSK);
    expect(shown.map((o) => o.created_at)).toEqual(['2026-11-21T18:02:00Z', '2026-11-20T11:30:00Z', '2026-11-17T15:35:00Z']);
    expect(applyFilters(orders, { status: 'CANCEL', from: null, to: null, q: '10 000' }, MSK)).toEqual([]);
  });
});
