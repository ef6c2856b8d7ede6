// An order's rouble amount with a button that copies it exactly, as a bank app's amount field takes
// it ('15000', '8200,50': src/domain/money.ts copyAmount), with the app's copy haptic and toast
// (issue 28: one tap, no retyping).
import { copyAmount, displayAmount } from '../../../domain/money.ts';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import './orders.css';

export function AmountToCopy({ amount, testId }: { amount: number; testId?: string }) {
  return (
    <span className="orders-amount-line">
      <span data-testid={testId}>{displayAmount(amount)}&nbsp;₽</span>
      <CopyButton value={copyAmount(amount)} shown="" label="Скопировать сумму" />
    </span>
  );
}
