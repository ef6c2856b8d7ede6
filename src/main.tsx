import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './app/session.ts';

const ContractsPreview = lazy(() => import('./app/routes/contracts-preview.tsx'));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

document.body.style.cssText = 'margin:0;background:#1c1c1e;color:#fff;font:16px/1.4 system-ui,-apple-system,sans-serif';

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<main style={{ padding: 16 }}>Загрузка…</main>}>
        <ContractsPreview />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
