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
  /** The build-time support contact (VITE_SUPPORT_URL), until /config names one. */
  config: { VITE_SUPPORT_URL: string };
}

export const ApiContext = createContext<ApiRuntime | null>(null);

export function useApi(): ApiRuntime {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi() outside <ApiContext.Provider>');
  return value;
}
