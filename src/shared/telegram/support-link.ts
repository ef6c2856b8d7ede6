// The support contact is a Telegram user, group or bot reached by its public username, and
// nothing else. assertTelegramLink (links.ts) accepts any t.me short link, as the spec's form
// allows (section 5); for support that is too much: `https://t.me/proxy?server=…` and
// `https://t.me/socks?…` ask the trader to route Telegram through someone's proxy,
// `https://t.me/+…` and `https://t.me/joinchat/…` join a private chat, `addstickers`,
// `setlanguage`, `login`… do other things than open a chat. So the server's support_trader_tg
// and the build's VITE_SUPPORT_URL must be `https://t.me/<username>`, with a bot's optional
// `?start=<parameter>`; anything else is refused and the build's default stands in.
// Pure (no SDK): the build configuration (shared/config/env.ts) checks VITE_SUPPORT_URL with it.

/**
 * A public username as Telegram allows one: 5 to 32 characters, Latin letters, digits and
 * underscores, starting with a letter.
 */
const USERNAME = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;

/**
 * t.me paths shaped like usernames that are Telegram's own actions, not accounts (Telegram
 * reserves them); shorter ones (`c`, `s`, `iv`, `bg`, `m`…) already fail the 5-character minimum.
 */
const RESERVED = new Set([
  'joinchat',
  'proxy',
  'socks',
  'addstickers',
  'addemoji',
  'addtheme',
  'addlist',
  'setlanguage',
  'share',
  'confirmphone',
  'login',
  'invoice',
  'boost',
  'giftcode',
  'contact',
]);

/** A bot's deep-link parameter (Telegram: up to 64 of A-Z, a-z, 0-9, _ and -). */
const START = /^\?start=[A-Za-z0-9_-]{1,64}$/;

/** Whether the username is one an account can have (not one of t.me's own paths). */
export function isTelegramUsername(name: string): boolean {
  return USERNAME.test(name) && !RESERVED.has(name.toLowerCase());
}

/**
 * The normalised support link (`https://t.me/<username>[?start=…]`), or throws
 * Error('invalid URL') (the spec's message for a messenger link in the wrong form).
 */
export function assertSupportLink(url: string): string {
  const parsed = parseShortLink(url);
  const name = parsed.pathname.slice(1);
  if (!isTelegramUsername(name) || !(parsed.search === '' || START.test(parsed.search))) throw new Error('invalid URL');
  return `https://t.me/${name}${parsed.search}`;
}

/**
 * A t.me link in the spec's https short-link form, parsed: https, host t.me, no credentials,
 * port or fragment; throws Error('invalid URL') otherwise. The path and query are the caller's to
 * check (any short link, links.ts; a username, above).
 */
export function parseShortLink(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw new Error('invalid URL');
  }
  const valid =
    parsed.protocol === 'https:' &&
    parsed.hostname === 't.me' &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.port === '' &&
    parsed.hash === '' &&
    !url.includes('#');
  if (!valid) throw new Error('invalid URL');
  return parsed;
}

/**
 * The support contact to show: the server's, when it is a support link; otherwise the build's
 * default (checked when the build configuration is parsed), with an English warning that names
 * the refused value.
 */
export function supportLink(remote: string | null | undefined, fallback: string): string {
  if (remote === null || remote === undefined) return fallback;
  try {
    return assertSupportLink(remote);
  } catch (error) {
    console.warn(
      `support_trader_tg ${JSON.stringify(remote)} is not a https://t.me/<username> link (${error instanceof Error ? error.message : String(error)}); using ${fallback}`,
    );
    return fallback;
  }
}
