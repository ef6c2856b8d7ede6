// Issue 39: index.html's inline script sends home's first data round as soon as the token arrives,
// and the app's guard round adopts those answers instead of sending the requests again. Here the
// real inline script (its source text, as the build inlines it) runs over a fake window, then the
// app's real runtime, clients, middleware and guard pipeline start over the same network.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryDocument } from '../features/auth/model/entry-document.testing.ts';
import { adoptEarlySignIn, earlySignInScript, type AdoptingFetch } from '../features/auth/model/early-sign-in.ts';
import { balanceQuery, traderKey } from '../shared/api/resources.ts';
import { responseExample } from '../shared/lib/testing/contract-examples.ts';
import { HOME_FIRST_ROUND, firstRoundPlan } from './first-round.ts';
import { createGuardDeps } from './guards/guard-deps.ts';
import { outcome, type GuardOutcome } from './guards/testing.ts';
import { createRuntime, type AppRuntime } from './runtime.ts';

const ORIGIN = 'https://app.test';
const INIT_DATA = 'auth_date=1763769600&query_id=AAH&user=%7B%22id%22%3A1%7D&hash=abc123';
const b64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (n: number) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: '1', exp: 4_102_444_800, n })}.c2lnbmF0dXJl`;
const EARLY_TOKEN = jwt(1);
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const EXAMPLES: Record<string, [string, string]> = {
  '/traders': ['/traders', 'default'],
  '/traders/check': ['/traders/check', 'done'],
  '/redirects': ['/redirects', 'none'],
  '/currencies': ['/currencies', 'default'],
  '/payment-systems': ['/payment-systems', 'default'],
  '/payment-methods': ['/payment-methods', 'default'],
  '/data/banks': ['/data/banks', 'default'],
  '/traders/balance': ['/traders/balance', 'default'],
  '/config': ['/config', 'default'],
  '/traders/orders': ['/traders/orders', 'default'],
};

interface Sent {
  /** 'early' for the inline script's fetches, 'app' for the app's own. */
  by: 'early' | 'app';
  method: string;
  /** Path and query after the API's base (/api/v1 or /gateway/api/v1). */
  path: string;
  authorization: string | null;
  requestId: string | null;
}

/**
 * One network for the page: the token endpoint answers `signIn` (the sign-in, then a refresh or
 * a new sign-in get a new token each), the trader API its examples, or `trader` first.
 */
function network(options: { signIn?: () => Response; trader?: (path: string, sent: Sent) => Response | null } = {}) {
  const sent: Sent[] = [];
  let tokens = 100;
  const answer = (sentBy: Sent['by'], url: URL, method: string, headers: Headers): Response => {
    const path = url.pathname.replace(/^\/(gateway\/)?api\/v1/, '') + url.search;
    const entry: Sent = { by: sentBy, method, path, authorization: headers.get('Authorization'), requestId: headers.get('x-request-id') };
    sent.push(entry);
    if (url.pathname.startsWith('/gateway/')) {
      if (path === '/auth/token' && options.signIn) return options.signIn();
      return json(200, { access_token: jwt(tokens++), refresh_token: `r${tokens}` });
    }
    const own = options.trader?.(url.pathname.replace('/api/v1', ''), entry);
    if (own) return own;
    const example = EXAMPLES[url.pathname.replace('/api/v1', '')];
    if (!example) return json(404, { detail: 'not found' });
    return json(200, responseExample(...example));
  };
  return {
    sent,
    /** The inline script's fetch (a URL and init, as in index.html). */
    early: (url: string, init: RequestInit = {}) => Promise.resolve(answer('early', new URL(url), init.method ?? 'GET', new Headers(init.headers))),
    /** The app's fetch (a Request, as openapi-fetch sends it). */
    app: (request: Request) => Promise.resolve(answer('app', new URL(request.url), request.method, request.headers)),
  };
}

/** Runs the inline script of the build over a fake window at `href`; returns what it left for the app. */
function runInlineScript(href: string, net: ReturnType<typeof network>, page = entryDocument()) {
  let id = 0;
  const win = {
    location: new URL(href),
    sessionStorage: { getItem: () => null },
    crypto: { randomUUID: () => `00000000-0000-4000-8000-${String(++id).padStart(12, '0')}` },
    fetch: net.early,
    document: page.document,
    setTimeout,
    clearTimeout,
  } as unknown as Window;
  new Function('window', earlySignInScript('/gateway/api/v1', firstRoundPlan('/api/v1')))(win);
  return win.__traderEarlySignIn;
}

const launchHash = (extra: Record<string, string> = {}) =>
  `#${new URLSearchParams({ tgWebAppData: INIT_DATA, tgWebAppVersion: '8.0', tgWebAppPlatform: 'ios', tgWebAppThemeParams: '{}', ...extra }).toString()}`;

const opened: AppRuntime[] = [];
afterEach(() => {
  opened.splice(0).forEach((rt) => rt.session.dispose());
  vi.restoreAllMocks();
});

/** The app's start as main.tsx runs it: the runtime over the adopting fetch, the sign-in, the guards for `path`. */
async function start(net: ReturnType<typeof network>, early: ReturnType<typeof runInlineScript>, path = '/'): Promise<{ rt: AppRuntime; result: GuardOutcome; fetch: AdoptingFetch }> {
  const fetch = adoptEarlySignIn(net.app, early);
  const rt = createRuntime({
    env: {},
    origin: ORIGIN,
    launch: { initDataRaw: INIT_DATA, hash: 'abc123', startParam: null, platform: 'ios', userId: 1 },
    storage: { length: 0, key: () => null, getItem: () => null, setItem: () => undefined, removeItem: () => undefined, clear: () => undefined },
    fetch,
  });
  opened.push(rt);
  rt.session.start();
  // The guards as the app runs them: React Router middleware over a memory router.
  const result = await outcome(path, createGuardDeps(rt));
  return { rt, result, fetch };
}

