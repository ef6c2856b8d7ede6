// The upload transport (XMLHttpRequest behind a fetch signature) under the app's middleware:
// the same headers, the 401 refresh and its one retry, the timeout, errors as fetch() gives them.
// The XMLHttpRequest is a stand-in that records what a browser would send.
import createFetchClient from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { OperationInfo } from '../../../generated/openapi/trader-api.operations.ts';
import { ApiError, NetworkError, RequestTimeoutError } from './errors.ts';
import { createMiddleware } from './middleware.ts';
import { createProgressFetch } from './progress-fetch.ts';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Blob | null;
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string>; afterMs?: number } | 'no answer' | 'hang';

/**
 * The requests in flight, held from the module as a browser's network holds a sent
 * XMLHttpRequest: in Node a request that nothing refers to can be collected with the signal its
 * handlers hold before the timeout fires, and the wait never ends (nodejs/node#57736).
 */
const inFlight = new Set<object>();

/** An XMLHttpRequest whose server is `answer`; it reports the upload in two halves, then answers. */
function fakeXhr(answer: (sent: Sent, n: number) => Answer, sent: Sent[]) {
  return class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    responseType = '';
    withCredentials = false;
    status = 0;
    statusText = '';
    response: unknown = null;
    private request: Sent = { method: '', url: '', headers: {}, body: null };
    private responseHeaderText = '';
    private aborted = false;

    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: null };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    getAllResponseHeaders() {
      return this.responseHeaderText;
    }
    abort() {
      this.aborted = true;
      inFlight.delete(this);
      this.onabort?.();
    }
    send(body: Blob | null) {
      this.request.body = body;
      sent.push(this.request);
      inFlight.add(this);
      const reply = answer(this.request, sent.length);
      const total = body?.size ?? 0;
      setTimeout(() => {
        if (this.aborted) return;
        this.upload.onprogress?.({ lengthComputable: true, loaded: Math.floor(total / 2), total });
      }, 1);
      setTimeout(() => {
        if (this.aborted) return;
        this.upload.onprogress?.({ lengthComputable: true, loaded: total, total });
        if (reply === 'hang') return;
        inFlight.delete(this);
        if (reply === 'no answer') {
          this.onerror?.();
          return;
        }
        this.status = reply.status;
        this.statusText = 'x';
        const headers = { 'content-type': 'application/json', ...reply.headers };
        this.responseHeaderText = Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n');
        this.response = reply.body === undefined ? null : new TextEncoder().encode(JSON.stringify(reply.body)).buffer;
        this.onload?.();
      }, typeof reply === 'object' ? (reply.afterMs ?? 5) : 5);
    }
  } as unknown as typeof XMLHttpRequest;
}

interface UploadPaths {
  '/upload': {
    post: {
      requestBody: { content: { 'multipart/form-data': FormData } };
      responses: { 201: { content: { 'application/json': { id: string } } } };
    };
  };
}

const httpError = z.object({ detail: z.string() });
const HTTPError = () => httpError;
const operations: Record<string, OperationInfo> = {
  upload: {
    operationId: 'upload',
    method: 'post',
    path: '/upload',
    contract: 'proposed',
    idempotencyKey: true,
    responses: { '201': () => z.object({ id: z.string() }), '401': HTTPError, '413': HTTPError },
  },
};

function setup(answer: (sent: Sent, n: number) => Answer, timeoutMs = 1000, uploadTimeoutMs = 2000) {
  const sent: Sent[] = [];
  const logout = vi.fn();
  const recover = vi.fn(async () => 'token-2');
  const client = createFetchClient<UploadPaths>({ baseUrl: 'http://api.test/api/v1', fetch: () => Promise.reject(new Error('the upload must go through its own fetch')) });
  client.use(...createMiddleware({ operations, auth: { getAccessToken: () => 'token-1', recover, logout }, timeoutMs, uploadTimeoutMs, logger: { warn: vi.fn(), error: vi.fn() } }));
  const progress: [number, number][] = [];
  const upload = () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(1000)], { type: 'image/png' }), 'Чек.png');
    return client.POST('/upload', { body: form, fetch: createProgressFetch((loaded, total) => progress.push([loaded, total]), fakeXhr(answer, sent)) });
  };
  return { sent, upload, progress, recover, logout };
}

describe('createProgressFetch under the middleware', () => {
  it('sends the multipart body with the request id and the token, reports progress and answers as fetch does', async () => {
    const { sent, upload, progress } = setup(() => ({ status: 201, body: { id: 'a1' } }));
    const { data } = await upload();
    expect(data).toEqual({ id: 'a1' });
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://api.test/api/v1/upload');
    expect(request?.headers['authorization']).toBe('Bearer token-1');
    expect(request?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const text = await request?.body?.text();
    expect(text).toContain('filename="Чек.png"');
    expect(text).toContain('Content-Type: image/png');
    const total = request?.body?.size ?? 0;
    expect(total).toBeGreaterThan(1000);
    expect(progress).toEqual([
      [Math.floor(total / 2), total],
      [total, total],
    ]);
  });

  it('a 401 refreshes the token once and sends the upload again through the same transport', async () => {
    const { sent, upload, progress, recover, logout } = setup((_, n) => (n === 1 ? { status: 401, body: { detail: 'Not authenticated' } } : { status: 201, body: { id: 'a2' } }));
    const { data } = await upload();
    expect(data).toEqual({ id: 'a2' });
    expect(recover).toHaveBeenCalledTimes(1);
    expect(logout).not.toHaveBeenCalled();
    expect(sent.map((s) => s.headers['authorization'])).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(await sent[1]?.body?.text()).toBe(await sent[0]?.body?.text());
    expect(progress).toHaveLength(4);
  });

  it('a refusal becomes the ApiError of its status; no answer a NetworkError', async () => {
    const refused = setup(() => ({ status: 413, body: { detail: 'ATTACHMENT_TOO_LARGE' } }));
    const error = await refused.upload().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).message).toBe('Файл слишком большой.');
    const offline = setup(() => 'no answer');
    expect(await offline.upload().catch((e: unknown) => e)).toBeInstanceOf(NetworkError);
  });

  it('an upload gets its own, longer timeout; one that never ends is aborted as a timeout', async () => {
    // A JSON call would time out after 50 ms; the upload's answer after 150 ms is kept.
    const slow = setup(() => ({ status: 201, body: { id: 'a3' }, afterMs: 150 }), 50, 400);
    expect((await slow.upload()).data).toEqual({ id: 'a3' });
    const hung = setup(() => 'hang', 50, 400);
    const started = Date.now();
    const error = await hung.upload().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(hung.sent).toHaveLength(1);
  });
});
