// The amount of a withdrawal or a transfer: what is available (with "Вся сумма", issue 28), a
// note when the balance could not be refreshed, and the field itself.
import { Field } from '../../../shared/ui/field.tsx';
import { usdt } from '../model/balance-rows.ts';
import { INTENT_COPY } from '../model/intent-outcome.ts';

export interface AmountFieldProps {
  /** What the available amount is called on this form ('Доступно к выводу'). */
  availableLabel: string;
  max: number;
  staleBalance: boolean;
  value: string;
  error: string | null;
  /** In place of the hint, or null. */
  note: string | null;
  disabled: boolean;
  onChange(value: string): void;
  /** "Вся сумма" was tapped. */
  onWhole(): void;
}

export function AmountField({ availableLabel, max, staleBalance, value, error, note, disabled, onChange, onWhole }: AmountFieldProps) {
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
        <p className="balance-form__note" data-testid="stale-balance">
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
        value={value}
        error={error}
        hint={note ?? 'Например, 150,25'}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
      />
    </>
  );
}
