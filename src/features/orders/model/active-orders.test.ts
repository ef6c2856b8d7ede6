import { describe, expect, it } from 'vitest';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { responseExample } from '../../../shared/lib/testing/contract-examples.ts';
import { activeOrders, byUrgency, currentOrders } from './active-orders.ts';
import { openOrderId } from './open-order.ts';

type Order = components['schemas']['Order'];
const list = (responseExample('/traders/orders', 'default') as components['schemas']['OrderList']).items;
const [IN, OUT] = list as [Order, Order]; // IN expires 12:10Z, OUT 12:20Z

describe('the orders home and the trade list show', () => {
  it("the examples: both orders in progress, the IN one first (it expires at 12:10, the OUT one at 12:20)", () => {
    expect(activeOrders(list).map((o) => o.id)).toEqual([IN.id, OUT.id]);
    expect(activeOrders([OUT, IN]).map((o) => o.id)).toEqual([IN.id, OUT.id]);
  });

  it('home shows the orders in progress only; the trade list the invites too, in the same order', () => {
    const invite = { ...OUT, id: 'c0ffee00-0000-4000-8000-000000000001', status: 'INVITE' as const, expires_at: '2026-11-22T12:05:00Z' };
    expect(activeOrders([OUT, invite, IN]).map((o) => o.id)).toEqual([IN.id, OUT.id]);
    expect(currentOrders([OUT, invite, IN]).map((o) => o.id)).toEqual([invite.id, IN.id, OUT.id]);
    // Both read the same list in the same order: home's is the trade list without the invites.
    expect(currentOrders([OUT, invite, IN]).filter((o) => o.status === 'PROCESS')).toEqual(activeOrders([OUT, invite, IN]));
  });

  it('adds the order the status names when the list does not have it yet, and never twice', () => {
    expect(activeOrders([OUT], IN).map((o) => o.id)).toEqual([IN.id, OUT.id]);
    expect(activeOrders(list, IN)).toHaveLength(2);
    expect(activeOrders(undefined, IN).map((o) => o.id)).toEqual([IN.id]);
    expect(activeOrders([], { ...IN, status: 'COMPLETE' })).toEqual([]);
  });

  it('an expired order leads, an unreadable expiry goes last, ties by creation then id', () => {
    const expired = { ...OUT, id: 'a', expires_at: '2026-11-22T11:00:00Z' };
    const unreadable = { ...OUT, id: 'b', expires_at: 'soon' };
    const twinA = { ...IN, id: 'd', created_at: '2026-11-22T11:40:00Z' };
    const twinB = { ...IN, id: 'c', created_at: '2026-11-22T11:40:00Z' };
    expect([unreadable, IN, twinA, expired, twinB].sort(byUrgency).map((o) => o.id)).toEqual(['a', 'c', 'd', IN.id, 'b']);
  });
});

describe('openOrderId', () => {
  it('the tapped order while it is in progress, else the one the status names', () => {
    const ids = activeOrders(list).map((o) => o.id);
    expect(openOrderId(ids, OUT.id, IN.id)).toBe(OUT.id);
    expect(openOrderId(ids, 'gone', IN.id)).toBe(IN.id);
    expect(openOrderId(ids, null, OUT.id)).toBe(OUT.id);
    expect(openOrderId([], OUT.id, IN.id)).toBe(IN.id);
  });
});
