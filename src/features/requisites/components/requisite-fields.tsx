// The requisite form's fields, from one table: the account field of each method (the card
// number for C2C, the phone for SBP) and the holder's name differ only in their data, so each is
// a row here and one renderer draws them. Between the phone and the holder, where the Telegram
// client offers it, the trader's own number from Telegram (loaded on demand).
import { createElement, type InputHTMLAttributes } from 'react';
import { onDemand, useOnDemand } from '../../../shared/lib/on-demand.ts';
import { Field } from '../../../shared/ui/field.tsx';
import { formatCardInput } from '../model/card.ts';
import { formatPhoneInput } from '../model/phone.ts';
import type { PaymentKind, RequisiteFormErrors, RequisiteFormValues } from '../model/requisite.ts';
import type { PhoneFromTelegramProps } from './phone-from-telegram.tsx';

/** A typed field of the form (the method and the bank have their own controls). */
export type TextFieldName = 'cardNumber' | 'phone' | 'holderName';

interface FieldRow {
  name: TextFieldName;
  /** The method it belongs to; none: every method's. */
  kind?: PaymentKind;
  label: string;
  /** What the input is named in the form (the body's field). */
  input: string;
  placeholder: string;
  hint?: string;
  /** What is kept of a typed (or pasted) value: the field's own format. */
  format(value: string): string;
  attrs: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'maxLength'>;
}

export const FIELD_ROWS: readonly FieldRow[] = [
  {
    name: 'cardNumber',
    kind: 'C2C',
    label: 'Номер карты',
    input: 'card_number',
    placeholder: '0000 0000 0000 0000',
    format: formatCardInput,
    attrs: { inputMode: 'numeric', autoComplete: 'cc-number' },
  },
  {
    name: 'phone',
    kind: 'SBP',
    label: 'Номер телефона',
    input: 'phone',
    placeholder: '+7 999 123-45-67',
    hint: 'Номер, привязанный к СБП в выбранном банке',
    format: formatPhoneInput,
    attrs: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  },
  {
    name: 'holderName',
    label: 'Имя владельца',
    input: 'holder_name',
    placeholder: 'Иван Петров',
    hint: 'Как в банке: буквы, пробелы и дефис',
    format: (value) => value,
    attrs: { autoComplete: 'cc-name', autoCapitalize: 'words', maxLength: 120 },
  },
];

/** The trader's own number from Telegram, where the client offers it (loaded on demand). */
const phoneFromTelegram = onDemand<PhoneFromTelegramProps>(() => import('./phone-from-telegram.tsx'));

export interface RequisiteFieldsProps {
  kind: PaymentKind | null;
  values: RequisiteFormValues;
  /** The error to show for a field now (left, or a submit tried), or undefined. */
  shown(name: keyof RequisiteFormErrors): string | undefined;
  onChange(patch: Partial<RequisiteFormValues>): void;
  /** The field was left (or filled from Telegram): its error shows from now on. */
  onTouch(name: TextFieldName): void;
  /** Whether the client offers the trader's phone number. */
  canAskPhone: boolean;
}

export function RequisiteFields({ kind, values, shown, onChange, onTouch, canAskPhone }: RequisiteFieldsProps) {
  const row = (field: FieldRow) => (
    <Field
      key={field.name}
      label={field.label}
      name={field.input}
      placeholder={field.placeholder}
      {...field.attrs}
      value={values[field.name]}
      onChange={(e) => onChange({ [field.name]: field.format(e.target.value) })}
      onBlur={() => onTouch(field.name)}
      error={shown(field.name)}
      hint={field.hint}
    />
  );
  const account = FIELD_ROWS.filter((f) => f.kind !== undefined && f.kind === kind);
  const common = FIELD_ROWS.filter((f) => f.kind === undefined);
  return (
    <>
      {account.map(row)}
      {kind === 'SBP' ? (
        <TelegramPhone
          wanted={canAskPhone}
          onPhone={(phone) => {
            onChange({ phone: formatPhoneInput(phone) });
            // Checked at once, as a typed number is on leaving the field.
            onTouch('phone');
          }}
        />
      ) : null}
      {common.map(row)}
    </>
  );
}

function TelegramPhone({ wanted, onPhone }: PhoneFromTelegramProps & { wanted: boolean }) {
  const Impl = useOnDemand(phoneFromTelegram, wanted);
  return wanted && Impl ? createElement(Impl, { onPhone }) : null;
}
