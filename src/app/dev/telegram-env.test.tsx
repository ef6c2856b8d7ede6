// The dev launch (npm run dev outside Telegram): moved here from the platform's tests when the dev
// environment left the SDK's boot. One file per SDK state: the SDK keeps module state for the file.
import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { expectedInitDataHash as expectedHash } from '../../shared/lib/testing/init-data-oracle.ts';
import { isNativeBackButtonAvailable } from '../../shared/telegram/back-button.ts';
import { signInitData } from '../../shared/telegram/init-data-signing.ts';
import { isNativeMainButtonAvailable } from '../../shared/telegram/main-button.ts';
import { initPlatform } from '../../shared/telegram/platform.ts';
import { DEV_BOT_TOKEN, devInitDataFields, devLaunchQuery, launchAsTelegram } from './telegram-env.ts';

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

  it('?startapp= in a tab that launched as the dev user before launches again with the new start parameter', async () => {
    // The tab launched as the dev user; a reload's URL has no hash, session storage keeps the launch.
    window.history.replaceState(null, '', '/');
    sessionStorage.clear();
    expect(await launchAsTelegram(window)).toBe(true);
    window.history.replaceState(null, '', '/?startapp=trade__list');
    expect(await launchAsTelegram(window)).toBe(true);
    const hash = new URLSearchParams(window.location.hash.slice(1));
    expect(hash.get('tgWebAppStartParam')).toBe('trade__list');
    // The same start parameter again (a reload): kept.
    expect(await launchAsTelegram(window)).toBe(false);
  });

  it('keeps a pasted launch with ?startapp=: only the dev launch is signed again', async () => {
    const pasted = new URLSearchParams(await devLaunchQuery(null));
    const fields = new URLSearchParams(pasted.get('tgWebAppData') ?? '');
    fields.set('query_id', 'AAHclient');
    pasted.set('tgWebAppData', fields.toString());
    window.history.replaceState(null, '', `/?startapp=trade__list#${pasted.toString()}`);
    sessionStorage.clear();
    expect(await launchAsTelegram(window)).toBe(false);
    expect(new URLSearchParams(window.location.hash.slice(1)).get('tgWebAppData')).toBe(fields.toString());
  });

  it('refuses pasted init data without a signature, visibly, instead of signing in as the dev user', async () => {
    const pasted = new URLSearchParams(await devLaunchQuery(null));
    const fields = new URLSearchParams(pasted.get('tgWebAppData') ?? '');
    fields.delete('signature');
    pasted.set('tgWebAppData', fields.toString());
    window.history.replaceState(null, '', `/#${pasted.toString()}`);
    sessionStorage.clear();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await launchAsTelegram(window)).toBe(false);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('init data without signature'));
    } finally {
      error.mockRestore();
    }
    // The hash is left as pasted: no dev user's init data replaces it.
    expect(new URLSearchParams(window.location.hash.slice(1)).get('tgWebAppData')).toBe(fields.toString());
  });
});
