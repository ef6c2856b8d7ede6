// Sign-in and token lifecycle (spec sections 4, 6, 8): tokens live in memory only; sign-in
// posts the init data and hash; refresh is scheduled 5000 ms before the access token's exp;
// refresh errors with string data are thrown up; the no-access flag covers missing sign-in
// data and the server's no_in_whitelist.
import type { GatewayClient } from '../../../shared/api/client.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { singleFlight, type Logger } from '../../../shared/api/middleware.ts';
import { refreshDelayMs } from './token.ts';

export const NO_IN_WHITELIST = 'no_in_whitelist';

export interface LaunchCredentials {
  initDataRaw: string | null;
  hash: string | null;
}

export type SignInOutcome = { kind: 'signed-in' } | { kind: 'no-access'; reason: 'missing-init-data' | 'not-whitelisted' };

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
  now(): number;
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

export interface AuthSessionDeps {
  /** Resolved lazily: the clients are built with this session's hooks. */
  gateway: () => GatewayClient;
  launch: LaunchCredentials;
  logger?: Logger;
  timers?: Timers;
  onLoggedOut?: (reason: string) => void;
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
  logout(reason: string): void;
  dispose(): void;
}

export function createAuthSession(deps: AuthSessionDeps): AuthSession {
  const logger = deps.logger ?? console;
  const timers = deps.timers ?? realTimers;
  let access: string | null = null;
  let refreshToken: string | null = null;
  let timer: unknown = null;
  let signedIn: Promise<SignInOutcome> | null = null;

  const store = (pair: { access_token: string; refresh_token: string }) => {
    access = pair.access_token;
    refreshToken = pair.refresh_token;
    schedule();
  };

  const schedule = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
    if (!access) return;
    const delay = refreshDelayMs(access, timers.now());
    if (delay === null) {
      logger.warn('The access token has no readable exp; it is refreshed only on a 401');
      return;
    }
    timer = timers.set(() => {
      timer = null;
      refresh().catch((error: unknown) => logger.error('Scheduled token refresh failed', error));
    }, delay);
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
        throw error;
      }
    })();
    return signedIn;
  };

  const logout = (reason: string) => {
    logger.warn(`Logged out: ${reason}`);
    access = null;
    refreshToken = null;
    signedIn = null;
    if (timer !== null) timers.clear(timer);
    timer = null;
    deps.onLoggedOut?.(reason);
  };

  return {
    getAccessToken: () => access,
    signIn,
    start: () => {
      started ??= signIn();
      started.catch(() => undefined); // reported to the first signIn() caller
    },
    refresh,
    logout,
    dispose: () => {
      if (timer !== null) timers.clear(timer);
      timer = null;
    },
  };
}
