// Every route of spec section 2, as plain data: for each screen its path, title, layout and the
// rules its params must pass (its guard steps and warmed data are declared beside its screen, in
// src/app/routes/screens.ts). The router (src/app/shell/app-router.tsx) builds its routes from
// this table and the screens module (src/app/routes/screens.ts); every path the code navigates to
// comes from here (`pathFor`, `PATHS` and the helpers below). It imports no component, so any
// layer may read it (shared -> domain -> features -> app).
//
// Each route has a name and the Russian-suffixed named variant (`<name>___ru`, the i18n naming
// the original product uses) resolving to the same path. A path whose params fail their rules
// is a 404 'Page Not Found: {path}', as a path no route matches.
import { matchRoutes, type PathParam } from 'react-router';

/**
 * 'menu': the screen with the bottom menu (the five sections); 'default': the screen without it;
 * 'empty': a full-height screen without the usual padding (the dispute screens); 'bare': the
 * screen draws its own full-screen layout (the warn screens).
 */
export type Layout = 'menu' | 'default' | 'empty' | 'bare';

/** A param's rule: 'positive-int' (1 to 10 digits, no leading zero) or 'uuid'. */
export type ParamRule = 'positive-int' | 'uuid';

export interface RouteDef {
  readonly name: string;
  readonly pattern: string;
  readonly title: string;
  readonly layout: Layout;
  /** The rule of each `:param` of the pattern. */
  readonly params?: Readonly<Record<string, ParamRule>>;
}

export const RU_SUFFIX = '___ru';

export const RULES: Record<ParamRule, RegExp> = {
  'positive-int': /^[1-9]\d{0,9}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
};

export const ROUTES = [
  { name: 'index', pattern: '/', title: 'Главная', layout: 'menu' },
  { name: 'history', pattern: '/history', title: 'История', layout: 'menu' },
  { name: 'settings', pattern: '/settings', title: 'Настройки', layout: 'default' },
  { name: 'help', pattern: '/help', title: 'Помощь', layout: 'menu' },
  { name: 'help-categoryId', pattern: '/help/:categoryId', title: 'Раздел помощи', layout: 'default', params: { categoryId: 'positive-int' } },
  {
    name: 'help-categoryId-id',
    pattern: '/help/:categoryId/:articleId',
    title: 'Статья',
    layout: 'default',
    params: { categoryId: 'positive-int', articleId: 'positive-int' },
  },
  { name: 'balance', pattern: '/balance', title: 'Баланс', layout: 'menu' },
  { name: 'balance-replenish', pattern: '/balance/replenish', title: 'Пополнение', layout: 'default' },
  { name: 'balance-conclusion', pattern: '/balance/conclusion', title: 'Вывод средств', layout: 'default' },
  { name: 'balance-translation', pattern: '/balance/translation', title: 'Перевод', layout: 'default' },
  { name: 'balance-operations', pattern: '/balance/operations', title: 'Операции', layout: 'default' },
  { name: 'balance-operations-id', pattern: '/balance/operations/:operationId', title: 'Операция', layout: 'default', params: { operationId: 'uuid' } },
  { name: 'dispute', pattern: '/dispute', title: 'Спор по сделке', layout: 'empty' },
  { name: 'dispute-close', pattern: '/dispute/close', title: 'Спор закрыт', layout: 'empty' },
  { name: 'requisite', pattern: '/requisite', title: 'Реквизиты', layout: 'menu' },
  { name: 'requisite-add', pattern: '/requisite/add', title: 'Новый реквизит', layout: 'default' },
  { name: 'trade-list', pattern: '/trade/list', title: 'Сделки', layout: 'default' },
  { name: 'trade-search', pattern: '/trade/search', title: 'Поиск сделки', layout: 'default' },
  { name: 'trade-order-complete', pattern: '/trade/order/complete', title: 'Итог сделки', layout: 'default' },
  { name: 'warn-account-blocked', pattern: '/warn/account-blocked', title: 'Аккаунт заблокирован', layout: 'bare' },
  { name: 'warn-access-restricted', pattern: '/warn/access-restricted', title: 'Доступ ограничен', layout: 'bare' },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];

/** A route's name or its Russian-suffixed variant. */
export type AnyRouteName = RouteName | `${RouteName}${typeof RU_SUFFIX}`;

/** The route a name (or its `___ru` variant) resolves to. */
export type BaseRouteName<N extends AnyRouteName> = N extends `${infer B extends RouteName}${typeof RU_SUFFIX}` ? B : Extract<N, RouteName>;

/** A route's pattern as the table declares it: '/help/:categoryId' for 'help-categoryId'. */
export type PatternOf<N extends AnyRouteName> = Extract<(typeof ROUTES)[number], { name: BaseRouteName<N> }>['pattern'];

/**
 * The params of a route, typed from its pattern (React Router's PathParam): `{ operationId }` for
 * /balance/operations/:operationId, nothing for /balance. A wrong or missing name fails typecheck.
 */
