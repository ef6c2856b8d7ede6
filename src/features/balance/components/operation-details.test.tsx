// An operation's fields (issue 37): every copy button names what it copies, and the order's id
// opens the order as well as copying it.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeyValueList } from '../../../shared/ui/key-value.tsx';
import type { BalanceOperation } from '../model/labels.ts';
import { operationItems } from './operation-details.tsx';

const ORDER = 'b47d498b-e478-4c77-9465-c03d34fbf801';
const base: BalanceOperation = {
  id: '55d32369-b409-43af-b176-db56a4c3ce45',
  type: 'INTERNAL_TRANSFER',
  status: 'COMPLETE',
  amount: -25,
  currency_code: 'USDT',
  created_at: '2026-11-22T09:30:00Z',
  updated_at: '2026-11-22T09:30:00Z',
  order_id: null,
  tx_hash: null,
  address: '@trader_2048',
  comment: null,
};

function renderItems(op: BalanceOperation) {
  const went: string[] = [];
  render(<KeyValueList items={operationItems(op, 'Europe/Moscow', (path) => went.push(path))} />);
  return went;
}

describe('operationItems', () => {
  it("a transfer's recipient is copied by a button that says so, not 'Скопировать адрес'", () => {
    renderItems(base);
    expect(screen.getByTitle('Скопировать получателя: @trader_2048')).toBeTruthy();
    expect(screen.queryByTitle(/Скопировать адрес/)).toBeNull();
  });

  it("a withdrawal's address is still 'Скопировать адрес'", () => {
    renderItems({ ...base, type: 'WITHDRAWAL', address: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC' });
    expect(screen.getByTitle('Скопировать адрес: TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC')).toBeTruthy();
  });

  it("an order's id is copied and opens the order (its sheet in History)", () => {
    const went = renderItems({ ...base, type: 'ORDER', amount: 158.73, order_id: ORDER, address: null });
    expect(screen.getByTitle(`Скопировать ID сделки: ${ORDER}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Открыть сделку' }));
    expect(went).toEqual([`/history?q=${ORDER}`]);
  });

  it('no order, no link', () => {
    renderItems(base);
    expect(screen.queryByRole('button', { name: 'Открыть сделку' })).toBeNull();
  });
});
