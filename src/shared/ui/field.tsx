// A labelled form field with its error and hint wired for screen readers.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './field.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Text after the input (e.g. a currency). */
  suffix?: string;
}

export function Field({ label, error, hint, suffix, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // A hint that says what the error already says is left out: one text, not the same line twice.
  const shownHint = hint && !(error && hint === error) ? hint : null;
  const describedBy = [error ? errorId : '', shownHint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`ui-field${error ? ' ui-field--invalid' : ''}`}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-field__control">
        <input id={id} className="ui-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {suffix ? <span className="ui-field__suffix">{suffix}</span> : null}
      </div>
      {error ? (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {shownHint ? (
        <p id={hintId} className="ui-field__hint">
          {shownHint}
        </p>
      ) : null}
    </div>
  );
}
