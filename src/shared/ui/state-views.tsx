import type { ReactNode } from 'react';
import { errorMessage } from '../api/errors.ts';
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

export interface LoadFallbackProps {
  /** The failed query (its error is shown), or nothing while the data is still loading. */
  failure?: { error: unknown } | null | undefined | false;
  onRetry(): void;
  /** The error's title ('Не удалось загрузить сделку'). */
  errorTitle: string;
  /** The loading status's accessible name ('Загрузка сделки'). */
  loadingLabel: string;
  /** What stays within reach under the error: the way home, the support link. */
  after?: ReactNode;
}

/**
 * What a screen shows until its data is there: the error with 'Повторить' and the ways on when
 * loading failed, else the skeleton. `if (failed || !data) return <LoadFallback … />`.
 */
export function LoadFallback({ failure, onRetry, errorTitle, loadingLabel, after }: LoadFallbackProps) {
  if (!failure) return <LoadingState label={loadingLabel} />;
  return (
    <div className="ui-stack">
      <ErrorState title={errorTitle} message={errorMessage(failure.error)} onRetry={onRetry} />
      {after}
    </div>
  );
}
