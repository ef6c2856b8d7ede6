// openapi-fetch middleware (DESIGN section 5). openapi-fetch runs `onRequest` in array order
// and `onResponse` in reverse, so `createMiddleware` returns them ordered for both passes:
//   request:  x-request-id -> bearer token -> timeout -> keep a replayable copy
//   response: 401 recovery + one retry -> response validation -> error mapping
import type { Middleware } from 'openapi-fetch';
import type { OperationInfo } from '../../../generated/openapi/trader-api.operations.ts';
import { ApiError, ContractError, NetworkError, RequestTimeoutError, fallbackMessage, hasDetailList, loadValidationMessages, type RequestContext } from './errors.ts';
import { withTimeout } from '../lib/hold-signal.ts';
import { REQUEST_ID } from './request-id.ts';
import { validate } from './validate.ts';

export interface AuthHooks {
  /** The access token held in memory, or null. */
  getAccessToken(): string | null;
  /**
   * Obtain a new access token after a 401 (refresh, else sign in again); null when that is
   * impossible. Called once per burst of 401s.
   */
  recover(): Promise<string | null>;
  /** The session cannot be recovered: the retry with the new token was refused again. */
  logout(reason: string): void;
}

export interface Logger {
  warn(message: string, ...rest: unknown[]): void;
  error(message: string, ...rest: unknown[]): void;
}

export interface MiddlewareOptions {
  operations: Readonly<Record<string, OperationInfo>>;
  /** Null for documents whose calls carry no bearer token (the gateway's token calls). */
  auth: AuthHooks | null;
  timeoutMs: number;
  /** How long a multipart upload may take (default UPLOAD_TIMEOUT_MS). */
  uploadTimeoutMs?: number;
  logger: Logger;
  randomUUID?: () => string;
}

/** How long an upload may take: 10 MiB at 1 Mbit/s is about 84 s. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export { REQUEST_ID };

/** Share one in-flight promise between concurrent callers. */
export function singleFlight<T>(fn: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= fn().finally(() => {
      pending = null;
    });
    return pending;
  };
}

export function operationIndex(operations: Readonly<Record<string, OperationInfo>>): Map<string, OperationInfo> {
  return new Map(Object.values(operations).map((op) => [`${op.method} ${op.path}`, op]));
}

/**
 * The body's text and what it parses to. Read from a copy unless `consume`: a success that
 * passes on as a ValidatedResponse is never read again, and its copy (a tee of the body's stream)
 * was a cost on every answer.
 */
async function readBody(response: Response, consume = false): Promise<{ text: string; body: unknown }> {
  const text = await (consume ? response : response.clone()).text();
  if (text === '') return { text, body: undefined };
  try {
    return { text, body: JSON.parse(text) as unknown };
  } catch {
    return { text, body: text };
  }
}

/**
 * A success that passed its validator, holding what the validator produced (unknown keys
 * stripped): openapi-fetch 0.17 reads a body with `json()` when the answer has a Content-Length
 * (else with `text()` and JSON.parse), so it gets that value as it is, with no second read, parse
 * or stringify (ADR 0047). The original's Content-Length is kept; an answer without one (chunked)
 * gets the length of the text that was read.
 */
export class ValidatedResponse extends Response {
  readonly #value: unknown;

  constructor(value: unknown, from: Response, headers: Headers) {
    super(null, { status: from.status, statusText: from.statusText, headers });
    this.#value = value;
  }

  override json(): Promise<unknown> {
    return Promise.resolve(this.#value);
  }

  override text(): Promise<string> {
    return Promise.resolve(JSON.stringify(this.#value));
  }

  override clone(): ValidatedResponse {
    return new ValidatedResponse(this.#value, this, new Headers(this.headers));
  }
}

const utf8 = new TextEncoder();

/** The answer's headers, with a Content-Length (of `text` in UTF-8) when it had none; copied only then. */
function withLength(from: Headers, text: string): Headers {
  if (from.has('content-length')) return from;
  const headers = new Headers(from);
  headers.set('content-length', String(utf8.encode(text).byteLength));
  return headers;
}

type Lookup = (method: string, schemaPath: string) => OperationInfo | undefined;

/** Each answer's body as the validation read it, for the error mapping (read once). */
type Bodies = WeakMap<Response, unknown>;

/**
 * Checks each answer against the contract: a success that does not match throws ContractError
 * (a status the operation does not document too); an error body that does not match is logged.
 * A validator is built on the first answer that needs it (ADR 0047).
 */
function validationMiddleware(lookup: Lookup, logger: Logger, bodies: Bodies): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      const op = lookup(request.method, schemaPath);
      if (!op) return response;
      const status = String(response.status);
      const documented = status in op.responses;
      const validator = op.responses[status]?.();
      if (!documented) {
        if (response.ok) {
          throw new ContractError(`Response of ${op.operationId} (${status})`, [
            { path: [], message: `status ${status} is not documented for ${op.method.toUpperCase()} ${op.path}` },
          ]);
        }
        return response;
      }
      if (!validator) return response;
      const { text, body } = await readBody(response, response.ok);
      const source = `Response of ${op.operationId} (${status})`;
      if (!response.ok) {
        // An error stays an error: a malformed error body is logged, and the trader gets the
        // status's fallback message from the error mapping.
        bodies.set(response, body);
        const check = validator.safeParse(body);
        if (!check.success) logger.warn(`${source} does not match the contract`, check.error.issues);
        return response;
      }
      // Hand on what the validator produced (unknown keys stripped), typed as the contract says.
      return new ValidatedResponse(validate(validator, body, source), response, withLength(response.headers, text));
    },
  };
}

/** An answer of 400 or more becomes an ApiError with the trader's message. */
function errorMiddleware(context: (request: Request, schemaPath: string) => RequestContext, bodies: Bodies): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      if (response.status < 400) return response;
      const body = bodies.has(response) ? bodies.get(response) : (await readBody(response)).body;
      // A validation list gets its Russian sentence (validation-messages.ts, loaded on demand);
      // should that chunk not load, the message falls back to a documented code or the status.
      if (hasDetailList(body)) await loadValidationMessages().catch(() => undefined);
      throw new ApiError(response.status, body, context(request, schemaPath));
    },
  };
}

