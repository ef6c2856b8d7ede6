// Credentials as a real gateway checks them: Telegram's init-data signature (the documented
// WebApp algorithm) and JWT-shaped tokens (HS256 over base64url header.payload) signed with a key
// the backend holds. Rotating the key revokes every token issued before, access and refresh alike.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { initDataHashSync } from '../../src/shared/telegram/init-data-signing.ts';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  /** The Telegram user id, as a string (JWT `sub`). */
  sub: string;
  type: TokenType;
  /** Seconds since the epoch. */
  iat: number;
  /** Seconds since the epoch; the app schedules its refresh 5000 ms before it. */
  exp: number;
  jti: string;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'bad-signature' | 'wrong-type' | 'expired' };

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const v: Record<string, unknown> = { ...value };
  return (
    typeof v.sub === 'string' &&
    (v.type === 'access' || v.type === 'refresh') &&
    typeof v.iat === 'number' &&
    typeof v.exp === 'number' &&
    typeof v.jti === 'string'
  );
}

export class TokenSigner {
  private key = randomBytes(32);

  /** A new signing key: every token signed with the old one stops verifying. */
  rotate(): void {
    this.key = randomBytes(32);
  }

  sign(sub: string, type: TokenType, nowMs: number, ttlS: number): string {
    const iat = Math.floor(nowMs / 1000);
    const claims: TokenClaims = { sub, type, iat, exp: iat + ttlS, jti: randomUUID() };
    const unsigned = `${HEADER}.${base64url(JSON.stringify(claims))}`;
    return `${unsigned}.${this.signature(unsigned)}`;
  }

  verify(token: string, type: TokenType, nowMs: number): TokenCheck {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'malformed' };
    const [header = '', payload = '', signature = ''] = parts;
    const expected = Buffer.from(this.signature(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad-signature' };
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
    if (claims.type !== type) return { ok: false, reason: 'wrong-type' };
    if (nowMs >= claims.exp * 1000) return { ok: false, reason: 'expired' };
    return { ok: true, claims };
  }

  private signature(unsigned: string): string {
    return createHmac('sha256', this.key).update(unsigned).digest('base64url');
  }
}

export interface TelegramUser {
  id: number;
  username?: string;
}

export type InitDataCheck =
  | { ok: true; user: TelegramUser; authDate: number }
  | { ok: false; reason: 'malformed' | 'hash-mismatch' | 'bad-signature' | 'expired' | 'no-user' };

/**
 * Telegram's WebApp check (core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app):
 * secret = HMAC_SHA256(key "WebAppData", bot token); hash = hex HMAC_SHA256(secret,
 * data-check-string), the data-check-string being every field but `hash`, as key=value, sorted
 * by key, joined by "\n" (src/shared/telegram/init-data-signing.ts, with node:crypto's HMAC). The
 * body's `hash` must be the one inside the init data.
 */
export function checkInitData(initDataRaw: string, hash: string, botToken: string, nowMs: number, maxAgeS: number): InitDataCheck {
  let fields: URLSearchParams;
  try {
    fields = new URLSearchParams(initDataRaw);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const signed = fields.get('hash');
  if (!signed) return { ok: false, reason: 'malformed' };
  if (signed !== hash) return { ok: false, reason: 'hash-mismatch' };
  const expected = Buffer.from(initDataHashSync(fields, botToken, (key, message) => createHmac('sha256', key).update(message).digest()));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad-signature' };
  const authDate = Number(fields.get('auth_date'));
  if (!Number.isInteger(authDate) || nowMs / 1000 - authDate > maxAgeS) return { ok: false, reason: 'expired' };
  let user: unknown;
  try {
    user = JSON.parse(fields.get('user') ?? 'null');
  } catch {
    return { ok: false, reason: 'no-user' };
  }
  if (typeof user !== 'object' || user === null || !('id' in user) || typeof user.id !== 'number' || !Number.isInteger(user.id)) {
    return { ok: false, reason: 'no-user' };
  }
  const username = 'username' in user && typeof user.username === 'string' ? user.username : undefined;
  return { ok: true, user: { id: user.id, ...(username ? { username } : {}) }, authDate };
}
