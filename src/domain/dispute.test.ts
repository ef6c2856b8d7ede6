import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/openapi/trader-api.ts';
import { afterDisputeClose, afterOrderFinished, DISPUTE_CLOSED, disputeActive, disputeExempt, disputeOpen, disputeOrderOf, disputeRedirect, openDisputeOrder } from './dispute.ts';

const ORDER_ID = 'b47d498b-e478-4c77-9465-c03d34fbf801';
const COMPLETE = `/trade/order/complete?order_id=${ORDER_ID}`;
type StatusData = components['schemas']['StatusData'];
const summary: StatusData = { autoaccept_expired_at: null, completed_order_count: 3, active_payment_detail_count: 1, available_balance: 500, allowed_overdraft: 0 };
const activeOrder = (dispute: 'open' | 'close' | null): StatusData => ({
  order_type: 'IN',
  order_id: ORDER_ID,
  order_status: 'PROCESS',
  dispute_status: dispute,
  amount_rub: 1000,
  usdt_to_trader: 10,
  expires_at: '2026-11-22T10:00:00Z',
});
const stored = openDisputeOrder({ order_id: ORDER_ID, order_status: 'PROCESS' });

describe('disputeOpen', () => {
  it("is the order's own dispute_status: open, and nothing else", () => {
    expect(disputeOpen({ dispute_status: 'open' })).toBe(true);
    expect(disputeOpen({ dispute_status: 'close' })).toBe(false);
    expect(disputeOpen({ dispute_status: null })).toBe(false);
    expect(disputeOpen({})).toBe(false);
    expect(disputeOpen(null)).toBe(false);
  });
});

describe('disputeActive', () => {
  it('is true only for a dispute order whose dispute is open', () => {
    expect(disputeActive(stored)).toBe(true);
    expect(disputeActive({ ...stored, dispute_status: 'close' })).toBe(false);
    expect(disputeActive({ ...stored, dispute_status: null })).toBe(false);
    expect(disputeActive(null)).toBe(false);
    expect(disputeActive(undefined)).toBe(false);
  });
});

describe('disputeOrderOf', () => {
  it("names the status's active order when its dispute is open, and nothing else", () => {
    expect(disputeOrderOf(activeOrder('open'))).toEqual({ order_id: ORDER_ID, order_status: 'PROCESS', dispute_status: 'open' });
    expect(disputeOrderOf(activeOrder('close'))).toBeNull();
    expect(disputeOrderOf(activeOrder(null))).toBeNull();
    expect(disputeOrderOf(summary)).toBeNull();
    expect(disputeOrderOf(null)).toBeNull();
  });
});

describe('disputeExempt', () => {
  it('exempts /dispute and below and /trade/order/complete, whole segments only', () => {
    for (const path of ['/dispute', '/dispute/close', '/trade/order/complete']) expect(disputeExempt(path)).toBe(true);
    for (const path of ['/', '/history', '/disputes', '/trade/order', '/trade/list', '/warn/account-blocked']) expect(disputeExempt(path)).toBe(false);
  });
});

describe('disputeRedirect', () => {
  it('stores an open dispute from the status and forces /dispute, except on the exempt paths', () => {
    expect(disputeRedirect('/balance', activeOrder('open'), null)).toEqual({ redirect: '/dispute', store: stored });
    expect(disputeRedirect('/dispute', activeOrder('open'), null)).toEqual({ redirect: null, store: stored });
    expect(disputeRedirect('/trade/order/complete', activeOrder('open'), null)).toEqual({ redirect: null, store: stored });
  });

  it('keeps forcing /dispute from the stored dispute order when the status call failed', () => {
    expect(disputeRedirect('/history', null, stored)).toEqual({ redirect: '/dispute' });
    expect(disputeRedirect('/history', null, null)).toEqual({ redirect: null });
  });

  it('lets the fresh status win over the stored order: a dispute no longer open on /dispute clears it and goes home', () => {
    expect(disputeRedirect('/dispute', activeOrder('close'), stored)).toEqual({ redirect: '/', store: null });
    expect(disputeRedirect('/dispute', summary, stored)).toEqual({ redirect: '/', store: null });
    // Elsewhere nothing moves (and /dispute/close keeps the order whose outcome it shows).
    expect(disputeRedirect('/history', summary, stored)).toEqual({ redirect: null });
    expect(disputeRedirect('/dispute/close', summary, { ...stored, dispute_status: 'close' })).toEqual({ redirect: null });
  });
});

describe('afterOrderFinished', () => {
  const order = { order_id: ORDER_ID, order_status: 'process', dispute_status: null };
  it('an open dispute stores the order and leads to /dispute', () => {
    expect(afterOrderFinished({ ...order, dispute_status: 'open' }, COMPLETE)).toEqual({ redirect: '/dispute', store: { order_id: ORDER_ID, order_status: 'process', dispute_status: 'open' } });
  });
  it('no dispute, or a closed one on a complete order, leads to the completion page; a closed one otherwise stays', () => {
    expect(afterOrderFinished(order, COMPLETE)).toEqual({ redirect: COMPLETE });
    expect(afterOrderFinished({ ...order, order_status: 'COMPLETE', dispute_status: 'close' }, COMPLETE)).toEqual({ redirect: COMPLETE });
    expect(afterOrderFinished({ ...order, order_status: 'cancel', dispute_status: 'close' }, COMPLETE)).toEqual({ redirect: null });
  });
});

describe('afterDisputeClose', () => {
  const event = { order_id: ORDER_ID, order_status: 'complete', dispute_status: 'close' as const };
  it('goes to the completion page, clearing the dispute order, when the order was in process and now is not', () => {
    expect(afterDisputeClose(event, 'PROCESS', COMPLETE)).toEqual({ redirect: COMPLETE, store: null });
  });
  it('otherwise goes to /dispute/close with the order stored as it now is', () => {
    expect(afterDisputeClose({ ...event, order_status: 'process' }, 'process', COMPLETE)).toEqual({
      redirect: '/dispute/close',
      store: { order_id: ORDER_ID, order_status: 'process', dispute_status: 'close' },
    });
    expect(afterDisputeClose({ ...event, dispute_status: null }, 'complete', COMPLETE)).toEqual({
      redirect: '/dispute/close',
      store: { order_id: ORDER_ID, order_status: 'complete', dispute_status: 'close' },
    });
    expect(afterDisputeClose(event, undefined, COMPLETE).redirect).toBe('/dispute/close');
  });
});

describe('DISPUTE_CLOSED', () => {
  it("is /dispute/close's title from the route table, the one name the toast, the outcome and the away line use", () => {
    expect(DISPUTE_CLOSED).toBe('Спор закрыт');
  });
});
