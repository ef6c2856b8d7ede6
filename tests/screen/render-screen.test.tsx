// The screen layer's own promises (tests/support/render-screen.tsx): the real start against the
// backend, the socket, the Telegram client on the bridge, and the request log per test.
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../support/render-screen.tsx';

describe('renderScreen', () => {
  it('signs in with the launch init data, runs the guard round and shows the screen with its data', async () => {
    const s = await renderScreen('balance');
    await expect(s.getByRole('heading', { name: 'Баланс', level: 1 })).toBeVisible();
    expect(s.requests()[0]).toMatchObject({ operationId: 'issueToken', status: 200 });
    expect(s.requests({ operationId: 'getBalance', authorized: true })).toHaveLength(1);
  });

  it("connects the app's socket client to the backend's socket once signed in", async () => {
    const s = await renderScreen('index');
    await waitFor(() => expect(s.backend.sockets()).toBe(1), { timeout: 8000 });
    expect(s.backend.handshakes).toEqual([expect.objectContaining({ accepted: true })]);
  });

  it('navigate resolves with the new route rendered, also when the guard round needs no request', async () => {
    // Balance's round fetched the status and the redirects; Help's and Balance's again come from
    // the cache while fresh (ADR 0041), so each navigation completes without a request between.
    const s = await renderScreen('balance');
    await s.navigate('/help');
    expect(document.querySelector('h1')?.textContent).toBe('Помощь');
    await s.navigate('/balance');
    expect(document.querySelector('h1')?.textContent).toBe('Баланс');
  });

  it('fills a route param and keeps the query: a 404 for a param its rule refuses', async () => {
    const s = await renderScreen('help-categoryId', { categoryId: 1 }, { search: 'from=test' });
    expect(s.location()).toBe('/help/1?from=test');
    await expect(renderScreen('balance-operations-id', { operationId: 'not-a-uuid' })).rejects.toThrow('does not accept params');
  });

  it('with the Telegram client, the app draws the native MainButton and the client gets its events', async () => {
    const s = await renderScreen('balance-conclusion', {}, { client: {} });
    await waitFor(() => expect(s.mainButton()).toEqual({ text: 'Вывести', visible: true, active: true, progress: false }), { timeout: 8000 });
    expect(s.posted('web_app_ready')).toHaveLength(1);
    await expect(s.getByRole('button', { name: 'Вывести' })).toHaveCount(0);
  });
});
