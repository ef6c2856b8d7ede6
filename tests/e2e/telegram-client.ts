// A stand-in for the Telegram client on the other end of the mini-app bridge, as the mobile
// apps are: `window.TelegramWebviewProxy.postEvent(type, json)` carries the app's messages out,
// `window.Telegram.WebView.receiveEvent(type, data)` brings the client's events in. With it the
// app draws its native controls (MainButton, BackButton) instead of in-page ones, so a test can
// press the MainButton as a trader does.
import { expect, type Page } from '@playwright/test';

export interface PostedEvent {
  type: string;
  data: Record<string, unknown> | null;
}

declare global {
  interface Window {
    __tgPosted?: PostedEvent[];
    /** How the client answers a popup: the first button that is not 'cancel', or cancel. */
    __tgPopupAnswer?: 'confirm' | 'cancel';
    Telegram?: { WebView?: { receiveEvent?: (type: string, data?: unknown) => void } };
  }
}

/** Installs the client before the app loads; it answers the viewport request as a client does. */
export async function installTelegramClient(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const posted: { type: string; data: Record<string, unknown> | null }[] = [];
    window.__tgPosted = posted;
    const send = (type: string, data: unknown) => setTimeout(() => window.Telegram?.WebView?.receiveEvent?.(type, data), 0);
    Reflect.set(window, 'TelegramWebviewProxy', {
      postEvent(type: string, json?: string) {
        posted.push({ type, data: json ? (JSON.parse(json) as Record<string, unknown>) : null });
        if (type === 'web_app_request_viewport') {
          send('viewport_changed', { height: window.innerHeight, width: window.innerWidth, is_expanded: true, is_state_stable: true });
        }
        if (type === 'web_app_open_popup' && json) {
          const { buttons } = JSON.parse(json) as { buttons: { id: string }[] };
          const chosen = window.__tgPopupAnswer === 'cancel' ? null : (buttons.find((b) => b.id !== 'cancel') ?? null);
          send('popup_closed', chosen ? { button_id: chosen.id } : {});
        }
      },
    });
  });
}

/** Everything the app posted to the client so far. */
export function posted(page: Page): Promise<PostedEvent[]> {
  return page.evaluate(() => window.__tgPosted ?? []);
}

/** The MainButton as the client draws it now (the last setup message), or null before any. */
export async function mainButton(page: Page): Promise<{ text: string; visible: boolean; active: boolean; progress: boolean } | null> {
  const setups = (await posted(page)).filter((e) => e.type === 'web_app_setup_main_button');
  const last = setups.at(-1)?.data;
  if (!last) return null;
  return {
    text: String(last['text'] ?? ''),
    visible: last['is_visible'] === true,
    active: last['is_active'] === true,
    progress: last['is_progress_visible'] === true,
  };
}

/** Two taps on the native MainButton `gap` ms apart, timed in the page (0: in the same task). */
export function pressMainButtonTwice(page: Page, gap: number): Promise<void> {
  return page.evaluate((ms) => {
    const press = () => window.Telegram?.WebView?.receiveEvent?.('main_button_pressed');
    press();
    if (ms === 0) press();
    else setTimeout(press, ms);
  }, gap);
}

/** Waits until the client draws the MainButton with this text, visible and active. */
export async function nativeMainButtonReady(page: Page, text: string): Promise<void> {
  await expect.poll(() => mainButton(page), { message: `the native MainButton "${text}" is drawn and active` }).toMatchObject({ text, visible: true, active: true });
}
