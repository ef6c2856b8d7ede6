// The token request, sent by a small inline script in index.html while the app's code downloads
// and evaluates, instead of after it (ADR 0008). Phones spend several hundred milliseconds
// evaluating the entry before the app could send it itself; sign-in is on the first screen's
// critical path, so that time was added to every start.
//
// The app then adopts the response: its own sign-in request goes through the same client,
// middleware and validation as always, and the fetch below answers it with the early response
// when, and only when, it is the same request (URL and body). Anything else (no early request,
// other init data, a second sign-in) goes to the network as before.
//
// The first data round (issue 39): once the token arrives, the same script sends the GETs the
// first screen's guard round will send (home only: the build passes their paths, see
// src/app/first-round.ts), instead of waiting for the entry to evaluate, render and process the
// sign-in. The app adopts those answers the same way, one for one: a GET with the same URL and
// the same bearer token is answered with the early response, once, and goes through the client's
// middleware (validation, the 401 recovery, errors) as any answer does. No token (a refused or
// failed sign-in), another page or a deep link: no early round, and the app sends its own.
import { REQUEST_ID } from '../../../shared/api/middleware.ts';
import { holdUntilAborted, withTimeout } from '../../../shared/lib/hold-signal.ts';
import { yieldToMain } from '../../../shared/lib/yield.ts';
import { LAUNCH_PARAMS_STORAGE_KEY } from '../../../shared/telegram/launch-params.ts';

export interface EarlyRequest {
  url: string;
  requestId: string | null;
  response: Promise<Response>;
  /**
   * The page's clock (performance.now()) at which the app's own request, sent when this one was,
   * would have given up: its answer no longer counts after it. Without it, an adopted request
   * that never answers got a full timeout of its own on top (the sign-in: 30 s to the error
   * screen, not 15; a round GET adopted once a slow entry had arrived: up to its download more).
   */
  deadline?: number;
}

/** The first data round the inline script sent with the token it received. */
export interface EarlyRound {
  token: string;
  requests: EarlyRequest[];
}

export interface EarlySignIn extends EarlyRequest {
  body: string;
  /** Settles once the sign-in's answer is read: the round sent, or null (none sent). */
  round?: Promise<EarlyRound | null>;
}

/** What the inline script sends once signed in: the first screen's data round. */
export interface EarlyRoundPlan {
  /** The page path the round is for (home); any other page, or a start_param deep link, sends none. */
  at: string;
  /** The trader API's base URL (VITE_API_BASE_URL). */
  base: string;
  /** Each GET's path and query under `base`, as the app's client writes it. */
  paths: readonly string[];
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
export function sendEarlySignIn(win: Window, gatewayBase: string, names: EarlySignInNames, plan: EarlyRoundPlan | null = null, timeoutMs: number | null = null): void {
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
    /** Sends one request as the app's client would (a request id), with the deadline its own would have. */
    const send = (url: string, init: { method?: string; headers: Record<string, string>; body?: string }): EarlyRequest => {
      const requestId = typeof win.crypto.randomUUID === 'function' ? win.crypto.randomUUID() : null;
      if (requestId) init.headers[names.requestIdHeader] = requestId;
      const response = win.fetch(url, init);
      response.catch(() => undefined); // adopted, a failure is the app's to report
      const sent: EarlyRequest = { url, requestId, response };
      if (timeoutMs !== null && typeof win.performance?.now === 'function') sent.deadline = win.performance.now() + timeoutMs;
      return sent;
    };
    const body = JSON.stringify({ init_data_raw: initDataRaw, hash });
    const early: EarlySignIn = { ...send(new URL(`${gatewayBase.replace(/\/$/, '')}/auth/token`, win.location.origin).href, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }), body };
    const { response } = early;
    if (plan && win.location.pathname === plan.at && !query.get('tgWebAppStartParam')) {
      early.round = response
        .then((answer) => (answer.ok ? (answer.clone().json() as Promise<{ access_token?: unknown } | null>) : null))
        .then((pair): EarlyRound | null => {
          const token = pair && typeof pair.access_token === 'string' ? pair.access_token : null;
          if (!token) return null;
          const requests = plan.paths.map((p) => send(new URL(`${plan.base.replace(/\/$/, '')}${p}`, win.location.origin).href, { headers: { Authorization: `Bearer ${token}` } }));
          return { token, requests };
        })
        .catch(() => null);
    }
    win.__traderEarlySignIn = early;
  } catch {
    // storage or URL unreadable: the app signs in itself
  }
}

