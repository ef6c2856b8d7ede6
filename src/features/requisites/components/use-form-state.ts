// The requisite form's typed values (read at once by a submit: useLatestState), which fields were
// left, whether a submit was tried, and so which errors show.
import { useState } from 'react';
import { useLatestState } from '../../../shared/lib/intent.ts';
import type { RequisiteFormErrors, RequisiteFormValues } from '../model/requisite.ts';

export type FieldName = keyof RequisiteFormErrors;

export function useFormState(initial: () => RequisiteFormValues, validate: (values: RequisiteFormValues) => RequisiteFormErrors) {
  const [values, setValues, latest] = useLatestState<RequisiteFormValues>(initial);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = validate(values);
  return {
    values,
    /** What was typed last, before React has rendered it. */
    latest,
    replace: (next: RequisiteFormValues) => setValues(next),
    patch: (patch: Partial<RequisiteFormValues>) => setValues((v) => ({ ...v, ...patch })),
    touch: (name: FieldName) => setTouched((t) => ({ ...t, [name]: true })),
    submit: () => setSubmitted(true),
    /** A field's error once it was left or a submit was tried. */
    shown: (name: FieldName) => (submitted || touched[name] ? errors[name] : undefined),
  };
}

export type FormState = ReturnType<typeof useFormState>;
