// Trader home status (product spec section 4), evaluated in the spec's order; the first rule
// that holds wins.
import type { components } from '../../generated/openapi/trader-api.ts';
import { roundAmount } from './money.ts';

type StatusData = components['schemas']['StatusData'];
type StatusSummary = components['schemas']['StatusSummary'];
type Config = components['schemas']['Config'];

export const HOME_STATUSES = ['active_order', 'autoaccept', 'onboarding', 'no_requisites', 'no_balance', 'done'] as const;
export type HomeStatus = (typeof HOME_STATUSES)[number];

/** Status data is an active order when it carries `order_type`. */
export function isActiveOrderStatus(status: StatusData): status is components['schemas']['ActiveOrderStatus'] {
  return 'order_type' in status;
}

/** An unreadable amount counts as 0, so it can only ever cause no_balance, never hide it. */
function amountOrZero(value: StatusSummary['available_balance']): number {
  const n = roundAmount(value);
  return Number.isNaN(n) ? 0 : n;
}

function missing(summary: StatusSummary, config: Config): number {
  const trading = roundAmount(amountOrZero(summary.available_balance) + amountOrZero(summary.allowed_overdraft));
  const min = roundAmount(config.min_trading_balance);
  const min3 = Number.isNaN(min) ? 0 : min;
  return trading < min3 ? roundAmount(min3 - trading) : 0;
}

/**
 * How much the trader lacks to trade: min_trading_balance - (available_balance +
 * allowed_overdraft), clamped at 0, on amounts rounded to 3 decimals. 0 for an active order.
 */
export function missingBalance(status: StatusData, config: Config): number {
  return isActiveOrderStatus(status) ? 0 : missing(status, config);
}

/**
 * When auto-accept's search ends (autoaccept_expired_at, ms), for status data that is not an
 * order; null when no search was started or its end is unreadable. Whether it has passed is the
 * caller's clock's to say.
 */
export function autoacceptEndsAt(status: StatusData | undefined): number | null {
  if (!status || isActiveOrderStatus(status) || !status.autoaccept_expired_at) return null;
  const ends = Date.parse(status.autoaccept_expired_at);
  return Number.isFinite(ends) ? ends : null;
}

/**
 * 1. active_order if the status data is an order; 2. autoaccept if autoaccept_expired_at is set
 * (non-empty); 3. onboarding if completed_order_count is 0; 4. no_requisites if
 * active_payment_detail_count is 0; 5. no_balance if available_balance + allowed_overdraft is
 * below min_trading_balance (i.e. missingBalance > 0); 6. done.
 */
export function homeStatus(status: StatusData, config: Config): HomeStatus {
  if (isActiveOrderStatus(status)) return 'active_order';
  if (status.autoaccept_expired_at !== null && status.autoaccept_expired_at !== '') return 'autoaccept';
  if (status.completed_order_count === 0) return 'onboarding';
  if (status.active_payment_detail_count === 0) return 'no_requisites';
  if (missing(status, config) > 0) return 'no_balance';
  return 'done';
}
