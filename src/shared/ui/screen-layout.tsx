import { useRef, type ReactNode } from 'react';
import { menuHeightCss } from './bottom-menu-model.ts';
import { useScrollbarWhileScrolling } from './scroll-hide.ts';
import './shell.css';

export interface ScreenLayoutProps {
  /** Page heading (h1); omit when the screen draws its own. */
  title?: string;
  children?: ReactNode;
  /** Reserve room for the fixed bottom menu (60 px plus the bottom inset). */
  withMenu?: boolean;
}

/**
 * A page scaffold: fills the stable viewport height, pads the top safe area and scrolls its
 * content; the bottom menu itself is rendered by the app, outside the layout.
 */
export function ScreenLayout({ title, children, withMenu = false }: ScreenLayoutProps) {
  const content = useRef<HTMLElement>(null);
  useScrollbarWhileScrolling(content);
  // The room for the fixed menu (or the bottom inset) is kept outside the scrolling content, and
  // grows to a shown toast's band (ADR 0021): nothing scrolls under the menu, a toast or the gap
  // below the sticky main button.
  const room = withMenu ? menuHeightCss() : 'calc(var(--tg-safe-area-inset-bottom, 0px) + var(--tg-content-safe-area-inset-bottom, 0px))';
  return (
    <div className="ui-screen" style={{ paddingBottom: `max(${room}, var(--ui-toast-space, 0px))` }}>
      {title ? <h1 className="ui-screen__title">{title}</h1> : null}
      <main ref={content} className="ui-screen__content">
        {children}
      </main>
    </div>
  );
}

export interface EmptyLayoutProps {
  children?: ReactNode;
}

/** The layout without a menu (/dispute, /dispute/close, /warn/*): content centred vertically. */
export function EmptyLayout({ children }: EmptyLayoutProps) {
  return (
    <div className="ui-empty-layout">
      <main className="ui-empty-layout__content">{children}</main>
    </div>
  );
}
