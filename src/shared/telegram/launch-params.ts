// Launch parameters read by hand, without the SDK (ADR 0007): enough to sign in, pick the first
// screen and colour it while the SDK loads. The sources and their order are the SDK's own
// (@telegram-apps/bridge retrieveRawLaunchParams): the current URL, the navigation entry's URL
// (the hash survives there after the app removes it), then session storage under the SDK's key,
// which this module also writes so a reload before the SDK has started still finds them.
import { isRecord, parseJson } from '../lib/json.ts';
import type { ThemeColors } from './theme.ts';

/** What the app needs of the launch: who signs in, from where, and the start parameter. */
export interface LaunchInfo {
  /** Raw init data as sent to POST /auth/token (init_data_raw). */
  initDataRaw: string | null;
  /** The `hash` field of the init data. */
  hash: string | null;
  startParam: string | null;
  platform: string;
  userId: number | null;
}

export const LAUNCH_PARAMS_STORAGE_KEY = 'tapps/launchParams';

/** The SDK's own message when no launch params exist (spec section 8, "Outside the chat platform"). */
export const OUTSIDE_TELEGRAM_ERROR = 'Unable to retrieve launch parameters from any known source';

export interface HandLaunchParams extends LaunchInfo {
  version: string;
  theme: ThemeColors;
}

/** The query part of a URL with '?' and '#' read as '&' (the SDK's rule). */
function rawFromUrl(url: string): string {
  return url.replace(/^[^?#]*[?#]/, '').replace(/[?#]/g, '&');
}

/** Parses a raw launch-params query; null unless it names a platform and a version. */
export function parseLaunchParams(raw: string): HandLaunchParams | null {
  const query = new URLSearchParams(raw);
  const platform = query.get('tgWebAppPlatform');
  const version = query.get('tgWebAppVersion');
  if (!platform || !version) return null;
  const initDataRaw = query.get('tgWebAppData');
  const initData = new URLSearchParams(initDataRaw ?? '');
  const user = parseJson(initData.get('user'));
  const userId = isRecord(user) && typeof user.id === 'number' ? user.id : null;
  const themeJson = parseJson(query.get('tgWebAppThemeParams'));
  const theme: ThemeColors = {};
  if (isRecord(themeJson)) {
    for (const [key, value] of Object.entries(themeJson)) if (typeof value === 'string') theme[key] = value;
  }
  return {
    initDataRaw: initDataRaw || null,
    hash: initData.get('hash'),
    startParam: query.get('tgWebAppStartParam') ?? initData.get('start_param'),
    platform,
    version,
    userId,
    theme,
  };
}

/** The launch params from the first source that has them, or null (outside Telegram). */
export function readLaunchParams(win: Window = window): HandLaunchParams | null {
  const sources: (() => string | null)[] = [
    () => rawFromUrl(win.location.href),
    () => {
      const entry = win.performance.getEntriesByType('navigation')[0];
      return entry ? rawFromUrl(entry.name) : null;
    },
    () => {
      const stored = parseJson(win.sessionStorage.getItem(LAUNCH_PARAMS_STORAGE_KEY));
      return typeof stored === 'string' ? stored : null;
    },
  ];
  for (const source of sources) {
    let raw: string | null;
    try {
      raw = source();
    } catch {
      continue; // storage or performance unavailable
    }
    const parsed = raw ? parseLaunchParams(raw) : null;
    if (raw && parsed) {
      try {
        win.sessionStorage.setItem(LAUNCH_PARAMS_STORAGE_KEY, JSON.stringify(raw));
      } catch {
        // storage unavailable: a reload would then rely on the navigation entry
      }
      return parsed;
    }
  }
  return null;
}