export type RouteParams<N extends AnyRouteName> = { [K in PathParam<PatternOf<N>>]: string | number };

/** The params argument of a route: required where its pattern has params, else left out (or `{}`). */
export type RouteParamsArg<N extends AnyRouteName> = keyof RouteParams<N> extends never ? [params?: Record<string, never>] : [params: RouteParams<N>];

export interface RouteMatch {
  route: RouteDef & { readonly name: RouteName };
  params: Record<string, string>;
  /** The path without a trailing slash ('/' stays '/'). */
  path: string;
}

/** The path without query, hash and trailing slashes ('' and '/' are both '/'). */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The table in React Router's terms, for `matchRoutes` (case-sensitive, as the router's routes). */
const MATCHABLE = ROUTES.map((route) => ({ id: route.name, path: route.pattern, caseSensitive: true }));
const BY_NAME: ReadonlyMap<string, (typeof ROUTES)[number]> = new Map(ROUTES.map((route) => [route.name, route]));

/** Whether every param passes its route's rule; a param without a rule is rejected. */
export function paramsValid(route: RouteDef, params: Readonly<Record<string, string | undefined>>): boolean {
  return Object.entries(params).every(([key, value]) => {
    const rule = route.params?.[key];
    return rule !== undefined && value !== undefined && RULES[rule].test(value);
  });
}

/** The route for a path, or null: the caller shows 404 'Page Not Found: {path}'. */
export function matchRoute(path: string): RouteMatch | null {
  const normalized = normalizePath(path);
  const leaf = matchRoutes(MATCHABLE, normalized)?.at(-1);
  const route = leaf ? BY_NAME.get(leaf.route.id) : undefined;
  if (!leaf || !route || !paramsValid(route, leaf.params)) return null;
  // Every param of a matched pattern has a value (no optional segments or splats in the table).
  return { route, params: leaf.params as Record<string, string>, path: normalized };
}

export function isKnownPath(path: string): boolean {
  return matchRoute(path) !== null;
}

export function notFoundMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

function routeNamed(name: string): RouteDef {
  const base = name.endsWith(RU_SUFFIX) ? name.slice(0, -RU_SUFFIX.length) : name;
  const route = BY_NAME.get(base);
  if (!route) throw new Error(`Unknown route name "${name}"`);
  return route;
}

/** The pattern with its params filled in (encoded), unchecked. */
function fill(route: RouteDef, params: Record<string, string | number>): string {
  return route.pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route "${route.name}" needs param "${key}"`);
    return encodeURIComponent(String(value));
  });
}

/** A route's path with its params filled in (encoded), unchecked against their rules. */
function fillPath<N extends AnyRouteName>(name: N, ...[params]: RouteParamsArg<N>): string {
  return fill(routeNamed(name), params ?? {});
}

/**
 * Resolve a route name (or its `___ru` variant) with params to a path; the params are typed from
 * the route's pattern (RouteParams), and params failing their rules throw.
 */
export function pathFor<N extends AnyRouteName>(name: N, ...[params = {}]: RouteParamsArg<N>): string {
  const path = fill(routeNamed(name), params);
  if (!matchRoute(path)) throw new Error(`Route "${name}" does not accept params ${JSON.stringify(params)}`);
  return path;
}

/** A route's title (its screen's heading), as the route table gives it. */
export function routeTitle(name: RouteName): string {
  return routeNamed(name).title;
}

/** Every route name with its Russian-suffixed variant. */
export function routeNames(): string[] {
  return ROUTES.flatMap((r) => [r.name, `${r.name}${RU_SUFFIX}`]);
}

/** A route without params: its path is its pattern. */
type StaticRoute = Exclude<(typeof ROUTES)[number], { params: object }>;

/** The path of every route without params, by the route's name: `PATHS.index`, `PATHS['balance-replenish']`. */
export const PATHS = Object.fromEntries(ROUTES.filter((r) => !('params' in r)).map((r) => [r.name, r.pattern])) as Readonly<Record<StaticRoute['name'], string>>;

/**
 * A balance operation's page. An id from the server is taken as it is (encoded): one that fails
 * the route's rule opens the 404 screen, as a hand-typed path would, rather than throwing here.
 */
export const operationPath = (operationId: string): string => fillPath('balance-operations-id', { operationId });

/** A help category's page (the ids come from the help API, positive integers). */
export const helpCategoryPath = (categoryId: number): string => fillPath('help-categoryId', { categoryId });

/** A help article's page. */
export const helpArticlePath = (categoryId: number, articleId: number): string => fillPath('help-categoryId-id', { categoryId, articleId });

/** /trade/order/complete for one order (its id in the query, as spec section 2 has it). */
export const orderCompletePath = (orderId: string): string => `${PATHS['trade-order-complete']}?order_id=${encodeURIComponent(orderId)}`;

/**
 * One order in History: the search holds its whole id, and History opens that order's sheet
 * (issue 37: an id on screen opens what it names).
 */
export const historyOrderPath = (orderId: string): string => `${PATHS.history}?q=${encodeURIComponent(orderId)}`;
