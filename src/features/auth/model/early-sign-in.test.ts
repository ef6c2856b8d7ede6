// The early sign-in: what index.html's inline script sends, and how the app adopts it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClients, type ApiClients } from '../../../shared/api/client.ts';
import { ApiError, RequestTimeoutError } from '../../../shared/api/errors.ts';
import { entryDocument } from './entry-document.testing.ts';
import { CACHED_BUILD, ENTRY_AFTER_SIGN_IN_MS, ENTRY_ATTRIBUTE, EARLY_SIGN_IN_NAMES, adoptEarlySignIn, earlySignInScript, sendEarlySignIn, startEntry, type EarlyRound, type EarlySignIn } from './early-sign-in.ts';
import { createAuthSession } from './session.ts';

const INIT_DATA = 'auth_date=1763769600&query_id=AAH&user=%7B%22id%22%3A1%7D&hash=abc123';
const launchHash = (initData = INIT_DATA) =>
  `#${new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppPlatform: 'ios', tgWebAppThemeParams: '{}' }).toString()}`;
const UUID = '0b9c3f4e-9d1a-4c2b-8e7f-123456789abc';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeWindow(href: string, stored: string | null = null) {
  const sent: { url: string; init: RequestInit }[] = [];
  const win = {
    location: new URL(href),
    sessionStorage: { getItem: (key: string) => (key === 'tapps/launchParams' ? stored : null) },
    crypto: { randomUUID: () => UUID },
    fetch: (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return Promise.resolve(json(200, { access_token: 'a', refresh_token: 'r' }));
    },
  } as unknown as Window;
  return { win, sent };
}

describe('sendEarlySignIn (inline in index.html)', () => {
  it('posts the launch init data and its hash to the gateway token endpoint, with a request id', () => {
    const { win, sent } = fakeWindow(`https://app.test/${launchHash()}`);
    sendEarlySignIn(win, '/gateway/api/v1/', EARLY_SIGN_IN_NAMES);
    expect(sent).toEqual([
      {
        url: 'https://app.test/gateway/api/v1/auth/token',
        init: { method: 'POST', headers: { 'Content-Type': 'application/json', 'x-request-id': UUID }, body: JSON.stringify({ init_data_raw: INIT_DATA, hash: 'abc123' }) },
      },
    ]);
    expect(win.__traderEarlySignIn).toMatchObject({ url: 'https://app.test/gateway/api/v1/auth/token', requestId: UUID });
  });

  it('reads the SDK session-storage copy after a reload, and an absolute gateway base as is', () => {
    const stored = JSON.stringify(launchHash().slice(1));
    const { win, sent } = fakeWindow('https://app.test/history', stored);
    sendEarlySignIn(win, 'https://gw.example.test/api/v1', EARLY_SIGN_IN_NAMES);
    expect(sent.map((s) => s.url)).toEqual(['https://gw.example.test/api/v1/auth/token']);
    expect(JSON.parse(sent[0]!.init.body as string)).toEqual({ init_data_raw: INIT_DATA, hash: 'abc123' });
  });

  it('sends nothing outside Telegram, without a hash, or with unreadable storage', () => {
    const cases = [
      fakeWindow('https://app.test/'),
      fakeWindow(`https://app.test/${launchHash('auth_date=1&user=%7B%7D')}`),
      fakeWindow('https://app.test/#tgWebAppData=query_id%3D1%26hash%3Dh'), // no platform, no version
      fakeWindow('https://app.test/', '{not json'),
    ];
    for (const { win, sent } of cases) {
      expect(() => sendEarlySignIn(win, '/gateway/api/v1', EARLY_SIGN_IN_NAMES)).not.toThrow();
      expect(sent).toEqual([]);
      expect(win.__traderEarlySignIn).toBeUndefined();
    }
  });

  it('works from its inlined source text alone (no module scope to lean on), and then runs the entry', () => {
    const { win, sent } = fakeWindow(`https://app.test/${launchHash()}`);
    const page = entryDocument();
    Object.assign(win, { document: page.document, setTimeout });
    new Function('window', earlySignInScript('/gateway/api/v1'))(win);
    expect(sent).toHaveLength(1);
    expect(win.__traderEarlySignIn?.body).toBe(JSON.stringify({ init_data_raw: INIT_DATA, hash: 'abc123' }));
    // No round planned (another page): the entry runs at once, as a module script would.
    expect(page.started()).toEqual(['https://app.test/assets/rolldown-runtime-a.js', 'https://app.test/assets/libraries-b.js', 'https://app.test/assets/index-c.js']);
  });
});

