// /balance/translation: a transfer to another trader, named by username or id. The recipient is
// looked up as typed (recipient-name.tsx, issue 37): its name shows under the field and in the
// confirmation; one nobody has is refused before anything is sent. The submit: model/submit-money.ts.
import { Field } from '../../../shared/ui/field.tsx';
import { normalizeRecipient, RECIPIENT_MAX } from '../model/money-form.ts';
import { AmountField } from './amount-field.tsx';
import { MoneyFormFrame, MoneyFormGate, type MoneyFormProps, type MoneyFormReady } from './money-form.tsx';
import { useRecipientLookup } from './recipient-name.tsx';
import { useMoneyForm } from './use-money-form.ts';

export function TransferForm({ onCreated, onCancel }: MoneyFormProps) {
  return (
    <MoneyFormGate kind="transfer" onCreated={onCreated}>
      {(ready) => <TransferFields {...ready} onCreated={onCreated} onCancel={onCancel} />}
    </MoneyFormGate>
  );
}

interface TransferFieldsProps extends MoneyFormReady {
  onCreated: MoneyFormProps['onCreated'];
  onCancel: MoneyFormProps['onCancel'];
}

function TransferFields({ max, staleBalance, resumed, onCreated, onCancel }: TransferFieldsProps) {
  const form = useMoneyForm({ kind: 'transfer', max, resumed, onCreated });
  const { values, view, locked } = form;
  // The recipient named as typed (nothing from a backend without the lookup).
  const typed = normalizeRecipient(values.target);
  const recipient = useRecipientLookup(Array.from(typed).length <= RECIPIENT_MAX ? typed : '', true);
  return (
    <MoneyFormFrame label="Перевод трейдеру" submitText="Перевести" form={form} onCancel={onCancel}>
      <AmountField
        availableLabel="Доступно для перевода"
        max={max}
        staleBalance={staleBalance}
        form={form}
        terms={null}
      />
      <Field
        label="Получатель"
        name="recipient"
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder="Имя пользователя или ID"
        value={values.target}
        error={view.errors.target ?? recipient.error}
        hint={recipient.hint ?? 'Перевод между трейдерами выполняется сразу.'}
        onChange={(event) => form.change('target')(event.target.value)}
        disabled={locked}
      />
    </MoneyFormFrame>
  );
}
