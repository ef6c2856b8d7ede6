// A short list is plain rows, every one in the document; a long one is virtualized (issue 39: the
// virtualizer's measuring cost 18-48 ms of a History tap for a list a screen or two long).
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { historyRows, groupByDay, type Order } from '../model/history.ts';
import { HistoryList, PLAIN_MAX_ROWS } from './history-list.tsx';

const ZONE = 'Europe/Moscow';
const NOW = Date.parse('2026-11-22T12:00:00Z');

/** `count` orders, one every 5 hours back from NOW (about five a day). */
function orders(count: number): Order[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    status: 'COMPLETE',
    direction: 'IN',
    amount_rub: 1000 + i,
    usdt_to_trader: 10,
    rate: 100,
    payment_method_id: 1,
    bank_id: 1,
    created_at: new Date(NOW - i * 5 * 3_600_000).toISOString(),
    expires_at: new Date(NOW - i * 5 * 3_600_000 + 900_000).toISOString(),
  })) as unknown as Order[];
}

const rowsOf = (n: number) => historyRows(groupByDay(orders(n), ZONE), NOW, ZONE);

describe('HistoryList', () => {
  it('a short list renders every row in the flow, without the virtualizer', () => {
    const rows = rowsOf(20);
    expect(rows.length).toBeLessThanOrEqual(PLAIN_MAX_ROWS);
    render(<HistoryList rows={rows} zone={ZONE} onOpen={() => undefined} />);
    const list = screen.getByRole('list', { name: 'Сделки по дням' });
    expect(list.getAttribute('data-history-list')).toBe('plain');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(rows.length);
    // No row is placed by the virtualizer: no index to measure, no transform.
    expect(items.every((item) => !item.hasAttribute('data-index') && item.style.transform === '')).toBe(true);
    expect(list.querySelectorAll('[data-order-id]')).toHaveLength(20);
    expect(within(list).getByRole('heading', { name: 'Сегодня', level: 2 })).toBeTruthy();
  });

  it('a long list is virtualized: only the rows near the viewport are in the document', () => {
    const rows = rowsOf(300);
    expect(rows.length).toBeGreaterThan(PLAIN_MAX_ROWS);
    render(<HistoryList rows={rows} zone={ZONE} onOpen={() => undefined} />);
    const list = screen.getByRole('list', { name: 'Сделки по дням' });
    expect(list.getAttribute('data-history-list')).toBe('virtual');
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    // jsdom lays nothing out (every row measures 0 px), so more rows fit its window than a phone's.
    expect(items.length).toBeLessThan(rows.length);
    expect(items.every((item) => item.hasAttribute('data-index'))).toBe(true);
  });

  it('the boundary: PLAIN_MAX_ROWS rows are plain, one more is virtualized', () => {
    const base = rowsOf(300);
    const { unmount } = render(<HistoryList rows={base.slice(0, PLAIN_MAX_ROWS)} zone={ZONE} onOpen={() => undefined} />);
    expect(screen.getByRole('list').getAttribute('data-history-list')).toBe('plain');
    unmount();
    render(<HistoryList rows={base.slice(0, PLAIN_MAX_ROWS + 1)} zone={ZONE} onOpen={() => undefined} />);
    expect(screen.getByRole('list').getAttribute('data-history-list')).toBe('virtual');
  });
});
