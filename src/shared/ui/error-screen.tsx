import { onTelegramLinkClick } from '../telegram/links.ts';
import { Button } from './button.tsx';
import { errorScreenModel } from './error-screen-model.ts';
import { EmptyLayout } from './screen-layout.tsx';
import { useCountdown } from './use-countdown.ts';
import './message-screen.css';

export interface ErrorScreenProps {
  /** HTTP-like status that picked this screen (e.g. 404, 408 for a lost realtime link). */
  status: number;
  /** Optional technical detail shown as secondary text, e.g. 'Page Not Found: /x'. */
  message?: string;
  /** Support chat link from config (support_trader_tg); the link is hidden without it. */
  supportUrl?: string;
  /** "Повторить": the app reloads (callback, no router or SDK here). */
  onRepeat: () => void;
  /** "На главную": the app navigates to '/'. */
  onHome: () => void;
}

function ErrorPicture() {
  return (
    <svg className="ui-message__picture" viewBox="0 0 144 120" fill="none" aria-hidden="true" focusable="false">
      <rect x="14" y="18" width="116" height="84" rx="14" fill="currentColor" opacity="0.14" />
      <rect x="14" y="18" width="116" height="20" rx="10" fill="currentColor" opacity="0.28" />
      <circle cx="28" cy="28" r="3" fill="currentColor" />
      <circle cx="39" cy="28" r="3" fill="currentColor" opacity="0.6" />
      <path
        d="M34 86l18-20 14 10 18-24 12 12"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity="0.55"
      />
      <circle cx="106" cy="82" r="17" fill="var(--tg-theme-bg-color, #1c1c1e)" stroke="currentColor" strokeWidth="4" />
      <path d="M106 73v10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      <circle cx="106" cy="90" r="2.5" fill="currentColor" />
    </svg>
  );
}

/** The global error screen (spec section 8): picture, caption by status and actions. */
export function ErrorScreen({ status, message, supportUrl, onRepeat, onHome }: ErrorScreenProps) {
  const model = errorScreenModel(status);
  const remaining = useCountdown(model.actions.countdownSeconds);
  const waiting = remaining !== null && remaining > 0;

  return (
    <EmptyLayout>
      <div className="ui-message" data-error-status={status}>
        <ErrorPicture />
        <h1 className="ui-message__title">{model.caption}</h1>
        <p className="ui-message__text">{model.description}</p>
        {message ? <p className="ui-message__detail">{message}</p> : null}
        <div className="ui-message__actions">
          {model.actions.repeat ? (
            <Button variant="primary" block disabled={waiting} onClick={onRepeat}>
              {waiting ? `Повторить через ${remaining} с` : 'Повторить'}
            </Button>
          ) : null}
          {model.actions.home ? (
            <Button variant={model.actions.repeat ? 'secondary' : 'primary'} block onClick={onHome}>
              На главную
            </Button>
          ) : null}
          {model.support && supportUrl ? (
            <SupportLink url={supportUrl} />
          ) : null}
        </div>
      </div>
    </EmptyLayout>
  );
}

/** The error screens' way to support: in Telegram a t.me link opens in Telegram itself. */
function SupportLink({ url }: { url: string }) {
  return (
    <a className="ui-message__support" href={url} target="_blank" rel="noopener noreferrer" onClick={onTelegramLinkClick(url)}>
      Написать в поддержку
    </a>
  );
}

export interface SessionEndedScreenProps {
  /** Support chat link (config, else VITE_SUPPORT_URL). */
  supportUrl?: string;
  /** "Открыть заново": close the mini-app so the client launches it with fresh init data. */
  onReopen: () => void;
}

/**
 * The session cannot be renewed: the server refused the init data (invalid, or too old). Signing
 * in again from this page would send the same init data, so the screen offers a relaunch and
 * support, not Повторить.
 */
export function SessionEndedScreen({ supportUrl, onReopen }: SessionEndedScreenProps) {
  return (
    <EmptyLayout>
      <div className="ui-message" data-session-ended="">
        <ErrorPicture />
        <h1 className="ui-message__title">Сессия истекла</h1>
        <p className="ui-message__text">Не удалось продлить вход: данные запуска устарели. Закройте мини-приложение и откройте его заново.</p>
        <div className="ui-message__actions">
          <Button variant="primary" block onClick={onReopen}>
            Открыть заново
          </Button>
          {supportUrl ? (
            <SupportLink url={supportUrl} />
          ) : null}
        </div>
      </div>
    </EmptyLayout>
  );
}
