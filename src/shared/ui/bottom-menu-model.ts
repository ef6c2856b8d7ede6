// The bottom menu's items and the rules for where it is shown (product spec, section 2); the
// paths come from the route table.
import { isMenuPath, type MenuPath } from '../routes/menu.ts';
import { PATHS, normalizePath } from '../routes/route-table.ts';

export type { MenuPath };
export type MenuIcon = 'home' | 'requisite' | 'balance' | 'history' | 'help';

export interface MenuItem {
  readonly path: MenuPath;
  readonly label: string;
  readonly icon: MenuIcon;
}

export const MENU_ITEMS: readonly MenuItem[] = [
  { path: PATHS.index, label: 'Главная', icon: 'home' },
  { path: PATHS.requisite, label: 'Реквизиты', icon: 'requisite' },
  { path: PATHS.balance, label: 'Баланс', icon: 'balance' },
  { path: PATHS.history, label: 'История', icon: 'history' },
  { path: PATHS.help, label: 'Помощь', icon: 'help' },
];

/** Menu height without the bottom safe-area inset. */
export const MENU_HEIGHT_PX = 60;

/** The menu's CSS height: 60 plus the bottom inset (spec section 2). */
export function menuHeightCss(): string {
  return `calc(${MENU_HEIGHT_PX}px + var(--tg-safe-area-inset-bottom, 0px))`;
}

/** Drops query and hash, treats '' as '/', and removes trailing slashes (root stays '/'). */
export const normalizeMenuPath = normalizePath;

/** True only on exactly the five menu paths (trailing slash, query and hash ignored). */
export { isMenuPath };

/**
 * The item to mark as current: the exact path, or for non-root items the section it heads
 * ('/balance/operations' -> '/balance'). Root is active only on '/' itself.
 */
export function activeMenuPath(path: string): MenuPath | null {
  const normalized = normalizeMenuPath(path);
  const item = MENU_ITEMS.find(
    (candidate) =>
      candidate.path === normalized || (candidate.path !== PATHS.index && normalized.startsWith(`${candidate.path}/`)),
  );
  return item ? item.path : null;
}
