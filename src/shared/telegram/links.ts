// Messenger links (spec section 5): only the https://t.me/<path> short-link form is valid. The
// support contact is held to a narrower form, a username (support-link.ts).
import { hasNativeUi } from './runtime.ts';
import { withSdk } from './sdk.ts';
import { parseShortLink } from './support-link.ts';

const PATH = /^\/[A-Za-z0-9_+-][A-Za-z0-9_+\-/]*$/;
const QUERY = /^(\?[A-Za-z0-9_\-.~%=&+]*)?$/;

/**
 * Returns the normalized link (`https://t.me/<path>[?query]`) or throws Error('invalid URL').
 * The path is letters, digits, _, +, - and /; no credentials, port or fragment.
 */
export function assertTelegramLink(url: string): string {
  const parsed = parseShortLink(url);
  if (!PATH.test(parsed.pathname) || !QUERY.test(parsed.search)) throw new Error('invalid URL');
  return `https://t.me${parsed.pathname}${parsed.search}`;
}

/**
 * A link's click handler: inside Telegram a t.me link opens in Telegram itself (the SDK), not in a
 * browser tab; anything else is left to the browser.
 */
export function onTelegramLinkClick(url: string): (event: { preventDefault(): void }) => void {
  return (event) => {
    try {
      openTelegramLink(url);
      event.preventDefault();
    } catch {
      // Not a t.me link: let the browser follow it.
    }
  };
}

/** Opens a t.me link in Telegram (the SDK closes the mini-app), or in a new tab outside it. */
export function openTelegramLink(url: string): void {
  const link = assertTelegramLink(url);
  const opened = withSdk(({ openTelegramLink: sdkOpenTelegramLink }) => {
    if (!hasNativeUi() || !sdkOpenTelegramLink.isAvailable()) return false;
    sdkOpenTelegramLink(link);
    return true;
  });
  if (opened !== true) window.open(link, '_blank', 'noopener,noreferrer');
}
