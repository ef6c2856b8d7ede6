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

export interface HelpItemProps {
  to: string;
  title: string;
  /** The text around a match found in an article's text. */
  excerpt?: string | undefined;
  /** The line under the title (a section's description, where a match was found). */
  hint?: ReactNode;
  /** A section's article count, at the end of the row. */
  count?: string | undefined;
}

/** One row of a help list (sections, a section's articles, search results): a link with a chevron. */
export function HelpItem({ to, title, excerpt, hint, count }: HelpItemProps) {
  return (
    <li>
      <HelpLink to={to} className="help-item">
        <span className="help-item__text">
          <span className="help-item__title">{title}</span>
          {excerpt !== undefined ? <span className="help-item__excerpt">{excerpt}</span> : null}
          {hint ? <span className="help-item__hint">{hint}</span> : null}
        </span>
        {count ? <span className="help-item__count">{count}</span> : null}
        <Chevron />
      </HelpLink>
    </li>
  );
}
