import { emitEvent } from '@telegram-apps/sdk-react';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signInitData } from './init-data-signing.ts';
import { initPlatform } from './platform.ts';
import { isNativeBackButtonAvailable, setBackButtonHandler, setBackButtonVisible } from './back-button.ts';
import { isNativeMainButtonAvailable, useMainButton } from './main-button.ts';
import { showPopup } from './popup.ts';
import { bindPlatformCss } from './theme.ts';

// A fake Telegram client: the proxy mobile clients inject, answering what the SDK asks.
const posted: [string, unknown][] = [];
Reflect.set(window, 'TelegramWebviewProxy', {
  postEvent(method: string, params: string | undefined) {
    posted.push([method, params === undefined ? undefined : JSON.parse(params)]);
    queueMicrotask(() => {
      if (method === 'web_app_request_safe_area') emitEvent('safe_area_changed', { top: 44, bottom: 34, left: 0, right: 0 });
      if (method === 'web_app_request_content_safe_area') emitEvent('content_safe_area_changed', { top: 8, bottom: 0, left: 0, right: 0 });
    });
  },
});

const lastPosted = (method: string): unknown => posted.filter(([name]) => name === method).at(-1)?.[1];

describe('inside a Telegram client', () => {
  it('boots, binds safe areas and drives the native controls', async () => {
    const initDataRaw = await signInitData({ auth_date: '1700000000', signature: 's', user: '{"id":5,"first_name":"A"}' }, 't:t');
    window.location.hash = `#${new URLSearchParams({
      tgWebAppData: initDataRaw,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'tdesktop',
      tgWebAppThemeParams: '{"bg_color":"#1c1c1e"}',
    }).toString()}`;

    const result = await initPlatform();
    expect(result.ok).toBe(true);
    expect(posted.map(([method]) => method)).toContain('iframe_ready');

    await bindPlatformCss();
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--tg-safe-area-inset-top')).toBe('44px');
    expect(style.getPropertyValue('--tg-safe-area-inset-bottom')).toBe('34px');
    expect(style.getPropertyValue('--tg-content-safe-area-inset-top')).toBe('8px');
    expect(style.getPropertyValue('--tg-viewport-stable-height')).toBe(`${window.innerHeight}px`);

    // Back button: one listener, the latest handler.
    expect(isNativeBackButtonAvailable()).toBe(true);
    const first = vi.fn();
    const second = vi.fn();
    setBackButtonHandler(first);
    setBackButtonHandler(second);
    setBackButtonVisible(true);
    expect(lastPosted('web_app_setup_back_button')).toEqual({ is_visible: true });
    emitEvent('back_button_pressed');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    setBackButtonVisible(false);
    expect(lastPosted('web_app_setup_back_button')).toEqual({ is_visible: false });

    // Main button: spec defaults, loading guard, hidden after unmount.
    expect(isNativeMainButtonAvailable()).toBe(true);
    const onClick = vi.fn();
    const { rerender, unmount } = renderHook((loading: boolean) => useMainButton({ loading, onClick }), { initialProps: false });
    expect(lastPosted('web_app_setup_main_button')).toMatchObject({
      is_visible: true,
      is_active: true,
      is_progress_visible: false,
      text: 'Continue',
      color: '#2481cc',
      text_color: '#ffffff',
    });
    act(() => emitEvent('main_button_pressed'));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(true);
    act(() => emitEvent('main_button_pressed'));
    expect(onClick).toHaveBeenCalledTimes(1);
    unmount();
    expect(lastPosted('web_app_setup_main_button')).toMatchObject({ is_visible: false });

    // Popup: validated params reach the client; a second one is refused while open.
    const popup = showPopup({ message: 'Вывести?', buttons: [{ id: 'yes', text: 'Да' }, { type: 'cancel', id: 'no' }] });
    await Promise.resolve();
    expect(lastPosted('web_app_open_popup')).toEqual({
      title: '',
      message: 'Вывести?',
      buttons: [{ id: 'yes', type: 'default', text: 'Да' }, { id: 'no', type: 'cancel' }],
    });
    await expect(showPopup({ message: 'Ещё' })).rejects.toThrow(new Error('A popup is already opened'));
    emitEvent('popup_closed', { button_id: 'yes' });
    await expect(popup).resolves.toBe('yes');

    const closed = showPopup({ message: 'Закрыть' });
    await Promise.resolve();
    emitEvent('popup_closed', {});
    await expect(closed).resolves.toBeNull();
  });
});
