import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from '../shared/lib/router.tsx';
import { AppShell } from './shell/app-shell.tsx';
import { ApiContext } from '../shared/api/api-context.ts';
import { RuntimeContext } from './shell/runtime-context.ts';
import type { AppRuntime } from './runtime.ts';

export function App({ runtime }: { runtime: AppRuntime }) {
  return (
    <StrictMode>
      <RuntimeContext.Provider value={runtime}>
        <ApiContext.Provider value={runtime}>
          <QueryClientProvider client={runtime.queryClient}>
            <Router>
              <AppShell />
            </Router>
          </QueryClientProvider>
        </ApiContext.Provider>
      </RuntimeContext.Provider>
    </StrictMode>
  );
}
