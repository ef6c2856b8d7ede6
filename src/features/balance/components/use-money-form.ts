// The state of the withdrawal or transfer form (what was typed, the errors, the server's message,
// the note about an unknown outcome) and its submit: submitMoney (model/submit-money.ts) through
// the ports of money-ports.ts, run once per intent (useIntent, ADR 0010):
// - a tap while one is pending does nothing, and after success the form stays locked until the
//   screen is left;
// - the Idempotency-Key belongs to the values sent (amount and address or recipient, as sent):
//   the same values get the same key, however they were typed.
// Submit reads what was typed last, even before it was rendered (useLatestState).
import { useState } from 'react';
import { useIntent, useLatestState } from '../../../shared/lib/intent.ts';
import { useClosingConfirmation } from '../../../shared/telegram/closing.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import type { BalanceOperation } from '../model/labels.ts';
import { isDirty, type MoneyFormErrors, type MoneyFormValues, type MoneyKind } from '../model/money-form.ts';
import { submitMoney, type MoneyView } from '../model/submit-money.ts';
import { addressError } from '../model/trc20.ts';
import { wholeAmount, type WithdrawalTerms } from '../model/withdrawal-terms.ts';
import { useMoneyPorts } from './money-ports.ts';
import { valuesOf, type Resumed } from './use-resumed-intent.ts';

export interface MoneyFormOptions {
  kind: MoneyKind;
  /** The available amount the amount is checked against. */
  max: number;
  /** An intent kept from an earlier page, resumed with its values and note (use-resumed-intent.ts). */
  resumed: Resumed | null;
  onCreated(operation: BalanceOperation): void;
}

export interface MoneyFormModel {
  values: MoneyFormValues;
  view: MoneyView;
  /** Under the amount in place of its hint (the whole amount was capped by the maximum), or null. */
  amountNote: string | null;
  /** Sending, or sent: the screen moves on to the new operation. */
  locked: boolean;
  change(field: keyof MoneyFormValues): (value: string) => void;
  /** "Вся сумма": the available amount as the field takes it, within the terms; or why there is none. */
  fillWhole(terms: WithdrawalTerms | null): void;
  /** A saved or scanned address fills the field; it is checked as a typed one, now and again before sending. */
  fillAddress(address: string): void;
  submit(): Promise<void>;
}

export function useMoneyForm({ kind, max, resumed, onCreated }: MoneyFormOptions): MoneyFormModel {
  const [values, setValues, latestValues] = useLatestState<MoneyFormValues>(() => (resumed ? valuesOf(resumed.body) : { amount: '', target: '' }));
  const [view, setView] = useState<MoneyView>(() => ({ errors: {}, serverError: null, note: resumed?.note ?? null }));
  const [amountNote, setAmountNote] = useState<string | null>(null);
  const intent = useIntent();
  const show = (patch: Partial<MoneyView>) => setView((v) => ({ ...v, ...patch }));
  const fieldError = (errors: MoneyFormErrors) => setView((v) => ({ ...v, errors: { ...v.errors, ...errors } }));
  const ports = useMoneyPorts({ kind, intent, show, onCreated });
  useClosingConfirmation(isDirty(values) && !intent.done);

  const change = (field: keyof MoneyFormValues) => (value: string) => {
    if (value === latestValues()[field]) return;
    setValues((v) => ({ ...v, [field]: value }));
    setView((v) => ({ ...v, errors: { ...v.errors, [field]: undefined }, serverError: null }));
    if (field === 'amount') setAmountNote(null);
    // The key follows the values at submit (keyFor), not the keystrokes: a digit typed and
    // deleted is the same intent, and an unknown outcome keeps its key whatever is touched.
  };

  return {
    values,
    view,
    amountNote,
    locked: intent.pending || intent.done,
    change,
    fillWhole: (terms) => {
      const whole = wholeAmount(max, terms);
      if (!whole.ok) {
        fieldError({ amount: whole.error });
        haptic.notify('error');
        return;
      }
      haptic.selection();
      change('amount')(whole.text);
      if (whole.capped) setAmountNote('Не больше максимума за один вывод');
    },
    fillAddress: (address) => {
      change('target')(address);
      void addressError(address).then((error) => {
        if (error && latestValues().target === address) fieldError({ target: error });
      });
    },
    submit: () => intent.run(() => submitMoney(ports, { kind, values: latestValues(), max })),
  };
}
