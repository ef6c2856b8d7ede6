// The balance screen's rows from the derivations of spec section 9 (shared/lib/balance.ts).
// A derivation the rules make null (frozen, debt) is not a row at all.
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { balanceView } from '../../../domain/balance.ts';
import { displayAmount, roundAmount } from '../../../domain/money.ts';

type Balance = components['schemas']['Balance'];

export interface BalanceRow {
  key: 'ownFunds' | 'available' | 'frozen' | 'debt' | 'allowedFunds' | 'availableForWithdraw';
  label: string;
  /** displayAmount + ' USDT' */
  value: string;
}

export const BALANCE_LABELS: Record<BalanceRow['key'], string> = {
  ownFunds: 'Собственные средства',
  available: 'Доступно',
  frozen: 'Заморожено',
  debt: 'Задолженность',
  // The spec's allowedFunds (available plus the overdraft): named by the overdraft, the word home
  // uses for allowed_overdraft (issue 37: 'Разрешённые средства' named it another way).
  allowedFunds: 'Доступно с овердрафтом',
  availableForWithdraw: 'Доступно к выводу',
};

export function usdt(amount: number | string): string {
  return `${displayAmount(amount)}\u00a0USDT`;
}

export function balanceRows(balance: Balance): BalanceRow[] {
  const view = balanceView(balance);
  const rows: { key: BalanceRow['key']; amount: number | string | null }[] = [
    { key: 'ownFunds', amount: view.ownFunds },
    { key: 'available', amount: roundAmount(balance.available_amount) },
    { key: 'frozen', amount: view.frozen },
    { key: 'debt', amount: view.debt },
    { key: 'allowedFunds', amount: view.allowedFunds },
    { key: 'availableForWithdraw', amount: view.availableForWithdraw },
  ];
  return rows.flatMap(({ key, amount }) => (amount === null ? [] : [{ key, label: BALANCE_LABELS[key], value: usdt(amount) }]));
}
