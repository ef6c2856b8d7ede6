// The bottom menu's paths (product spec section 2: five items, shown only on exactly these paths,
// trailing slash ignored): the routes with the 'menu' layout of the route table, in the menu's order.
import { PATHS, normalizePath } from './route-table.ts';

export const MENU_PATHS = [PATHS.index, PATHS.requisite, PATHS.balance, PATHS.history, PATHS.help] as const;
export type MenuPath = (typeof MENU_PATHS)[number];

/** One of the five bottom-menu paths exactly (trailing slash ignored). */
export function isMenuPath(path: string): boolean {
  const p = normalizePath(path);
  return MENU_PATHS.some((menu) => menu === p);
}
