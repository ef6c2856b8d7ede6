// TanStack Query holds all server state. The one way to build a query: the document's
// openapi-react-query helper, e.g. `api.trader.queryOptions('get', '/traders')`, whose key is
// [method, path, init] beside its fetcher. Route guards prefetch the same options with
// `queryClient.ensureQueryData`; mutations invalidate through the same keys.
import { QueryClient } from '@tanstack/react-query';
import createQueryHelpers from 'openapi-react-query';
import type { ApiClients } from './client.ts';
import { ApiError, ContractError } from './errors.ts';

/** Retry only what a retry can fix: network failures and 5xx, at most twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof ContractError) return false;
  if (error instanceof ApiError) return error.status >= 500 && error.status !== 501;
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      // Money and state-changing calls are never retried automatically.
      mutations: { retry: false },
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