describe('startEntry (inline in index.html: runs the entry once the first round has left)', () => {
  afterEach(() => vi.useRealTimers());

  /** A window whose inline sign-in left `round` (or none), with `stored` as local storage's items. */
  function pageWith(round: Promise<EarlyRound | null> | undefined, readyState: DocumentReadyState = 'complete', stored: Record<string, string> = {}) {
    const page = entryDocument(readyState);
    const early = { url: 'u', body: 'b', requestId: null, response: Promise.resolve(json(200, {})), round };
    const localStorage = { getItem: (key: string) => stored[key] ?? null };
    const win = { document: page.document, localStorage, setTimeout, clearTimeout, __traderEarlySignIn: round ? early : undefined } as unknown as Window;
    return { win, page };
  }

  it('without an early round, adds the entry links as module scripts at once, in document order, with their CORS mode', () => {
    const { win, page } = pageWith(undefined);
    startEntry(win, ENTRY_ATTRIBUTE, 15_000);
    expect(page.added).toEqual([
      { type: 'module', crossOrigin: '', src: 'https://app.test/assets/rolldown-runtime-a.js' },
      { type: 'module', crossOrigin: '', src: 'https://app.test/assets/libraries-b.js' },
      { type: 'module', crossOrigin: '', src: 'https://app.test/assets/index-c.js' },
    ]);
  });

  it('with a sign-in but no round (another page, a deep link), runs the entry at once', () => {
    const page = entryDocument();
    const early: EarlySignIn = { url: 'u', body: 'b', requestId: null, response: Promise.resolve(json(200, {})) };
    const win = { document: page.document, setTimeout, clearTimeout, __traderEarlySignIn: early } as unknown as Window;
    startEntry(win, ENTRY_ATTRIBUTE, 15_000);
    expect(page.started()).toHaveLength(3);
  });

  it('while the document is still parsed, waits for its end (the links come after the script)', () => {
    const { win, page } = pageWith(undefined, 'loading');
    startEntry(win, ENTRY_ATTRIBUTE, 15_000);
    expect(page.started()).toEqual([]);
    page.finishParsing();
    expect(page.started()).toHaveLength(3);
  });

  it('with a round, runs the entry only once it has left (or found no token), once', async () => {
    vi.useFakeTimers();
    for (const sent of [{ token: 't', requests: [] }, null]) {
      let leave!: (round: EarlyRound | null) => void;
      const { win, page } = pageWith(new Promise((resolve) => (leave = resolve)));
      startEntry(win, ENTRY_ATTRIBUTE, 15_000);
      await vi.advanceTimersByTimeAsync(200);
      expect(page.started(), 'the token has not come: the page thread stays free for it').toEqual([]);
      leave(sent);
      await vi.advanceTimersByTimeAsync(0);
      expect(page.started()).toHaveLength(3);
      expect(vi.getTimerCount(), 'its timer is dropped').toBe(0);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(page.started(), 'the timer does not add them again').toHaveLength(3);
    }
  });

  it('with a sign-in in flight, fetches the entry\'s files only ENTRY_AFTER_SIGN_IN_MS after it left, so its answer comes first on a cold link', async () => {
    vi.useFakeTimers();
    let leave!: (round: EarlyRound | null) => void;
    const { win, page } = pageWith(new Promise((resolve) => (leave = resolve)));
    startEntry(win, ENTRY_ATTRIBUTE, 15_000, ENTRY_AFTER_SIGN_IN_MS);
    await vi.advanceTimersByTimeAsync(ENTRY_AFTER_SIGN_IN_MS - 1);
    expect(page.preloaded(), 'the sign-in is still ahead').toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.preloaded(), 'all the entry\'s files, in document order').toEqual([
      'https://app.test/assets/rolldown-runtime-a.js',
      'https://app.test/assets/libraries-b.js',
      'https://app.test/assets/index-c.js',
    ]);
    expect(page.started(), 'fetched, not run: the round has not left').toEqual([]);
    leave({ token: 't', requests: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(page.started()).toHaveLength(3);
  });

  it('a build this browser has run before: fetches its files (from the HTTP cache) once the document is parsed, long before the token', async () => {
    vi.useFakeTimers();
    const { win, page } = pageWith(new Promise(() => {}), 'loading', { [CACHED_BUILD.key]: 'build-1' });
    startEntry(win, ENTRY_ATTRIBUTE, 15_000, ENTRY_AFTER_SIGN_IN_MS, CACHED_BUILD);
    expect(page.preloaded(), 'the links are not parsed yet').toEqual([]);
    page.finishParsing();
    expect(page.preloaded()).toHaveLength(3);
    expect(page.started(), 'fetched, not run').toEqual([]);
  });

  it('another build in storage (a release since), none, or storage unreadable: the files wait for the sign-in\'s head start', async () => {
    vi.useFakeTimers();
    const unreadable = { getItem: () => { throw new Error('SecurityError'); } };
    for (const storage of [{ [CACHED_BUILD.key]: 'build-0' }, {}, null]) {
      const { win, page } = pageWith(new Promise(() => {}), 'loading', storage ?? {});
      if (storage === null) Object.assign(win, { localStorage: unreadable });
      startEntry(win, ENTRY_ATTRIBUTE, 15_000, ENTRY_AFTER_SIGN_IN_MS, CACHED_BUILD);
      page.finishParsing();
      expect(page.preloaded()).toEqual([]);
      await vi.advanceTimersByTimeAsync(ENTRY_AFTER_SIGN_IN_MS);
      expect(page.preloaded()).toHaveLength(3);
    }
  });

  it('without a sign-in in flight, leaves the links to the module scripts, which fetch them as the entry runs at once', async () => {
    vi.useFakeTimers();
    const { win, page } = pageWith(undefined);
    startEntry(win, ENTRY_ATTRIBUTE, 15_000, ENTRY_AFTER_SIGN_IN_MS);
    expect(page.started()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(ENTRY_AFTER_SIGN_IN_MS * 10);
    expect(page.preloaded()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs the entry after the sign-in timeout when the round never leaves, so the app can show its error', async () => {
    vi.useFakeTimers();
    const { win, page } = pageWith(new Promise(() => {}));
    startEntry(win, ENTRY_ATTRIBUTE, 15_000);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(page.started()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.started()).toHaveLength(3);
  });

  it('passes the build\'s timeout into the inline script', () => {
    expect(earlySignInScript('/gateway/api/v1', null, 5000)).toMatch(/\(window, "data-trader-entry", 5000, 50, \{"key":"trader:code-cache-build","meta":"trader:build"\}\);$/);
  });
});

/** The app's real session and clients over `network`, adopting `early`. */
function app(early: EarlySignIn | undefined, network: (request: Request) => Promise<Response>, initDataRaw = INIT_DATA, timeoutMs = 1000) {
  const logger = { warn: vi.fn(), error: vi.fn() };
  let clients: ApiClients | null = null;
  const session = createAuthSession({ gateway: () => clients!.gateway, launch: { initDataRaw, hash: new URLSearchParams(initDataRaw).get('hash') }, logger });
  clients = createApiClients({
    traderBaseUrl: 'https://app.test/api/v1',
    gatewayBaseUrl: 'https://app.test/gateway/api/v1',
    timeoutMs,
    auth: session,
    logger,
    fetch: adoptEarlySignIn(network, early),
  });
  return session;
}

function early(response: Promise<Response>, body = JSON.stringify({ init_data_raw: INIT_DATA, hash: 'abc123' })): EarlySignIn {
  return { url: 'https://app.test/gateway/api/v1/auth/token', body, requestId: UUID, response };
}

const b64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (exp: number) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: '1', exp })}.c2lnbmF0dXJl`;

describe('adoptEarlySignIn', () => {
  it("answers the session's sign-in with the early response, once; later calls use the network", async () => {
    const network = vi.fn((request: Request) => Promise.resolve(json(200, { access_token: jwt(4_102_444_800), refresh_token: `net-${request.url}` })));
    const session = app(early(Promise.resolve(json(200, { access_token: jwt(4_102_444_800), refresh_token: 'early' }))), network);
    await expect(session.signIn()).resolves.toEqual({ kind: 'signed-in' });
    expect(network).not.toHaveBeenCalled();
    session.logout('test');
    await expect(session.signIn()).resolves.toEqual({ kind: 'signed-in' });
    expect(network).toHaveBeenCalledTimes(1);
    session.dispose();
  });

  it('goes to the network when the init data differs from what was sent early', async () => {
    const network = vi.fn(() => Promise.resolve(json(200, { access_token: jwt(4_102_444_800), refresh_token: 'n' })));
    const other = 'auth_date=1763769601&query_id=AAH&user=%7B%22id%22%3A2%7D&hash=def456';
    const session = app(early(Promise.resolve(json(500, {}))), network, other);
    await expect(session.signIn()).resolves.toEqual({ kind: 'signed-in' });
    expect(network).toHaveBeenCalledTimes(1);
    session.dispose();
  });

  it('reports an early failure as the sign-in failure, under the request id that was sent', async () => {
    const network = vi.fn(() => Promise.resolve(json(200, {})));
    const session = app(early(Promise.resolve(json(403, { detail: 'no_in_whitelist' }))), network);
    await expect(session.signIn()).resolves.toEqual({ kind: 'no-access', reason: 'not-whitelisted' });

    const failing = app(early(Promise.resolve(json(502, { detail: 'upstream down' }))), network);
    const error = await failing.signIn().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).context.requestId).toBe(UUID);
    expect(network).not.toHaveBeenCalled();
  });

  it('gives up on an early sign-in that never answers at its own deadline, not a full timeout after the adoption', async () => {
    const network = vi.fn(() => Promise.resolve(json(200, {})));
    // Sent 14.95 s ago with a 15 s timeout: the entry ran at the inline script's timer.
    const stale: EarlySignIn = { ...early(new Promise<Response>(() => undefined)), deadline: performance.now() + 50 };
    const session = app(stale, network, INIT_DATA, 5_000);
    const started = performance.now();
    await expect(session.signIn()).rejects.toBeInstanceOf(RequestTimeoutError);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(network).not.toHaveBeenCalled();
    session.dispose();
  });

  it('records that deadline when the inline script sends the sign-in', () => {
    const sent: EarlySignIn[] = [];
    const win = {
      location: { href: `https://app.test/#tgWebAppData=${encodeURIComponent(INIT_DATA)}&tgWebAppPlatform=ios&tgWebAppVersion=8.0`, origin: 'https://app.test', pathname: '/' },
      sessionStorage: { getItem: () => null },
      crypto: { randomUUID: () => UUID },
      performance: { now: () => 1_000 },
      fetch: () => new Promise<Response>(() => undefined),
      set __traderEarlySignIn(value: EarlySignIn) {
        sent.push(value);
      },
    } as unknown as Window;
    sendEarlySignIn(win, '/gateway/api/v1', EARLY_SIGN_IN_NAMES, null, 15_000);
    expect(sent[0]?.deadline).toBe(16_000);
    expect(earlySignInScript('/gateway/api/v1', null, 5000)).toContain(', null, 5000);');
  });

  it("records each round GET's deadline when the inline script sends it, from its own sending", async () => {
    let clock = 1_000;
    const win = {
      location: new URL(`https://app.test/${launchHash()}`),
      sessionStorage: { getItem: () => null },
      crypto: { randomUUID: () => UUID },
      performance: { now: () => clock },
      fetch: (url: string) => {
        // The token arrives 300 ms after the sign-in left.
        if (url.endsWith('/auth/token')) return new Promise<Response>((resolve) => setTimeout(() => ((clock = 1_300), resolve(json(200, { access_token: 't', refresh_token: 'r' }))), 0));
        return new Promise<Response>(() => undefined);
      },
    } as unknown as Window;
    sendEarlySignIn(win, '/gateway/api/v1', EARLY_SIGN_IN_NAMES, { at: '/', base: '/api/v1', paths: ['/traders', '/config'] }, 15_000);
    const round = await win.__traderEarlySignIn?.round;
    expect(win.__traderEarlySignIn?.deadline).toBe(16_000);
    expect(round?.requests.map((r) => r.deadline)).toEqual([16_300, 16_300]);
  });

  it('gives up on an early round GET that never answers at its own deadline, not a full timeout after the adoption', async () => {
    const network = vi.fn(() => Promise.resolve(json(200, {})));
    const url = 'https://app.test/api/v1/traders';
    // Sent long ago with a 15 s timeout, adopted once a slow entry had arrived: 50 ms are left.
    const round: EarlyRound = { token: 't', requests: [{ url, requestId: UUID, response: new Promise<Response>(() => undefined), deadline: performance.now() + 50 }] };
    const adopting = adoptEarlySignIn(network, { ...early(Promise.resolve(json(200, {}))), round: Promise.resolve(round) });
    const started = performance.now();
    const error: unknown = await adopting(new Request(url, { headers: { Authorization: 'Bearer t' }, signal: AbortSignal.timeout(5_000) })).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(2_000);
    // The reason the client's own timeout gives (its middleware makes it the trader's 408).
    expect(error).toMatchObject({ name: 'TimeoutError', message: 'The operation was aborted due to timeout' });
    expect(network).not.toHaveBeenCalled();
  });

  it('hands each adopted answer over in a task of its own, so answers already there are not validated in one long task', async () => {
    const network = vi.fn(() => Promise.resolve(json(200, {})));
    const urls = ['https://app.test/api/v1/traders', 'https://app.test/api/v1/config'];
    // Both answers arrived before the guards asked for them.
    const round: EarlyRound = { token: 't', requests: urls.map((url) => ({ url, requestId: UUID, response: Promise.resolve(json(200, { url })) })) };
    const adopting = adoptEarlySignIn(network, { ...early(Promise.resolve(json(200, {}))), round: Promise.resolve(round) });
    const settled: string[] = [];
    const answers = urls.map((url) => adopting(new Request(url, { headers: { Authorization: 'Bearer t' } })).then(async (r) => settled.push(((await r.json()) as { url: string }).url)));
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(settled).toEqual([]);
    await Promise.all(answers);
    expect(settled).toEqual(urls);
    expect(network).not.toHaveBeenCalled();
  });

  it("keeps the client's timeout over an early request that never answers", async () => {
    const network = vi.fn(() => Promise.resolve(json(200, {})));
    const session = app(early(new Promise<Response>(() => undefined)), network, INIT_DATA, 30);
    await expect(session.signIn()).rejects.toBeInstanceOf(RequestTimeoutError);
    expect(network).not.toHaveBeenCalled();
  });
});
