import { onTelegramLinkClick } from '../telegram/links.ts';
import { buttonClassName } from './button.tsx';
import { EmptyLayout } from './screen-layout.tsx';
import './message-screen.css';

export type WarnKind = 'account-blocked' | 'access-restricted';

export interface WarnScreenProps {
  kind: WarnKind;
  /** Support chat link from config; the button is hidden without it. */
  supportUrl?: string;
}

export const WARN_SCREEN_TEXTS: Readonly<Record<WarnKind, { readonly title: string; readonly text: string }>> = {
  'account-blocked': {
    title: 'Аккаунт заблокирован',
    text: 'Работа с приложением приостановлена. Чтобы узнать причину и восстановить доступ, напишите в поддержку.',
  },
  'access-restricted': {
    title: 'Доступ ограничен',
    text: 'Доступ к приложению есть только у трейдеров из белого списка. Если вы считаете, что это ошибка, напишите в поддержку.',
  },
};

function WarnIcon({ kind }: { kind: WarnKind }) {
  return (
    <svg
      className={`ui-message__picture${kind === 'account-blocked' ? ' ui-message__picture--danger' : ''}`}
      viewBox="0 0 144 120"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="72" cy="60" r="50" fill="currentColor" opacity="0.14" />
      {kind === 'account-blocked' ? (
        <>
          <circle cx="72" cy="60" r="28" stroke="currentColor" strokeWidth="7" />
          <path d="M52 80l40-40" stroke="currentColor" strokeWidth="7" strokeLinecap="round" />
        </>
      ) : (
        <>
          <rect x="50" y="54" width="44" height="34" rx="8" fill="currentColor" />
          <path d="M58 54V44a14 14 0 0128 0v10" stroke="currentColor" strokeWidth="7" />
          <circle cx="72" cy="70" r="5" fill="var(--tg-theme-bg-color, #1c1c1e)" />
        </>
      )}
    </svg>
  );
}

/** Account warnings (/warn/account-blocked, /warn/access-restricted) in the empty layout. */
export function WarnScreen({ kind, supportUrl }: WarnScreenProps) {
  const texts = WARN_SCREEN_TEXTS[kind];
  return (
    <EmptyLayout>
      <div className="ui-message">
        <WarnIcon kind={kind} />
        <h1 className="ui-message__title">{texts.title}</h1>
        <p className="ui-message__text">{texts.text}</p>
        {supportUrl ? (
          <div className="ui-message__actions">
            <a className={buttonClassName('primary', true)} href={supportUrl} target="_blank" rel="noopener noreferrer" onClick={onTelegramLinkClick(supportUrl)}>
              Написать в поддержку
            </a>
          </div>
        ) : null}
      </div>
    </EmptyLayout>
  );
}
