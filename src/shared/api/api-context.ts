// What screens and features need of the runtime: the clients, the query helpers and the query
// client. The app provides it; features read it with useApi().
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { ApiClients } from './client.ts';
import type { QueryApi } from './query.ts';

export interface ApiRuntime {
  clients: ApiClients;
  api: QueryApi;
  queryClient: QueryClient;
  /** Whether calls can carry a token now (queries that need one wait for it). */
  session: { getAccessToken(): string | null };
  /**
   * Build-time settings features read: the support contact (VITE_SUPPORT_URL) until /config
   * names one, and the origins help images may come from besides the app's (VITE_HELP_IMAGE_ORIGINS).
   */
  config: { VITE_SUPPORT_URL: string; VITE_HELP_IMAGE_ORIGINS: readonly string[] };
}

export const ApiContext = createContext<ApiRuntime | null>(null);

export function useApi(): ApiRuntime {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi() outside <ApiContext.Provider>');
  return value;
}
