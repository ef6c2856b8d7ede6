import type { ButtonHTMLAttributes } from 'react';
import './shell.css';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'destructive';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, sets aria-busy and disables the button (no double submit). */
  loading?: boolean;
  /** Stretch to the container's width. */
  block?: boolean;
}

/** Class names for a button-looking element (also used for links styled as buttons). */
export function buttonClassName(variant: ButtonVariant = 'primary', block = false, extra?: string): string {
  return ['ui-button', `ui-button--${variant}`, block ? 'ui-button--block' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, block, className)}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className="ui-button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
