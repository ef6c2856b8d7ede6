// The dev launch (npm run dev outside Telegram): moved here from the platform's tests when the dev
// environment left the SDK's boot. One file per SDK state: the SDK keeps module state for the file.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectedInitDataHash as expectedHash } from '../../shared/lib/testing/init-data-oracle.ts';
import { isNativeBackButtonAvailable } from '../../shared/telegram/back-button.ts';
import { signInitData } from '../../shared/telegram/init-data-signing.ts';
import { isNativeMainButtonAvailable } from '../../shared/telegram/main-button.ts';
import { initPlatform } from '../../shared/telegram/platform.ts';
import { DEV_BOT_TOKEN, devInitDataFields, launchAsTelegram } from './telegram-env.ts';

describe('the dev launch', () => {
  it('signs the dev init data with the default dev token', async () => {
    const dev = devInitDataFields('trade__list', new Date('2024-01-02T03:04:05Z'));
    expect(dev.auth_date).toBe('1704164645');
    expect(dev.start_param).toBe('trade__list');
    const raw = await signInitData(dev, DEV_BOT_TOKEN);
    expect(new URLSearchParams(raw).get('hash')).toBe(expectedHash(dev, 'dev-bot-token:dev'));
  });

  it('in dev: mocks the environment with init data signed by the dev bot token', async () => {
    expect(window.location.hash).toBe('');
    expect(await launchAsTelegram(window)).toBe(true);
    const result = await initPlatform();
    if (!result.ok) throw new Error(result.error);
    const { launch } = result;
    expect(launch.platform).toBe('tdesktop');
    expect(launch.userId).toBe(100000001);
    expect(launch.startParam).toBeNull();

    const params = new URLSearchParams(launch.initDataRaw ?? '');
    expect(launch.hash).toBe(params.get('hash'));
    const checkString = [...params]
      .filter(([key]) => key !== 'hash')
      .map(([key, value]) => `${key}=${value}`)
      .sort()
      .join('\n');
    const secret = createHmac('sha256', 'WebAppData').update('dev-bot-token:dev').digest();
    expect(launch.hash).toBe(createHmac('sha256', secret).update(checkString).digest('hex'));

    // The mock draws nothing: screens render their own controls.
    expect(isNativeBackButtonAvailable()).toBe(false);
    expect(isNativeMainButtonAvailable()).toBe(false);
    // Later calls share the first success.
    await expect(initPlatform()).resolves.toBe(result);
  });

  it('leaves launch parameters the page already has, and imitates a deep link with ?startapp=', async () => {
    // The previous launch's parameters are in the URL: a client's (or a hash pasted by hand) stay.
    expect(await launchAsTelegram(window)).toBe(false);

    window.history.replaceState(null, '', '/?startapp=balance__operations');
    sessionStorage.clear();
    expect(await launchAsTelegram(window)).toBe(true);
    const hash = new URLSearchParams(window.location.hash.slice(1));
    expect(hash.get('tgWebAppStartParam')).toBe('balance__operations');
    expect(new URLSearchParams(hash.get('tgWebAppData') ?? '').get('start_param')).toBe('balance__operations');
    expect(window.location.search).toBe('?startapp=balance__operations');
  });
});
