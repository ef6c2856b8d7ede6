// The composition root's session: tokens held in memory only (never in localStorage), the
// HTTP clients wired to them, and the query helpers. The shell issue replaces the sign-in
// placeholder with the Telegram init data flow.
import { createApiClients } from '../shared/api/client.ts';
import { createQueryApi, createQueryClient } from '../shared/api/query.ts';
import { absoluteUrl, parseEnv } from '../shared/config/env.ts';

export const config = parseEnv(import.meta.env);

const tokens: { access: string | null } = { access: null };

export function setAccessToken(token: string | null): void {
  tokens.access = token;
}

export const clients = createApiClients({
  traderBaseUrl: absoluteUrl(config.VITE_API_BASE_URL, window.location.origin),
  gatewayBaseUrl: absoluteUrl(config.VITE_GATEWAY_API_BASE_URL, window.location.origin),
  timeoutMs: config.VITE_REQUEST_TIMEOUT_MS,
  auth: {
    getAccessToken: () => tokens.access,
    refresh: async () => null,
    logout: (reason) => {
      console.warn(`Signed out: ${reason}`);
      tokens.access = null;
    },
  },
});

export const queryClient = createQueryClient();
export const api = createQueryApi(clients);
