import { describe, expect, it } from 'vitest';
import type { BalanceOperation } from './labels.ts';
import { MAX_OPERATION_PAGES, readPages } from './operation-pages.ts';

const op = (n: number, createdAt = `2026-11-${String(22 - Math.floor(n / 10)).padStart(2, '0')}T09:00:00Z`): BalanceOperation => ({
  id: `op-${n}`,
  type: 'ORDER',
  status: 'COMPLETE',
  amount: n,
  currency_code: 'USDT',
  created_at: createdAt,
  updated_at: createdAt,
  order_id: null,
  tx_hash: null,
  address: null,
  comment: null,
});
const ops = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => op(from + i));
const ZONE = 'Europe/Moscow';

describe('readPages', () => {
  it('asks for the next page while the tab holds more, and stops once every operation is read', () => {
    const first = { items: ops(0, 10), total: 25 };
    expect(readPages(first, [], null, ZONE)).toMatchObject({ stop: null, wantsNext: true });
    expect(readPages(first, [{ items: ops(10, 20) }], null, ZONE)).toMatchObject({ stop: null, wantsNext: true });
    const all = readPages(first, [{ items: ops(10, 20) }, { items: ops(20, 25) }], null, ZONE);
    expect(all).toMatchObject({ stop: 'all', wantsNext: false });
    expect(all.items.map((o) => o.amount)).toEqual(ops(0, 25).map((o) => o.amount));
  });

  it('waits for a page on its way (or failed) without asking for the next', () => {
    const read = readPages({ items: ops(0, 10), total: 25 }, [undefined], null, ZONE);
    expect(read).toMatchObject({ stop: null, wantsNext: false });
    expect(read.items).toHaveLength(10);
  });

  it('a page that repeats what was read is a server without `page`: it stops there', () => {
    expect(readPages({ items: ops(0, 10), total: 25 }, [{ items: ops(0, 10) }], null, ZONE)).toMatchObject({ stop: 'ignored', wantsNext: false });
  });

  it('an empty page ends the tab', () => {
    expect(readPages({ items: ops(0, 10), total: 25 }, [{ items: [] }], null, ZONE)).toMatchObject({ stop: 'all' });
  });

  it("stops at the period's start: the oldest read is older than its first day", () => {
    // op 19 is of the 21st, op 20 of the 20th.
    expect(readPages({ items: ops(0, 10), total: 50 }, [{ items: ops(10, 20) }], '2026-11-21', ZONE)).toMatchObject({ stop: null, wantsNext: true });
    expect(readPages({ items: ops(0, 10), total: 50 }, [{ items: ops(10, 21) }], '2026-11-21', ZONE)).toMatchObject({ stop: 'period', wantsNext: false });
  });

  it(`reads at most ${MAX_OPERATION_PAGES} pages`, () => {
    const later = Array.from({ length: MAX_OPERATION_PAGES - 1 }, (_, i) => ({ items: [op(1000 + i, '2026-11-22T09:00:00Z')] }));
    expect(readPages({ items: [op(0, '2026-11-22T09:00:00Z')], total: 10_000 }, later, null, ZONE)).toMatchObject({ stop: 'cap', wantsNext: false });
  });
});