export function createMiddleware(options: MiddlewareOptions): Middleware[] {
  const { auth, logger, timeoutMs } = options;
  const uploadTimeoutMs = Math.max(timeoutMs, options.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS);
  const index = operationIndex(options.operations);
  const uuid = options.randomUUID ?? (() => crypto.randomUUID());
  const recover = auth ? singleFlight(() => auth.recover()) : null;
  const replays = new Map<string, { request: Request; callerSignal: AbortSignal }>();
  /** The caller's own signal (the query's cancellation), before the timeout is added to it. */
  const callerSignals = new Map<string, AbortSignal>();
  // An upload (multipart: a dispute's receipt, up to 10 MiB) gets the time a slow mobile network
  // needs to send it; every other call keeps the app's timeout (ADR 0029).
  const timeoutFor = (request: Request) => (/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '') ? uploadTimeoutMs : timeoutMs);
  /** What a fetch that threw becomes: a timeout or no answer as the trader's 408, an abort as it is. */
  const fetchFailure = (error: unknown, request: Request, schemaPath: string): Error => {
    if (error instanceof DOMException && error.name === 'TimeoutError') return new RequestTimeoutError(context(request, schemaPath));
    // fetch() rejects with a TypeError when no answer comes (offline, a dropped connection);
    // an abort (AbortError) stays as it is, for the query cache's cancellation.
    if (error instanceof TypeError) return new NetworkError(context(request, schemaPath), error.message);
    return error instanceof Error ? error : new Error(String(error));
  };

  const lookup = (method: string, schemaPath: string) => index.get(`${method.toLowerCase()} ${schemaPath}`);
  const context = (request: Request, schemaPath: string): RequestContext => ({
    operationId: lookup(request.method, schemaPath)?.operationId ?? 'unknownOperation',
    method: request.method,
    path: schemaPath,
    requestId: request.headers.get(REQUEST_ID),
  });

  const requestId: Middleware = {
    onRequest({ request }) {
      request.headers.set(REQUEST_ID, uuid());
      return request;
    },
  };

  // No call goes out without a token: before sign-in and after the session ended, a call would
  // only be refused, and every refusal would start another recovery (a request storm).
  const bearer: Middleware = {
    onRequest({ request, schemaPath }) {
      if (!auth) return request;
      const token = auth.getAccessToken();
      if (!token) {
        logger.warn(`No access token: ${request.method} ${schemaPath} is not sent`);
        throw new ApiError(401, { detail: 'not sent: no access token' }, context(request, schemaPath), fallbackMessage(401));
      }
      request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };

  const timeout: Middleware = {
    onRequest({ request, id }) {
      callerSignals.set(id, request.signal);
      return new Request(request, { signal: withTimeout(request.signal, timeoutFor(request)) });
    },
    onError({ error, request, schemaPath, id }) {
      callerSignals.delete(id);
      return fetchFailure(error, request, schemaPath);
    },
  };

  // Last in the request pass: keep a copy whose body can be sent again after a refresh
  // (openapi-fetch hands the consumed request to onResponse).
  const retry401: Middleware = {
    onRequest({ request, id }) {
      if (auth) replays.set(id, { request: request.clone(), callerSignal: callerSignals.get(id) ?? request.signal });
      callerSignals.delete(id);
      return request;
    },
    async onResponse({ response, id, schemaPath, options: fetchOptions }) {
      const stored = replays.get(id);
      replays.delete(id);
      if (response.status !== 401 || !stored || !auth || !recover) return response;
      let token: string | null = null;
      try {
        token = await recover();
      } catch (error) {
        logger.warn(`Session recovery failed after a 401 on ${stored.request.method} ${schemaPath}`, error);
      }
      if (!token) {
        auth.logout(`401 on ${stored.request.method} ${schemaPath} and the session could not be recovered`);
        return response;
      }
      // The retry is a request of its own: its own timeout (the first attempt's may have run out
      // while the 401 came and the session was recovered), still cancelled with the caller's query.
      const replay = new Request(stored.request, { signal: withTimeout(stored.callerSignal, timeoutFor(stored.request)) });
      replay.headers.set('Authorization', `Bearer ${token}`);
      replay.headers.set(REQUEST_ID, uuid());
      let second: Response;
      try {
        second = await fetchOptions.fetch(replay);
      } catch (error) {
        throw fetchFailure(error, replay, schemaPath);
      }
      if (second.status === 401) auth.logout(`401 again on ${replay.method} ${schemaPath} after refreshing the token`);
      return second;
    },
    onError({ id }) {
      replays.delete(id);
    },
  };

  const bodies: Bodies = new WeakMap();
  const validation = validationMiddleware(lookup, logger, bodies);
  const errors = errorMiddleware(context, bodies);

  return [errors, validation, requestId, bearer, timeout, retry401];
}
