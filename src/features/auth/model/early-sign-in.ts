// The token request, sent by a small inline script in index.html while the app's code downloads
// and evaluates, instead of after it (ADR 0008). Phones spend several hundred milliseconds
// evaluating the entry before the app could send it itself; sign-in is on the first screen's
// critical path, so that time was added to every start.
//
// The app then adopts the response: its own sign-in request goes through the same client,
// middleware and validation as always, and the fetch below answers it with the early response
// when, and only when, it is the same request (URL and body). Anything else (no early request,
// other init data, a second sign-in) goes to the network as before.
import { REQUEST_ID } from '../../../shared/api/middleware.ts';
import { LAUNCH_PARAMS_STORAGE_KEY } from '../../../shared/telegram/launch-params.ts';

export interface EarlySignIn {
  url: string;
  body: string;
  requestId: string | null;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __traderEarlySignIn?: EarlySignIn;
  }
}

/** The names the inline script shares with the app, passed in (it cannot import them). */
export interface EarlySignInNames {
  /** Session-storage key of the SDK's launch-params copy (LAUNCH_PARAMS_STORAGE_KEY). */
  storageKey: string;
  /** The request-id header (REQUEST_ID). */
  requestIdHeader: string;
}

export const EARLY_SIGN_IN_NAMES: EarlySignInNames = { storageKey: LAUNCH_PARAMS_STORAGE_KEY, requestIdHeader: REQUEST_ID };

/**
 * Runs inline in index.html: the build inlines this function's source text, so it must stay
 * self-contained (no imports, no module-level names) and never throw. Reads the init data as
 * readLaunchParams does (the launch URL, then the SDK's session-storage copy), and posts it to the
 * gateway's token endpoint exactly as the session's signIn() would.
 */
export function sendEarlySignIn(win: Window, gatewayBase: string, names: EarlySignInNames): void {
  try {
    let raw = win.location.href.replace(/^[^?#]*[?#]/, '').replace(/[?#]/g, '&');
    if (!/(^|&)tgWebAppData=/.test(raw)) {
      const stored: unknown = JSON.parse(win.sessionStorage.getItem(names.storageKey) ?? 'null');
      raw = typeof stored === 'string' ? stored : '';
    }
    const query = new URLSearchParams(raw);
    const initDataRaw = query.get('tgWebAppData');
    if (!initDataRaw || !query.get('tgWebAppPlatform') || !query.get('tgWebAppVersion')) return;
    const hash = new URLSearchParams(initDataRaw).get('hash');
    if (!hash) return;
    const url = new URL(`${gatewayBase.replace(/\/$/, '')}/auth/token`, win.location.origin).href;
    const body = JSON.stringify({ init_data_raw: initDataRaw, hash });
    const requestId = typeof win.crypto.randomUUID === 'function' ? win.crypto.randomUUID() : null;
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (requestId) headers[names.requestIdHeader] = requestId;
    const response = win.fetch(url, { method: 'POST', headers, body });
    response.catch(() => undefined); // the app's sign-in reports a failure when it adopts it
    win.__traderEarlySignIn = { url, body, requestId, response };
  } catch {
    // storage or URL unreadable: the app signs in itself
  }
}

/** The inline script for index.html: sendEarlySignIn's source, called with the gateway base. */
export function earlySignInScript(gatewayBase: string): string {
  return `(${sendEarlySignIn.toString()})(window, ${JSON.stringify(gatewayBase)}, ${JSON.stringify(EARLY_SIGN_IN_NAMES)});`;
}

/**
 * Wraps `fetchImpl` so that the first request identical to the early sign-in (POST, same URL,
 * same body) is answered with the early response, once. The adopted request takes the request id
 * that was actually sent, so logs and error reports name the request the server saw; its abort
 * signal (the client's timeout) still applies.
 */
export function adoptEarlySignIn(
  fetchImpl: (request: Request) => Promise<Response>,
  early: EarlySignIn | undefined,
): (request: Request) => Promise<Response> {
  let pending = early ?? null;
  return async (request) => {
    const candidate = pending;
    if (candidate && request.method === 'POST' && request.url === candidate.url) {
      pending = null;
      if ((await request.clone().text()) === candidate.body) {
        if (candidate.requestId) request.headers.set(REQUEST_ID, candidate.requestId);
        return untilAborted(candidate.response, request.signal);
      }
    }
    return fetchImpl(request);
  };
}

/**
 * Signals of adopted requests still waiting, held as a fetch holds its request: in Node (the unit
 * tests) a request's signal that nothing else refers to can be collected before the client's
 * timeout (AbortSignal.timeout under AbortSignal.any) fires, and the wait would never end
 * (nodejs/node#57736).
 */
const waiting = new Set<AbortSignal>();

function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const settle = () => {
      signal.removeEventListener('abort', onAbort);
      waiting.delete(signal);
    };
    const onAbort = () => {
      settle();
      reject(signal.reason as Error);
    };
    waiting.add(signal);
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(
      (value) => {
        settle();
        resolve(value);
      },
      (error: unknown) => {
        settle();
        reject(error as Error);
      },
    );
  });
}
