// Access-token timing (spec sections 4 and 9): the refresh is scheduled 5000 ms before `exp`.
export const REFRESH_LEAD_MS = 5000;

/** `exp` (seconds since epoch) from a JWT payload, or null when it cannot be read. */
export function accessTokenExp(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const json: unknown = JSON.parse(atob(base64));
    if (typeof json === 'object' && json !== null && 'exp' in json && typeof json.exp === 'number' && Number.isFinite(json.exp)) {
      return json.exp;
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * The longest single timer the refresh schedule sets. setTimeout keeps its delay in a signed
 * 32-bit integer: past 2^31 - 1 ms (24.8 days) it fires at once, and a token valid for 50 days
 * (or the dev mock's, valid until 2100) refreshed in a loop. A longer wait is a chain of timers
 * of at most a day, each re-reading the clock, so a phone that slept wakes up on time too.
 */
export const MAX_REFRESH_TIMER_MS = 86_400_000;

/**
 * The least time between two scheduled refreshes: a token due sooner than this after the last
 * refresh waits this long, so a lifetime barely over the lead gives at most one refresh a second,
 * not a storm. Short, so any lifetime of 6 s or more keeps the spec's 5000 ms lead exactly. (A
 * token already due when it arrives, after a refresh for one already due, is not refreshed on a
 * timer at all: the session waits for a 401; session.ts.)
 */
export const MIN_REFRESH_INTERVAL_MS = 1000;

/** When the refresh is due (ms since epoch): 5000 ms before `exp`; null without a readable `exp`. */
export function refreshDueAt(token: string): number | null {
  const exp = accessTokenExp(token);
  return exp === null ? null : exp * 1000 - REFRESH_LEAD_MS;
}

/** Milliseconds from `nowMs` until the refresh is due (never negative), or null without `exp`. */
export function refreshDelayMs(token: string, nowMs: number): number | null {
  const due = refreshDueAt(token);
  return due === null ? null : Math.max(0, due - nowMs);
}
