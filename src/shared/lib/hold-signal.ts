// Keeps an AbortSignal reachable while the request it governs is out. Node's fetch (undici, the
// unit tests' fetch) follows a request's signal only through a weak reference, so an
// AbortSignal.any that nothing else refers to can be collected while the request waits, and then
// neither the caller's cancel nor its timeout reaches the request, which never ends
// (nodejs/node#57736). Browsers keep such a signal alive while it can still abort; holding it here
// costs them one Set entry per request. Every signal the app makes for a request
// (AbortSignal.any, AbortSignal.timeout) goes through this, the one place the workaround lives.

const held = new Set<AbortSignal>();

/**
 * Holds `signal` until it aborts: for a request's signal that carries a timeout (AbortSignal.timeout,
 * or an AbortSignal.any over one, or a Request's signal following such), which so ends the hold at
 * the latest, after the answer's body has been read too (the middleware reads it after fetch
 * resolves). A signal that can never abort is not for this. Returns `signal`.
 */
export function holdUntilAborted(signal: AbortSignal): AbortSignal {
  if (!signal.aborted) {
    held.add(signal);
    signal.addEventListener('abort', () => held.delete(signal), { once: true });
  }
  return signal;
}

/** `signal`, or its abort, with a timeout of `ms` beside it: a request's signal, held until it aborts. */
export function withTimeout(signal: AbortSignal, ms: number): AbortSignal {
  return holdUntilAborted(AbortSignal.any([signal, AbortSignal.timeout(ms)]));
}

/** The signals held now, a copy (tests: every request releases its own). */
export function heldSignals(): ReadonlySet<AbortSignal> {
  return new Set(held);
}
