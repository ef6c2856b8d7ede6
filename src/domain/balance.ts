// Balance derivations, exactly as product spec section 9 states them. Every input amount is
// read (number or decimal string) and rounded to 3 decimals first, and every result is
// rounded to 3 decimals again, so float noise (0.1 + 0.2) never reaches the screen.
//
// An input the derivation needs that is not a finite decimal makes the result NaN, which
// `displayAmount` shows as '—': a corrupt amount must never be shown as a plausible 0.
import type { components } from '../../generated/openapi/trader-api.ts';
import { roundAmount } from './money.ts';

type Balance = components['schemas']['Balance'];

/** The three amounts the derivations read. */
export type BalanceAmounts = Pick<Balance, 'total_amount' | 'available_amount' | 'allowed_overdraft'>;

function amount(value: Balance['total_amount']): number {
  return roundAmount(value);
}

/** Overdraft plus available if the overdraft is nonzero; otherwise available if positive, else 0. */
export function allowedFunds(balance: BalanceAmounts): number {
  const overdraft = amount(balance.allowed_overdraft);
  const available = amount(balance.available_amount);
  if (Number.isNaN(overdraft) || Number.isNaN(available)) return Number.NaN;
  if (overdraft !== 0) return roundAmount(overdraft + available);
  return available > 0 ? available : 0;
}

/** The total amount, or 0 if it is not positive. */
export function ownFunds(balance: BalanceAmounts): number {
  const total = amount(balance.total_amount);
  if (Number.isNaN(total)) return Number.NaN;
  return total > 0 ? total : 0;
}

/** Total minus available when available is less than total; null if available is at least total. */
export function frozen(balance: BalanceAmounts): number | null {
  const total = amount(balance.total_amount);
  const available = amount(balance.available_amount);
  if (Number.isNaN(total) || Number.isNaN(available)) return Number.NaN;
  return available < total ? roundAmount(total - available) : null;
}

/**
 * The absolute value of the total when the total is negative, or 0; null if the overdraft is 0
 * and the total is non-negative (a trader without overdraft has no debt line at all).
 */
export function debt(balance: BalanceAmounts): number | null {
  const total = amount(balance.total_amount);
  const overdraft = amount(balance.allowed_overdraft);
  if (Number.isNaN(total) || Number.isNaN(overdraft)) return Number.NaN;
  if (total < 0) return Math.abs(total);
  return overdraft === 0 ? null : 0;
}

/** The available amount, or 0 if negative. */
export function availableForWithdraw(balance: BalanceAmounts): number {
  const available = amount(balance.available_amount);
  if (Number.isNaN(available)) return Number.NaN;
  return available > 0 ? available : 0;
}

/** All derivations at once, for a balance card. */
export interface BalanceView {
  allowedFunds: number;
  ownFunds: number;
  frozen: number | null;
  debt: number | null;
  availableForWithdraw: number;
}

export function balanceView(balance: BalanceAmounts): BalanceView {
  return {
    allowedFunds: allowedFunds(balance),
    ownFunds: ownFunds(balance),
    frozen: frozen(balance),
    debt: debt(balance),
    availableForWithdraw: availableForWithdraw(balance),
  };
}
