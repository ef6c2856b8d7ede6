// The hand-read launch params must agree with what the SDK reads from the same page, and the
// hand-applied theme with what the SDK binds later (no colour change when it takes over).
import { afterEach, describe, expect, it } from 'vitest';
import { LAUNCH_PARAMS_STORAGE_KEY, parseLaunchParams, readLaunchParams } from './launch-params.ts';
import { signInitData } from './init-data-signing.ts';
import { initPlatform } from './platform.ts';
import { sdk } from './sdk.ts';
import { applyLaunchTheme, bindPlatformCss } from './theme.ts';

const THEME = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  destructive_text_color: '#ec3942',
};

async function launchQuery(extra: Record<string, string> = {}) {
  const initDataRaw = await signInitData({ auth_date: '1700000000', user: JSON.stringify({ id: 4242, first_name: 'Т' }), signature: 's', ...extra }, 'bot:token');
  const query = new URLSearchParams({ tgWebAppData: initDataRaw, tgWebAppVersion: '8.0', tgWebAppPlatform: 'android', tgWebAppThemeParams: JSON.stringify(THEME) });
  return { initDataRaw, query: query.toString() };
}

afterEach(() => {
  window.location.hash = '';
  sessionStorage.clear();
});

const VARS = [
  '--tg-theme-bg-color',
  '--tg-theme-secondary-bg-color',
  '--tg-theme-text-color',
  '--tg-raw-theme-hint-color',
  '--tg-theme-hint-color',
  '--tg-raw-theme-button-color',
  '--tg-theme-button-color',
  '--tg-theme-link-color',
  '--tg-theme-destructive-text-color',
  '--tg-bg-color',
];
const snapshot = () => Object.fromEntries(VARS.map((name) => [name, document.documentElement.style.getPropertyValue(name)]));

describe('launch params read by hand', () => {
  it('match what the SDK reads, and the hand-applied theme matches what the SDK binds', async () => {
    const { initDataRaw, query } = await launchQuery({ start_param: 'history' });
    window.location.hash = `#${query}`;

    const byHand = readLaunchParams();
    expect(byHand).toMatchObject({ initDataRaw, hash: new URLSearchParams(initDataRaw).get('hash'), startParam: 'history', platform: 'android', userId: 4242, version: '8.0' });
    // A reload without the hash finds them in session storage, under the SDK's own key.
    expect(JSON.parse(sessionStorage.getItem(LAUNCH_PARAMS_STORAGE_KEY)!)).toBe(query);

    applyLaunchTheme(byHand!.theme);
    const handTheme = snapshot();
    expect(handTheme['--tg-theme-bg-color']).toBe('#17212b');
    expect(handTheme['--tg-raw-theme-button-color']).toBe('#5288c1');

    expect(sdk()).toBeNull();
    const result = await initPlatform();
    expect(sdk()).not.toBeNull();
    expect(result.ok && result.launch).toEqual({
      initDataRaw: byHand!.initDataRaw,
      hash: byHand!.hash,
      startParam: byHand!.startParam,
      platform: byHand!.platform,
      userId: byHand!.userId,
    });
    await bindPlatformCss();
    expect(snapshot()).toEqual(handTheme);
  });

  it('fall back to session storage when the URL has none (a reload after the hash was removed)', async () => {
    const { query } = await launchQuery();
    sessionStorage.setItem(LAUNCH_PARAMS_STORAGE_KEY, JSON.stringify(query));
    expect(readLaunchParams()).toMatchObject({ platform: 'android', userId: 4242 });
  });

  it('are null outside Telegram, or without a platform or version', () => {
    expect(readLaunchParams()).toBeNull();
    expect(parseLaunchParams('tgWebAppVersion=8.0')).toBeNull();
    expect(parseLaunchParams('tgWebAppPlatform=ios')).toBeNull();
    expect(parseLaunchParams('tgWebAppPlatform=ios&tgWebAppVersion=8.0')).toMatchObject({ initDataRaw: null, hash: null, userId: null, startParam: null, theme: {} });
  });

  it('ignore malformed JSON in the user and the theme instead of throwing', () => {
    const parsed = parseLaunchParams(
      new URLSearchParams({ tgWebAppPlatform: 'ios', tgWebAppVersion: '8.0', tgWebAppThemeParams: '{not json', tgWebAppData: 'user=%7Bbad&hash=h' }).toString(),
    );
    expect(parsed).toMatchObject({ userId: null, hash: 'h', theme: {} });
  });
});
