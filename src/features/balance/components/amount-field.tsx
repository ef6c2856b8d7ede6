// The amount of a withdrawal or a transfer: what is available (with "Вся сумма", issue 28), a
// note when the balance could not be refreshed, and the field itself.
import { Field } from '../../../shared/ui/field.tsx';
import { usdt } from '../model/balance-rows.ts';
import { INTENT_COPY } from '../model/intent-outcome.ts';
import type { WithdrawalTerms } from '../model/withdrawal-terms.ts';
import type { MoneyFormModel } from './use-money-form.ts';

export interface AmountFieldProps {
  /** What the available amount is called on this form ('Доступно к выводу'). */
  availableLabel: string;
  max: number;
  staleBalance: boolean;
  /** The form whose amount this is: its value, error, note and lock, and its "Вся сумма". */
  form: MoneyFormModel;
  /** The withdrawal terms "Вся сумма" keeps within (null: none, a transfer's). */
  terms: WithdrawalTerms | null;
}

export function AmountField({ availableLabel, max, staleBalance, form, terms }: AmountFieldProps) {
  const disabled = form.locked;
  const onWhole = () => form.fillWhole(terms);
  return (
    <>
      <div className="balance-form__available">
        <span>
          {availableLabel}: <strong data-testid="available-for-withdraw">{usdt(max)}</strong>
        </span>
        <button type="button" className="ui-link-button balance-form__max" onClick={onWhole} disabled={disabled}>
          Вся сумма
        </button>
      </div>
      {staleBalance ? (
        <p className="ui-note balance-form__note" data-testid="stale-balance">
          {INTENT_COPY.staleBalance}
        </p>
      ) : null}
      <Field
        label="Сумма"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        suffix="USDT"
        value={form.values.amount}
        error={form.view.errors.amount ?? null}
        hint={form.amountNote ?? 'Например, 150,25'}
        onChange={(event) => form.change('amount')(event.target.value)}
        disabled={disabled}
      />
    </>
  );
}
