// Issue 39: a tap on История renders History once, with its rows: its first page is fetched at
// idle once home has settled, under the key History's view reads, so the view's first render
// finds it in the cache (no empty render, no request, no second render with the rows).
import { QueryClientProvider } from '@tanstack/react-query';
import { Profiler } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HistoryView } from '../../features/history/components/history-view.tsx';
import { NO_FILTERS } from '../../features/history/model/filters.ts';
import { ApiContext, type ApiRuntime } from '../../shared/api/api-context.ts';
import { orderListQuery, traderQuery } from '../../shared/api/resources.ts';
import { exampleServer, responseExample } from '../../shared/lib/testing/contract-examples.ts';
import { warmHistoryWhenIdle } from './warm-history.ts';

const names = { paymentMethodName: (id: number) => `#${id}`, bankName: (id: number) => `#${id}` };

const examples = (path: string): [number, unknown] => {
  if (path === '/traders/orders/history') return [200, responseExample('/traders/orders/history', 'default')];
  if (path === '/traders/orders') return [200, responseExample('/traders/orders', 'default')];
  if (path === '/traders') return [200, responseExample('/traders', 'default')];
  if (path === '/redirects') return [200, responseExample('/redirects', 'none')];
  return [404, { detail: 'Not Found' }];
};

/** A window whose idle callbacks run on the next task, with the queue to read. */
function idleWindow() {
  const idle: (() => void)[] = [];
  const win = {
    requestIdleCallback: (run: () => void) => idle.push(run),
    cancelIdleCallback: () => undefined,
  } as unknown as Window;
  return { win, runIdle: () => idle.splice(0).forEach((run) => run()) };
}

/** Renders History over `server`, recording after each commit whether the skeleton or the rows were on screen. */
function renderHistory(server: ReturnType<typeof exampleServer>) {
  const runtime = { api: server.api, queryClient: server.queryClient, session: { getAccessToken: () => 'token' } } as unknown as ApiRuntime;
  const commits: { skeleton: boolean; rows: number }[] = [];
  render(
    <Profiler
      id="history"
      onRender={() =>
        commits.push({
          skeleton: document.querySelector('[aria-label="Загрузка истории"]') !== null,
          rows: document.querySelectorAll('[data-history-list] [data-order-id]').length,
        })
      }
    >
      <QueryClientProvider client={server.queryClient}>
        <ApiContext.Provider value={runtime}>
          <HistoryView filters={NO_FILTERS} onFiltersChange={() => undefined} names={names} now={() => Date.parse('2026-11-24T06:00:00Z')} />
        </ApiContext.Provider>
      </QueryClientProvider>
    </Profiler>,
  );
  return commits;
}

describe('History warmed at idle', () => {
  it("waits for an idle moment, then fetches the first page History reads and the other menu screens' redirect lookups (ADR 0052)", async () => {
    const server = exampleServer(examples);
    const { win, runIdle } = idleWindow();
    warmHistoryWhenIdle(server.queryClient, server.api, win);
    expect(server.requests).toEqual([]);
    runIdle();
    await waitFor(() => expect([...server.requests].sort()).toEqual(['/redirects', '/redirects', '/redirects', '/redirects', '/traders/orders/history']));
    expect(server.urls.find((url) => url.pathname.endsWith('/traders/orders/history'))!.search).toBe('?size=100&page=1');
    const looked = server.urls.filter((url) => url.pathname.endsWith('/redirects')).map((url) => url.searchParams.get('path'));
    expect(looked.sort()).toEqual(['/balance', '/help', '/history', '/requisite']);
  });

  it('History then renders its rows in its first render, with no skeleton and no request', async () => {
    const server = exampleServer(examples);
    // What the guards warm for home (the trader and the current orders), then the idle prefetch.
    await server.queryClient.fetchQuery(traderQuery(server.api));
    await server.queryClient.fetchQuery(orderListQuery(server.api));
    const { win, runIdle } = idleWindow();
    warmHistoryWhenIdle(server.queryClient, server.api, win);
    runIdle();
    await waitFor(() => expect(server.requests).toContain('/traders/orders/history'));
    await waitFor(() => expect(server.queryClient.isFetching()).toBe(0));
    const asked = server.requests.length;

    const commits = renderHistory(server);
    expect(commits[0]).toEqual({ skeleton: false, rows: expect.any(Number) });
    expect(commits[0]!.rows).toBeGreaterThan(0);
    expect(commits.some((c) => c.skeleton)).toBe(false);
    expect(screen.getByRole('list', { name: 'Сделки по дням' })).toBeTruthy();
    // Fresh: History asks for nothing more.
    expect(server.requests.length).toBe(asked);
  });

  it('without the prefetch, History shows its skeleton first and its rows only once the page has come', async () => {
    const server = exampleServer(examples);
    await server.queryClient.fetchQuery(traderQuery(server.api));
    await server.queryClient.fetchQuery(orderListQuery(server.api));
    const commits = renderHistory(server);
    expect(commits[0]).toEqual({ skeleton: true, rows: 0 });
    await screen.findByRole('list', { name: 'Сделки по дням' });
    expect(commits.at(-1)!.rows).toBeGreaterThan(0);
  });
});
