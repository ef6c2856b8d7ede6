// How one operation reads on screen.
import { displayAmount } from '../../../shared/lib/format.ts';
import type { BalanceOperation } from './labels.ts';

/** '+500,00 USDT' for a credit, '-50,25 USDT' for a debit. */
export function signedAmount(op: Pick<BalanceOperation, 'amount' | 'currency_code'>): string {
  const shown = displayAmount(op.amount);
  const sign = op.amount > 0 && shown !== '0,00' ? '+' : '';
  return `${sign}${shown}\u00a0${op.currency_code}`;
}
