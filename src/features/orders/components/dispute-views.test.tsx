// /dispute/close's outcome on the contract's examples through the real client: a close announced
// before the server's dispute caught up reads as a result still to come (never "Спор открыт"
// under the "Спор закрыт" title as its outcome), and the result appears by itself once the server has it.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContext, type ApiRuntime } from '../../../shared/api/api-context.ts';
import { exampleServer, responseExample } from '../../../shared/lib/testing/contract-examples.ts';
import { DISPUTE_RESULT_RECHECK_MS } from '../model/order-outcome.ts';
import { DisputeOutcome } from './dispute-views.tsx';

const ORDER = 'b47d498b-e478-4c77-9465-c03d34fbf801';
const DISPUTE = `/traders/orders/${ORDER}/dispute`;

afterEach(() => {
  vi.useRealTimers();
});

function renderOutcome(dispute: () => unknown, status: () => number = () => 200) {
  const server = exampleServer((path) => {
    if (path === DISPUTE) return [status(), dispute()];
    if (path === `${DISPUTE}/attachments`) return [200, responseExample('/traders/orders/{order_id}/dispute/attachments', 'one_receipt')];
    if (path === '/traders') return [200, responseExample('/traders', 'default')];
    return [404, { detail: 'Not Found' }];
  });
  const runtime = { clients: server.clients, api: server.api, queryClient: server.queryClient, session: { getAccessToken: () => 'token' } } as unknown as ApiRuntime;
  render(
    <QueryClientProvider client={server.queryClient}>
      <ApiContext.Provider value={runtime}>
        <main>
          <DisputeOutcome orderId={ORDER} onHome={() => undefined} />
        </main>
      </ApiContext.Provider>
    </QueryClientProvider>,
  );
  return server;
}

describe('DisputeOutcome', () => {
  it('waits for a result the server has not got yet, asks again, and shows it once it comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = responseExample('/traders/orders/{order_id}/dispute', 'open');
    const server = renderOutcome(() => answer);
    expect(await screen.findByRole('heading', { name: 'Ждём решения' })).toBeTruthy();
    // Only as the row with its opening time, labelled as on /dispute.
    expect(screen.queryByRole('heading', { name: 'Спор открыт' })).toBeNull();
    expect(screen.getByText('Спор открыт').closest('dl')).toBeTruthy();
    expect(screen.queryByText('Закрыт')).toBeNull();
    // The comment comes with the decision: none is said yet, the reason is.
    expect(screen.queryByRole('region', { name: 'Комментарий поддержки' })).toBeNull();
    expect(screen.queryByText('Без комментария')).toBeNull();
    expect(screen.getByRole('region', { name: 'Причина спора' }).textContent).toContain((responseExample('/traders/orders/{order_id}/dispute', 'open') as { reason: string }).reason);

    answer = responseExample('/traders/orders/{order_id}/dispute', 'closed_trader_won');
    const asked = server.requests.filter((path) => path === DISPUTE).length;
    await act(() => vi.advanceTimersByTimeAsync(DISPUTE_RESULT_RECHECK_MS));
    expect(await screen.findByRole('heading', { name: 'Спор решён в вашу пользу' })).toBeTruthy();
    expect(server.requests.filter((path) => path === DISPUTE).length).toBe(asked + 1);
    expect(screen.getByText('Закрыт')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Комментарий поддержки' })).toBeTruthy();

    // A closed dispute is final: not asked again.
    await act(() => vi.advanceTimersByTimeAsync(DISPUTE_RESULT_RECHECK_MS * 3));
    expect(server.requests.filter((path) => path === DISPUTE).length).toBe(asked + 1);
  });

  it('keeps the pending card when a re-check fails, and shows the result once one answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = 200;
    let answer: unknown = responseExample('/traders/orders/{order_id}/dispute', 'open');
    renderOutcome(() => answer, () => status);
    expect(await screen.findByRole('heading', { name: 'Ждём решения' })).toBeTruthy();
    status = 500;
    answer = { detail: 'Internal Server Error' };
    await act(() => vi.advanceTimersByTimeAsync(DISPUTE_RESULT_RECHECK_MS * 2));
    expect(screen.getByRole('heading', { name: 'Ждём решения' })).toBeTruthy();
    expect(screen.queryByText('Не удалось загрузить результат спора')).toBeNull();
    status = 200;
    answer = responseExample('/traders/orders/{order_id}/dispute', 'closed_trader_won');
    await act(() => vi.advanceTimersByTimeAsync(DISPUTE_RESULT_RECHECK_MS * 2));
    expect(await screen.findByRole('heading', { name: 'Спор решён в вашу пользу' })).toBeTruthy();
  });
});
