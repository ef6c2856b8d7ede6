// Production starts the Telegram SDK after the first screen (ADR 0007, 0008): whatever the first
// screen set before that (back button, main button, closing confirmation, ready()) must reach the
// Telegram client once the SDK is ready.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setBackButtonVisible } from './back-button.ts';
import { useClosingConfirmation } from './closing.ts';
import { useMainButton } from './main-button.ts';
import { signInitData } from './init-data-signing.ts';
import { initPlatform } from './platform.ts';
import { markReady } from './sdk.ts';

const posted: [string, unknown][] = [];
Reflect.set(window, 'TelegramWebviewProxy', {
  postEvent(method: string, params: string | undefined) {
    posted.push([method, params === undefined ? undefined : JSON.parse(params)]);
  },
});
const lastPosted = (method: string): unknown => posted.filter(([name]) => name === method).at(-1)?.[1];

describe('controls set before the SDK has started', () => {
  it('reach the client once it is ready', async () => {
    const initDataRaw = await signInitData({ auth_date: '1700000000', signature: 's', user: '{"id":5,"first_name":"A"}' }, 't:t');
    window.location.hash = `#${new URLSearchParams({ tgWebAppData: initDataRaw, tgWebAppVersion: '8.0', tgWebAppPlatform: 'ios', tgWebAppThemeParams: '{}' }).toString()}`;

    // The first screen, before the SDK: nothing can be sent yet.
    setBackButtonVisible(true);
    renderHook(() => useMainButton({ onClick: () => undefined }));
    renderHook(() => useClosingConfirmation(true));
    markReady();
    expect(posted).toEqual([]);

    const result = await initPlatform();
    expect(result.ok).toBe(true);
    expect(lastPosted('web_app_setup_back_button')).toEqual({ is_visible: true });
    expect(lastPosted('web_app_setup_main_button')).toMatchObject({ is_visible: true, is_active: true, text: 'Continue' });
    expect(lastPosted('web_app_setup_closing_behavior')).toEqual({ need_confirmation: true });
    expect(posted.map(([method]) => method)).toContain('web_app_ready');
  });
});
