// The totals of the balance operations shown (issue 37): how many, and per currency what was
// credited, what was debited and the net. Amounts are added as shown (src/domain/money.ts
// sumAmounts), so the totals equal the sum of the rows on screen and of the CSV's "Сумма" column.
import { sumAmounts } from '../../../domain/money.ts';
import type { BalanceOperation } from './labels.ts';

export interface CurrencyTotals {
  currency: string;
  /** The sum of the credits (≥ 0). */
  credit: number;
  /** The sum of the debits (≤ 0). */
  debit: number;
  /** credit + debit. */
  net: number;
}

export interface OperationTotals {
  count: number;
  /** One per currency, in the order the currencies first appear. */
  currencies: CurrencyTotals[];
}

export function operationTotals(items: readonly Pick<BalanceOperation, 'amount' | 'currency_code'>[]): OperationTotals {
  const byCurrency = new Map<string, BalanceOperation['amount'][]>();
  for (const op of items) byCurrency.set(op.currency_code, [...(byCurrency.get(op.currency_code) ?? []), op.amount]);
  const currencies = [...byCurrency].map(([currency, amounts]) => {
    const credit = sumAmounts(amounts.filter((a) => Number(a) > 0));
    const debit = sumAmounts(amounts.filter((a) => Number(a) < 0));
    return { currency, credit, debit, net: sumAmounts([credit, debit]) };
  });
  return { count: items.length, currencies };
}
