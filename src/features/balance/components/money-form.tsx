// Withdrawal (/balance/conclusion) and transfer (/balance/translation): amount plus address or
// recipient. The address is checked fully (TRC20 checksum), and the trader confirms a summary in
// Telegram's popup before anything is sent. Money is sent once per intent (useIntent): a tap while one is pending does nothing,
// the Idempotency-Key is reused on every retry (new only for a changed input), and after success
// the form stays locked until the screen is left. Submit reads what was typed last, even before
// it was rendered. A server error keeps the values and shows its message.
// Where the Telegram client offers them (capabilities.ts): a QR scanner fills the address, and
// biometry confirms the move after the popup (unless the trader turned it off in settings); a
// failed or refused check sends nothing. Both load on demand.
import { useQuery } from '@tanstack/react-query';
import { createElement, useEffect, useState } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage, serverDetailMessage } from '../../../shared/api/errors.ts';
import { availableForWithdraw } from '../../../shared/lib/balance.ts';
import { useIntent, useLatestState, type AttemptOutcome } from '../../../shared/lib/intent.ts';
import { onDemand, useOnDemand } from '../../../shared/lib/on-demand.ts';
import { readBiometryConfirm } from '../../../shared/lib/preferences.ts';
import { hasCapability, useCapability } from '../../../shared/telegram/capabilities.ts';
import { useClosingConfirmation } from '../../../shared/telegram/closing.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { confirmAction } from '../../../shared/telegram/popup.ts';
import { Field } from '../../../shared/ui/field.tsx';
import { MainAction } from '../../../shared/ui/main-action.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { balanceQuery, useTransfer, useWithdraw } from '../api/balance-queries.ts';
import type { BalanceOperation } from '../model/labels.ts';
import { confirmation, isDirty, validateMoneyForm, type MoneyFormErrors, type MoneyFormValues, type MoneyKind } from '../model/money-form.ts';
import { addressError, addressFromQr } from '../model/trc20.ts';
import { usdt } from '../model/balance-rows.ts';
import type { QrScanButtonProps } from './qr-scan-button.tsx';
import './balance.css';

const qrScanButton = onDemand<QrScanButtonProps>(() => import('./qr-scan-button.tsx'));

export const BIOMETRY_COPY = {
  reason: 'Подтвердите вывод или перевод средств',
  failed: 'Биометрия не подтверждена. Деньги не отправлены.',
  noAccess:
    'Нет доступа к биометрии. Разрешите его в настройках Telegram или выключите подтверждение биометрией в настройках приложения. Деньги не отправлены.',
} as const;

/** Biometry after the popup, where the client offers it and the trader has not turned it off. */
async function biometryPassed(): Promise<true | string> {
  if (!hasCapability('biometry') || !readBiometryConfirm()) return true;
  const { confirmWithBiometry } = await import('../../../shared/telegram/biometry.ts');
  const check = await confirmWithBiometry(BIOMETRY_COPY.reason);
  if (check === 'authorized' || check === 'unavailable') return true;
  return check === 'no-access' ? BIOMETRY_COPY.noAccess : BIOMETRY_COPY.failed;
}

