// Why a request got no answer, in English a developer can act on: the server is not there (the
// connection refused, the host unknown), the connection broke, TLS failed, or the answer took
// longer than --timeout. Node's fetch says only "fetch failed"; the cause carries the code.
interface ErrorWithCause {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  cause?: unknown;
}

const asError = (value: unknown): ErrorWithCause => (typeof value === 'object' && value !== null ? (value as ErrorWithCause) : {});

/** The innermost error code (ECONNREFUSED, ENOTFOUND, UND_ERR_SOCKET, ...), if any. */
function errorCode(error: unknown): string | null {
  let current: unknown = error;
  let code: string | null = null;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const e = asError(current);
    if (typeof e.code === 'string') code = e.code;
    current = e.cause;
  }
  return code;
}

function innermostMessage(error: unknown): string {
  let current: unknown = error;
  let message = String(error);
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const e = asError(current);
    if (typeof e.message === 'string' && e.message !== '') message = e.message;
    current = e.cause;
  }
  return message;
}

/** One sentence on why `url` got no answer. */
export function describeTransportError(error: unknown, url: string, timeoutMs: number): string {
  const { origin, host } = new URL(url);
  const e = asError(error);
  if (e.name === 'TimeoutError') return `no answer from ${origin} within ${timeoutMs} ms (--timeout)`;
  const code = errorCode(error);
  switch (code) {
    case 'ECONNREFUSED':
      return `cannot connect to ${origin}: connection refused (ECONNREFUSED), so no server listens there: check that it runs and the URL`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `cannot resolve the host ${host} (${code}); check the URL`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return `cannot reach ${origin} (${code}): no route to the server, or a firewall drops the connection`;
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
    case 'UND_ERR_CLOSED':
      return `the connection to ${origin} closed before an answer came (${code})`;
    default:
      if (code !== null && /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) return `TLS with ${origin} failed (${code}): ${innermostMessage(error)}`;
      return `no answer from ${origin}: ${innermostMessage(error)}${code ? ` (${code})` : ''}`;
  }
}
