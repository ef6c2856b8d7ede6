// The screen heading from the route table, with an in-page back control where Telegram's
// native BackButton is not available (a browser, the dev mock), and an optional action at the end
// of the line (home's way to the settings).
import type { ReactNode } from 'react';
import { isNativeBackButtonAvailable, useBackButtonVisible } from '../../shared/telegram/back-button.ts';
import { useCurrentRoute, useShellNavigation } from './runtime-context.ts';
import './shell.css';

export function ScreenTitle({ title, action }: { title?: string; action?: ReactNode }) {
  const { route } = useCurrentRoute();
  const { back } = useShellNavigation();
  const backVisible = useBackButtonVisible();
  const showInPageBack = backVisible && !isNativeBackButtonAvailable();
  return (
    <header className="app-title">
      {showInPageBack ? (
        <button type="button" className="app-title__back" onClick={back} aria-label="Назад">
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      ) : null}
      <h1 className="app-title__text">{title ?? route.title}</h1>
      {action}
    </header>
  );
}