const COPY: Record<MoneyKind, { available: string; target: string; placeholder: string; hint: string; submit: string; done: string; form: string }> = {
  withdraw: {
    available: 'Доступно к выводу',
    form: 'Вывод средств',
    target: 'Адрес кошелька USDT',
    placeholder: 'Например, TJRyWwFs9wTF…',
    hint: 'Проверьте адрес: перевод в блокчейне нельзя отменить.',
    submit: 'Вывести',
    done: 'Заявка на вывод создана',
  },
  transfer: {
    available: 'Доступно для перевода',
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
  /** The form's cancel action (the secondary button 'Отмена'): leave without sending. */
  onCancel?: () => void;
}

export function MoneyForm({ kind, onCreated, onCancel }: MoneyFormProps) {
  const { api } = useApi();
  const balance = useQuery(balanceQuery(api));
  if (balance.isError) return <ErrorState message={errorMessage(balance.error)} onRetry={() => void balance.refetch()} />;
  if (!balance.data) return <LoadingState rows={2} label="Загрузка баланса" />;
  return <MoneyFormBody kind={kind} max={availableForWithdraw(balance.data)} onCreated={onCreated} {...(onCancel ? { onCancel } : {})} />;
}

function MoneyFormBody({ kind, max, onCreated, onCancel }: MoneyFormProps & { max: number }) {
  const copy = COPY[kind];
  const [values, setValues, latestValues] = useLatestState<MoneyFormValues>({ amount: '', target: '' });
  const [errors, setErrors] = useState<MoneyFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const intent = useIntent();
  const withdraw = useWithdraw();
  const transfer = useTransfer();
  // Locked while sending and once sent: the screen moves on to the new operation.
  const locked = intent.pending || intent.done;
  useClosingConfirmation(isDirty(values) && !intent.done);
  const ScanButton = useOnDemand(qrScanButton, useCapability('qrScanner') && kind === 'withdraw');
  const canBiometry = useCapability('biometry');
  useEffect(() => {
    // Ask the client about biometry ahead of the first submit.
    if (canBiometry) void import('../../../shared/telegram/biometry.ts').then(({ loadBiometry }) => loadBiometry());
  }, [canBiometry]);

  const change = (field: keyof MoneyFormValues) => (value: string) => {
    if (value === latestValues()[field]) return;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setServerError(null);
    // A different amount or recipient is a different intent.
    intent.changed();
  };

  const fail = (fieldErrors: MoneyFormErrors): AttemptOutcome => {
    setErrors(fieldErrors);
    haptic.notify('error');
    return 'open';
  };

  /** The trader confirms the summary; declining (or a popup already open) sends nothing. */
  const confirmed = async (popup: { title: string; message: string; confirmText: string }) => {
    try {
      return await confirmAction(popup);
    } catch {
      return false;
    }
  };

  /** A scanned code fills the address, which is then checked as a typed one. */
  const scanned = (text: string) => {
    const address = addressFromQr(text);
    change('target')(address);
    void addressError(address).then((error) => {
      if (error && latestValues().target === address) setErrors((e) => ({ ...e, target: error }));
    });
  };

  /** Biometry where offered; a failed or refused check keeps the form open and sends nothing. */
  const verified = async (): Promise<boolean> => {
    const passed = await biometryPassed();
    if (passed === true) return true;
    setServerError(passed);
    haptic.notify('error');
    return false;
  };

  const send = async (request: () => Promise<BalanceOperation>): Promise<AttemptOutcome> => {
    setErrors({});
    try {
      const operation = await request();
      haptic.notify('success');
      notify.success(copy.done);
      onCreated(operation);
      return 'done';
    } catch (error) {
      // The values stay; the same key goes with the retry.
      setServerError(serverDetailMessage(error));
      haptic.notify('error');
      return 'open';
    }
  };

  const submit = () =>
    intent.run(async (key) => {
      setServerError(null);
      const typed = latestValues();
      if (kind === 'withdraw') {
        const checked = validateMoneyForm('withdraw', typed, max);
        if (!checked.ok) return fail(checked.errors);
        const typo = await addressError(checked.body.address);
        if (typo) return fail({ target: typo });
        setErrors({});
        if (!(await confirmed(confirmation(checked.body)))) return 'open';
        if (!(await verified())) return 'open';
        return send(() => withdraw.mutateAsync({ body: checked.body, key }));
      }
      const checked = validateMoneyForm('transfer', typed, max);
      if (!checked.ok) return fail(checked.errors);
      setErrors({});
      if (!(await confirmed(confirmation(checked.body)))) return 'open';
      if (!(await verified())) return 'open';
      return send(() => transfer.mutateAsync({ body: checked.body, key }));
    });

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
        {copy.available}: <strong data-testid="available-for-withdraw">{usdt(max)}</strong>
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
        disabled={locked}
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
        disabled={locked}
      />
      {ScanButton ? createElement(ScanButton, { onScanned: scanned, disabled: locked }) : null}
      {serverError ? (
        <p className="balance-form__error" role="alert" data-testid="server-error">
          {serverError}
        </p>
      ) : null}
      <MainAction text={copy.submit} onClick={submit} loading={locked} {...(onCancel ? { cancel: { onClick: onCancel, disabled: locked } } : {})} />
    </form>
  );
}
