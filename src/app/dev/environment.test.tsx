import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptEarlySignIn } from '../../features/auth/model/early-sign-in.ts';
import { installDevEnvironment } from './environment.ts';

const realFetch = window.fetch;
afterEach(() => {
  window.fetch = realFetch;
  delete window.__traderEarlySignIn;
});

describe('the dev environment', () => {
  it("launches as Telegram, then sends the early token request with the scenario's Prefer header", async () => {
    window.history.replaceState(null, '', '/?scenario=no-access');
    const sent: Request[] = [];
    window.fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(input, init));
      return Promise.resolve(new Response('{}', { status: 403 }));
    });

    await installDevEnvironment(window);

    const launch = new URLSearchParams(window.location.hash.slice(1));
    const initDataRaw = launch.get('tgWebAppData') ?? '';
    expect(new URLSearchParams(initDataRaw).get('hash')).toMatch(/^[0-9a-f]{64}$/);
    expect(sent).toHaveLength(1);
    const [early] = sent;
    expect(early?.method).toBe('POST');
    expect(early?.url).toBe(`${window.location.origin}/gateway/api/v1/auth/token`);
    expect(early?.headers.get('Prefer')).toBe('code=403, example=no_in_whitelist');
    expect(await early?.json()).toEqual({ init_data_raw: initDataRaw, hash: new URLSearchParams(initDataRaw).get('hash') });

    // The production sequence adopts it: the app's own token request is answered by it.
    const early403 = window.__traderEarlySignIn;
    expect(early403).toBeDefined();
    const fetchImpl = adoptEarlySignIn((request) => window.fetch(request), early403);
    const reply = await fetchImpl(new Request(early403?.url ?? '', { method: 'POST', body: early403?.body ?? '' }));
    expect(reply.status).toBe(403);
    expect(sent).toHaveLength(1);

    // The page's later requests go through the scenario too: a second sign-in, and one it does not name.
    await fetchImpl(new Request(early403?.url ?? '', { method: 'POST', body: early403?.body ?? '' }));
    await window.fetch(`${window.location.origin}/api/v1/data/banks`);
    expect(sent.map((request) => request.headers.get('Prefer'))).toEqual(['code=403, example=no_in_whitelist', 'code=403, example=no_in_whitelist', null]);
  });
});
