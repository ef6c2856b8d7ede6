// What the withdrawal form (/balance/conclusion, withdrawal-form.tsx) and the transfer form
// (/balance/translation, transfer-form.tsx) share around their fields. The trader confirms a
// summary in Telegram's popup before anything is sent, and money is sent once per intent
// (model/submit-money.ts, use-money-form.ts):
// - MoneyFormGate: the balance, and an intent kept from an earlier page looked up first
//   (use-resumed-intent.ts). Only a first load that fails replaces the form: a failed refetch
//   keeps it, and what was typed;
// - MoneyFormFrame: the form, the server's message (a server error keeps the values and shows
//   it), the note about an unknown outcome, and the main button with 'Отмена'.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { availableForWithdraw } from '../../../domain/balance.ts';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { balanceQuery } from '../../../shared/api/resources.ts';
import { MainAction } from '../../../shared/ui/main-action.tsx';
import { ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { INTENT_COPY } from '../model/intent-outcome.ts';
import type { BalanceOperation } from '../model/labels.ts';
import type { MoneyKind } from '../model/money-form.ts';
import type { MoneyFormModel } from './use-money-form.ts';
import { useResumedIntent, type Resumed } from './use-resumed-intent.ts';
import './balance.css';

export interface MoneyFormProps {
  /** Called with the created operation (e.g. to open it). */
  onCreated: (operation: BalanceOperation) => void;
  /** The form's cancel action (the secondary button 'Отмена'): leave without sending. */
  onCancel?: () => void;
}

/** What a form's fields start from once the gate opens. */
export interface MoneyFormReady {
  /** The available amount. */
  max: number;
  /** The last balance refetch failed: the available amount may be out of date. */
  staleBalance: boolean;
  resumed: Resumed | null;
}

export interface MoneyFormGateProps {
  kind: MoneyKind;
  onCreated: (operation: BalanceOperation) => void;
  children: (ready: MoneyFormReady) => ReactNode;
}

export function MoneyFormGate({ kind, onCreated, children }: MoneyFormGateProps) {
  const { api } = useApi();
  const balance = useQuery(balanceQuery(api));
  const resume = useResumedIntent(kind, onCreated);
  if (!balance.data) {
    if (balance.isError) return <ErrorState message={errorMessage(balance.error)} onRetry={() => void balance.refetch()} />;
    return <LoadingState rows={2} label="Загрузка баланса" />;
  }
  if (resume.phase === 'checking') return <LoadingState rows={2} label={INTENT_COPY.checking} />;
  return children({ max: availableForWithdraw(balance.data), staleBalance: balance.isError, resumed: resume.resumed });
}

export interface MoneyFormFrameProps {
  /** The form's accessible name. */
  label: string;
  /** The main button's text. */
  submitText: string;
  form: MoneyFormModel;
  onCancel?: (() => void) | undefined;
  children: ReactNode;
}

export function MoneyFormFrame({ label, submitText, form, onCancel, children }: MoneyFormFrameProps) {
  const { view, locked } = form;
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        // Enter on the keyboard submits through the same guarded MainAction path.
        event.preventDefault();
      }}
    >
      {children}
      {view.serverError ? (
        <p className="balance-form__error" role="alert" data-testid="server-error">
          {view.serverError}
        </p>
      ) : null}
      {view.note ? (
        <p className="ui-note balance-form__note" role="status" data-testid="intent-note">
          {view.note}
        </p>
      ) : null}
      <MainAction text={submitText} onClick={form.submit} loading={locked} {...(onCancel ? { cancel: { onClick: onCancel, disabled: locked } } : {})} />
    </form>
  );
}
