// Boot of the Telegram platform: launch params (real, from the URL hash, or the DEV mock),
// SDK init and component mounts. Never throws: the app shows an explicit screen on failure.
// It runs only with the SDK, so main.tsx imports it on demand: it travels beside the SDK's chunk,
// off the entry (ADR 0013).
import type { ThemeParams } from '@telegram-apps/sdk-react';
import { OUTSIDE_TELEGRAM_ERROR } from './launch-params.ts';
import { PLATFORM_AVAILABILITY_TIMEOUT_MS, attempt, detectTelegramTransport } from './runtime.ts';
import { signInitData } from './init-data-signing.ts';
import { loadSdk, setSdk, type Sdk } from './sdk.ts';
import { yieldToMain } from '../lib/yield.ts';

export interface LaunchInfo {
  /** Raw init data as sent to POST /auth/token (init_data_raw). */
  initDataRaw: string | null;
  /** The `hash` field of the init data. */
  hash: string | null;
  startParam: string | null;
  platform: string;
  userId: number | null;
}

export type PlatformResult = { ok: true; launch: LaunchInfo } | { ok: false; error: string };

export interface PlatformOptions {
  /** import.meta.env.DEV: mock the environment when no real launch params are present. */
  dev: boolean;
  /** Bot token that signs the mocked init data (default DEV_BOT_TOKEN). */
  devBotToken?: string;
}

export { OUTSIDE_TELEGRAM_ERROR };
export * as sdkApi from './sdk-api.ts';

export const DEV_BOT_TOKEN = 'dev-bot-token:dev';

/** Dark theme of the DEV mock (Telegram's dark palette). */
export const DEV_THEME_PARAMS = {
  accent_text_color: '#2481cc',
  bg_color: '#1c1c1e',
  bottom_bar_bg_color: '#1c1c1e',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
  destructive_text_color: '#eb5545',
  header_bg_color: '#1c1c1e',
  hint_color: '#98989e',
  link_color: '#3e88f7',
  secondary_bg_color: '#2c2c2e',
  section_bg_color: '#2c2c2e',
  section_header_text_color: '#98989e',
  section_separator_color: '#3d3d40',
  subtitle_text_color: '#98989e',
  text_color: '#ffffff',
} as const satisfies ThemeParams;

/** How long a mount that asks the client (viewport, safe areas) may take before it is skipped. */
const MOUNT_TIMEOUT_MS = 1000;

/** Init data fields of the DEV user (the SDK requires auth_date, hash and signature). */
export function devInitDataFields(startParam: string | null, now: Date = new Date()): Record<string, string> {
  const fields: Record<string, string> = {
    auth_date: String(Math.floor(now.getTime() / 1000)),
    chat_instance: '-1000000000000000000',
    chat_type: 'sender',
    query_id: 'AAF-dev-query',
    signature: 'dev-signature',
    user: JSON.stringify({
      id: 100000001,
      first_name: 'Dev',
      last_name: 'Trader',
      username: 'dev_trader',
      language_code: 'ru',
      allows_write_to_pm: true,
    }),
  };
  if (startParam) fields.start_param = startParam;
  return fields;
}

function hasLaunchParams({ retrieveLaunchParams }: Sdk): boolean {
  try {
    retrieveLaunchParams();
    return true;
  } catch {
    return false;
  }
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // The SDK appends hints and collected errors to its sentence; the app shows the sentence.
  if (message.startsWith(OUTSIDE_TELEGRAM_ERROR) || message === '') return OUTSIDE_TELEGRAM_ERROR;
  return message;
}

async function mockDevEnvironment({ mockTelegramEnv }: Sdk, botToken: string): Promise<void> {
  // `?startapp=<param>` in the dev URL imitates a deep link.
  const startParam = new URLSearchParams(window.location.search).get('startapp');
  const initDataRaw = await signInitData(devInitDataFields(startParam), botToken);
  mockTelegramEnv({
    launchParams: {
      tgWebAppData: initDataRaw,
      tgWebAppPlatform: 'tdesktop',
      tgWebAppThemeParams: DEV_THEME_PARAMS,
      tgWebAppVersion: '8.0',
      ...(startParam ? { tgWebAppStartParam: startParam } : {}),
    },
  });
}

