// Adding a requisite: method (SBP or C2C), bank, card number or phone, holder name. Errors
// appear next to each field once it was left or a submit was tried; a server error keeps the
// values. Closing the app asks for confirmation while the form is dirty. One request per intent:
// once created, the form stays locked until the screen is left; submit reads what was typed last.
// One Idempotency-Key per intent, kept by the app's one intent rule through a lost answer, leaving
// the form and a reload (model/create-flow.ts); changed values after a lost answer are first
// looked for in the list.
// Editing (issue 28) is the same form with the same checks, filled with the requisite: its
// method stays, the fields that changed go out once per tap (model/edit-flow.ts).
// The submit logic lives in the flows (model/flow-hooks.ts), the fields in a table (requisite-fields.tsx).
import type { ReactNode } from 'react';
import { useCapability } from '../../../shared/telegram/capabilities.ts';
import { useClosingConfirmation } from '../../../shared/telegram/closing.ts';
import { useIntent } from '../../../shared/lib/intent.ts';
import { MainAction } from '../../../shared/ui/main-action.tsx';
import { EmptyState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { Tabs } from '../../../shared/ui/tabs.tsx';
import { useCreateFlow, useEditFlow } from '../model/flow-hooks.ts';
import {
  EMPTY_FORM,
  formKind,
  formValuesOf,
  formValuesOfBody,
  isDirty,
  isEdited,
  KIND_LABELS,
  paymentKind,
  toCreateBody,
  toUpdateBody,
  validateRequisiteEdit,
  validateRequisiteForm,
  type Requisite,
  type RequisiteFormValues,
  type RequisiteLookups,
} from '../model/requisite.ts';
import { BankPicker } from './bank-picker.tsx';
import { RequisiteFields, type TextFieldName } from './requisite-fields.tsx';
import { useFormState, type FormState } from './use-form-state.ts';
import './requisites.css';

export interface RequisiteFormProps {
  lookups: RequisiteLookups;
  /** The requisite to change (issue 28); without it, the form adds a new one. */
  editing?: Requisite;
  /** After the requisite was created or changed (the toast is shown already). */
  onDone(): void;
  /** The form's cancel action (the secondary button 'Отмена'): leave without saving. */
  onCancel?: () => void;
}

export function RequisiteForm(props: RequisiteFormProps) {
  return props.editing ? <EditForm {...props} editing={props.editing} /> : <CreateForm {...props} />;
}

function CreateForm({ lookups, onDone, onCancel }: RequisiteFormProps) {
  const methods = lookups.paymentMethods.flatMap((m) => {
    const kind = paymentKind(m);
    return kind ? [{ value: String(m.id), label: KIND_LABELS[kind] }] : [];
  });
  const form = useFormState(
    () => ({ ...EMPTY_FORM, paymentMethodId: methods[0] ? Number(methods[0].value) : null }),
    (values) => validateRequisiteForm(values, lookups),
  );
  const intent = useIntent();
  const flow = useCreateFlow(onDone, (body) => form.replace(formValuesOfBody(body)));
  useClosingConfirmation(isDirty(form.values) && !intent.done);

  if (methods.length === 0) {
    return <EmptyState title="Нет доступных способов оплаты" text="Добавить реквизит сейчас нельзя. Попробуйте позже." />;
  }
  if (flow.checking) return <LoadingState rows={4} label="Проверяем прошлое добавление" />;
  const method = (
    <Tabs
      label="Способ оплаты"
      value={form.values.paymentMethodId === null ? '' : String(form.values.paymentMethodId)}
      options={methods}
      onChange={(v) => {
        form.patch({ paymentMethodId: Number(v) });
        flow.clearError();
      }}
    />
  );
  const submit = () =>
    intent.run(() => {
      form.submit();
      return flow.submit(toCreateBody(form.latest(), lookups));
    });
  return (
    <FormView label="Новый реквизит" lookups={lookups} form={form} method={method} flow={flow} note={flow.note} action="Добавить реквизит" onSubmit={submit} busy={intent.pending || intent.done} onCancel={onCancel} />
  );
}

function EditForm({ lookups, editing, onDone, onCancel }: RequisiteFormProps & { editing: Requisite }) {
  const form = useFormState(
    () => formValuesOf(editing),
    (values) => validateRequisiteEdit(values, lookups, editing),
  );
  const intent = useIntent();
  const flow = useEditFlow(editing, onDone);
  useClosingConfirmation(isEdited(form.values, editing) && !intent.done);
  const kind = formKind(form.values, lookups);
  // The method is the requisite's: another method is another requisite.
  const method = (
    <>
      <p className="req-form__fixed" data-testid="requisite-method">
        {kind ? KIND_LABELS[kind] : 'Другой способ'}
      </p>
      <p className="req-form__fixed-hint">Способ оплаты не меняется: для другого добавьте новый реквизит.</p>
    </>
  );
  const submit = () =>
    intent.run(() => {
      form.submit();
      return flow.submit(toUpdateBody(form.latest(), lookups, editing));
    });
  return <FormView label="Изменение реквизита" lookups={lookups} form={form} method={method} flow={flow} action="Сохранить" onSubmit={submit} busy={intent.pending || intent.done} onCancel={onCancel} />;
}

interface FormViewProps {
  label: string;
  lookups: RequisiteLookups;
  form: FormState;
  /** The method: tabs to pick it, or the requisite's own. */
  method: ReactNode;
  flow: { serverError: string | null; clearError(): void };
  note?: string | null;
  action: string;
  onSubmit(): void;
  busy: boolean;
  onCancel?: (() => void) | undefined;
}

function FormView({ label, lookups, form, method, flow, note, action, onSubmit, busy, onCancel }: FormViewProps) {
  const canAskPhone = useCapability('phone');
  const change = (patch: Partial<RequisiteFormValues>) => {
    form.patch(patch);
    flow.clearError();
  };
  return (
    <form className="req-form" noValidate aria-label={label} onSubmit={(e) => e.preventDefault()}>
      {note ? (
        <p className="ui-note req-form__note" role="status">
          {note}
        </p>
      ) : null}
      <div className="req-form__group">
        <div className="req-form__legend">Способ оплаты</div>
        {method}
        {form.shown('paymentMethodId') ? (
          <p className="req-form__error" role="alert">
            {form.shown('paymentMethodId')}
          </p>
        ) : null}
      </div>

      <BankPicker
        banks={lookups.banks}
        value={form.values.bankId}
        onChange={(id) => {
          change({ bankId: id });
          form.touch('bankId');
        }}
        error={form.shown('bankId')}
      />

      <RequisiteFields
        kind={formKind(form.values, lookups)}
        values={form.values}
        shown={form.shown}
        onChange={change}
        onTouch={(name: TextFieldName) => form.touch(name)}
        canAskPhone={canAskPhone}
      />

      {flow.serverError ? (
        <p className="req-server-error" role="alert">
          {flow.serverError}
        </p>
      ) : null}

      <MainAction text={action} onClick={onSubmit} loading={busy} {...(onCancel ? { cancel: { onClick: onCancel, disabled: busy } } : {})} />
    </form>
  );
}
