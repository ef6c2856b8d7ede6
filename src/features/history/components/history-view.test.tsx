// History reads the finished orders (GET /traders/orders/history) beside the current ones (GET
// /traders/orders): the Завершена tab shows the contract's finished orders (issue 25).
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiContext, type ApiRuntime } from '../../../shared/api/api-context.ts';
import { exampleServer, responseExample } from '../../../shared/lib/testing/contract-examples.ts';
import { NO_FILTERS, type HistoryFilters as Filters } from '../model/filters.ts';
import type { StatusFilter } from '../model/history.ts';
import { HistoryView } from './history-view.tsx';

const names = { paymentMethodName: (id: number) => `#${id}`, bankName: (id: number) => `#${id}` };

function renderHistory(filter: StatusFilter, answer: (path: string) => [number, unknown]) {
  const server = exampleServer(answer);
  const runtime = { api: server.api, queryClient: server.queryClient, session: { getAccessToken: () => 'token' } } as unknown as ApiRuntime;
  render(
    <QueryClientProvider client={server.queryClient}>
      <ApiContext.Provider value={runtime}>
        <HistoryView filters={{ ...NO_FILTERS, status: filter }} onFiltersChange={() => undefined} names={names} now={() => Date.parse('2026-11-24T06:00:00Z')} />
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

// Issue 28: the search, the range, the totals, more pages, and a backend without the history call.

function renderWith(filters: Filters, answer: (path: string, url: URL) => [number, unknown]) {
  const server = exampleServer(answer);
  const runtime = { api: server.api, queryClient: server.queryClient, session: { getAccessToken: () => 'token' } } as unknown as ApiRuntime;
  const changes: Filters[] = [];
  render(
    <QueryClientProvider client={server.queryClient}>
      <ApiContext.Provider value={runtime}>
        <HistoryView filters={filters} onFiltersChange={(next) => changes.push(next)} names={names} now={() => Date.parse('2026-11-24T06:00:00Z')} />
      </ApiContext.Provider>
    </QueryClientProvider>,
  );
  return { server, changes };
}

describe('HistoryView, searchable (issue 28)', () => {
  it('a search narrows the list and the totals to what matches, and the server is asked for it', async () => {
    const { server } = renderWith({ ...NO_FILTERS, q: '10 000' }, examples);
    const list = await screen.findByRole('list', { name: 'Сделки по дням' });
    expect(list.getAttribute('data-rows')).toBe('8'); // 4 orders under 4 day headings
    expect(screen.getByTestId('history-count').textContent).toBe('4 сделки');
    expect(screen.getByTestId('history-completed').textContent).toBe('4');
    expect(screen.getByTestId('history-turnover').textContent).toBe('40\u00a0000,00\u00a0₽');
    expect(screen.getByTestId('history-received').textContent).toBe('423,28\u00a0USDT');
    const asked = server.urls.filter((u) => u.pathname.endsWith('/traders/orders/history'));
    expect(asked.at(-1)?.searchParams.get('search')).toBe('10 000');
  });

  it('a range in the trader zone is sent as date_from/date_to and narrows the current orders too', async () => {
    const { server } = renderWith({ ...NO_FILTERS, from: '2026-11-21', to: '2026-11-21' }, examples);
    await screen.findByRole('list', { name: 'Сделки по дням' });
    // 21 November in Moscow: three finished orders, no current one (those are on the 22nd).
    expect(screen.getByTestId('history-count').textContent).toBe('3 сделки');
    const asked = server.urls.filter((u) => u.pathname.endsWith('/traders/orders/history')).at(-1);
    expect(asked?.searchParams.get('date_from')).toBe('2026-11-21');
    expect(asked?.searchParams.get('date_to')).toBe('2026-11-21');
    expect(asked?.searchParams.has('search')).toBe(false);
  });

  it("a link to one order (the search holds its whole id, as an operation's \"ID сделки\" opens) shows that order's sheet", async () => {
    const past = responseExample('/traders/orders/history', 'default') as { items: { id: string; amount_rub: number }[] };
    const order = past.items[1]!;
    renderWith({ ...NO_FILTERS, q: order.id }, examples);
    const sheet = await screen.findByRole('dialog', {}, { timeout: 5000 }); // the sheet's code loads on demand
    expect(within(sheet).getByTitle(`Скопировать номер сделки: ${order.id}`)).toBeTruthy();
  });

  it('a search by a part of an id opens no sheet by itself', async () => {
    const past = responseExample('/traders/orders/history', 'default') as { items: { id: string }[] };
    renderWith({ ...NO_FILTERS, q: past.items[1]!.id.slice(0, 8) }, examples);
    await screen.findByRole('list', { name: 'Сделки по дням' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('nothing found says so and offers to reset the range and search, keeping the tab', async () => {
    const { changes } = renderWith({ ...NO_FILTERS, status: 'COMPLETE', q: 'Несуществующий' }, examples);
    expect(await screen.findByRole('heading', { name: 'Ничего не найдено' })).toBeTruthy();
    screen.getByRole('button', { name: 'Сбросить фильтры' }).click();
    expect(changes.at(-1)).toEqual({ ...NO_FILTERS, status: 'COMPLETE' });
  });

  it('more finished orders than one page: "Показать ещё" asks for the next page and adds it', async () => {
    const past = responseExample('/traders/orders/history', 'default') as { items: { id: string }[]; total: number };
    const { server } = renderWith(NO_FILTERS, (path, url) => {
      if (path === '/traders/orders/history') {
        const page = Number(url.searchParams.get('page'));
        return [200, { items: page === 1 ? past.items.slice(0, 10) : past.items.slice(10), total: past.items.length }];
      }
      return examples(path);
    });
    await screen.findByRole('list', { name: 'Сделки по дням' });
    expect(screen.getByText('Загружено 10 из 15 завершённых сделок')).toBeTruthy();
    expect(screen.getByTestId('history-count').textContent).toBe('12 сделок');
    screen.getByRole('button', { name: 'Показать ещё' }).click();
    await waitFor(() => expect(screen.getByTestId('history-count').textContent).toBe('17 сделок'));
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    expect(server.urls.filter((u) => u.pathname.endsWith('/traders/orders/history')).map((u) => u.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it.each([404, 405, 501])('a backend without the history call (%i): the current orders and a note, no error', async (status) => {
    renderWith(NO_FILTERS, (path) => (path === '/traders/orders/history' ? [status, { detail: 'Not Found' }] : examples(path)));
    const list = await screen.findByRole('list', { name: 'Сделки по дням' });
    expect(within(list).getAllByText('В работе')).toHaveLength(2);
    expect(screen.getByRole('note').textContent).toContain('сервер не отдаёт историю');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('history-count').textContent).toBe('2 сделки');
  });

  it('a failing history call is still an error (500 is no missing call)', async () => {
    renderWith(NO_FILTERS, (path) => (path === '/traders/orders/history' ? [500, { detail: 'boom' }] : examples(path)));
    expect(await screen.findByRole('heading', { name: 'Не удалось загрузить историю' })).toBeTruthy();
  });
});
