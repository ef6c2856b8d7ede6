// Withdrawal (/balance/conclusion) and transfer (/balance/translation): amount plus address or
// recipient. The address is checked fully (TRC20 checksum), and the trader confirms a summary in
// Telegram's popup before anything is sent. Money is sent once per intent (useIntent, ADR 0010):
// - a tap while one is pending does nothing, and after success the form stays locked until the
//   screen is left;
// - the Idempotency-Key belongs to the values sent (amount and address or recipient, as sent):
//   the same values get the same key, however they were typed;
// - an answer that never came (lost, timed out, a 5xx) leaves the outcome unknown: the intent,
//   its values and its key are kept in storage (pending-intents.ts) before the request leaves and
//   until the outcome is known. The same values again reuse the key; other values, a reload or a
//   reopened mini-app first ask the backend's operation list what happened and show it before
//   anything new is sent.
// Submit reads what was typed last, even before it was rendered. A server error keeps the values
// and shows its message. A balance refetch that fails keeps the form and what was typed.
// Where the Telegram client offers them (capabilities.ts): a QR scanner fills the address, and
// biometry confirms the move after the popup (unless the trader turned it off in settings); a
// failed or refused check sends nothing. Both load on demand.
// Without arithmetic (issue 28): "Вся сумма" fills the available amount (withdrawal-terms.ts);
// a withdrawal shows the backend's terms (fee, minimum, maximum, what arrives) under the amount
// and in the confirmation, keeps to them, and offers the saved addresses, last used first
// (saved-addresses.tsx). A backend without the terms call (404/405/501) gets the form as before.
import { useQuery } from '@tanstack/react-query';
import { createElement, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { ApiError, NoAnswerError, answerUnknown, errorMessage, serverDetailMessage } from '../../../shared/api/errors.ts';
import { callMissing } from '../../../shared/api/missing-call.ts';
import { balanceKey, balanceQuery } from '../../../shared/api/resources.ts';
import { availableForWithdraw } from '../../../domain/balance.ts';
import { useIntent, useLatestState, type AttemptOutcome } from '../../../shared/lib/intent.ts';
import {
  clearPendingIntent,
  intentFingerprint,
  readPendingIntent,
  writePendingIntent,
  type PendingIntent,
} from '../../../shared/lib/pending-intents.ts';
import { onDemand, useOnDemand } from '../../../shared/lib/on-demand.ts';
import { readBiometryConfirm } from '../../../domain/preferences.ts';
import { hasCapability, useCapability } from '../../../shared/telegram/capabilities.ts';
import { useClosingConfirmation } from '../../../shared/telegram/closing.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { confirmAction } from '../../../shared/telegram/popup.ts';
import { Field } from '../../../shared/ui/field.tsx';
import { MainAction } from '../../../shared/ui/main-action.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { reconcileMoneyIntent, useTransfer, useWithdraw, withdrawalTermsQuery } from '../api/balance-queries.ts';
import { RECIPIENT_NOT_FOUND_TEXT, recipientNow } from '../api/recipient-lookup.ts';
import { describeBody, INTENT_COPY, readMoneyBody, type MoneyBody } from '../model/intent-outcome.ts';
import type { BalanceOperation } from '../model/labels.ts';
import {
  confirmation,
  isDirty,
  normalizeRecipient,
  parseAmountInput,
  RECIPIENT_MAX,
  validateMoneyForm,
  type MoneyFormErrors,
  type MoneyFormValues,
  type MoneyKind,
} from '../model/money-form.ts';
import { addressError, addressFromQr, normalizeAddress } from '../model/trc20.ts';
import { termsError, termsLines, wholeAmount, type WithdrawalTerms } from '../model/withdrawal-terms.ts';
import { savedAddress } from '../../../domain/withdraw-addresses.ts';
import { operationNotice } from '../../../domain/operation-notices.ts';
import { usdt } from '../model/balance-rows.ts';
import { currentSavedAddresses, offerToSave, rememberUse, SavedAddressPicker, useSavedAddresses } from './saved-addresses.tsx';
import type { QrScanButtonProps } from './qr-scan-button.tsx';
import { useRecipientLookup } from './recipient-name.tsx';
import './balance.css';

const qrScanButton = onDemand<QrScanButtonProps>(() => import('./qr-scan-button.tsx'));

/** How long a submit waits for terms still loading before it goes on without them. */
const TERMS_WAIT_MS = 3000;

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

const COPY: Record<MoneyKind, { available: string; target: string; placeholder: string; hint: string; submit: string; form: string }> = {
  withdraw: {
    available: 'Доступно к выводу',
    form: 'Вывод средств',
    target: 'Адрес кошелька USDT',
    placeholder: 'Например, TJRyWwFs9wTF…',
    hint: 'Проверьте адрес: перевод в блокчейне нельзя отменить.',
    submit: 'Вывести',
  },
  transfer: {
    available: 'Доступно для перевода',
    form: 'Перевод трейдеру',
    target: 'Получатель',
    placeholder: 'Имя пользователя или ID',
    hint: 'Перевод между трейдерами выполняется сразу.',
    submit: 'Перевести',
  },
};

export interface MoneyFormProps {
  kind: MoneyKind;
  /** Called with the created operation (e.g. to open it). */
  onCreated: (operation: BalanceOperation) => void;
  /** The form's cancel action (the secondary button 'Отмена'): leave without sending. */
  onCancel?: () => void;
}

/** The typed text a kept body is shown as (the amount with a comma, as the trader types it). */
const valuesOf = (body: MoneyBody): MoneyFormValues => ({
  amount: String(body.amount).replace('.', ','),
  target: 'address' in body ? body.address : body.recipient,
});

type Resumed = { pending: PendingIntent; body: MoneyBody; note: string };
type ResumeState = { phase: 'checking' } | { phase: 'ready'; resumed: Resumed | null };

/**
 * An intent kept from an earlier page (a reload, a reopened mini-app, another visit): asks the
 * backend what it did. Found: the outcome is shown (the operation opens). Not found, or the
 * check failed: the form resumes it with its values and key.
 */
function useResumedIntent(kind: MoneyKind, onCreated: (operation: BalanceOperation) => void): ResumeState {
  const { api, queryClient } = useApi();
  // Read once, at mount: what an earlier page left (a kept body that is not this kind's is dropped).
  const [kept] = useState(() => {
    const pending = readPendingIntent(kind);
    const body = pending ? readMoneyBody(kind, pending.body) : null;
    if (pending && !body) clearPendingIntent(kind);
    return pending && body ? { pending, body } : null;
  });
  const [state, setState] = useState<ResumeState>(kept ? { phase: 'checking' } : { phase: 'ready', resumed: null });
  const created = useRef(onCreated);
  useEffect(() => {
    created.current = onCreated;
  });
  useEffect(() => {
    if (!kept) return;
    const { pending, body } = kept;
    let live = true;
    reconcileMoneyIntent(queryClient, api, kind, body, pending.sentAt).then(
      (operation) => {
        if (!live) return;
        if (operation) {
          clearPendingIntent(kind);
          notify.info(INTENT_COPY.found[kind], describeBody(body));
          created.current(operation);
          return;
        }
        setState({ phase: 'ready', resumed: { pending, body, note: INTENT_COPY.resumedNotFound(describeBody(body)) } });
      },
      () => {
        if (live) setState({ phase: 'ready', resumed: { pending, body, note: INTENT_COPY.resumedUnchecked(describeBody(body)) } });
      },
    );
    return () => {
      live = false;
    };
  }, [api, queryClient, kind, kept]);
  return state;
}

/**
 * The withdrawal terms as the form knows them: the backend's answer, none (a backend without the
 * call: the form works as before), still loading, or failed (a note with Повторить; the form works).
 */
export type TermsState =
  | { phase: 'known'; terms: WithdrawalTerms }
  | { phase: 'none' }
  | { phase: 'loading' }
  | { phase: 'failed'; message: string; retry(): void };

function useWithdrawalTerms(kind: MoneyKind): TermsState {
  const { api } = useApi();
  const query = useQuery({ ...withdrawalTermsQuery(api), enabled: kind === 'withdraw' });
  if (kind !== 'withdraw') return { phase: 'none' };
  if (query.data) return { phase: 'known', terms: query.data };
  if (query.isError) {
    if (callMissing(query.error)) return { phase: 'none' };
    return { phase: 'failed', message: errorMessage(query.error), retry: () => void query.refetch() };
  }
  return { phase: 'loading' };
}

export function MoneyForm({ kind, onCreated, onCancel }: MoneyFormProps) {
  const { api } = useApi();
  const balance = useQuery(balanceQuery(api));
  const terms = useWithdrawalTerms(kind);
  const resume = useResumedIntent(kind, onCreated);
  // Only a first load that fails replaces the form: a failed refetch keeps it, and what was typed.
  if (!balance.data) {
    if (balance.isError) return <ErrorState message={errorMessage(balance.error)} onRetry={() => void balance.refetch()} />;
    return <LoadingState rows={2} label="Загрузка баланса" />;
  }
  if (resume.phase === 'checking') return <LoadingState rows={2} label={INTENT_COPY.checking} />;
  return (
    <MoneyFormBody
      kind={kind}
      max={availableForWithdraw(balance.data)}
      staleBalance={balance.isError}
      terms={terms}
      resumed={resume.resumed}
      onCreated={onCreated}
      {...(onCancel ? { onCancel } : {})}
    />
  );
}

interface MoneyFormBodyProps extends MoneyFormProps {
  max: number;
  /** The last balance refetch failed: the available amount may be out of date. */
  staleBalance: boolean;
  terms: TermsState;
  resumed: Resumed | null;
}

function MoneyFormBody({ kind, max, staleBalance, terms, resumed, onCreated, onCancel }: MoneyFormBodyProps) {
  const copy = COPY[kind];
  const { api, queryClient } = useApi();
  const known = terms.phase === 'known' ? terms.terms : null;
  const saved = useSavedAddresses();
  const [amountNote, setAmountNote] = useState<string | null>(null);
  const [values, setValues, latestValues] = useLatestState<MoneyFormValues>(() => (resumed ? valuesOf(resumed.body) : { amount: '', target: '' }));
  const [errors, setErrors] = useState<MoneyFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [intentNote, setIntentNote] = useState<string | null>(resumed?.note ?? null);
  const intent = useIntent();
  const withdraw = useWithdraw();
  const transfer = useTransfer();
  // Locked while sending and once sent: the screen moves on to the new operation.
  const locked = intent.pending || intent.done;
  useClosingConfirmation(isDirty(values) && !intent.done);
  const ScanButton = useOnDemand(qrScanButton, useCapability('qrScanner') && kind === 'withdraw');
  // The transfer's recipient named as typed (issue 37; nothing from a backend without the lookup).
  const typedRecipient = kind === 'transfer' ? normalizeRecipient(values.target) : '';
  const recipient = useRecipientLookup(Array.from(typedRecipient).length <= RECIPIENT_MAX ? typedRecipient : '', kind === 'transfer');
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
    if (field === 'amount') setAmountNote(null);
    // The key follows the values at submit (keyFor), not the keystrokes: a digit typed and
    // deleted is the same intent, and an unknown outcome keeps its key whatever is touched.
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

  /** "Вся сумма": the available amount as the field takes it, within the terms; or why there is none. */
  const fillWhole = () => {
    const whole = wholeAmount(max, known);
    if (!whole.ok) {
      setErrors((e) => ({ ...e, amount: whole.error }));
      haptic.notify('error');
      return;
    }
    haptic.selection();
    change('amount')(whole.text);
    if (whole.capped) setAmountNote('Не больше максимума за один вывод');
  };

  /** A saved address fills the field; it is checked as a typed one, now and again before sending. */
  const picked = (address: string) => {
    change('target')(address);
    void addressError(address).then((error) => {
      if (error && latestValues().target === address) setErrors((e) => ({ ...e, target: error }));
    });
  };

  /**
   * The terms to check and confirm with: the answer held, else the one in flight for at most
   * TERMS_WAIT_MS (a slow terms call never holds a withdrawal back); none when the backend lacks
   * the call or it failed (the server still applies its own).
   */
  const termsNow = async (): Promise<WithdrawalTerms | null> => {
    if (kind !== 'withdraw') return null;
    const query = withdrawalTermsQuery(api);
    const held = queryClient.getQueryData<WithdrawalTerms>(query.queryKey);
    if (held) return held;
    if (queryClient.getQueryState(query.queryKey)?.status === 'error') return null;
    const waited = new Promise<null>((resolve) => setTimeout(() => resolve(null), TERMS_WAIT_MS));
    return Promise.race([queryClient.fetchQuery(query).catch(() => null), waited]);
  };

  /** After a withdrawal: a saved address moves first; a new one is offered for saving on the operation's page. */
  const remember = (address: string) => {
    if (!rememberUse(address)) offerToSave(address);
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

  /** Sends with the intent's key; the intent is kept in storage until its outcome is known. */
  const send = async (body: MoneyBody, key: string, sentAt: number): Promise<AttemptOutcome> => {
    setErrors({});
    writePendingIntent({ kind, key, fingerprint: intentFingerprint(body), body, sentAt });
    try {
      const operation = 'address' in body ? await withdraw.mutateAsync({ body, key }) : await transfer.mutateAsync({ body, key });
      clearPendingIntent(kind);
      if ('address' in body) remember(body.address);
      setIntentNote(null);
      haptic.notify('success');
      // What the answer says of the operation, in the toast realtime's events about it replace (one rule for both).
      const told = operationNotice({ source: 'answer', kind: kind === 'withdraw' ? 'withdrawal' : 'transfer', operationId: operation.id, amount: operation.amount, status: operation.status });
      notify[told.tone](told.title, told.description, undefined, { id: told.id });
      onCreated(operation);
      return 'done';
    } catch (error) {
      // The values stay, and the server's message shows.
      setServerError(serverDetailMessage(error));
      haptic.notify('error');
      if (!answerUnknown(error)) {
        // A refusal: nothing happened, the next attempt is a new intent.
        clearPendingIntent(kind);
        intent.settle();
        return 'open';
      }
      // Whatever happened, the balance shown next comes from the backend, not from the cache.
      void queryClient.invalidateQueries({ queryKey: balanceKey });
      // An answer that came (a 5xx) is not a lost one: the note says the server did not confirm.
      setIntentNote(error instanceof ApiError && !(error instanceof NoAnswerError) ? INTENT_COPY.errorAnswer : INTENT_COPY.lost);
      return 'unknown';
    }
  };

  /** Confirmation (with the terms, the saved label, the recipient's name where known), biometry, then the request. */
  const confirmAndSend = async (body: MoneyBody, key: string, sentAt: number, terms: WithdrawalTerms | null, recipientName: string | null = null): Promise<AttemptOutcome> => {
    const label = 'address' in body ? (savedAddress(currentSavedAddresses(), body.address)?.label ?? null) : null;
    if (!(await confirmed(confirmation(body, { terms, label, recipientName })))) return 'open';
    if (!(await verified())) return 'open';
    return send(body, key, sentAt);
  };

  /**
   * An intent with an unknown outcome is waiting: the same values retry it with its key; other
   * values first learn what the backend did. 'continue' means it did nothing: a new intent may go.
   */
  const settlePending = async (pending: PendingIntent, typed: MoneyFormValues): Promise<AttemptOutcome | 'continue'> => {
    // The available amount does not limit a retry: the first attempt may already have taken it.
    const same = validateMoneyForm(kind, typed, Number.MAX_SAFE_INTEGER);
    if (same.ok && intentFingerprint(same.body) === pending.fingerprint) {
      intent.resume(pending.key, pending.fingerprint);
      // A retry is not refused on the lookup's word: the first attempt may have gone through.
      const named = 'recipient' in same.body ? await recipientNow(queryClient, api, same.body.recipient) : null;
      return confirmAndSend(same.body, pending.key, pending.sentAt, await termsNow(), named?.phase === 'found' ? named.name : null);
    }
    const body = readMoneyBody(kind, pending.body);
    if (body) {
      let operation: BalanceOperation | null;
      try {
        operation = await reconcileMoneyIntent(queryClient, api, kind, body, pending.sentAt);
      } catch {
        setServerError(INTENT_COPY.checkFailed);
        haptic.notify('error');
        return 'unknown';
      }
      if (operation) {
        clearPendingIntent(kind);
        notify.info(INTENT_COPY.found[kind], describeBody(body));
        onCreated(operation);
        return 'done';
      }
    }
    clearPendingIntent(kind);
    intent.settle();
    setIntentNote(null);
    return 'continue';
  };

  const submit = () =>
    intent.run(async () => {
      setServerError(null);
      const typed = latestValues();
      const pending = readPendingIntent(kind);
      if (pending) {
        const settled = await settlePending(pending, typed);
        if (settled !== 'continue') return settled;
      }
      const terms = await termsNow();
      const checked = validateMoneyForm(kind, typed, max, terms);
      if (!checked.ok) return fail(checked.errors);
      if ('address' in checked.body) {
        // A saved address too: storage is not ours to trust.
        const typo = await addressError(checked.body.address);
        if (typo) return fail({ target: typo });
      }
      // Nobody has this username or id: nothing is sent (a backend without the lookup: as before).
      const named = 'recipient' in checked.body ? await recipientNow(queryClient, api, checked.body.recipient) : null;
      if (named?.phase === 'not-found') return fail({ target: RECIPIENT_NOT_FOUND_TEXT });
      setErrors({});
      return confirmAndSend(checked.body, intent.keyFor(intentFingerprint(checked.body)), Date.now(), terms, named?.phase === 'found' ? named.name : null);
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
      <div className="balance-form__available">
        <span>
          {copy.available}: <strong data-testid="available-for-withdraw">{usdt(max)}</strong>
        </span>
        <button type="button" className="ui-link-button balance-form__max" onClick={fillWhole} disabled={locked}>
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
        value={values.amount}
        error={errors.amount ?? null}
        hint={amountNote ?? 'Например, 150,25'}
        onChange={(event) => change('amount')(event.target.value)}
        disabled={locked}
      />
      {kind === 'withdraw' ? <TermsSummary terms={terms} amount={values.amount} max={max} /> : null}
      {kind === 'withdraw' ? <SavedAddressPicker addresses={saved} selected={normalizeAddress(values.target)} onPick={picked} disabled={locked} /> : null}
      <Field
        label={copy.target}
        name={kind === 'withdraw' ? 'address' : 'recipient'}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder={copy.placeholder}
        value={values.target}
        error={errors.target ?? recipient.error}
        hint={recipient.hint ?? savedLabelHint(kind, saved, values.target) ?? copy.hint}
        onChange={(event) => change('target')(event.target.value)}
        disabled={locked}
      />
      {ScanButton ? createElement(ScanButton, { onScanned: scanned, disabled: locked }) : null}
      {serverError ? (
        <p className="balance-form__error" role="alert" data-testid="server-error">
          {serverError}
        </p>
      ) : null}
      {intentNote ? (
        <p className="balance-form__note" role="status" data-testid="intent-note">
          {intentNote}
        </p>
      ) : null}
      <MainAction text={copy.submit} onClick={submit} loading={locked} {...(onCancel ? { cancel: { onClick: onCancel, disabled: locked } } : {})} />
    </form>
  );
}

/** Under the address field: which saved address it holds. */
function savedLabelHint(kind: MoneyKind, saved: ReturnType<typeof useSavedAddresses>, typed: string): string | null {
  if (kind !== 'withdraw') return null;
  const entry = savedAddress(saved, normalizeAddress(typed));
  return entry ? `Сохранённый адрес «${entry.label}». Проверьте его перед выводом.` : null;
}

/**
 * The terms under the amount: the fee, the minimum, the maximum and what arrives for a valid
 * amount; a line while they load, a note with Повторить when they failed, nothing without them.
 */
function TermsSummary({ terms, amount, max }: { terms: TermsState; amount: string; max: number }) {
  if (terms.phase === 'none') return null;
  if (terms.phase === 'loading') {
    return (
      <p className="balance-form__note" role="status">
        Загружаем комиссию сети…
      </p>
    );
  }
  if (terms.phase === 'failed') {
    return (
      <p className="balance-form__note" data-testid="terms-failed">
        Не удалось загрузить комиссию сети: {terms.message}{' '}
        <button type="button" className="ui-link-button" onClick={terms.retry}>
          Повторить
        </button>
      </p>
    );
  }
  const parsed = parseAmountInput(amount, max);
  const valid = parsed.ok && termsError(parsed.milli, terms.terms) === null ? parsed.value : null;
  return (
    <dl className="balance-terms" aria-label="Условия вывода" data-testid="withdrawal-terms">
      {termsLines(terms.terms, valid).map((line) => (
        <div key={line.key} className={`balance-terms__row balance-terms__row--${line.key}`}>
          <dt>{line.label}</dt>
          <dd data-testid={`terms-${line.key}`}>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
