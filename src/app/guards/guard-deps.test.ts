// The guards warm the first screen's data once; later navigations do not wait for it again.
import { describe, expect, it } from 'vitest';
import { createRuntime } from '../runtime.ts';
import { createGuardDeps } from './guard-deps.ts';

const BODIES: Record<string, unknown> = {
  '/traders/balance': { total_amount: 1, available_amount: 1, frozen_amount: 0, currency_code: 'USDT' },
  '/config': {},
  '/traders/orders': { total: 0, items: [] },
};

function setup() {
  const requests: string[] = [];
  const rt = createRuntime({
    env: {},
    origin: 'http://app.test',
    launch: { initDataRaw: null, hash: null, startParam: null, platform: 'web', userId: null },
    storage: { length: 0, key: () => null, getItem: () => null, setItem: () => undefined, removeItem: () => undefined, clear: () => undefined },
    fetch: async (request: Request) => {
      const path = new URL(request.url).pathname.replace('/api/v1', '');
      requests.push(path);
      return new Response(JSON.stringify(BODIES[path] ?? {}), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { rt, deps: createGuardDeps(rt), requests };
}

describe('prefetchFirstScreen', () => {
  it('warms balance, config and, on home, the current orders for the first screen only', async () => {
    const { rt, deps, requests } = setup();
    await deps.prefetchFirstScreen('/');
    expect(requests.sort()).toEqual(['/config', '/traders/balance', '/traders/orders']);

    await rt.queryClient.invalidateQueries(); // everything stale, as after 30 s
    requests.length = 0;
    await deps.prefetchFirstScreen('/history');
    await deps.prefetchFirstScreen('/');
    expect(requests).toEqual([]);
  });

  it('does not fetch the current orders when the first screen is not home', async () => {
    const { deps, requests } = setup();
    await deps.prefetchFirstScreen('/help');
    expect(requests.sort()).toEqual(['/config', '/traders/balance']);
  });
});
