// A stand-in for the Telegram client on the other end of the mini-app bridge, as the mobile
// apps are: `window.TelegramWebviewProxy.postEvent(type, json)` carries the app's messages out,
// `window.Telegram.WebView.receiveEvent(type, data)` brings the client's events in. With it the
// app draws its native controls (MainButton, BackButton) instead of in-page ones, so a test can
// press the MainButton as a trader does.
import { expect, type Page } from '@playwright/test';
import { telegramClient, type ClientAnswers, type ClientOptions, type HeldKind, type PostedEvent } from './telegram-client-script.ts';

export type { ClientAnswers, ClientOptions, HeldKind, PostedEvent };

/** Installs the client (telegram-client-script.ts) in the page before the app loads. */
export async function installTelegramClient(page: Page, options: ClientOptions = {}): Promise<void> {
  const { sharedCloud, ...init } = options;
  if (sharedCloud) {
    await page.exposeFunction('__tgSharedCloud', (op: 'get' | 'set', key: string, value?: string) => {
      if (op === 'set') sharedCloud[key] = value ?? '';
      return key in sharedCloud ? sharedCloud[key] : null;
    });
  }
  await page.addInitScript(telegramClient, init);
}

/** Answers a held dialog (see ClientAnswers.hold) as the trader finally does. */
export async function release(page: Page, kind: HeldKind): Promise<void> {
  await expect.poll(() => page.evaluate((k) => typeof window.__tgHeld?.[k] === 'function', kind), { message: `the app asked for ${kind}` }).toBe(true);
  await page.evaluate((k) => {
    const held = window.__tgHeld?.[k];
    if (window.__tgHeld) Reflect.deleteProperty(window.__tgHeld, k);
    if (window.__tgAnswers) window.__tgAnswers = { ...window.__tgAnswers, hold: (window.__tgAnswers.hold ?? []).filter((h) => h !== k) };
    held?.();
  }, kind);
}

/** Changes how the client answers from now on. */
export async function setAnswers(page: Page, answers: ClientAnswers): Promise<void> {
  await page.evaluate((next) => {
    window.__tgAnswers = { ...window.__tgAnswers, ...next };
  }, answers);
}

/** The cloud storage as the client holds it now. */
export function cloudStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...(window.__tgCloud ?? {}) }));
}

/** The events of `type` the app posted. */
export async function postedOf(page: Page, type: string): Promise<PostedEvent[]> {
  return (await posted(page)).filter((e) => e.type === type);
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