/** The attribute the build puts on the entry's `<link>` tags (vite.config.ts): startEntry() fetches and runs them. */
export const ENTRY_ATTRIBUTE = 'data-trader-entry';

/**
 * How long after the sign-in has left startEntry() asks for the entry's files (ADR 0057). On a
 * first open the link to the phone is first in, first out: asked for with the page, the entry's
 * 140 KiB came ahead of the sign-in's answer, and the first data round, which waits for the token,
 * left only once they had arrived. Asked for after the sign-in has reached the server, they come
 * behind its answer, and the round's flight runs while they download. The delay only has to
 * exceed the sign-in's server time (the mocks': 5 to 12 ms); on a later open the files come from
 * the HTTP cache long before the round's answers.
 */
export const ENTRY_AFTER_SIGN_IN_MS = 50;

/**
 * Where the page finds whether this browser has run the build before, so that its entry is in the
 * HTTP cache (ADR 0057): local storage's `key` holds the build id the code-cache warm-up ran for
 * (src/app/shell/code-cache.ts, ADR 0055), the page's `<meta name={meta}>` the running build's.
 */
export interface CachedBuildNames {
  key: string;
  meta: string;
}

export const CACHED_BUILD: CachedBuildNames = { key: 'trader:code-cache-build', meta: 'trader:build' };

/**
 * Runs inline in index.html after sendEarlySignIn (self-contained, never throws). The build lists
 * the entry's module files as `<link data-trader-entry>` without `rel`, so the page does not fetch
 * them: with a sign-in in flight, they become `modulepreload` links `fetchAfterMs` after it left
 * (the browser fetches and compiles them, as it would a module script, without running them), so
 * that its answer is not queued behind their bytes (ADR 0057). This runs them only once the first
 * data round has left (or no round is coming: no early sign-in, another page, no token), and at
 * the latest after `waitMs` (the sign-in's own timeout, when the app's adopted request gives up
 * too); a module script fetches its file if the link has not yet. A build this browser has run
 * before (`cachedBuild`) has its files in the HTTP cache, with no link to queue behind: they are
 * fetched once the document is parsed, so that reading them and their code cache is done before
 * the token arrives.
 *
 * Evaluating the entry and V8 writing its code cache hold the page's thread for about 150 ms at 4x
 * CPU on a warm open, and the token's answer, arriving meanwhile, waited for them before the round
 * could leave (issue 39's trace: ~90 ms). Run after the round is sent, they fill the round's own
 * round trip instead. The links are read once the document is parsed, as a module script runs.
 */
export function startEntry(win: Window, attribute: string, waitMs: number, fetchAfterMs = 0, cachedBuild: CachedBuildNames | null = null): void {
  let started = false;
  const links = () => win.document.querySelectorAll<HTMLLinkElement>(`link[${attribute}]`);
  const fetchEntry = () => {
    try {
      for (const link of links()) if (!link.rel) link.rel = 'modulepreload';
    } catch {
      // the module scripts fetch their files when the entry runs
    }
  };
  /** Whether local storage names the page's build as run before (read once the document is parsed). */
  const runBefore = () => {
    try {
      const build = cachedBuild && win.document.querySelector<HTMLMetaElement>(`meta[name="${cachedBuild.meta}"]`)?.content;
      return !!build && win.localStorage.getItem(cachedBuild.key) === build;
    } catch {
      return false;
    }
  };
  const start = () => {
    if (started) return;
    started = true;
    const run = () => {
      for (const link of links()) {
        const script = win.document.createElement('script');
        script.type = 'module';
        script.crossOrigin = link.crossOrigin ?? '';
        script.src = link.href;
        win.document.head.append(script);
      }
    };
    try {
      if (win.document.readyState === 'loading') win.document.addEventListener('DOMContentLoaded', run, { once: true });
      else run();
    } catch (error) {
      console.error('index.html could not start the app: its entry scripts were not added', error);
    }
  };
  try {
    const early = win.__traderEarlySignIn;
    if (early) {
      win.setTimeout(fetchEntry, fetchAfterMs);
      const parsed = () => (runBefore() ? fetchEntry() : undefined);
      if (win.document.readyState === 'loading') win.document.addEventListener('DOMContentLoaded', parsed, { once: true });
      else parsed();
    }
    const round = early?.round;
    if (!round) return start();
    const timer = win.setTimeout(start, waitMs);
    const sent = () => {
      try {
        win.clearTimeout(timer);
      } catch {
        // the timer then finds the entry started
      }
      start();
    };
    round.then(sent, sent);
  } catch {
    start();
  }
}

