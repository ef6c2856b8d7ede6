// TanStack Query holds all server state. The one way to build a query: a resource's factory
// (resources.ts, or the owning feature's api/ module) over the document's openapi-react-query
// helper, e.g. `api.trader.queryOptions('get', '/traders')`, whose key is [method, path, init]
// beside its fetcher. Route guards prefetch the same options with `queryClient.ensureQueryData`;
// mutations and realtime invalidate through the resources' key prefixes (getKey).
import { QueryClient } from '@tanstack/react-query';
import createQueryHelpers from 'openapi-react-query';
import type { paths as TraderPaths } from '../../../generated/openapi/trader-api.ts';
import type { ApiClients } from './client.ts';

/**
 * No query or mutation retries on its own (spec section 9: the only HTTP retry is the one after
 * a 401, in the middleware). A failure reaches its screen at once, as an error state or the error
 * screen with Repeat; retries with back-off kept the trader on the loader for seconds, and a
 * query fetched inside another one (static data) multiplied them. An errored query is not
 * fetched again just because another component mounts it (`retryOnMount`): Repeat does that.
 *
 * Mutations run whatever the browser says about the network (`networkMode: 'always'`). By
 * default TanStack Query pauses a mutation while `onlineManager` reports offline and sends it by
 * itself once the connection is back, with no way for the trader to cancel: a withdrawal,
 * transfer or confirmation would leave minutes later, long after the trader gave up or left the
 * screen. Sent at once instead, offline it fails at once (NetworkError: "Нет соединения с
 * сервером…"), the form keeps its values and its Idempotency-Key, and nothing is sent until the
 * trader presses again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export function createQueryApi(clients: ApiClients) {
  return {
    trader: createQueryHelpers(clients.trader),
    gateway: createQueryHelpers(clients.gateway),
  };
}

export type QueryApi = ReturnType<typeof createQueryApi>;

/** The trader API's paths that have a GET (the ones a query can read). */
export type TraderGetPath = { [P in keyof TraderPaths]: TraderPaths[P] extends { get: object } ? P : never }[keyof TraderPaths];

/**
 * The key prefix openapi-react-query gives every query of GET `path`, whatever its parameters:
 * its keys are ['get', path] without parameters and ['get', path, init] with them, and TanStack
 * Query matches a prefix (`invalidateQueries({ queryKey })` refreshes every page and filter).
 * Marked free of side effects, so the bundler drops the keys a build does not use (every resource
 * declares its key beside its factory; a call at module level was otherwise kept).
 */
/* @__NO_SIDE_EFFECTS__ */
export function getKey<P extends TraderGetPath>(path: P): readonly ['get', P] {
  return ['get', path] as const;
}
