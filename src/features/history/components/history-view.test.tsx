// History reads the finished orders (GET /traders/orders/history) beside the current ones (GET
// /traders/orders): the Завершена tab shows the contract's finished orders (issue 25).
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiContext, type ApiRuntime } from '../../../shared/api/api-context.ts';
import { exampleServer, responseExample } from '../../../shared/lib/testing/contract-examples.ts';
import type { StatusFilter } from '../model/history.ts';
import { HistoryView } from './history-view.tsx';

const names = { paymentMethodName: (id: number) => `#${id}`, bankName: (id: number) => `#${id}` };

function renderHistory(filter: StatusFilter, answer: (path: string) => [number, unknown]) {
  const server = exampleServer(answer);
  const runtime = { api: server.api, queryClient: server.queryClient, session: { getAccessToken: () => 'token' } } as unknown as ApiRuntime;
  render(
    <QueryClientProvider client={server.queryClient}>
      <ApiContext.Provider value={runtime}>
        <HistoryView filter={filter} onFilterChange={() => undefined} names={names} now={() => Date.parse('2026-11-24T06:00:00Z')} />
      </ApiContext.Provider>
    </QueryClientProvider>,
  );
  return server;
}

const examples = (path: string): [number, unknown] => {
  if (path === '/traders/orders/history') return [200, responseExample('/traders/orders/history', 'default')];
  if (path === '/traders/orders') return [200, responseExample('/traders/orders', 'default')];
  if (path === '/traders') return [200, responseExample('/traders', 'default')];
  return [404, { detail: 'Not Found' }];
};

describe('HistoryView', () => {
  it('the Завершена tab lists the finished orders of the history call', async () => {
    const server = renderHistory('COMPLETE', examples);
    const list = await screen.findByRole('list', { name: 'Сделки по дням' });
    expect(within(list).getAllByText('Завершена').length).toBeGreaterThan(0);
    expect(within(list).queryByText('В работе')).toBeNull();
    expect(server.requests).toContain('/traders/orders/history');
    expect(server.requests).toContain('/traders/orders');
  });

  it('the В работе tab still lists the current orders', async () => {
    renderHistory('PROCESS', examples);
    const list = await screen.findByRole('list', { name: 'Сделки по дням' });
    expect(within(list).getAllByText('В работе').length).toBeGreaterThan(0);
    expect(within(list).queryByText('Завершена')).toBeNull();
  });
});
