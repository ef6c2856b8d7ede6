import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/openapi/trader-api.ts';
import { HOME_STATUSES, autoacceptEndsAt, homeStatus, isActiveOrderStatus, missingBalance, type HomeStatus } from './home-status.ts';

type StatusData = components['schemas']['StatusData'];
type StatusSummary = components['schemas']['StatusSummary'];
type ActiveOrderStatus = components['schemas']['ActiveOrderStatus'];

const config = { min_trading_balance: 100, support_trader_tg: 'https://t.me/support' };

/** A summary for which every rule is false: the home status is done. */
const ready: StatusSummary = {
  autoaccept_expired_at: null,
  completed_order_count: 3,
  active_payment_detail_count: 2,
  available_balance: 150,
  allowed_overdraft: 0,
};

const order: ActiveOrderStatus = {
  order_type: 'IN',
  order_id: '3f2a9c1e-7b4d-4e2a-9f1c-12ab34cd56ef',
  order_status: 'PROCESS',
  dispute_status: null,
  amount_rub: 5000,
  usdt_to_trader: 52.1,
  expires_at: '2025-01-01T12:00:00Z',
};

/** The summary changes that make each rule (after active_order) hold. */
const trigger: Record<Exclude<HomeStatus, 'active_order' | 'done'>, Partial<StatusSummary>> = {
  autoaccept: { autoaccept_expired_at: '2025-01-01T12:30:00Z' },
  onboarding: { completed_order_count: 0 },
  no_requisites: { active_payment_detail_count: 0 },
  no_balance: { available_balance: '10', allowed_overdraft: '5' },
};
const ORDERED = ['autoaccept', 'onboarding', 'no_requisites', 'no_balance'] as const;

describe('homeStatus, each branch', () => {
  it('active_order when the status data carries order_type', () => {
    expect(isActiveOrderStatus(order)).toBe(true);
    expect(homeStatus(order, config)).toBe('active_order');
  });

  it('autoaccept when autoaccept_expired_at is set', () => {
    expect(homeStatus({ ...ready, ...trigger.autoaccept }, config)).toBe('autoaccept');
  });

  it('an empty autoaccept_expired_at is not set', () => {
    expect(homeStatus({ ...ready, autoaccept_expired_at: '' }, config)).toBe('done');
  });

  it('onboarding when no order was completed', () => {
    expect(homeStatus({ ...ready, ...trigger.onboarding }, config)).toBe('onboarding');
  });

  it('no_requisites when no payment detail is active', () => {
    expect(homeStatus({ ...ready, ...trigger.no_requisites }, config)).toBe('no_requisites');
  });

  it('no_balance when available plus overdraft is below the minimum, strings included', () => {
    expect(homeStatus({ ...ready, available_balance: '60.5', allowed_overdraft: '39.499' }, config)).toBe('no_balance');
    expect(homeStatus({ ...ready, available_balance: -20, allowed_overdraft: 119 }, config)).toBe('no_balance');
  });

  it('done at exactly the minimum (below is strict), and above it', () => {
    expect(homeStatus({ ...ready, available_balance: '60.5', allowed_overdraft: '39.5' }, config)).toBe('done');
    expect(homeStatus({ ...ready, available_balance: 0.1, allowed_overdraft: 0.2 }, { ...config, min_trading_balance: 0.3 })).toBe('done');
    expect(homeStatus(ready, config)).toBe('done');
  });

  it('counts an unreadable amount as 0', () => {
    expect(homeStatus({ ...ready, available_balance: 'n/a', allowed_overdraft: 200 }, config)).toBe('done');
    expect(homeStatus({ ...ready, available_balance: 'n/a', allowed_overdraft: 0 }, config)).toBe('no_balance');
  });
});

describe('homeStatus, precedence', () => {
  it('active_order wins over every summary rule', () => {
    for (const name of ORDERED) {
      const both: StatusData = { ...order, ...ready, ...trigger[name] };
      expect(homeStatus(both, config), name).toBe('active_order');
    }
  });

  for (const [i, first] of ORDERED.entries()) {
    for (const second of ORDERED.slice(i + 1)) {
      it(`${first} wins over ${second}`, () => {
        expect(homeStatus({ ...ready, ...trigger[second], ...trigger[first] }, config)).toBe(first);
      });
    }
  }

  it('the first rule that holds wins, for any combination (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), (holds) => {
        let summary: StatusSummary = { ...ready };
        ORDERED.forEach((name, k) => {
          if (holds[k]) summary = { ...summary, ...trigger[name] };
        });
        const expected = ORDERED.find((_, k) => holds[k]) ?? 'done';
        expect(homeStatus(summary, config)).toBe(expected);
      }),
    );
  });

  it('lists every status once', () => {
    expect(new Set(HOME_STATUSES).size).toBe(6);
  });
});

describe('missingBalance', () => {
  it('is the minimum minus available plus overdraft', () => {
    expect(missingBalance({ ...ready, available_balance: '60.5', allowed_overdraft: '10' }, config)).toBe(29.5);
    expect(missingBalance({ ...ready, available_balance: 0.1, allowed_overdraft: 0.2 }, { ...config, min_trading_balance: 1 })).toBe(0.7);
  });

  it('is clamped at 0', () => {
    expect(missingBalance({ ...ready, available_balance: 500 }, config)).toBe(0);
    expect(missingBalance({ ...ready, available_balance: 100 }, config)).toBe(0);
  });

  it('is 0 for an active order', () => {
    expect(missingBalance(order, config)).toBe(0);
  });

  it('is positive exactly when the status would be no_balance (property)', () => {
    const amount3 = fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 1000);
    fc.assert(
      fc.property(amount3, amount3, amount3, fc.boolean(), (available, overdraft, min, asString) => {
        const summary: StatusSummary = {
          ...ready,
          available_balance: asString ? String(available) : available,
          allowed_overdraft: asString ? String(overdraft) : overdraft,
        };
        const cfg = { ...config, min_trading_balance: min };
        const lack = missingBalance(summary, cfg);
        expect(lack).toBeGreaterThanOrEqual(0);
        expect(homeStatus(summary, cfg) === 'no_balance').toBe(lack > 0);
        expect(lack > 0).toBe(Math.round((available + overdraft) * 1000) < Math.round(min * 1000));
      }),
    );
  });
});

describe('autoacceptEndsAt', () => {
  it("is the search's end for a summary that has one, and null for none, an unreadable one or an order", () => {
    expect(autoacceptEndsAt({ ...ready, autoaccept_expired_at: '2025-01-01T12:30:00Z' })).toBe(Date.parse('2025-01-01T12:30:00Z'));
    expect(autoacceptEndsAt(ready)).toBeNull();
    expect(autoacceptEndsAt({ ...ready, autoaccept_expired_at: '' })).toBeNull();
    expect(autoacceptEndsAt({ ...ready, autoaccept_expired_at: 'soon' })).toBeNull();
    expect(autoacceptEndsAt(order)).toBeNull();
    expect(autoacceptEndsAt(undefined)).toBeNull();
  });
});