async function mountComponents({ miniApp, themeParams, backButton, mainButton, secondaryButton, swipeBehavior, closingBehavior, viewport }: Sdk, canAskClient: boolean): Promise<void> {
  // Synchronous mounts restore their state from launch params / session storage. The theme
  // first: the mini-app's mount sets its colours from theme keys, which need the theme.
  // A mount the client's version lacks throws, and is skipped. Each is a task of its own: every
  // SDK call re-reads and re-validates the launch params, a few milliseconds each on a phone.
  const mounts = [themeParams.mountSync, miniApp.mountSync, backButton.mount, mainButton.mount, secondaryButton.mount, swipeBehavior.mount, closingBehavior.mount];
  for (const mount of mounts) {
    attempt(() => mount());
    await yieldToMain();
  }
  // The viewport asks the client for safe areas; without a client it would wait forever.
  if (canAskClient && viewport.mount.isAvailable()) {
    try {
      await viewport.mount({ timeout: MOUNT_TIMEOUT_MS });
    } catch {
      // Older or silent client: theme.ts falls back to window.innerHeight and 0px insets.
    }
  }
}

function readLaunchInfo({ retrieveLaunchParams, retrieveRawInitData }: Sdk): LaunchInfo {
  const params = retrieveLaunchParams();
  const initData = params.tgWebAppData;
  return {
    initDataRaw: retrieveRawInitData() ?? null,
    hash: initData?.hash ?? null,
    startParam: params.tgWebAppStartParam ?? initData?.start_param ?? null,
    platform: params.tgWebAppPlatform,
    userId: initData?.user?.id ?? null,
  };
}

/**
 * A client on the bridge: a proxy or a frame (detectTelegramTransport), or else one that answers
 * a theme request within the spec's 100 ms availability timeout.
 */
async function clientAvailable({ isTMA }: Sdk): Promise<boolean> {
  if (detectTelegramTransport(window)) return true;
  try {
    return await isTMA('complete', { timeout: PLATFORM_AVAILABILITY_TIMEOUT_MS });
  } catch {
    return false;
  }
}

async function boot(options: PlatformOptions): Promise<PlatformResult> {
  const sdk = await loadSdk();
  await yieldToMain(); // the chunk's evaluation was one task; the start is others
  const transport = await clientAvailable(sdk);
  let mocked = false;
  if (!hasLaunchParams(sdk)) {
    if (!options.dev) return { ok: false, error: OUTSIDE_TELEGRAM_ERROR };
    await mockDevEnvironment(sdk, options.devBotToken ?? DEV_BOT_TOKEN);
    mocked = true;
  }
  const launch = readLaunchInfo(sdk);
  await yieldToMain();

  if (transport || mocked) {
    sdk.init();
  } else {
    // Launch params without a client (plain browser, e2e): nothing would receive the events.
    sdk.init({ postEvent: () => undefined });
  }
  const nativeUi = transport && !mocked;
  await yieldToMain();
  await mountComponents(sdk, nativeUi);
  setSdk(sdk, nativeUi);
  return { ok: true, launch };
}

let booting: Promise<PlatformResult> | null = null;

/**
 * Loads the SDK, reads the launch params, mocks them in DEV when absent, initialises the SDK and
 * mounts the components; then sdk() is ready (sdk.ts). Idempotent: later calls share the first result. Never rejects.
 */
export function initPlatform(options: PlatformOptions): Promise<PlatformResult> {
  booting ??= boot(options)
    .catch((error: unknown): PlatformResult => ({ ok: false, error: errorMessage(error) }))
    .then((result) => {
      // Only success is cached: a failed boot may be retried (e.g. from the error screen).
      if (!result.ok) booting = null;
      return result;
    });
  return booting;
}
