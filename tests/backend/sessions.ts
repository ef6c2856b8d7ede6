// Sign-in, refresh, authentication and revocation of the gateway (openapi/gateway-api.yaml):
// init data in, a token pair out; every trader API call and socket needs a valid access token.
import type { components } from '../../generated/openapi/gateway-api.ts';
import { checkInitData, TokenSigner, type TokenCheck } from './tokens.ts';

type TokenPair = components['schemas']['TokenPair'];

export interface SessionConfig {
  botToken: string;
  accessTtlS: number;
  refreshTtlS: number;
  /** Telegram user ids allowed in, or 'all'. Others get 403 no_in_whitelist. */
  whitelist: readonly number[] | 'all';
  /** Init data older than this (auth_date) is refused, as Telegram advises. */
  initDataMaxAgeS: number;
}

export type SignInOutcome = { ok: true; value: TokenPair } | { ok: false; reason: 'invalid-init-data' | 'not-whitelisted' };
export type RefreshOutcome = { ok: true; value: TokenPair } | { ok: false; reason: 'invalid-init-data' | 'not-whitelisted' | 'invalid-refresh-token' | 'expired-refresh-token' };

export class Sessions {
  private readonly signer = new TokenSigner();
  private readonly config: () => SessionConfig;

  constructor(config: () => SessionConfig) {
    this.config = config;
  }

  private pair(sub: string, nowMs: number): TokenPair {
    const { accessTtlS, refreshTtlS } = this.config();
    return { access_token: this.signer.sign(sub, 'access', nowMs, accessTtlS), refresh_token: this.signer.sign(sub, 'refresh', nowMs, refreshTtlS) };
  }

  private user(initDataRaw: string, hash: string, nowMs: number): { ok: true; sub: string } | { ok: false; reason: 'invalid-init-data' | 'not-whitelisted' } {
    const { botToken, initDataMaxAgeS, whitelist } = this.config();
    const check = checkInitData(initDataRaw, hash, botToken, nowMs, initDataMaxAgeS);
    if (!check.ok) return { ok: false, reason: 'invalid-init-data' };
    if (whitelist !== 'all' && !whitelist.includes(check.user.id)) return { ok: false, reason: 'not-whitelisted' };
    return { ok: true, sub: String(check.user.id) };
  }

  signIn(initDataRaw: string, hash: string, nowMs: number): SignInOutcome {
    const user = this.user(initDataRaw, hash, nowMs);
    return user.ok ? { ok: true, value: this.pair(user.sub, nowMs) } : user;
  }

  /** A new pair for a valid refresh token of the same Telegram user as the init data. */
  refresh(body: components['schemas']['TokenRefreshRequest'], nowMs: number): RefreshOutcome {
    const user = this.user(body.init_data_raw, body.hash, nowMs);
    if (!user.ok) return user;
    const token = this.signer.verify(body.refresh_token, 'refresh', nowMs);
    if (!token.ok) return { ok: false, reason: token.reason === 'expired' ? 'expired-refresh-token' : 'invalid-refresh-token' };
    if (token.claims.sub !== user.sub) return { ok: false, reason: 'invalid-refresh-token' };
    return { ok: true, value: this.pair(user.sub, nowMs) };
  }

  verifyAccess(token: string, nowMs: number): TokenCheck {
    return this.signer.verify(token, 'access', nowMs);
  }

  /** The trader (JWT sub) of an `Authorization: Bearer <access token>` header, or null. */
  authenticate(authorization: string | undefined, nowMs: number): string | null {
    const match = /^Bearer (\S+)$/i.exec(authorization ?? '');
    if (!match?.[1]) return null;
    const check = this.verifyAccess(match[1], nowMs);
    return check.ok ? check.claims.sub : null;
  }

  /** Rotates the signing key: every access and refresh token issued so far answers 401. */
  revoke(): void {
    this.signer.rotate();
  }
}
