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

/** Milliseconds from `nowMs` until the refresh is due (never negative), or null without `exp`. */
export function refreshDelayMs(token: string, nowMs: number): number | null {
  const exp = accessTokenExp(token);
  if (exp === null) return null;
  return Math.max(0, exp * 1000 - REFRESH_LEAD_MS - nowMs);
}
