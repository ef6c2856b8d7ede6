// Adding a requisite: method (SBP or C2C), bank, card number or phone, holder name. Errors
// appear next to each field once it was left or a submit was tried; a server error keeps the
// values. Closing the app asks for confirmation while the form is dirty. One request per intent:
// once created, the form stays locked until the screen is left; submit reads what was typed last.
// One Idempotency-Key per intent, kept through a lost answer for the same values; changed values
// after a lost answer are first looked for in the list (model/create-intent.ts).
// Editing (issue 28) is the same form with the same checks, filled with the requisite: its
// method stays, the fields that changed go out once per tap (PATCH, proposed; setting the same
// values again changes nothing, so a repeat after a lost answer is safe).
import { createElement, useState } from 'react';
import { answerUnknown, ApiError, errorMessage } from '../../../shared/api/errors.ts';
import { useClosingConfirmation } from '../../../shared/telegram/closing.ts';
import { useCapability } from '../../../shared/telegram/capabilities.ts';
import { useIntent, useLatestState } from '../../../shared/lib/intent.ts';
import { onDemand, useOnDemand } from '../../../shared/lib/on-demand.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { Field } from '../../../shared/ui/field.tsx';
import { MainAction } from '../../../shared/ui/main-action.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { EmptyState } from '../../../shared/ui/state-views.tsx';
import { Tabs } from '../../../shared/ui/tabs.tsx';
import { useCreateRequisite, useFetchRequisites, useUpdateRequisite } from '../api/requisites-api.ts';
import { formatCardInput, maskCard } from '../model/card.ts';
import { CreateIntentKeys, failureOutcome, findCreated } from '../model/create-intent.ts';
import { displayPhone, formatPhoneInput } from '../model/phone.ts';
import {
  EMPTY_FORM,
  formKind,
  formValuesOf,
  isDirty,
  KIND_LABELS,
  isEdited,
  paymentKind,
  toCreateBody,
  toUpdateBody,
  validateRequisiteEdit,
  validateRequisiteForm,
  type Requisite,
  type RequisiteFormErrors,
  type RequisiteFormValues,
  type RequisiteLookups,
} from '../model/requisite.ts';
import { BankPicker } from './bank-picker.tsx';
import type { PhoneFromTelegramProps } from './phone-from-telegram.tsx';
import './requisites.css';

/** The trader's own number from Telegram, where the client offers it (loaded on demand). */
const phoneFromTelegram = onDemand<PhoneFromTelegramProps>(() => import('./phone-from-telegram.tsx'));

export interface RequisiteFormProps {
  lookups: RequisiteLookups;
  /** The requisite to change (issue 28); without it, the form adds a new one. */
  editing?: Requisite;
  /** After the requisite was created or changed (the toast is shown already). */
  onDone(): void;
  /** The form's cancel action (the secondary button 'Отмена'): leave without saving. */
  onCancel?: () => void;
}

type FieldName = keyof RequisiteFormErrors;


/** After no answer: pressing again is safe, and the trader should know it. */
const UNKNOWN_OUTCOME_HINT = 'Реквизит мог успеть добавиться: повторная попытка не создаст второй.';

export const EDIT_COPY = {
  unchanged: 'Вы ничего не изменили',
  done: 'Реквизит изменён',
  /** A backend without the edit call (405/501): nothing changed, nothing is lost. */
  unsupported: 'Изменение реквизитов пока недоступно. Данные не изменены.',
  unknown: 'Изменения могли сохраниться: сохраните ещё раз, это безопасно.',
  /** A 404 on the edit (issue 42): the form offered an edit, so the call exists and the requisite is gone. */
  gone: { title: 'Реквизит удалён', text: 'Его удалили, например на другом устройстве. Список реквизитов обновлён.' },
} as const;

/** The requisite being edited is gone (deleted elsewhere): the edit answered 404. */
function requisiteGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** What a failed edit shows; the values stay in the form. */
function editFailure(error: unknown): string {
  if (error instanceof ApiError && (error.status === 405 || error.status === 501)) return EDIT_COPY.unsupported;
  return answerUnknown(error) ? `${errorMessage(error)} ${EDIT_COPY.unknown}` : errorMessage(error);
}

