// Opening a dispute: the screen hears of it as soon as the server has it, not after the refetches
// it triggers. The dispute sheet goes to /dispute on that word; had it waited for the refetched
// status, home re-rendered the order as disputed first, the sheet let go of the modal hash, and
// the shell went back over it while nothing was navigating: the trader stayed on home (issue 39's
// CI runs, dispute-attachments.spec.ts and outcomes.spec.ts).
import { QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiContext, type ApiRuntime } from '../../../shared/api/api-context.ts';
import { statusQuery } from '../../../shared/api/resources.ts';
import { exampleServer, responseExample } from '../../../shared/lib/testing/contract-examples.ts';
import { useOpenDispute } from './orders-api.ts';

const ORDER = 'b47d498b-e478-4c77-9465-c03d34fbf801';

describe('useOpenDispute', () => {
  it('resolves once the server has opened the dispute, while the status it invalidated is still being fetched again', async () => {
    let releaseStatus: () => void = () => undefined;
    let statusAsked = 0;
    const { clients, api, queryClient } = exampleServer(async (path, _url, request): Promise<[number, unknown]> => {
      if (path === '/traders/check') {
        statusAsked += 1;
        if (statusAsked > 1) await new Promise<void>((resolve) => (releaseStatus = resolve));
        return [200, responseExample('/traders/check', statusAsked > 1 ? 'active_order_dispute' : 'active_order_in')];
      }
      if (request.method === 'POST') return [201, responseExample('/traders/orders/{order_id}/dispute', 'open')];
      return [200, responseExample(path.startsWith('/traders/orders/') ? '/traders/orders/{order_id}' : path, 'default')];
    });
    const runtime: ApiRuntime = { clients, api, queryClient, session: { getAccessToken: () => 'token' }, config: { VITE_SUPPORT_URL: 'https://t.me/support', VITE_HELP_IMAGE_ORIGINS: [] } };
    // Home watches the status, as it does on screen.
    const watching = new QueryObserver(queryClient, statusQuery(api)).subscribe(() => undefined);
    await act(() => queryClient.fetchQuery(statusQuery(api)));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiContext.Provider value={runtime}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ApiContext.Provider>
    );
    const { result } = renderHook(() => useOpenDispute(), { wrapper });

    let opened = false;
    await act(async () => {
      const open = result.current.mutateAsync({ orderId: ORDER, reason: 'Клиент прислал чек, но деньги не поступили' }).then(() => (opened = true));
      await expect.poll(() => statusAsked).toBe(2);
      await open;
    });
    expect(opened).toBe(true);
    // The refetch the dispute triggered is still on its way when the screen is told.
    expect(queryClient.getQueryState(statusQuery(api).queryKey)?.fetchStatus).toBe('fetching');
    releaseStatus();
    await act(() => expect.poll(() => queryClient.getQueryState(statusQuery(api).queryKey)?.fetchStatus).toBe('idle'));
    watching();
  });
});
