// A `fetch` for one openapi-fetch call that reports how much of the request body has been sent
// (ADR 0029). fetch() has no upload progress (a streamed request body would need HTTP/2 or
// HTTP/3 end to end and `duplex: 'half'`, which Telegram's web views do not all have), and
// XMLHttpRequest does: `xhr.upload.onprogress`. It takes the Request the client's middleware
// built (x-request-id, the bearer token, the timeout's signal) and answers a Response as
// fetch() would, so everything else stays the middleware's: the 401 refresh and its one retry
// (which calls this same fetch with the replayed request), the validation, the error mapping.

/** Bytes of the request body sent so far, of `total`. */
export type UploadProgress = (loaded: number, total: number) => void;

/** Statuses whose Response must have no body. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // a header name the Headers class refuses: not one the app reads
    }
  }
  return headers;
}

export function createProgressFetch(onProgress: UploadProgress, Xhr: typeof XMLHttpRequest = XMLHttpRequest): (request: Request) => Promise<Response> {
  return async (request) => {
    const signal = request.signal;
    signal.throwIfAborted();
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new Xhr();
      const abort = () => xhr.abort();
      const settle = () => signal.removeEventListener('abort', abort);
      xhr.open(request.method, request.url, true);
      xhr.responseType = 'arraybuffer';
      xhr.withCredentials = request.credentials === 'include';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      };
      xhr.onload = () => {
        settle();
        const payload: ArrayBuffer | null = xhr.response instanceof ArrayBuffer ? xhr.response : null;
        resolve(new Response(NULL_BODY.has(xhr.status) ? null : payload, { status: xhr.status, statusText: xhr.statusText, headers: responseHeaders(xhr.getAllResponseHeaders()) }));
      };
      // As fetch() does: no answer is a TypeError (the middleware's NetworkError), an abort the signal's reason
      // (a TimeoutError from the timeout middleware becomes its RequestTimeoutError).
      xhr.onerror = () => {
        settle();
        reject(new TypeError('Failed to fetch'));
      };
      xhr.onabort = () => {
        settle();
        reject(signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError'));
      };
      signal.addEventListener('abort', abort, { once: true });
      xhr.send(body);
    });
  };
}
