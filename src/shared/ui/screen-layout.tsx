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
  return (
    <div className="ui-screen">
      {title ? <h1 className="ui-screen__title">{title}</h1> : null}
      <main
        ref={content}
        className="ui-screen__content"
        style={{
          paddingBottom: withMenu
            ? `calc(16px + ${menuHeightCss()})`
            : 'calc(16px + var(--tg-safe-area-inset-bottom, 0px) + var(--tg-content-safe-area-inset-bottom, 0px))',
        }}
      >
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