/**
 * The inline script for index.html: sendEarlySignIn's source, called with the gateway base and
 * the first round's plan, then startEntry's, which runs the entry once the round has left (at the
 * latest after `entryWaitMs`).
 */
export function earlySignInScript(gatewayBase: string, plan: EarlyRoundPlan | null = null, entryWaitMs = 15_000): string {
  return [
    `(${sendEarlySignIn.toString()})(window, ${JSON.stringify(gatewayBase)}, ${JSON.stringify(EARLY_SIGN_IN_NAMES)}, ${JSON.stringify(plan)}, ${JSON.stringify(entryWaitMs)});`,
    `(${startEntry.toString()})(window, ${JSON.stringify(ENTRY_ATTRIBUTE)}, ${JSON.stringify(entryWaitMs)}, ${JSON.stringify(ENTRY_AFTER_SIGN_IN_MS)}, ${JSON.stringify(CACHED_BUILD)});`,
  ].join('\n');
}

/** A fetch that adopts the early requests; `release()` drops the early answers not adopted yet. */
export type AdoptingFetch = ((request: Request) => Promise<Response>) & { release(): void };

/**
 * Wraps `fetchImpl` so that the first request identical to the early sign-in (POST, same URL,
 * same body) is answered with the early response, once; and each GET identical to one of the
 * early round's (same URL, `Authorization: Bearer <the token the round was sent with>`) with
 * that early response, once. An adopted request takes the request id that was actually sent, so
 * logs and error reports name the request the server saw; its abort signal (the client's timeout)
 * still applies, and it gives up at the early request's deadline, when the app's request sent with
 * it would have. `release()` (the first navigation has settled) drops the round's answers nothing
 * adopted: a later GET is never answered with an answer from the start.
 */
export function adoptEarlySignIn(fetchImpl: (request: Request) => Promise<Response>, early: EarlySignIn | undefined): AdoptingFetch {
  let pending = early ?? null;
  let round: Promise<Map<string, EarlyRequest> | null> | null = early?.round
    ? early.round.then((sent) => (sent ? new Map(sent.requests.map((r) => [`${r.url} ${sent.token}`, r])) : null))
    : null;
  const adopting = async (request: Request): Promise<Response> => {
    const candidate = pending;
    if (candidate && request.method === 'POST' && request.url === candidate.url) {
      pending = null;
      if ((await request.clone().text()) === candidate.body) {
        if (candidate.requestId) request.headers.set(REQUEST_ID, candidate.requestId);
        return untilAborted(candidate.response, byDeadline(request.signal, candidate.deadline));
      }
    }
    const waiting = round;
    const bearer = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
    if (waiting && request.method === 'GET' && bearer) {
      const requests = await waiting;
      const key = `${request.url} ${bearer}`;
      const sent = requests?.get(key);
      if (requests && sent) {
        requests.delete(key);
        if (sent.requestId) request.headers.set(REQUEST_ID, sent.requestId);
        return untilAborted(sent.response, byDeadline(request.signal, sent.deadline));
      }
    }
    return fetchImpl(request);
  };
  return Object.assign(adopting, {
    release: () => {
      round = null;
    },
  });
}

/**
 * The adopted request's signal, given up at the early request's own deadline as well (the
 * trader's 408, as the client's timeout would say).
 */
function byDeadline(signal: AbortSignal, deadline: number | undefined): AbortSignal {
  return deadline === undefined ? signal : withTimeout(signal, Math.max(0, Math.ceil(deadline - performance.now())));
}

/**
 * The adopted request's answer, or its signal's abort (the caller's cancel, its timeout), whichever
 * comes first; the signal held until it aborts (hold-signal.ts). The answer is handed over in a
 * task of its own (`yieldToMain`): the round's answers have often all arrived by the time the
 * guards adopt them, and handed over at once their validation and the cache's writes ran as one
 * microtask run, 74 ms of a 4x phone's main thread (traced cold open, ADR 0058). Each is a few.
 */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  holdUntilAborted(signal);
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    response.then((answer) => yieldToMain().then(() => resolve(answer)), reject);
  });
}
