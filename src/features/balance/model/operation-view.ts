// How one operation reads on screen.
import { signedMoney } from '../../../domain/money.ts';
import type { BalanceOperation } from './labels.ts';

/** '+500,00 USDT' for a credit, '−50,25 USDT' (U+2212) for a debit: the domain's signedMoney. */
export function signedAmount(op: Pick<BalanceOperation, 'amount' | 'currency_code'>): string {
  return signedMoney(op.amount, op.currency_code);
}
