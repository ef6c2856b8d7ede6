// Sign-in and token lifecycle (spec sections 4, 6, 8): tokens live in memory only; sign-in
// posts the init data and hash; refresh is scheduled 5000 ms before the access token's exp;
// refresh errors with string data are thrown up; the no-access flag covers missing sign-in
// data and the server's no_in_whitelist.
//
// Recovery after a 401 (`recover`, shared by every request that got one): refresh; if that
// fails, sign in again from the init data, once; if that fails too, the session ends. An ended
// session holds no token, so nothing more is sent (the middleware sends no call without one),
// and the app shows the error screen: a revoked session recovers or stops, it never loops.
import type { GatewayClient } from '../../../shared/api/client.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { singleFlight, type Logger } from '../../../shared/api/middleware.ts';
import { realTimers, type Timers } from '../../../shared/lib/timers.ts';
import { MAX_REFRESH_TIMER_MS, MIN_REFRESH_INTERVAL_MS, refreshDueAt } from './token.ts';

export const NO_IN_WHITELIST = 'no_in_whitelist';

export interface LaunchCredentials {
  initDataRaw: string | null;
  hash: string | null;
}

export type SignInOutcome = { kind: 'signed-in' } | { kind: 'no-access'; reason: 'missing-init-data' | 'not-whitelisted' };

/**
 * Why the session ended: the status picks the error screen; no-access goes to
 * /warn/access-restricted; refused: the server refused the init data (invalid or too old), so
 * only a relaunch of the mini-app, with fresh init data, can sign in again.
 */
export interface SessionEnd {
  kind: 'failed' | 'no-access' | 'refused';
  status: number;
  reason: string;
}

export interface AuthSessionDeps {
  /** Resolved lazily: the clients are built with this session's hooks. */
  gateway: () => GatewayClient;
  launch: LaunchCredentials;
  logger?: Logger;
  timers?: Timers;
}

export interface AuthSession {
  getAccessToken(): string | null;
  /** Token acquisition, once; later calls share the first result until logout. */
  signIn(): Promise<SignInOutcome>;
  /**
   * Starts the sign-in at boot, before the first screen renders, so the token request overlaps
   * the first render. The first signIn() afterwards returns its outcome, failure included.
   */
  start(): void;
  /** A new access token, or null; throws when the server answers with a string detail. */
  refresh(): Promise<string | null>;
  /**
   * A token after a 401: refresh, else one fresh sign-in from the init data, else the session
   * ends and this gives null. Concurrent callers share one recovery.
   */
  recover(): Promise<string | null>;
  /** Ends the session (the retry after a recovery was refused too): tokens are forgotten. */
  logout(reason: string): void;
  /** Set while the session has ended; a later successful sign-in clears it. */
  ended(): SessionEnd | null;
  /** Called when the session ends or starts again. */
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

/** The status an error screen shows for a failed sign-in: its HTTP status, or 408 when no answer came. */
function failureStatus(error: unknown): number {
  return error instanceof ApiError ? error.status : 408;
}

/**
 * The sign-in's 401 or 403 (but no_in_whitelist): the server refuses this init data (a bad
 * signature, or an auth_date too old). Asking again with the same init data cannot help.
 */
export function isInitDataRefused(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || (error.status === 403 && error.detailCode !== NO_IN_WHITELIST));
}

/**
 * The scheduled refresh of the access token. It is due 5000 ms before exp (spec section 4),
 * whatever exp says: far away, it is waited for by timers of at most MAX_REFRESH_TIMER_MS, each
 * re-reading the clock (a longer delay wraps in setTimeout and fires at once); already due, it is
 * sent once, and a token that comes back already due again waits for a 401 instead of looping.
 */
function createRefreshTimer(timers: Timers, logger: Logger, refresh: () => Promise<unknown>) {
  let timer: unknown = null;
  /** When the last scheduled refresh fired (clock ms), for MIN_REFRESH_INTERVAL_MS. */
  let lastScheduledRefresh = Number.NEGATIVE_INFINITY;
  /** The last scheduled refresh was for a token already due: the next due token waits for a 401. */
  let refreshedWhileDue = false;

  const clear = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
  };

  const arm = (due: number) => {
    const now = timers.now();
    const wait = due - now;
    if (wait > MAX_REFRESH_TIMER_MS) {
      timer = timers.set(() => {
        timer = null;
        arm(due);
      }, MAX_REFRESH_TIMER_MS);
      return;
    }
    if (wait <= 0 && refreshedWhileDue) {
      logger.warn(
        `The access token's refresh was due ${now - due} ms ago, right after a refresh for a token already due ` +
          "(the phone's clock is ahead of the server's, or the token lives less than the lead): it is refreshed only on a 401",
      );
      return;
    }
    const immediate = wait <= 0;
    timer = timers.set(
      () => {
        timer = null;
        lastScheduledRefresh = timers.now();
        refreshedWhileDue = immediate;
        void refresh();
      },
      Math.max(0, wait, lastScheduledRefresh + MIN_REFRESH_INTERVAL_MS - now),
    );
  };

  /** Plans the refresh of `access` (none without a token or a readable exp), dropping the one planned. */
  const schedule = (access: string | null) => {
    clear();
    if (!access) return;
    const due = refreshDueAt(access);
    if (due === null) {
      logger.warn('The access token has no readable exp; it is refreshed only on a 401');
      return;
    }
    arm(due);
  };

  return { schedule, clear };
}

