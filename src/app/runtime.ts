// The composition root's runtime: config, the in-memory auth session, the HTTP clients wired
// to it, the query client and helpers, and the session-storage client state.
import type { QueryClient } from '@tanstack/react-query';
import { createAuthSession, type AuthSession } from '../features/auth/model/session.ts';
import { createApiClients, type ApiClients } from '../shared/api/client.ts';
import { createProxyViolationMiddleware } from '../shared/api/proxy-violations.ts';
import { createQueryApi, createQueryClient, type QueryApi } from '../shared/api/query.ts';
import { absoluteUrl, parseEnv, type AppConfig } from '../shared/config/env.ts';
import { createSessionStore, type SessionStore } from '../domain/session-store.ts';
import type { LaunchInfo } from '../shared/telegram/launch-params.ts';

export interface AppRuntime {
  config: AppConfig;
  launch: LaunchInfo;
  session: AuthSession;
  clients: ApiClients;
  api: QueryApi;
  queryClient: QueryClient;
  store: SessionStore;
}

export interface RuntimeOptions {
  env: Record<string, unknown>;
  origin: string;
  launch: LaunchInfo;
  storage?: Storage;
  fetch?: (request: Request) => Promise<Response>;
}

export function createRuntime(options: RuntimeOptions): AppRuntime {
  const config = parseEnv(options.env);
  let clients: ApiClients | null = null;
  const queryClient = createQueryClient();
  const session = createAuthSession({
    gateway: () => {
      if (!clients) throw new Error('HTTP clients are not ready');
      return clients.gateway;
    },
    launch: options.launch,
  });
  clients = createApiClients({
    traderBaseUrl: absoluteUrl(config.VITE_API_BASE_URL, options.origin),
    gatewayBaseUrl: absoluteUrl(config.VITE_GATEWAY_API_BASE_URL, options.origin),
    timeoutMs: config.VITE_REQUEST_TIMEOUT_MS,
    auth: session,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    // Dead code in production builds (and tree-shaken): only the dev server can stand behind Prism's proxy.
    ...(import.meta.env.DEV ? { proxyViolations: createProxyViolationMiddleware } : {}),
  });
  return {
    config,
    launch: options.launch,
    session,
    clients,
    api: createQueryApi(clients),
    queryClient,
    store: createSessionStore(options.storage),
  };
}
