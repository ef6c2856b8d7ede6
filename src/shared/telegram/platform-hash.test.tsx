import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../lib/contrast.ts';
import { signInitData } from './init-data-signing.ts';
import { initPlatform } from './platform.ts';
import { isNativeBackButtonAvailable, setBackButtonVisible } from './back-button.ts';
import { isNativeMainButtonAvailable } from './main-button.ts';
import { markReady } from './sdk.ts';
import { bindPlatformCss } from './theme.ts';
import { haptic } from './haptics.ts';

// The e2e path: the production build opened in plain Chromium with launch params in the hash.
describe('initPlatform with launch params in window.location.hash', () => {
  it('returns the launch info and degrades to in-page controls without a client', async () => {
    const initDataRaw = await signInitData(
      {
        auth_date: '1700000000',
        user: JSON.stringify({ id: 777, first_name: 'E2E' }),
        start_param: 'trade__list',
        signature: 'e2e',
      },
      'e2e-bot:token',
    );
    const theme = JSON.stringify({ bg_color: '#1c1c1e', text_color: '#ffffff', button_color: '#2481cc' });
    const query = new URLSearchParams({
      tgWebAppData: initDataRaw,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'web',
      tgWebAppThemeParams: theme,
      tgWebAppStartParam: 'trade__list',
    });
    window.location.hash = `#${query.toString()}`;

    const result = await initPlatform();
    expect(result).toEqual({
      ok: true,
      launch: {
        initDataRaw,
        hash: new URLSearchParams(initDataRaw).get('hash'),
        startParam: 'trade__list',
        platform: 'web',
        userId: 777,
      },
    });

    expect(isNativeBackButtonAvailable()).toBe(false);
    expect(isNativeMainButtonAvailable()).toBe(false);
    // Nothing throws without a client.
    setBackButtonVisible(true);
    haptic.impact('heavy');
    haptic.notify('success');
    haptic.selection();
    markReady();

    await bindPlatformCss();
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--tg-theme-bg-color')).toBe('#1c1c1e');
    // The client's colour stays readable as --tg-raw-theme-*; --tg-theme-* is tuned to 4.5:1.
    expect(style.getPropertyValue('--tg-raw-theme-button-color')).toBe('#2481cc');
    expect(contrastRatio(style.getPropertyValue('--tg-theme-button-color'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(style.getPropertyValue('--tg-theme-hint-color'), '#2c2c2e')).toBeGreaterThanOrEqual(4.5);
    expect(style.getPropertyValue('--tg-viewport-stable-height')).toBe(`${window.innerHeight}px`);
    for (const side of ['top', 'bottom', 'left', 'right']) {
      expect(style.getPropertyValue(`--tg-safe-area-inset-${side}`)).toBe('0px');
      expect(style.getPropertyValue(`--tg-content-safe-area-inset-${side}`)).toBe('0px');
    }

    // The stable height follows window resizes.
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 612 });
    window.dispatchEvent(new Event('resize'));
    expect(style.getPropertyValue('--tg-viewport-stable-height')).toBe('612px');
  });
});
