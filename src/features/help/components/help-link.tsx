// A real link (long-press, open in new tab and screen readers keep working) whose plain click
// navigates inside the mini-app and records the Back stack.
import type { ReactNode } from 'react';
import { useShellNavigation } from '../../../shared/lib/shell-navigation.ts';
import { isPlainClick } from '../model/help-model.ts';

export function HelpLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const { navigate } = useShellNavigation();
  return (
    <a
      href={to}
      className={className}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

export function Chevron() {
  return (
    <svg className="help-item__chevron" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
