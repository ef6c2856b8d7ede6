// Closing the mini-app (Telegram's web_app_close). A session whose init data the server refuses
// (invalid, or too old) cannot sign in again from this page: the init data is the one the
// client launched it with. Closed and opened again, the client launches it with fresh init data.
import { hasNativeUi } from './runtime.ts';
import { onSdkReady, startDeferredSdk, withSdk } from './sdk.ts';

/** How long a close waits for the SDK to start (it starts after the first screen has settled). */
const SDK_WAIT_MS = 3000;

function closeNow(): boolean | undefined {
  return withSdk(({ miniApp }) => {
    if (!miniApp.close.isAvailable()) return false;
    miniApp.close();
    return true;
  });
}

/**
 * Asks Telegram to close the mini-app: true once asked; false when no client can close it
 * (outside Telegram, or the SDK did not start in time). A tap before the SDK has started (an
 * error screen at launch) starts it and closes once it is ready.
 */
export function closeMiniApp(): Promise<boolean> {
  const closed = closeNow();
  if (closed !== undefined) return Promise.resolve(closed);
  if (!hasNativeUi()) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      off();
      resolve(false);
    }, SDK_WAIT_MS);
    const off = onSdkReady(() => {
      clearTimeout(timer);
      off();
      resolve(closeNow() ?? false);
    });
    startDeferredSdk();
  });
}