export function createAuthSession(deps: AuthSessionDeps): AuthSession {
  const logger = deps.logger ?? console;
  const timers = deps.timers ?? realTimers;
  let access: string | null = null;
  let refreshToken: string | null = null;
  // A refused scheduled refresh is not final: the next 401 recovers (or ends) the session.
  const refreshTimer = createRefreshTimer(timers, logger, () => refresh().catch((error: unknown) => logger.error('Scheduled token refresh failed', error)));
  let signedIn: Promise<SignInOutcome> | null = null;
  let end: SessionEnd | null = null;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  const store = (pair: { access_token: string; refresh_token: string }) => {
    access = pair.access_token;
    refreshToken = pair.refresh_token;
    refreshTimer.schedule(access);
    if (end) {
      end = null;
      changed();
    }
  };

  const finish = (next: SessionEnd) => {
    logger.warn(`Session ended (${next.status}): ${next.reason}`);
    access = null;
    refreshToken = null;
    signedIn = null;
    refreshTimer.clear();
    if (end) return;
    end = next;
    changed();
  };

  const refresh = singleFlight(async (): Promise<string | null> => {
    const { initDataRaw, hash } = deps.launch;
    if (!refreshToken || !initDataRaw || !hash) return null;
    try {
      const { data } = await deps.gateway().POST('/auth/token/refresh', {
        body: { hash, init_data_raw: initDataRaw, refresh_token: refreshToken },
      });
      if (!data) return null;
      store(data);
      return data.access_token;
    } catch (error) {
      if (error instanceof ApiError && typeof error.detailCode === 'string') throw error;
      if (error instanceof ApiError) return null;
      throw error;
    }
  });

  // The boot's sign-in (`start`), kept for the first signIn() even when it failed, so a failure
  // is reported once instead of being retried behind the user's back.
  let started: Promise<SignInOutcome> | null = null;

  const signIn = (): Promise<SignInOutcome> => {
    if (started) {
      const first = started;
      started = null;
      return first;
    }
    signedIn ??= (async (): Promise<SignInOutcome> => {
      const { initDataRaw, hash } = deps.launch;
      if (!initDataRaw || !hash) return { kind: 'no-access', reason: 'missing-init-data' };
      try {
        const { data } = await deps.gateway().POST('/auth/token', { body: { init_data_raw: initDataRaw, hash } });
        if (!data) throw new Error('POST /auth/token answered without a token pair');
        store(data);
        return { kind: 'signed-in' };
      } catch (error) {
        if (error instanceof ApiError && error.status === 403 && error.detailCode === NO_IN_WHITELIST) {
          return { kind: 'no-access', reason: 'not-whitelisted' };
        }
        signedIn = null; // a transient failure may be retried
        // Refused init data ends the session, at launch too: the shell offers a relaunch, not
        // a button that sends the same init data again.
        if (isInitDataRefused(error)) finish({ kind: 'refused', status: error.status, reason: `the init data was refused; ${error.describe()}` });
        throw error;
      }
    })();
    return signedIn;
  };

  const recover = singleFlight(async (): Promise<string | null> => {
    if (end) return null;
    try {
      const token = await refresh();
      if (token) return token;
      logger.warn('The token could not be refreshed; signing in again from the init data');
    } catch (error) {
      logger.warn('Token refresh failed; signing in again from the init data', error);
    }
    // Once per recovery: a new sign-in, not the memoized one of the session that just failed.
    signedIn = null;
    started = null;
    try {
      const outcome = await signIn();
      if (outcome.kind === 'signed-in') return access;
      finish({ kind: 'no-access', status: 403, reason: `sign-in after a refused refresh: ${outcome.reason}` });
    } catch (error) {
      const detail = error instanceof ApiError ? error.describe() : String(error);
      finish({ kind: 'failed', status: failureStatus(error), reason: `the refresh and a new sign-in both failed; ${detail}` });
    }
    return null;
  });

  return {
    getAccessToken: () => access,
    signIn,
    start: () => {
      started ??= signIn();
      started.catch(() => undefined); // reported to the first signIn() caller
    },
    refresh,
    recover,
    logout: (reason) => finish({ kind: 'failed', status: 401, reason }),
    ended: () => end,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: () => refreshTimer.clear(),
  };
}
