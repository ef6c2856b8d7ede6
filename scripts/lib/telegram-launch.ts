// Opening the production build the way Telegram does: launch parameters in the URL hash, with
// init data signed exactly as Telegram signs it (src/shared/telegram/init-data-signing.ts, with
// node:crypto's HMAC: the specs build their URLs synchronously).
import { createHmac } from 'node:crypto';
import { signInitDataSync } from '../../src/shared/telegram/init-data-signing.ts';

export const E2E_BOT_TOKEN = 'e2e-bot-token:test';

const THEME = {
  bg_color: '#1c1c1e',
  text_color: '#ffffff',
  hint_color: '#8e8e93',
  link_color: '#6ab3f3',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
  secondary_bg_color: '#2c2c2e',
  destructive_text_color: '#ff453a',
};

export function signedInitData(extra: Record<string, string> = {}, botToken = E2E_BOT_TOKEN): { raw: string; hash: string } {
  const fields: Record<string, string> = {
    auth_date: String(Math.floor(Date.now() / 1000)),
    query_id: 'AAE2E',
    signature: 'e2e-signature',
    user: JSON.stringify({ id: 100000002, first_name: 'E2E', last_name: 'Trader', username: 'e2e_trader', language_code: 'ru' }),
    ...extra,
  };
  const raw = signInitDataSync(fields, botToken, (key, message) => createHmac('sha256', key).update(message).digest());
  return { raw, hash: new URLSearchParams(raw).get('hash') ?? '' };
}

/** `path` with Telegram's launch parameters in the hash; `version`: the client's Mini Apps version (default 8.0). */
export function launchUrl(path: string, options: { startParam?: string; version?: string; platform?: string } = {}): string {
  const { raw } = signedInitData(options.startParam ? { start_param: options.startParam } : {});
  const hash = new URLSearchParams({
    tgWebAppData: raw,
    tgWebAppVersion: options.version ?? '8.0',
    tgWebAppPlatform: options.platform ?? 'web',
    tgWebAppThemeParams: JSON.stringify(THEME),
    ...(options.startParam ? { tgWebAppStartParam: options.startParam } : {}),
  });
  return `${path}#${hash.toString()}`;
}
