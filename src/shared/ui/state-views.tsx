import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import './shell.css';
import './state-views.css';

export interface LoadingStateProps {
  /** Number of skeleton rows. */
  rows?: number;
  /** Accessible name of the status. */
  label?: string;
}

/** Skeleton placeholder for a section whose data is loading. */
export function LoadingState({ rows = 3, label = 'Загрузка' }: LoadingStateProps) {
  return (
    <div className="ui-skeleton" role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: Math.max(1, rows) }, (_, index) => (
        <div key={index} className="ui-skeleton__row" aria-hidden="true" />
      ))}
    </div>
  );
}

export interface EmptyStateProps {
  title: string;
  text?: string;
  /** E.g. a <Button> that leads to creating the first item. */
  action?: ReactNode;
}

export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <section className="ui-state">
      <h2 className="ui-state__title">{title}</h2>
      {text ? <p className="ui-state__text">{text}</p> : null}
      {action ? <div className="ui-state__action">{action}</div> : null}
    </section>
  );
}

export interface ErrorStateProps {
  /** The message to show (e.g. ApiError's user-facing message). */
  message?: string;
  /** Shows 'Повторить' when given. */
  onRetry?: () => void;
  title?: string;
}

/** Inline error for a section that failed to load (the global error screen is ErrorScreen). */
export function ErrorState({ message, onRetry, title = 'Не удалось загрузить данные' }: ErrorStateProps) {
  return (
    <section className="ui-state" role="alert">
      <h2 className="ui-state__title">{title}</h2>
      <p className="ui-state__text">{message ?? 'Проверьте подключение и попробуйте ещё раз.'}</p>
      {onRetry ? (
        <div className="ui-state__action">
          <Button variant="secondary" onClick={onRetry}>
            Повторить
          </Button>
        </div>
      ) : null}
    </section>
  );
}
