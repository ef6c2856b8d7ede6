// Auto-accept running with the balance under the minimum for trading (issue 37): the card does not
// keep saying it is looking for an order; it says why none comes and offers the top-up.
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiContext, type ApiRuntime } from '../../../shared/api/api-context.ts';
import { exampleServer, responseExample } from '../../../shared/lib/testing/contract-examples.ts';
import { PATHS } from '../../../shared/routes/route-table.ts';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { AutoacceptSearch, underMinimum } from './autoaccept-search.tsx';

type StatusData = components['schemas']['StatusData'];
type Config = components['schemas']['Config'];

const config = responseExample('/config', 'default') as Config;
const running = responseExample('/traders/check', 'autoaccept') as StatusData & { autoaccept_expired_at: string };

function renderSearch(status: StatusData, expiresAt = '2999-01-01T00:00:00Z') {
  const server = exampleServer(() => [404, { detail: 'Not Found' }]);
  const runtime = { clients: server.clients, api: server.api, queryClient: server.queryClient, session: { getAccessToken: () => 'token' } } as unknown as ApiRuntime;
  const went: string[] = [];
  render(
    <QueryClientProvider client={server.queryClient}>
      <ApiContext.Provider value={runtime}>
        <AutoacceptSearch expiresAt={expiresAt} {...underMinimum(status, config, (to) => went.push(to))} />
      </ApiContext.Provider>
    </QueryClientProvider>,
  );
  return went;
}

describe('AutoacceptSearch under the minimum for trading', () => {
  it('with 0,00 USDT says why no order comes, names the minimum, and "Пополнить" opens the top-up', () => {
    const went = renderSearch({ ...running, available_balance: 0, allowed_overdraft: 0 });
    expect(screen.getByRole('heading', { name: 'Баланс ниже минимума' })).toBeTruthy();
    expect(screen.queryByText('Ищем подходящую сделку')).toBeNull();
    expect(document.querySelector('.orders-search .orders-text')?.textContent).toBe('Сделки не придут, пока на балансе меньше 100,00\u00a0USDT. Пополните его.');
    fireEvent.click(screen.getByRole('button', { name: 'Пополнить' }));
    expect(went).toEqual([PATHS['balance-replenish']]);
    expect(screen.getByRole('button', { name: 'Остановить поиск' })).toBeTruthy();
  });

  it('counts the overdraft: 40 available and 50 overdraft are still under 100', () => {
    renderSearch({ ...running, available_balance: '40.000', allowed_overdraft: '50' });
    expect(screen.getByRole('heading', { name: 'Баланс ниже минимума' })).toBeTruthy();
  });

  it('with enough balance keeps searching, with no top-up offered', () => {
    renderSearch(running);
    expect(screen.getByRole('heading', { name: 'Ищем подходящую сделку' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Пополнить' })).toBeNull();
  });
});

describe('AutoacceptSearch once its time is up', () => {
  it('says the search is ending and asks for the one action it offers, the stop (a new search starts from home)', () => {
    renderSearch(running, '2000-01-01T00:00:00Z');
    expect(screen.getByRole('heading', { name: 'Время поиска истекло' })).toBeTruthy();
    expect(document.querySelector('.orders-search .orders-text')?.textContent).toBe('Автоприём скоро остановится. Чтобы начать новый поиск, остановите этот.');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Остановить поиск']);
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
