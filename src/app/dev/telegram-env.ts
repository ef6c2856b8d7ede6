// The dev stand-in for the Telegram client's launch (the pattern of Telegram's reactjs-template
// mockEnv.ts): outside Telegram, the launch parameters a client would pass, with init data signed
// by a dev bot token, written where a client writes them (the URL hash) before the app boots. The
// production start sequence (main.tsx) then reads them as it reads Telegram's. Not part of
// production builds: main.tsx imports it through environment.ts behind import.meta.env.DEV.
//
// Not the SDK's mockTelegramEnv: outside a frame it always installs window.TelegramWebviewProxy,
// so the page would take itself for a Telegram client that draws the main and back buttons
// (expectNativeUi) and draw none of its own; and it would load the SDK before the first screen.
import { signInitData } from '../../shared/telegram/init-data-signing.ts';
import { readLaunchParams } from '../../shared/telegram/launch-params.ts';

/** The bot token that signs the dev init data (the stateful backend of `npm run dev:stateful` accepts it). */
export const DEV_BOT_TOKEN = 'dev-bot-token:dev';

/** Dark theme of the dev launch (Telegram's dark palette, as `tgWebAppThemeParams` carries it). */
export const DEV_THEME_PARAMS = {
  accent_text_color: '#2481cc',
  bg_color: '#1c1c1e',
  bottom_bar_bg_color: '#1c1c1e',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
  destructive_text_color: '#eb5545',
  header_bg_color: '#1c1c1e',
  hint_color: '#98989e',
  link_color: '#3e88f7',
  secondary_bg_color: '#2c2c2e',
  section_bg_color: '#2c2c2e',
  section_header_text_color: '#98989e',
  section_separator_color: '#3d3d40',
  subtitle_text_color: '#98989e',
  text_color: '#ffffff',
} as const;

/** The init data fields the SDK requires: without one it takes the page for one outside Telegram. */
export const REQUIRED_INIT_DATA_FIELDS = ['auth_date', 'hash', 'signature'] as const;

/** The dev launch's query_id, which tells a dev launch from a client's or a pasted one. */
const DEV_QUERY_ID = 'AAF-dev-query';

/** Init data fields of the dev user (with every field the SDK requires). */
export function devInitDataFields(startParam: string | null, now: Date = new Date()): Record<string, string> {
  const fields: Record<string, string> = {
    auth_date: String(Math.floor(now.getTime() / 1000)),
    chat_instance: '-1000000000000000000',
    chat_type: 'sender',
    query_id: DEV_QUERY_ID,
    signature: 'dev-signature',
    user: JSON.stringify({
      id: 100000001,
      first_name: 'Dev',
      last_name: 'Trader',
      username: 'dev_trader',
      language_code: 'ru',
      allows_write_to_pm: true,
    }),
  };
  if (startParam) fields.start_param = startParam;
  return fields;
}

/** The launch parameters of a dev launch, as the query a client puts in the URL hash. */
export async function devLaunchQuery(startParam: string | null, botToken = DEV_BOT_TOKEN, now = new Date()): Promise<string> {
  const initDataRaw = await signInitData(devInitDataFields(startParam, now), botToken);
  return new URLSearchParams({
    tgWebAppData: initDataRaw,
    tgWebAppPlatform: 'tdesktop',
    tgWebAppThemeParams: JSON.stringify(DEV_THEME_PARAMS),
    tgWebAppVersion: '8.0',
    ...(startParam ? { tgWebAppStartParam: startParam } : {}),
  }).toString();
}

/** The required fields that the init data of a launch lacks. */
export function missingInitDataFields(initDataRaw: string | null): string[] {
  const fields = new URLSearchParams(initDataRaw ?? '');
  return REQUIRED_INIT_DATA_FIELDS.filter((name) => !fields.get(name));
}

/**
 * Launches the page as a Telegram client would: the dev launch parameters in the URL hash. A page
 * that has launch parameters already keeps them: a real client's, a hash pasted by hand (a real
 * backend's init data), or a reload's, which session storage keeps. Pasted init data that the
 * SDK would refuse (no signature, say) is kept too, never replaced by the dev user's, and the
 * console says what it lacks.
 * `?startapp=<param>` in the URL imitates a deep link, also in a tab that launched as the dev user
 * before (its launch is signed again with the new start parameter). Returns whether it wrote them.
 */
export async function launchAsTelegram(win: Window = window): Promise<boolean> {
  const existing = readLaunchParams(win);
  const startParam = new URLSearchParams(win.location.search).get('startapp');
  if (existing) {
    const missing = missingInitDataFields(existing.initDataRaw);
    if (missing.length > 0) {
      console.error(
        `The launch parameters in the URL carry init data without ${missing.join(', ')}, which every Telegram client sends: the app signs in with it as given, but the Telegram SDK refuses it and the app runs without Telegram's controls. Paste the init data whole, as the client passes it (README, "dev against your server"), or open the page without a hash to launch as the dev user.`,
      );
      return false;
    }
    const devLaunch = new URLSearchParams(existing.initDataRaw ?? '').get('query_id') === DEV_QUERY_ID;
    if (!devLaunch || startParam === null || startParam === existing.startParam) return false;
  }
  const query = await devLaunchQuery(startParam);
  const { pathname, search } = win.location;
  win.history.replaceState(win.history.state, '', `${pathname}${search}#${query}`);
  return true;
}
