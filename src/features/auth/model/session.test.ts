// Sign-in and refresh against an injected fetch standing in for the gateway.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClients, type ApiClients } from '../../../shared/api/client.ts';
import { ERROR_CODE_MESSAGES } from '../../../shared/api/error-codes.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { createAuthSession, type LaunchCredentials } from './session.ts';
import { REFRESH_LEAD_MS, accessTokenExp, refreshDelayMs } from './token.ts';

const b64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: object) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.c2lnbmF0dXJl`;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const LAUNCH: LaunchCredentials = { initDataRaw: 'query_id=AAH&user=%7B%22id%22%3A1%7D&auth_date=1763769600&hash=abc', hash: 'abc' };

function setup(handler: (path: string, body: Record<string, unknown>) => Response, launch = LAUNCH) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const logger = { warn: vi.fn(), error: vi.fn() };
  let clients: ApiClients | null = null;
  const session = createAuthSession({ gateway: () => clients!.gateway, launch, logger });
  clients = createApiClients({
    traderBaseUrl: 'http://app.test/api/v1',
    gatewayBaseUrl: 'http://app.test/gateway/api/v1',
    timeoutMs: 1000,
    auth: session,
    logger,
    fetch: async (request: Request) => {
      const path = new URL(request.url).pathname;
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ path, body });
      return handler(path, body);
    },
  });
  return { session, calls, logger };
}

describe('token timing', () => {
  it('reads exp and schedules 5000 ms before it', () => {
    const token = jwt({ sub: '1', exp: 1_000 });
    expect(accessTokenExp(token)).toBe(1_000);
    expect(refreshDelayMs(token, 900_000)).toBe(1_000_000 - REFRESH_LEAD_MS - 900_000);
    expect(refreshDelayMs(token, 999_000)).toBe(0);
    expect(accessTokenExp('not-a-jwt')).toBeNull();
    expect(accessTokenExp(jwt({ sub: '1' }))).toBeNull();
  });
});

describe('sign-in', () => {
  it('posts the init data and hash and holds the tokens in memory only', async () => {
    const access = jwt({ sub: '1', exp: 4_102_444_800 });
    const { session, calls } = setup(() => json(200, { access_token: access, refresh_token: 'r1' }));
    expect(session.getAccessToken()).toBeNull();
    await expect(session.signIn()).resolves.toEqual({ kind: 'signed-in' });
    expect(calls).toEqual([{ path: '/gateway/api/v1/auth/token', body: { init_data_raw: LAUNCH.initDataRaw, hash: 'abc' } }]);
    expect(session.getAccessToken()).toBe(access);
    await session.signIn();
    expect(calls).toHaveLength(1);
    session.dispose();
  });

  it('sets no-access without a request when sign-in data is missing', async () => {
    const { session, calls } = setup(() => json(500, {}), { initDataRaw: null, hash: null });
    await expect(session.signIn()).resolves.toEqual({ kind: 'no-access', reason: 'missing-init-data' });
    expect(calls).toEqual([]);
  });

  it('sets no-access when the server says no_in_whitelist', async () => {
    const { session } = setup(() => json(403, { detail: 'no_in_whitelist' }));
    await expect(session.signIn()).resolves.toEqual({ kind: 'no-access', reason: 'not-whitelisted' });
  });

  it('throws other failures and lets a later call try again', async () => {
    let fail = true;
    const { session, calls } = setup(() => (fail ? json(503, { detail: 'down' }) : json(200, { access_token: jwt({ exp: 4_102_444_800 }), refresh_token: 'r' })));
    await expect(session.signIn()).rejects.toMatchObject({ status: 503 });
    fail = false;
    await expect(session.signIn()).resolves.toEqual({ kind: 'signed-in' });
    expect(calls).toHaveLength(2);
    session.dispose();
  });
});

describe('refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('is scheduled exactly 5000 ms before the access token expires', async () => {
    const nowS = Date.now() / 1000;
    const first = jwt({ sub: '1', exp: nowS + 60 });
    const second = jwt({ sub: '1', exp: nowS + 3600 });
    const { session, calls } = setup((path) =>
      path.endsWith('/refresh') ? json(200, { access_token: second, refresh_token: 'r2' }) : json(200, { access_token: first, refresh_token: 'r1' }),
    );
    await session.signIn();
    await vi.advanceTimersByTimeAsync(60_000 - REFRESH_LEAD_MS - 1);
    expect(calls.map((c) => c.path)).toEqual(['/gateway/api/v1/auth/token']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[1]).toEqual({
      path: '/gateway/api/v1/auth/token/refresh',
      body: { hash: 'abc', init_data_raw: LAUNCH.initDataRaw, refresh_token: 'r1' },
    });
    expect(session.getAccessToken()).toBe(second);
    session.dispose();
  });

  // Issue 25, point 7: a delay past 2^31 - 1 ms wrapped in setTimeout and fired at once; a
  // 50-day token gave over a thousand refreshes in 10 s.
  const refreshes = (calls: { path: string }[]) => calls.filter((c) => c.path.endsWith('/auth/token/refresh')).length;

  it('a token valid for 50 days is refreshed once, 5000 ms before exp, over timers of at most a day', async () => {
    const day = 86_400_000;
    const signedInAt = Date.now();
    const long = () => jwt({ sub: '1', exp: Math.floor(Date.now() / 1000) + 50 * 86_400 });
    const { session, calls } = setup(() => json(200, { access_token: long(), refresh_token: 'r' }));
    await session.signIn();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refreshes(calls)).toBe(0);
    // Across many one-day timers, up to 1 ms before the due time.
    await vi.advanceTimersByTimeAsync(signedInAt + 50 * day - REFRESH_LEAD_MS - 1 - Date.now());
    expect(refreshes(calls)).toBe(0);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshes(calls)).toBe(1);
    // The new 50-day token is not refreshed at once either.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refreshes(calls)).toBe(1);
    session.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("the dev mock's token (exp 2100, openapi/gateway-api.yaml) is not refreshed, in 10 s nor in 30 days", async () => {
    // The access_token example of POST /auth/token in the gateway contract, as Prism serves it.
    const mockToken =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMDI0IiwidHlwZSI6ImFjY2VzcyIsImlhdCI6MTc0ODc3MjAwMCwiZXhwIjo0MTAyNDQ0ODAwfQ.LUUNIwuZ34zec_GrD7J8Wmd_9DrPEkdQnhUgvzDw8K4';
    expect(accessTokenExp(mockToken)).toBe(4_102_444_800);
    const { session, calls } = setup(() => json(200, { access_token: mockToken, refresh_token: 'r' }));
    await session.signIn();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refreshes(calls)).toBe(0);
    await vi.advanceTimersByTimeAsync(30 * 86_400_000);
    expect(refreshes(calls)).toBe(0);
    session.dispose();
  });

  it('an access token already expired (a clock ahead of the server) is refreshed once, not in a loop; one without exp not at all', async () => {
    const expired = () => jwt({ sub: '1', exp: Math.floor(Date.now() / 1000) - 60 });
    const { session, calls, logger } = setup(() => json(200, { access_token: expired(), refresh_token: 'r' }));
    await session.signIn();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refreshes(calls)).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refreshes(calls)).toBe(1);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('it is refreshed only on a 401'));
    session.dispose();

    const noExp = setup(() => json(200, { access_token: jwt({ sub: '1', exp: 'soon' }), refresh_token: 'r' }));
    await noExp.session.signIn();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refreshes(noExp.calls)).toBe(0);
    noExp.session.dispose();
  });

  it('a token living barely longer than the lead is refreshed at most once a second, not in a loop', async () => {
    const brief = () => jwt({ sub: '1', exp: Date.now() / 1000 + 5.05 });
    const { session, calls } = setup(() => json(200, { access_token: brief(), refresh_token: 'r' }));
    await session.signIn();
    await vi.advanceTimersByTimeAsync(10_000);
    // Due 50 ms after each arrival (200 refreshes in 10 s); held to one a second, each before the expiry.
    expect(refreshes(calls)).toBe(10);
    session.dispose();
  });

  it('throws errors with string data up, and yields null for other refusals', async () => {
    let answer = json(401, { detail: 'Refresh token expired' });
    const { session } = setup((path) =>
      path.endsWith('/refresh') ? answer : json(200, { access_token: jwt({ exp: Date.now() / 1000 + 3600 }), refresh_token: 'r1' }),
    );
    await session.signIn();
    const error = await session.refresh().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    // The detail is a documented code (ErrorCode): shown in Russian, the code kept as sent.
    expect((error as ApiError).detailCode).toBe('Refresh token expired');
    expect((error as ApiError).message).toBe(ERROR_CODE_MESSAGES['Refresh token expired']);
    answer = json(422, { detail: [{ loc: ['body', 'refresh_token'], msg: 'field required', type: 'missing' }] });
    await expect(session.refresh()).resolves.toBeNull();
    session.dispose();
  });

  it('logout forgets the tokens and cancels the scheduled refresh', async () => {
    const { session, calls } = setup(() => json(200, { access_token: jwt({ exp: Date.now() / 1000 + 60 }), refresh_token: 'r1' }));
    await session.signIn();
    session.logout('test');
    expect(session.getAccessToken()).toBeNull();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(1);
  });
});

describe('sign-in started at boot', () => {
  it('sends one token request, shared with the first signIn()', async () => {
    const { session, calls } = setup(() => json(200, { access_token: jwt({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 }), refresh_token: 'r1' }));
    session.start();
    expect(calls).toHaveLength(0); // the request is in flight, not yet seen by the handler
    await expect(session.signIn()).resolves.toEqual({ kind: 'signed-in' });
    await expect(session.signIn()).resolves.toEqual({ kind: 'signed-in' });
    expect(calls.map((c) => c.path)).toEqual(['/gateway/api/v1/auth/token']);
  });

  it('hands a failed boot sign-in to the first signIn() instead of retrying it; later calls try again', async () => {
    let status = 503;
    const { session, calls } = setup(() =>
      status === 200
        ? json(200, { access_token: jwt({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 }), refresh_token: 'r1' })
        : json(status, { detail: 'unavailable' }),
    );
    session.start();
    await expect(session.signIn()).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
    status = 200;
    await expect(session.signIn()).resolves.toEqual({ kind: 'signed-in' });
    expect(calls).toHaveLength(2);
  });
});

describe('recovery after a 401 (refresh, else one new sign-in, else the session ends)', () => {
  const pair = (access: string) => json(200, { access_token: jwt({ sub: access, exp: Math.floor(Date.now() / 1000) + 3600 }), refresh_token: `r-${access}` });

  it('takes the refreshed token without signing in again', async () => {
    const { session, calls } = setup((path) => (path.endsWith('/refresh') ? pair('refreshed') : pair('first')));
    await session.signIn();
    const token = await session.recover();
    expect(token).toBe(session.getAccessToken());
    expect(calls.map((c) => c.path)).toEqual(['/gateway/api/v1/auth/token', '/gateway/api/v1/auth/token/refresh']);
    expect(session.ended()).toBeNull();
    session.dispose();
  });

  it('signs in again from the init data once when the refresh is refused; concurrent callers share it', async () => {
    let signIns = 0;
    const { session, calls } = setup((path) => {
      if (path.endsWith('/refresh')) return json(401, { detail: 'Signature has expired' });
      signIns++;
      return pair(`signin-${signIns}`);
    });
    await session.signIn();
    const tokens = await Promise.all([session.recover(), session.recover(), session.recover()]);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toBe(session.getAccessToken());
    expect(calls.map((c) => c.path)).toEqual(['/gateway/api/v1/auth/token', '/gateway/api/v1/auth/token/refresh', '/gateway/api/v1/auth/token']);
    expect(calls[2]!.body).toEqual({ init_data_raw: LAUNCH.initDataRaw, hash: 'abc' });
    expect(session.ended()).toBeNull();
    session.dispose();
  });

  it('ends the session when the new sign-in fails too, tells subscribers once, and sends nothing more', async () => {
    let revoked = false;
    const { session, calls } = setup((path) => (revoked ? json(401, { detail: 'Invalid init data' }) : pair(path)));
    await session.signIn();
    revoked = true;
    const heard: unknown[] = [];
    session.subscribe(() => heard.push(session.ended()));
    expect(await session.recover()).toBeNull();
    expect(session.getAccessToken()).toBeNull();
    // The init data itself was refused: only a relaunch can sign in again.
    expect(session.ended()).toMatchObject({ kind: 'refused', status: 401 });
    expect(heard).toHaveLength(1);
    const sent = calls.length;
    expect(await session.recover()).toBeNull();
    session.logout('the retry was refused again');
    expect(calls).toHaveLength(sent);
    expect(heard).toHaveLength(1);
  });

  it('a new sign-in that says no_in_whitelist ends the session as no-access', async () => {
    let revoked = false;
    const { session } = setup((path) => (!revoked ? pair('first') : path.endsWith('/refresh') ? json(401, { detail: 'revoked' }) : json(403, { detail: 'no_in_whitelist' })));
    await session.signIn();
    revoked = true;
    expect(await session.recover()).toBeNull();
    expect(session.ended()).toMatchObject({ kind: 'no-access', status: 403 });
  });

  it('no answer at all ends the session with 408 (Repeat on the error screen)', async () => {
    let offline = false;
    const { session } = setup(() => {
      if (offline) throw new TypeError('Failed to fetch');
      return pair('first');
    });
    await session.signIn();
    offline = true;
    expect(await session.recover()).toBeNull();
    expect(session.ended()).toMatchObject({ kind: 'failed', status: 408 });
  });

  it('init data refused (403 other than no_in_whitelist, or 401) ends the session as refused, at launch too; a 5xx does not', async () => {
    const refused = setup(() => json(403, { detail: 'invalid_init_data' }));
    await expect(refused.session.signIn()).rejects.toMatchObject({ status: 403 });
    expect(refused.session.ended()).toMatchObject({ kind: 'refused', status: 403 });

    let down = true;
    const failing = setup(() => (down ? json(500, { detail: 'boom' }) : pair('later')));
    await expect(failing.session.signIn()).rejects.toMatchObject({ status: 500 });
    expect(failing.session.ended()).toBeNull();
    down = false;
    await expect(failing.session.signIn()).resolves.toEqual({ kind: 'signed-in' });
    failing.session.dispose();
  });

  it('a refresh and a new sign-in both refused (init data too old) end the session as refused', async () => {
    let revoked = false;
    const { session } = setup((path) => (!revoked ? pair('first') : path.endsWith('/refresh') ? json(401, { detail: 'revoked' }) : json(403, { detail: 'invalid_init_data' })));
    await session.signIn();
    revoked = true;
    expect(await session.recover()).toBeNull();
    expect(session.ended()).toMatchObject({ kind: 'refused', status: 403 });
  });

  it('a successful sign-in after the end starts the session again', async () => {
    let refuse = false;
    const { session } = setup(() => (refuse ? json(401, { detail: 'revoked' }) : pair('again')));
    await session.signIn();
    refuse = true;
    await session.recover();
    expect(session.ended()).not.toBeNull();
    refuse = false;
    await expect(session.signIn()).resolves.toEqual({ kind: 'signed-in' });
    expect(session.ended()).toBeNull();
    expect(session.getAccessToken()).not.toBeNull();
    session.dispose();
  });
});

describe('a revoked session makes a bounded number of requests', () => {
  it('twenty queries after revocation: each sent once, one refresh, one sign-in, then nothing is sent', async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const sent: string[] = [];
    let clients: ApiClients | null = null;
    let revoked = false;
    const session = createAuthSession({ gateway: () => clients!.gateway, launch: LAUNCH, logger });
    clients = createApiClients({
      traderBaseUrl: 'http://app.test/api/v1',
      gatewayBaseUrl: 'http://app.test/gateway/api/v1',
      timeoutMs: 1000,
      auth: session,
      logger,
      fetch: async (request: Request) => {
        const path = new URL(request.url).pathname;
        sent.push(path);
        if (revoked) return json(401, { detail: 'Signature verification failed' });
        return json(200, { access_token: jwt({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 }), refresh_token: 'r1' });
      },
    });
    await session.signIn();
    revoked = true;
    sent.length = 0;
    const trader = clients.trader;
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => trader.GET('/traders')));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(sent.filter((p) => p === '/api/v1/traders')).toHaveLength(20);
    expect(sent.filter((p) => p.startsWith('/gateway/'))).toEqual(['/gateway/api/v1/auth/token/refresh', '/gateway/api/v1/auth/token']);
    expect(session.ended()).toMatchObject({ kind: 'refused', status: 401 });
    // Logged out: later calls are not sent at all.
    await Promise.allSettled(Array.from({ length: 20 }, () => trader.GET('/traders')));
    expect(sent).toHaveLength(22);
  });
});
