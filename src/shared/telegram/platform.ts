// Boot of the Telegram platform: launch params (from the URL hash, the navigation entry or the
// session-storage copy: in `npm run dev` the dev environment wrote them, src/app/dev/environment.ts),
// SDK init and component mounts. Never throws: the app shows an explicit screen on failure.
// It runs only with the SDK, so main.tsx imports it on demand: it travels beside the SDK's chunk,
// off the entry (ADR 0013).
import { OUTSIDE_TELEGRAM_ERROR, type LaunchInfo } from './launch-params.ts';
import { PLATFORM_AVAILABILITY_TIMEOUT_MS, attempt, detectTelegramTransport } from './runtime.ts';
import { loadSdk, setSdk, type Sdk } from './sdk.ts';
import { yieldToMain } from '../lib/yield.ts';

export type PlatformResult = { ok: true; launch: LaunchInfo } | { ok: false; error: string };

export { OUTSIDE_TELEGRAM_ERROR };
export * as sdkApi from './sdk-api.ts';

/** How long a mount that asks the client (viewport, safe areas) may take before it is skipped. */
const MOUNT_TIMEOUT_MS = 1000;

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

async function boot(): Promise<PlatformResult> {
  const sdk = await loadSdk();
  await yieldToMain(); // the chunk's evaluation was one task; the start is others
  const transport = await clientAvailable(sdk);
  // Each SDK read parses and validates the launch params, ~10 ms of a 4x phone each (ADR 0058).
  await yieldToMain();
  if (!hasLaunchParams(sdk)) return { ok: false, error: OUTSIDE_TELEGRAM_ERROR };
  await yieldToMain();
  const launch = readLaunchInfo(sdk);
  await yieldToMain();

  if (transport) {
    sdk.init();
  } else {
    // Launch params without a client (plain browser, e2e, npm run dev): nothing would receive the events.
    sdk.init({ postEvent: () => undefined });
  }
  await yieldToMain();
  await mountComponents(sdk, transport);
  setSdk(sdk, transport);
  return { ok: true, launch };
}

let booting: Promise<PlatformResult> | null = null;

/**
 * Loads the SDK, reads the launch params, initialises the SDK and mounts the components; then
 * sdk() is ready (sdk.ts). Idempotent: later calls share the first result. Never rejects.
 */
export function initPlatform(): Promise<PlatformResult> {
  booting ??= boot()
    .catch((error: unknown): PlatformResult => ({ ok: false, error: errorMessage(error) }))
    .then((result) => {
      // Only success is cached: a failed boot may be retried (e.g. from the error screen).
      if (!result.ok) booting = null;
      return result;
    });
  return booting;
}
