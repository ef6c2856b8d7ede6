// Withdrawal (/balance/conclusion) and transfer (/balance/translation): amount plus address or
// recipient. Money is sent once: MainAction guards a double tap, the Idempotency-Key is made
// once per intent and reused on every retry (new only after success or a changed input), and
// the mutation never retries on its own. A server error keeps the values and shows its message.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage, serverDetailMessage } from '../../../shared/api/errors.ts';
import { availableForWithdraw } from '../../../shared/lib/balance.ts';
import { useIdempotencyKey } from '../../../shared/lib/idempotency.ts';
import { useClosingConfirmation } from '../../../shared/telegram/closing.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { Field } from '../../../shared/ui/field.tsx';
import { MainAction } from '../../../shared/ui/main-action.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { balanceQuery, useTransfer, useWithdraw } from '../api/balance-queries.ts';
import type { BalanceOperation } from '../model/labels.ts';
import { isDirty, validateMoneyForm, type MoneyFormErrors, type MoneyFormValues, type MoneyKind } from '../model/money-form.ts';
import { usdt } from '../model/balance-rows.ts';
import './balance.css';

const COPY: Record<MoneyKind, { target: string; placeholder: string; hint: string; submit: string; done: string; form: string }> = {
  withdraw: {
    form: 'Вывод средств',
    target: 'Адрес кошелька USDT',
    placeholder: 'Например, TJRyWwFs9wTF…',
    hint: 'Проверьте адрес: перевод в блокчейне нельзя отменить.',
    submit: 'Вывести',
    done: 'Заявка на вывод создана',
  },
  transfer: {
    form: 'Перевод трейдеру',
    target: 'Получатель',
    placeholder: 'Имя пользователя или ID трейдера',
    hint: 'Перевод между трейдерами выполняется сразу.',
    submit: 'Перевести',
    done: 'Перевод выполнен',
  },
};

export interface MoneyFormProps {
  kind: MoneyKind;
  /** Called with the created operation (e.g. to open it). */
  onCreated: (operation: BalanceOperation) => void;
}

export function MoneyForm({ kind, onCreated }: MoneyFormProps) {
  const { api } = useApi();
  const balance = useQuery(balanceQuery(api));
  if (balance.isError) return <ErrorState message={errorMessage(balance.error)} onRetry={() => void balance.refetch()} />;
  if (!balance.data) return <LoadingState rows={2} label="Загрузка баланса" />;
  return <MoneyFormBody kind={kind} max={availableForWithdraw(balance.data)} onCreated={onCreated} />;
}

function MoneyFormBody({ kind, max, onCreated }: MoneyFormProps & { max: number }) {
  const copy = COPY[kind];
  const [values, setValues] = useState<MoneyFormValues>({ amount: '', target: '' });
  const [errors, setErrors] = useState<MoneyFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const idempotency = useIdempotencyKey();
  const withdraw = useWithdraw();
  const transfer = useTransfer();
  const pending = withdraw.isPending || transfer.isPending;
  useClosingConfirmation(isDirty(values));

  const change = (field: keyof MoneyFormValues) => (value: string) => {
    if (value === values[field]) return;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setServerError(null);
    // A different amount or recipient is a different intent.
    idempotency.reset();
  };

  const fail = (fieldErrors: MoneyFormErrors) => {
    setErrors(fieldErrors);
    haptic.notify('error');
  };

  const send = async (request: (key: string) => Promise<BalanceOperation>) => {
    setErrors({});
    try {
      const operation = await request(idempotency.current());
      idempotency.reset();
      haptic.notify('success');
      notify.success(copy.done);
      onCreated(operation);
    } catch (error) {
      // The values stay; the same key goes with the retry.
      setServerError(serverDetailMessage(error));
      haptic.notify('error');
    }
  };

  const submit = async () => {
    setServerError(null);
    if (kind === 'withdraw') {
      const checked = validateMoneyForm('withdraw', values, max);
      if (!checked.ok) return fail(checked.errors);
      return send((key) => withdraw.mutateAsync({ body: checked.body, key }));
    }
    const checked = validateMoneyForm('transfer', values, max);
    if (!checked.ok) return fail(checked.errors);
    return send((key) => transfer.mutateAsync({ body: checked.body, key }));
  };

  return (
    <form
      aria-label={copy.form}
      noValidate
      onSubmit={(event) => {
        // Enter on the keyboard submits through the same guarded MainAction path.
        event.preventDefault();
      }}
    >
      <p className="balance-form__available">
        Доступно к выводу: <strong data-testid="available-for-withdraw">{usdt(max)}</strong>
      </p>
      <Field
        label="Сумма"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        suffix="USDT"
        value={values.amount}
        error={errors.amount ?? null}
        hint="Например, 150,25"
        onChange={(event) => change('amount')(event.target.value)}
        disabled={pending}
      />
      <Field
        label={copy.target}
        name={kind === 'withdraw' ? 'address' : 'recipient'}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder={copy.placeholder}
        value={values.target}
        error={errors.target ?? null}
        hint={copy.hint}
        onChange={(event) => change('target')(event.target.value)}
        disabled={pending}
      />
      {serverError ? (
        <p className="balance-form__error" role="alert" data-testid="server-error">
          {serverError}
        </p>
      ) : null}
      <MainAction text={copy.submit} onClick={submit} loading={pending} />
    </form>
  );
}
