// Routes by name for tests, typed from the route table (src/shared/routes/route-table.ts): a
// route's params are the `:names` of its pattern (React Router's PathParam), so
// `{ operationId }` is required for 'balance-operations-id' and nothing is accepted for 'balance'.
import type { PathParam } from 'react-router';
import { pathFor, type ROUTES, type RouteName } from '../../src/shared/routes/route-table.ts';

type Route = (typeof ROUTES)[number];
type PatternOf<N extends RouteName> = Extract<Route, { name: N }>['pattern'];

/** The params of a route's pattern: `{ operationId: string | number }` for /balance/operations/:operationId. */
export type RouteParams<N extends RouteName> = { [K in PathParam<PatternOf<N>>]: string | number };

/** The path of a route with its params and query (`search`, with or without its '?'); a param its rule refuses throws. */
export function routePath<N extends RouteName>(name: N, params: RouteParams<N> | Record<string, never> = {}, search = ''): string {
  const query = search === '' || search.startsWith('?') ? search : `?${search}`;
  return `${pathFor(name, params as Record<string, string | number>)}${query}`;
}
