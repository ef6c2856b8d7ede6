// Telegram's init-data signature, written once for everything that stands in for Telegram: the
// dev environment (src/app/dev/telegram-env.ts), the e2e stand-in for the client
// (scripts/lib/telegram-launch.ts) and the test backend's check (tests/backend/tokens.ts). The production
// app never signs (the client does), so no production module imports this one.
// https://core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app
//   data_check_string = every field except hash, sorted by key, `key=value` joined by '\n'
//   secret_key        = HMAC_SHA256(key = "WebAppData", message = bot_token)
//   hash              = hex(HMAC_SHA256(key = secret_key, message = data_check_string))
// Web Crypto runs in the browser and in Node alike, but only asynchronously; callers that cannot
// wait (the e2e stand-in's launch URLs, the backend's check) pass node:crypto's HMAC instead.

/** The fields of init data: a record, or the entries of a raw init-data query (repeats kept). */
export type InitDataFields = Record<string, string> | Iterable<readonly [string, string]>;

/** HMAC-SHA256 of `message` under `key`, computed synchronously (node:crypto's createHmac). */
export type HmacSha256 = (key: Uint8Array, message: Uint8Array) => Uint8Array;

const SECRET_KEY_SEED = 'WebAppData';
const encoder = new TextEncoder();

function entriesOf(fields: InitDataFields): (readonly [string, string])[] {
  return Symbol.iterator in fields ? [...(fields as Iterable<readonly [string, string]>)] : Object.entries(fields);
}

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The data-check-string: every field but `hash`, sorted by key, `key=value` joined by '\n'. */
export function dataCheckString(fields: InitDataFields): string {
  return entriesOf(fields)
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

async function webCryptoHmac(key: Uint8Array, message: Uint8Array): Promise<Uint8Array> {
  const subtle = globalThis.crypto.subtle;
  const cryptoKey = await subtle.importKey('raw', new Uint8Array(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle.sign('HMAC', cryptoKey, new Uint8Array(message)));
}

/** The hex hash of `fields` under `botToken`, with Web Crypto. */
export async function initDataHash(fields: InitDataFields, botToken: string): Promise<string> {
  const secretKey = await webCryptoHmac(encoder.encode(SECRET_KEY_SEED), encoder.encode(botToken));
  return hex(await webCryptoHmac(secretKey, encoder.encode(dataCheckString(fields))));
}

/** The same hash with a synchronous HMAC (the formula above, step for step). */
export function initDataHashSync(fields: InitDataFields, botToken: string, hmac: HmacSha256): string {
  const secretKey = hmac(encoder.encode(SECRET_KEY_SEED), encoder.encode(botToken));
  return hex(hmac(secretKey, encoder.encode(dataCheckString(fields))));
}

/** The raw, URL-encoded init data as Telegram passes it in `tgWebAppData`: the fields, then `hash`. */
function rawInitData(fields: InitDataFields, hash: string): string {
  const query = new URLSearchParams();
  for (const [key, value] of entriesOf(fields)) {
    if (key !== 'hash') query.append(key, value);
  }
  query.append('hash', hash);
  return query.toString();
}

/** Signs init data fields with a bot token (Web Crypto): the raw init data, ending with `hash=`. A `hash` among the fields is ignored. */
export async function signInitData(fields: InitDataFields, botToken: string): Promise<string> {
  const entries = entriesOf(fields);
  return rawInitData(entries, await initDataHash(entries, botToken));
}

/** signInitData with a synchronous HMAC, for callers that cannot wait. */
export function signInitDataSync(fields: InitDataFields, botToken: string, hmac: HmacSha256): string {
  const entries = entriesOf(fields);
  return rawInitData(entries, initDataHashSync(entries, botToken, hmac));
}
