// Routes by name for tests, typed as the app types them (src/shared/routes/route-table.ts: one
// source for the patterns and their params): a route's params are the `:names` of its pattern
// (React Router's PathParam), so `{ operationId }` is required for 'balance-operations-id' and
// nothing is accepted for 'balance'.
import { pathFor, type RouteName, type RouteParams, type RouteParamsArg } from '../../src/shared/routes/route-table.ts';

export type { RouteParams, RouteParamsArg };

/** The path of a route with its params and query (`search`, with or without its '?'); a param its rule refuses throws. */
export function routePath<N extends RouteName>(name: N, params: RouteParams<N> | Record<string, never> = {}, search = ''): string {
  const query = search === '' || search.startsWith('?') ? search : `?${search}`;
  // N is generic here: its params were checked at the caller's call (RouteParams<N>).
  return `${pathFor(name, ...([params] as unknown as RouteParamsArg<N>))}${query}`;
}
