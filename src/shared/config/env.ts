// Build-time configuration, parsed once. Base paths are same-origin and relative by default.
import * as z from 'zod/mini';
import { lazy } from '../lib/lazy.ts';
import { assertSupportLink } from '../telegram/support-link.ts';

const relativeOrAbsoluteUrl = () => z.string().check(z.regex(/^(\/|https?:\/\/|wss?:\/\/)/, 'must start with /, http(s):// or ws(s)://'));

/**
 * The support contact: a messenger short link to a username (spec section 5; support-link.ts),
 * e.g. https://t.me/trader_support. No proxy, invite or other t.me action.
 */
const supportUrl = () => z.string().check(z.refine((url) => normalSupportLink(url) === url, 'must be a https://t.me/<username> link'));

/** The link in its normal form, or null when it is not a support link. */
function normalSupportLink(url: string): string | null {
  try {
    return assertSupportLink(url);
  } catch {
    return null;
  }
}

/**
 * The support contact shown before GET /config has answered, and where it cannot (no token yet,
 * access restricted, a cold error screen). /config's support_trader_tg replaces it once loaded.
 */
export const DEFAULT_SUPPORT_URL = 'https://t.me/trader_support';

/**
 * Where help articles' images may come from besides the app's own origin (features/help
 * sanitize.ts): https origins separated by commas or spaces, e.g.
 * 'https://cdn.example.com, https://static.example.com'. Empty by default: same origin only.
 * The build's Content-Security-Policy (img-src) lists the same origins.
 */
export function parseImageOrigins(text: string): string[] | null {
  const origins: string[] = [];
  for (const item of text.split(/[\s,]+/).filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      return null;
    }
    // Exactly an origin: https, no credentials, path, query or fragment.
    if (url.protocol !== 'https:' || url.origin !== item.replace(/\/$/, '') || url.username !== '' || url.password !== '') return null;
    origins.push(url.origin);
  }
  return origins;
}

const imageOrigins = () =>
  z.pipe(
    z.string().check(z.refine((text) => parseImageOrigins(text) !== null, 'must be https origins (https://host[:port]) separated by commas')),
    z.transform((text) => parseImageOrigins(text) ?? []),
  );

/** Built on first use, as every validator of the entry (ADR 0047): parseEnv() runs once, at start. */
const envSchema = lazy(() =>
  z.object({
    VITE_API_BASE_URL: z._default(relativeOrAbsoluteUrl(), '/api/v1'),
    VITE_GATEWAY_API_BASE_URL: z._default(relativeOrAbsoluteUrl(), '/gateway/api/v1'),
    VITE_GATEWAY_WS_URL: z._default(relativeOrAbsoluteUrl(), '/gateway/ws'),
    VITE_REQUEST_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.positive()), 15_000),
    VITE_SUPPORT_URL: z._default(supportUrl(), DEFAULT_SUPPORT_URL),
    VITE_HELP_IMAGE_ORIGINS: z._default(imageOrigins(), []),
  }),
);

export type AppConfig = z.output<ReturnType<typeof envSchema>>;

export function parseEnv(env: Record<string, unknown>): AppConfig {
  const result = envSchema().safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  throw new Error(`Invalid build configuration:\n${lines.join('\n')}`);
}

/** Absolute base URL for a same-origin relative path. */
export function absoluteUrl(base: string, origin: string): string {
  return base.startsWith('/') ? new URL(base, origin).toString().replace(/\/$/, '') : base.replace(/\/$/, '');
}