const appTrader = (net: ReturnType<typeof network>) => net.sent.filter((s) => s.by === 'app' && !s.path.startsWith('/auth/'));

describe("home's first round", () => {
  it('is the list of GETs the guard round sends for / (the list the inline script sends)', async () => {
    const net = network();
    const { result } = await start(net, undefined);
    expect(result).toEqual({ kind: 'render' });
    expect(appTrader(net).map((s) => `${s.method} ${s.path}`).sort()).toEqual(HOME_FIRST_ROUND.map((p) => `GET ${p}`).sort());
  });

  it('leaves with the early token; the app adopts every answer and sends no request of its own', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const net = network({ signIn: () => json(200, { access_token: EARLY_TOKEN, refresh_token: 'early' }) });
    const page = entryDocument();
    const early = runInlineScript(`${ORIGIN}/${launchHash()}`, net, page);
    expect(page.started(), 'the entry waits for the round, not the page').toEqual([]);
    await early?.round;
    const round = net.sent.filter((s) => s.by === 'early' && s.method === 'GET');
    expect(round.map((s) => s.path)).toEqual([...HOME_FIRST_ROUND]);
    expect(page.started(), 'the round has left: the entry runs').toHaveLength(3);
    expect(round.every((s) => s.authorization === `Bearer ${EARLY_TOKEN}` && s.requestId !== null)).toBe(true);

    const { rt, result } = await start(net, early);
    expect(result).toEqual({ kind: 'render' });
    expect(net.sent.filter((s) => s.by === 'app')).toEqual([]);
    // The answers went through the client (validated) into the query cache, under the app's keys.
    expect(rt.queryClient.getQueryData(traderKey)).toMatchObject({ id: expect.any(Number) as number });
    expect(rt.queryClient.getQueryData(balanceQuery(rt.api).queryKey)).toMatchObject(responseExample('/traders/balance', 'default') as object);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('is not sent when the token request fails or is refused: the app goes on as before', async () => {
    for (const refusal of [json(401, { detail: 'init data expired' }), json(403, { detail: 'no_in_whitelist' }), json(500, {})]) {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const net = network({ signIn: () => refusal.clone() });
      const early = runInlineScript(`${ORIGIN}/${launchHash()}`, net);
      await expect(early?.round).resolves.toBeNull();
      expect(net.sent.filter((s) => s.by === 'early').map((s) => s.path)).toEqual(['/auth/token']);
      const { result } = await start(net, early);
      // Refused init data is an error screen, not whitelisted the access page: no data request at all.
      expect(result.kind === 'render').toBe(false);
      expect(appTrader(net)).toEqual([]);
      vi.restoreAllMocks();
    }
  });

  it('is not sent from another page or a deep link: the app sends its own round', async () => {
    for (const href of [`${ORIGIN}/history${launchHash()}`, `${ORIGIN}/${launchHash({ tgWebAppStartParam: 'history' })}`]) {
      const net = network({ signIn: () => json(200, { access_token: EARLY_TOKEN, refresh_token: 'early' }) });
      const early = runInlineScript(href, net);
      await expect(early?.round).toBeUndefined();
      expect(net.sent.filter((s) => s.by === 'early').map((s) => s.path)).toEqual(['/auth/token']);
    }
  });

  it('a 401 on an early answer recovers the session and sends the request again, as a 401 always did', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let refused = 0;
    const net = network({
      signIn: () => json(200, { access_token: EARLY_TOKEN, refresh_token: 'early' }),
      trader: (path, sent) => (path === '/traders' && sent.authorization === `Bearer ${EARLY_TOKEN}` ? (refused++, json(401, { detail: 'token expired' })) : null),
    });
    const early = runInlineScript(`${ORIGIN}/${launchHash()}`, net);
    await early?.round;
    const { rt, result } = await start(net, early);
    expect(result).toEqual({ kind: 'render' });
    expect(refused).toBe(1);
    // The refresh, then GET /traders again with the new token; nothing else went to the network.
    expect(net.sent.filter((s) => s.by === 'app').map((s) => s.path)).toEqual(['/auth/token/refresh', '/traders']);
    expect(net.sent.at(-1)?.authorization).not.toBe(`Bearer ${EARLY_TOKEN}`);
    expect(rt.queryClient.getQueryData(traderKey)).toMatchObject({ id: expect.any(Number) as number });
    expect(rt.session.ended()).toBeNull();
  });

  it('an early answer the round did not adopt is never used once released, nor under another token', async () => {
    const net = network({ signIn: () => json(200, { access_token: EARLY_TOKEN, refresh_token: 'early' }) });
    const early = runInlineScript(`${ORIGIN}/${launchHash()}`, net);
    const round = await early?.round;
    // A GET under another token (another session) is not answered early.
    const other = adoptEarlySignIn(net.app, early);
    const foreign = new Request(round!.requests[0]!.url, { headers: { Authorization: 'Bearer other' } });
    await other(foreign);
    expect(net.sent.at(-1)).toMatchObject({ by: 'app', path: '/traders', authorization: 'Bearer other' });
    // Released (the first navigation settled): the same GET goes to the network.
    other.release();
    await other(new Request(round!.requests[0]!.url, { headers: { Authorization: `Bearer ${EARLY_TOKEN}` } }));
    expect(net.sent.at(-1)).toMatchObject({ by: 'app', path: '/traders', authorization: `Bearer ${EARLY_TOKEN}` });
  });
});