/** '•••• 5678 ' or '+7 916 123-45-67 ', as the list shows it, with a space to follow; '' when neither. */
function accountLabel(requisite: Requisite): string {
  const account = requisite.card_number ? maskCard(requisite.card_number) : requisite.phone ? displayPhone(requisite.phone) : '';
  return account === '' ? '' : `${account} `;
}

export function RequisiteForm({ lookups, editing, onDone, onCancel }: RequisiteFormProps) {
  const methods = lookups.paymentMethods.flatMap((m) => {
    const kind = paymentKind(m);
    return kind ? [{ value: String(m.id), label: KIND_LABELS[kind] }] : [];
  });
  const [values, setValues, latestValues] = useLatestState<RequisiteFormValues>(() =>
    editing ? formValuesOf(editing) : { ...EMPTY_FORM, paymentMethodId: methods[0] ? Number(methods[0].value) : null },
  );
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const intent = useIntent();
  const [keys] = useState(() => new CreateIntentKeys());
  const create = useCreateRequisite();
  const update = useUpdateRequisite();
  const fetchRequisites = useFetchRequisites();
  useClosingConfirmation((editing ? isEdited(values, editing) : isDirty(values)) && !intent.done);
  const canAskPhone = useCapability('phone');

  const errors = editing ? validateRequisiteEdit(values, lookups, editing) : validateRequisiteForm(values, lookups);
  const shown = (name: FieldName) => (submitted || touched[name] ? errors[name] : undefined);
  const kind = formKind(values, lookups);
  const set = (patch: Partial<RequisiteFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setServerError(null);
  };
  const blur = (name: FieldName) => () => setTouched((t) => ({ ...t, [name]: true }));

  /** The change of `original`: the fields that differ, once per tap; refused or failed, the values stay. */
  const submitEdit = (original: Requisite) =>
    intent.run(async () => {
      setSubmitted(true);
      const change = toUpdateBody(latestValues(), lookups, original);
      if (!change.ok) {
        haptic.notify('error');
        if (change.reason === 'unchanged') setServerError(EDIT_COPY.unchanged);
        return 'open';
      }
      try {
        await update.mutateAsync({ id: original.id, body: change.body });
        haptic.notify('success');
        notify.success(EDIT_COPY.done);
        onDone();
        return 'done';
      } catch (error) {
        haptic.notify('error');
        if (requisiteGone(error)) {
          // Nothing to save it to: say so and go back to the list, refreshed (useUpdateRequisite).
          notify.error(EDIT_COPY.gone.title, EDIT_COPY.gone.text);
          onDone();
          return 'done';
        }
        setServerError(editFailure(error));
        return 'open';
      }
    });

  // The intent's key is ours, not useIntent's: it belongs to the values it was made for (model/create-intent.ts).
  const submitCreate = () =>
    intent.run(async () => {
      setSubmitted(true);
      const body = toCreateBody(latestValues(), lookups);
      if (body === null) {
        haptic.notify('error');
        return 'open';
      }
      const step = keys.next(body);
      let idempotencyKey: string;
      if (step.kind === 'reconcile') {
        // The last attempt's answer never came and the values changed since: it may have created
        // its requisite. Look before sending anything.
        let existing: Requisite | undefined;
        try {
          existing = findCreated(await fetchRequisites(), step.previous);
        } catch (error) {
          haptic.notify('error');
          setServerError(`Не удалось проверить, добавлен ли реквизит. ${errorMessage(error)}`);
          return 'open';
        }
        if (existing) {
          keys.settle();
          haptic.notify('success');
          notify.success(`Реквизит ${accountLabel(existing)}уже добавлен`);
          onDone();
          return 'done';
        }
        idempotencyKey = keys.fresh(body);
      } else {
        idempotencyKey = step.key;
      }
      try {
        await create.mutateAsync({ body, idempotencyKey });
        keys.settle();
        haptic.notify('success');
        notify.success('Реквизит добавлен');
        onDone();
        return 'done';
      } catch (error) {
        haptic.notify('error');
        if (failureOutcome(error) === 'refused') {
          keys.settle();
          setServerError(errorMessage(error));
        } else {
          setServerError(`${errorMessage(error)} ${UNKNOWN_OUTCOME_HINT}`);
        }
        return 'open';
      }
    });

  if (methods.length === 0 && !editing) {
    return <EmptyState title="Нет доступных способов оплаты" text="Добавить реквизит сейчас нельзя. Попробуйте позже." />;
  }
  const submit = editing ? () => submitEdit(editing) : submitCreate;

  return (
    <form
      className="req-form"
      noValidate
      aria-label={editing ? 'Изменение реквизита' : 'Новый реквизит'}
      onSubmit={(e) => {
        e.preventDefault();
      }}
    >
      <div className="req-form__group">
        <div className="req-form__legend">Способ оплаты</div>
        {editing ? (
          // The method is the requisite's: another method is another requisite.
          <>
            <p className="req-form__fixed" data-testid="requisite-method">
              {kind ? KIND_LABELS[kind] : 'Другой способ'}
            </p>
            <p className="req-form__fixed-hint">Способ оплаты не меняется: для другого добавьте новый реквизит.</p>
          </>
        ) : (
          <Tabs
            label="Способ оплаты"
            value={values.paymentMethodId === null ? '' : String(values.paymentMethodId)}
            options={methods}
            onChange={(v) => set({ paymentMethodId: Number(v) })}
          />
        )}
        {shown('paymentMethodId') ? (
          <p className="req-form__error" role="alert">
            {shown('paymentMethodId')}
          </p>
        ) : null}
      </div>

      <BankPicker
        banks={lookups.banks}
        value={values.bankId}
        onChange={(id) => {
          set({ bankId: id });
          setTouched((t) => ({ ...t, bankId: true }));
        }}
        error={shown('bankId')}
      />

      {kind === 'C2C' ? (
        <Field
          label="Номер карты"
          name="card_number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          value={values.cardNumber}
          onChange={(e) => set({ cardNumber: formatCardInput(e.target.value) })}
          onBlur={blur('cardNumber')}
          error={shown('cardNumber')}
        />
      ) : null}
      {kind === 'SBP' ? (
        <Field
          label="Номер телефона"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+7 999 123-45-67"
          value={values.phone}
          onChange={(e) => set({ phone: formatPhoneInput(e.target.value) })}
          onBlur={blur('phone')}
          error={shown('phone')}
          hint="Номер, привязанный к СБП в выбранном банке"
        />
      ) : null}
      {kind === 'SBP' ? (
        <TelegramPhone
          wanted={canAskPhone}
          onPhone={(phone) => {
            set({ phone: formatPhoneInput(phone) });
            // Checked at once, as a typed number is on leaving the field.
            setTouched((t) => ({ ...t, phone: true }));
          }}
        />
      ) : null}

      <Field
        label="Имя владельца"
        name="holder_name"
        autoComplete="cc-name"
        autoCapitalize="words"
        placeholder="Иван Петров"
        maxLength={120}
        value={values.holderName}
        onChange={(e) => set({ holderName: e.target.value })}
        onBlur={blur('holderName')}
        error={shown('holderName')}
        hint="Как в банке: буквы, пробелы и дефис"
      />

      {serverError ? (
        <p className="req-server-error" role="alert">
          {serverError}
        </p>
      ) : null}

      <MainAction
        text={editing ? 'Сохранить' : 'Добавить реквизит'}
        onClick={submit}
        loading={intent.pending || intent.done}
        {...(onCancel ? { cancel: { onClick: onCancel, disabled: intent.pending || intent.done } } : {})}
      />
    </form>
  );
}

function TelegramPhone({ wanted, onPhone }: PhoneFromTelegramProps & { wanted: boolean }) {
  const Impl = useOnDemand(phoneFromTelegram, wanted);
  return wanted && Impl ? createElement(Impl, { onPhone }) : null;
}
