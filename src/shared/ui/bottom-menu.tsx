import type { MouseEvent, ReactNode } from 'react';
import { MENU_ITEMS, activeMenuPath, menuHeightCss } from './bottom-menu-model.ts';
import type { MenuIcon, MenuPath } from './bottom-menu-model.ts';
import './shell.css';
import './bottom-menu.css';

export interface BottomMenuProps {
  /** The current location path (query and hash are ignored). */
  currentPath: string;
  /** Called with the item's path; the app does the navigation. */
  onNavigate: (path: MenuPath) => void;
}

const stroke = {
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  fill: 'none',
} as const;

const ICONS: Readonly<Record<MenuIcon, ReactNode>> = {
  home: (
    <>
      <path {...stroke} d="M4 11l8-7 8 7" />
      <path {...stroke} d="M6 9.5V20h4.5v-5.5h3V20H18V9.5" />
    </>
  ),
  requisite: (
    <>
      <rect {...stroke} x="3" y="5.5" width="18" height="13" rx="2.5" />
      <path {...stroke} d="M3 10h18M7 15h4" />
    </>
  ),
  balance: (
    <>
      <path {...stroke} d="M4 7.5A2.5 2.5 0 016.5 5H18v3" />
      <rect {...stroke} x="4" y="7.5" width="16" height="12" rx="2.5" />
      <path {...stroke} d="M20 11.5h-4a2 2 0 000 4h4" />
    </>
  ),
  history: (
    <>
      <path {...stroke} d="M3.5 12a8.5 8.5 0 102.5-6" />
      <path {...stroke} d="M3.5 4v4h4M12 7.5V12l3 2" />
    </>
  ),
  help: (
    <>
      <circle {...stroke} cx="12" cy="12" r="8.5" />
      <path {...stroke} d="M9.5 9.5a2.5 2.5 0 114 2c-.9.6-1.5 1.1-1.5 2.2" />
      <circle cx="12" cy="16.8" r="1.1" fill="currentColor" />
    </>
  ),
};

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The fixed bottom menu with the five sections (spec section 2). */
export function BottomMenu({ currentPath, onNavigate }: BottomMenuProps) {
  const active = activeMenuPath(currentPath);
  return (
    <nav className="ui-menu" aria-label="Основное меню" style={{ height: menuHeightCss() }}>
      <ul className="ui-menu__list">
        {MENU_ITEMS.map((item) => (
          <li key={item.path}>
            <a
              className="ui-menu__item"
              href={item.path}
              aria-current={item.path === active ? 'page' : undefined}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onNavigate(item.path);
              }}
            >
              <svg className="ui-menu__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {ICONS[item.icon]}
              </svg>
              <span className="ui-menu__label">{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
