import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ApiContext } from '../shared/api/api-context.ts';
import { RuntimeContext } from './shell/runtime-context.ts';
import type { AppRuntime } from './runtime.ts';

export function App({ runtime, router }: { runtime: AppRuntime; router: DataRouter }) {
  return (
    <StrictMode>
      <RuntimeContext.Provider value={runtime}>
        <ApiContext.Provider value={runtime}>
          <QueryClientProvider client={runtime.queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ApiContext.Provider>
      </RuntimeContext.Provider>
    </StrictMode>
  );
}
