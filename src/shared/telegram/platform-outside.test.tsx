import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { initPlatform } from './platform.ts';
import { isNativeBackButtonAvailable } from './back-button.ts';
import { isNativeMainButtonAvailable } from './main-button.ts';

// One file per SDK state: the SDK keeps module state for the whole file (order matters here).
describe('initPlatform without launch params', () => {
  it("outside Telegram and not dev: the SDK's exact error, no throw", async () => {
    expect(window.location.hash).toBe('');
    await expect(initPlatform({ dev: false })).resolves.toEqual({
      ok: false,
      error: 'Unable to retrieve launch parameters from any known source',
    });
  });

  it('in dev: mocks the environment with init data signed by the dev bot token', async () => {
    const result = await initPlatform({ dev: true });
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
    await expect(initPlatform({ dev: false })).resolves.toBe(result);
  });
});
