// Every route of spec section 2. Each has a name and the Russian-suffixed named variant
// (`<name>___ru`, the i18n naming the original product uses) resolving to the same path.
// Screens are lazy-loaded (home, the usual first screen, is in the entry: ADR 0007); params are validated, and a failed validation is a 404.
import type { ComponentType } from 'react';
import { normalizePath } from '../../shared/lib/navigation.ts';
import HomeScreen from './home.tsx';

/** 'bare': the screen draws its own full-screen layout (the warn screens). */
export type Layout = 'menu' | 'default' | 'empty' | 'bare';

export type RouteStep = 'static-data' | 'dispute-close' | 'order-complete' | 'schedule-day';

export interface RouteDef {
  name: string;
  pattern: string;
  title: string;
  layout: Layout;
  /** Route-specific guard steps, run after the global ones, in this order. */
  steps: readonly RouteStep[];
  load: () => Promise<{ default: ComponentType }>;
}

export const RU_SUFFIX = '___ru';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const POSITIVE_INT = /^[1-9]\d{0,9}$/;

/** Param validators; a param not listed here is rejected. */
const PARAM_RULES: Record<string, (value: string) => boolean> = {
  categoryId: (v) => POSITIVE_INT.test(v),
  articleId: (v) => POSITIVE_INT.test(v),
  operationId: (v) => UUID.test(v),
};

const DATA: readonly RouteStep[] = ['static-data'];

export const ROUTES: readonly RouteDef[] = [
  { name: 'index', pattern: '/', title: 'Главная', layout: 'menu', steps: DATA, load: () => Promise.resolve({ default: HomeScreen }) },
  { name: 'history', pattern: '/history', title: 'История', layout: 'menu', steps: DATA, load: () => import('./history.tsx') },
  { name: 'settings', pattern: '/settings', title: 'Настройки', layout: 'default', steps: [...DATA, 'schedule-day'], load: () => import('./settings.tsx') },
  { name: 'help', pattern: '/help', title: 'Помощь', layout: 'menu', steps: DATA, load: () => import('./help.tsx') },
  { name: 'help-categoryId', pattern: '/help/:categoryId', title: 'Раздел помощи', layout: 'default', steps: DATA, load: () => import('./help-category.tsx') },
  { name: 'help-categoryId-id', pattern: '/help/:categoryId/:articleId', title: 'Статья', layout: 'default', steps: DATA, load: () => import('./help-article.tsx') },
  { name: 'balance', pattern: '/balance', title: 'Баланс', layout: 'menu', steps: DATA, load: () => import('./balance.tsx') },
  { name: 'balance-replenish', pattern: '/balance/replenish', title: 'Пополнение', layout: 'default', steps: DATA, load: () => import('./balance-replenish.tsx') },
  { name: 'balance-conclusion', pattern: '/balance/conclusion', title: 'Вывод средств', layout: 'default', steps: DATA, load: () => import('./balance-conclusion.tsx') },
  { name: 'balance-translation', pattern: '/balance/translation', title: 'Перевод', layout: 'default', steps: DATA, load: () => import('./balance-translation.tsx') },
  { name: 'balance-operations', pattern: '/balance/operations', title: 'Операции', layout: 'default', steps: DATA, load: () => import('./balance-operations.tsx') },
  { name: 'balance-operations-id', pattern: '/balance/operations/:operationId', title: 'Операция', layout: 'default', steps: DATA, load: () => import('./balance-operation.tsx') },
  { name: 'dispute', pattern: '/dispute', title: 'Спор по сделке', layout: 'empty', steps: DATA, load: () => import('./dispute.tsx') },
  { name: 'dispute-close', pattern: '/dispute/close', title: 'Спор закрыт', layout: 'empty', steps: [...DATA, 'dispute-close'], load: () => import('./dispute-close.tsx') },
  { name: 'requisite', pattern: '/requisite', title: 'Реквизиты', layout: 'menu', steps: DATA, load: () => import('./requisite.tsx') },
  { name: 'requisite-add', pattern: '/requisite/add', title: 'Новый реквизит', layout: 'default', steps: DATA, load: () => import('./requisite-add.tsx') },
  { name: 'trade-list', pattern: '/trade/list', title: 'Сделки', layout: 'default', steps: DATA, load: () => import('./trade-list.tsx') },
  { name: 'trade-search', pattern: '/trade/search', title: 'Поиск сделки', layout: 'default', steps: DATA, load: () => import('./trade-search.tsx') },
  { name: 'trade-order-complete', pattern: '/trade/order/complete', title: 'Итог сделки', layout: 'default', steps: [...DATA, 'order-complete'], load: () => import('./trade-order-complete.tsx') },
  { name: 'warn-account-blocked', pattern: '/warn/account-blocked', title: 'Аккаунт заблокирован', layout: 'bare', steps: [], load: () => import('./warn-account-blocked.tsx') },
  { name: 'warn-access-restricted', pattern: '/warn/access-restricted', title: 'Доступ ограничен', layout: 'bare', steps: [], load: () => import('./warn-access-restricted.tsx') },
];

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
  /** The path without a trailing slash ('/' stays '/'). */
  path: string;
}

export { normalizePath };

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const h = have[i] ?? '';
    if (w.startsWith(':')) {
      const name = w.slice(1);
      let value: string;
      try {
        value = decodeURIComponent(h);
      } catch {
        return null;
      }
      const rule = PARAM_RULES[name];
      if (!rule || !rule(value)) return null;
      params[name] = value;
    } else if (w !== h) {
      return null;
    }
  }
  return params;
}

/** The route for a path, or null: the caller shows 404 'Page Not Found: {path}'. */
export function matchRoute(path: string): RouteMatch | null {
  const normalized = normalizePath(path);
  for (const route of ROUTES) {
    const params = matchPattern(route.pattern, normalized);
    if (params) return { route, params, path: normalized };
  }
  return null;
}

export function isKnownPath(path: string): boolean {
  return matchRoute(path) !== null;
}

export function notFoundMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

/** Resolve a route name (or its `___ru` variant) with params to a path. */
export function pathFor(name: string, params: Record<string, string | number> = {}): string {
  const base = name.endsWith(RU_SUFFIX) ? name.slice(0, -RU_SUFFIX.length) : name;
  const route = ROUTES.find((r) => r.name === base);
  if (!route) throw new Error(`Unknown route name "${name}"`);
  const path = route.pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route "${name}" needs param "${key}"`);
    return encodeURIComponent(String(value));
  });
  if (!matchRoute(path)) throw new Error(`Route "${name}" does not accept params ${JSON.stringify(params)}`);
  return path;
}

/** Every route name with its Russian-suffixed variant. */
export function routeNames(): string[] {
  return ROUTES.flatMap((r) => [r.name, `${r.name}${RU_SUFFIX}`]);
}
