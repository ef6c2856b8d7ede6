// The HTTP middleware against an injected fetch: nothing global is mocked.
import createFetchClient from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { OperationInfo } from '../../../generated/openapi/trader-api.operations.ts';
import { ApiError, ContractError, NetworkError, RequestTimeoutError, TIMEOUT_MESSAGE, errorMessage } from './errors.ts';
import { heldSignals } from '../lib/hold-signal.ts';
import { createMiddleware, singleFlight, type AuthHooks } from './middleware.ts';

interface TestPaths {
  '/traders': { get: { responses: { 200: { content: { 'application/json': { id: number; blocked: boolean } } } } } };
  '/traders/balance/withdraw': {
    post: {
      requestBody: { content: { 'application/json': { amount: number } } };
      responses: { 200: { content: { 'application/json': { id: string } } } };
    };
  };
}

const httpError = z.object({ detail: z.union([z.string(), z.array(z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() }))]) });
const HTTPError = () => httpError;

const operations: Record<string, OperationInfo> = {
  getTrader: {
    operationId: 'getTrader',
    method: 'get',
    path: '/traders',
    contract: 'observed',
    idempotencyKey: false,
    responses: { '200': () => z.object({ id: z.int(), blocked: z.boolean() }), '401': HTTPError, '422': HTTPError, '500': HTTPError },
  },
  withdraw: {
    operationId: 'withdraw',
    method: 'post',
    path: '/traders/balance/withdraw',
    contract: 'observed',
    idempotencyKey: true,
    responses: { '200': () => z.object({ id: z.string() }), '401': HTTPError, '422': HTTPError },
  },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The requests in flight, held from the module as the network holds a real fetch's: in Node a
 * request that nothing refers to can be collected with its signal before its timeout fires, and
 * the wait never ends (nodejs/node#57736).
 */
const inFlight = new Set<Request>();

function setup(handler: (request: Request, n: number) => Response | Promise<Response>, auth?: Partial<AuthHooks>, timeoutMs = 200) {
  const requests: Request[] = [];
  const logger = { warn: vi.fn(), error: vi.fn() };
  const hooks: AuthHooks = {
    getAccessToken: () => 'token-1',
    recover: async () => 'token-2',
    logout: vi.fn(),
    ...auth,
  };
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    inFlight.add(request);
    try {
      return await handler(request, requests.length);
    } finally {
      inFlight.delete(request);
    }
  };
  const client = createFetchClient<TestPaths>({ baseUrl: 'http://api.test/api/v1', fetch });
  client.use(...createMiddleware({ operations, auth: hooks, timeoutMs, logger }));
  return { client, requests, logger, hooks };
}

describe('request middleware', () => {
  it('sends a fresh UUID x-request-id and the bearer token on every request', async () => {
    const { client, requests } = setup(() => json(200, { id: 1, blocked: false }));
    await client.GET('/traders');
    await client.GET('/traders');
    const ids = requests.map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/v1/traders');
  });

  it('without an access token warns in the console and sends nothing (a 401 in Russian for the screen)', async () => {
    const recover = vi.fn(async () => 'token-2');
    const { client, requests, logger, hooks } = setup(() => json(200, { id: 1, blocked: false }), { getAccessToken: () => null, recover });
    const error = (await client.GET('/traders').catch((e: unknown) => e)) as ApiError;
    expect(requests).toHaveLength(0);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('No access token: GET /traders'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Сессия истекла. Откройте приложение заново.');
    // Nothing was refused by a server, so nothing is recovered and nobody is logged out.
    expect(recover).not.toHaveBeenCalled();
    expect(hooks.logout).not.toHaveBeenCalled();
  });

  it('aborts a request that outlives the timeout with the spec message', async () => {
    const { client } = setup(
      (request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const error = await client.GET('/traders').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as RequestTimeoutError).message).toBe(TIMEOUT_MESSAGE);
    expect((error as RequestTimeoutError).status).toBe(408);
  });

  it("holds the request's signal until it aborts, so a collected signal cannot leave a request without its timeout (nodejs/node#57736)", async () => {
    const before = heldSignals();
    let sent!: Request;
    const { client } = setup(
      (request) =>
        new Promise<Response>((_, reject) => {
          sent = request;
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const call = client.GET('/traders').catch((e: unknown) => e);
    await vi.waitFor(() => expect(sent).toBeDefined());
    // Earlier tests' answered requests stay held until their own timeouts: only this one's counts.
    const added = [...heldSignals()].filter((signal) => !before.has(signal));
    expect(added).toHaveLength(1);
    expect(await call).toBeInstanceOf(RequestTimeoutError);
    expect(heldSignals().has(added[0]!)).toBe(false);
  });

  it('no answer at all (offline) is a 408 with a Russian text for the trader and the cause for logs', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await client.GET('/traders').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).status).toBe(408);
    expect(errorMessage(error)).toBe('Нет соединения с сервером. Проверьте подключение к интернету и повторите попытку.');
    expect((error as NetworkError).message).toBe(errorMessage(error)); // an ApiError's message is what the trader reads
    expect((error as NetworkError).describe()).toMatch(/^GET \/traders \(getTrader\) failed with 408: Network request failed: Failed to fetch \[x-request-id [0-9a-f-]{36}\]$/);
  });

  it('an aborted request stays an abort (the query cache cancels with it)', async () => {
    const { client } = setup(() => Promise.reject(new DOMException('The user aborted a request.', 'AbortError')));
    const error = await client.GET('/traders').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('response validation', () => {
  it('hands on validated data with unknown keys stripped', async () => {
    const { client } = setup(() => json(200, { id: 7, blocked: true, extra: 'x' }));
    const { data } = await client.GET('/traders');
    expect(data).toEqual({ id: 7, blocked: true });
  });

  // ADR 0047: the answer's text is parsed once, by the validation; openapi-fetch gets the
  // validator's output as it is, with or without a Content-Length (a compressed or chunked answer
  // has none), and the error mapping reuses what the validation read.
  it.each([
    ['without a Content-Length (chunked)', {}],
    ['with a Content-Length', { 'Content-Length': '37' }],
  ])('parses a success once, %s, and hands on the validated value', async (_, headers) => {
    const text = JSON.stringify({ id: 7, blocked: true, extra: 'x' });
    const { client } = setup(() => new Response(text, { status: 200, headers: { 'Content-Type': 'application/json', ...headers } }));
    const parse = vi.spyOn(JSON, 'parse');
    const stringify = vi.spyOn(JSON, 'stringify');
    // Read once, from the answer itself: a copy (a tee of its body) is no longer needed once the
    // validated value passes on in a response of its own (issue 39, ADR 0050).
    const copies = vi.spyOn(Response.prototype, 'clone');
    try {
      const { data, response } = await client.GET('/traders');
      expect(data).toEqual({ id: 7, blocked: true });
      expect(parse).toHaveBeenCalledTimes(1);
      expect(stringify).not.toHaveBeenCalled();
      expect(copies).not.toHaveBeenCalled();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json');
      // The answer stays readable as JSON, as the validator left it.
      expect(await response.clone().json()).toEqual({ id: 7, blocked: true });
    } finally {
      parse.mockRestore();
      stringify.mockRestore();
      copies.mockRestore();
    }
  });

  it('parses an error body once for the validation and the error mapping', async () => {
    const text = JSON.stringify({ detail: 'Insufficient funds' });
    const { client } = setup(() => new Response(text, { status: 422, headers: { 'Content-Type': 'application/json' } }));
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const error = await client.POST('/traders/balance/withdraw', { body: { amount: 5 } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe('Недостаточно средств на балансе.');
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  });

  it('throws a ContractError naming the operation and the field on a mismatch', async () => {
    const { client } = setup(() => json(200, { id: 7, blocked: 'yes' }));
    const error = await client.GET('/traders').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).field).toBe('blocked');
    expect((error as ContractError).message).toMatch(/^Response of getTrader \(200\) does not match the contract: blocked:/);
  });

  it('treats an undocumented success status as a contract violation', async () => {
    const { client } = setup(() => json(201, { id: 1, blocked: false }));
    await expect(client.GET('/traders')).rejects.toThrow(/status 201 is not documented for GET \/traders/);
  });
});

describe('error mapping', () => {
  it('shows the last item of a detail list', async () => {
    const body = { detail: [{ loc: ['body', 'amount'], msg: 'first', type: 'x' }, { loc: ['body', 'amount'], msg: 'Недостаточно средств', type: 'value_error' }] };
    const { client } = setup(() => json(422, body));
    const error = await client.POST('/traders/balance/withdraw', { body: { amount: 5 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe('Недостаточно средств');
    expect((error as ApiError).context.operationId).toBe('withdraw');
    expect((error as ApiError).describe()).toMatch(/^POST \/traders\/balance\/withdraw \(withdraw\) failed with 422: Недостаточно средств \[x-request-id [0-9a-f-]{36}\]$/);
  });

  it("a FastAPI list in English reaches the trader as a Russian sentence naming the field: the texts load on demand, outside the entry chunk", async () => {
    const body = { detail: [{ loc: ['body', 'amount'], msg: 'Input should be greater than or equal to 10', type: 'greater_than_equal', ctx: { ge: 10 } }] };
    const { client } = setup(() => json(422, body));
    const error = (await client.POST('/traders/balance/withdraw', { body: { amount: 5 } }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toMatch(/^Сумма: .*10/);
    expect(error.message).not.toMatch(/Input should/);
  });

  it('shows a string detail directly (a documented code in Russian) and keeps it as the detail code', async () => {
    const { client } = setup(() => json(422, { detail: 'ALREADY_ACTIVE' }));
    const error = (await client.GET('/traders').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Автопринятие уже запущено.');
    expect(error.detailCode).toBe('ALREADY_ACTIVE');
    const { client: other } = setup(() => json(422, { detail: 'Лимит на сегодня исчерпан' }));
    expect(((await other.GET('/traders').catch((e: unknown) => e)) as ApiError).message).toBe('Лимит на сегодня исчерпан');
  });

  it('falls back to a Russian message when the body has no detail', async () => {
    const { client, logger } = setup(() => new Response('<html>Bad gateway</html>', { status: 500 }));
    const error = (await client.GET('/traders').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.message).toBe('Сервис временно недоступен. Попробуйте позже.');
    expect(logger.warn).toHaveBeenCalledWith('Response of getTrader (500) does not match the contract', expect.any(Array));
  });
});

describe('401: one shared recovery, one retry, then logout', () => {
  it('recovers once for concurrent 401s and retries each request with its body and the new token', async () => {
    let token = 'expired';
    const recover = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 10));
      token = 'fresh';
      return token;
    });
    const { client, requests, hooks } = setup(
      (request) =>
        request.headers.get('Authorization') === 'Bearer fresh'
          ? request.method === 'POST'
            ? request.json().then((b: { amount: number }) => json(200, { id: `op-${b.amount}` }))
            : json(200, { id: 1, blocked: false })
          : json(401, { detail: 'Not authenticated' }),
      { getAccessToken: () => token, recover },
    );
    const results = await Promise.all([
      client.GET('/traders'),
      client.POST('/traders/balance/withdraw', { body: { amount: 12.5 } }),
      client.GET('/traders'),
    ]);
    expect(recover).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.data)).toEqual([{ id: 1, blocked: false }, { id: 'op-12.5' }, { id: 1, blocked: false }]);
    expect(requests).toHaveLength(6);
    expect(hooks.logout).not.toHaveBeenCalled();
  });

  it('gives the retry its own timeout: a 401 that came late and a slow recovery do not cut it short (issue 40)', async () => {
    // The timeout is 200 ms: the 401 comes at 150 ms and the recovery takes 100 ms, so the first
    // attempt's timeout has run out before the retry leaves; the retry answers 50 ms later.
    const { client, requests, hooks } = setup(
      (request, n) =>
        new Promise<Response>((resolve, reject) => {
          if (request.signal.aborted) return reject(request.signal.reason);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
          setTimeout(() => resolve(n === 1 ? json(401, { detail: 'Not authenticated' }) : json(200, { id: 1, blocked: false })), n === 1 ? 150 : 50);
        }),
      { recover: () => new Promise((resolve) => setTimeout(() => resolve('token-2'), 100)) },
    );
    const { data } = await client.GET('/traders');
    expect(data).toEqual({ id: 1, blocked: false });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer token-2');
    expect(hooks.logout).not.toHaveBeenCalled();
  });

  it('a retry that outlives its own timeout is the trader\'s 408, and the caller\'s cancel still stops it', async () => {
    const never = (request: Request) =>
      new Promise<Response>((_, reject) => {
        if (request.signal.aborted) return reject(request.signal.reason);
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    const timedOut = setup((request, n) => (n === 1 ? json(401, { detail: 'Not authenticated' }) : never(request)));
    const error = await timedOut.client.GET('/traders').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as RequestTimeoutError).message).toBe(TIMEOUT_MESSAGE);
    expect(timedOut.requests).toHaveLength(2);

    // A timeout far beyond the wait below: on a loaded machine (CI's clone run) the 200 ms one
    // fired before the cancel and made this half of the test race.
    const cancelled = setup((request, n) => (n === 1 ? json(401, { detail: 'Not authenticated' }) : never(request)), undefined, 10_000);
    const controller = new AbortController();
    const pending = cancelled.client.GET('/traders', { signal: controller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(cancelled.requests).toHaveLength(2));
    controller.abort();
    const aborted = await pending;
    expect(aborted).toBeInstanceOf(DOMException);
    expect((aborted as DOMException).name).toBe('AbortError');
  });

  it('logs out when the retry is refused again', async () => {
    const { client, requests, hooks } = setup(() => json(401, { detail: 'Not authenticated' }));
    const error = (await client.GET('/traders').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(requests).toHaveLength(2);
    expect(hooks.logout).toHaveBeenCalledTimes(1);
  });

  it('logs out without a retry when the recovery fails', async () => {
    const { client, requests, hooks } = setup(() => json(401, { detail: 'Not authenticated' }), {
      recover: async () => {
        throw new Error('refresh refused');
      },
    });
    await expect(client.GET('/traders')).rejects.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(1);
    expect(hooks.logout).toHaveBeenCalledTimes(1);
  });
});

describe('singleFlight', () => {
  it('shares one promise while pending and starts anew afterwards', async () => {
    let calls = 0;
    const once = singleFlight(async () => ++calls);
    expect(await Promise.all([once(), once()])).toEqual([1, 1]);
    expect(await once()).toBe(2);
  });
});
