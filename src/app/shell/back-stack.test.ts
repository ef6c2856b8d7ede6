// @vitest-environment jsdom
import { createMemoryRouter, type DataRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../../domain/session-store.ts';
import { trackNavigation } from './back-stack.ts';

const routes = [{ path: '/', children: [{ index: true }, { path: 'balance' }, { path: 'balance/operations' }, { path: 'help' }] }];

function setup() {
  const router: DataRouter = createMemoryRouter(routes, { initialEntries: ['/'] });
  const store = createSessionStore(window.sessionStorage);
  const probe = trackNavigation(router, store);
  return { router, probe, store };
}

describe('trackNavigation: the history index (no router internals)', () => {
  it('counts pushes, keeps the index on a replace and reads it back on a pop', async () => {
    window.sessionStorage.clear();
    const { router, probe } = setup();
    expect(probe.canGoBack()).toBe(false);
    await router.navigate('/balance');
    expect(probe.canGoBack()).toBe(true);
    await router.navigate('/balance?tab=2', { replace: true });
    expect(probe.canGoBack()).toBe(true);
    await router.navigate('/balance/operations');
    await router.navigate(-1);
    expect(probe.canGoBack()).toBe(true);
    await router.navigate(-1);
    expect(probe.canGoBack()).toBe(false);
    expect(probe.navigating()).toBe(false);
  });

  it("keeps each entry's index by location key in session storage (a reload reads it back)", async () => {
    window.sessionStorage.clear();
    const first = setup();
    await first.router.navigate('/balance');
    const key = first.router.state.location.key;
    const stored = JSON.parse(window.sessionStorage.getItem('tapps/history-index') ?? '[]') as [string, number][];
    expect(new Map(stored).get(key)).toBe(1);
    expect(new Map(stored).get('default')).toBe(0);
  });
});
