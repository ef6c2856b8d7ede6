// Internal state shared by the modules of src/shared/telegram (not for the rest of the app).
//
// "Native UI" means a real Telegram client is on the other end of the bridge. Launch params
// alone are not enough: the e2e suite opens the build in plain Chromium with launch params in
// the URL hash, and the dev mock answers nothing. In both cases the SDK calls are harmless but
// nothing is drawn, so screens must render their in-page back / main buttons and popups fall
// back to window.confirm.

/** Spec section 9: how long the bridge may take to prove a client is there (isTMA('complete')). */
export const PLATFORM_AVAILABILITY_TIMEOUT_MS = 100;

let nativeUi = false;
const nativeUiListeners = new Set<() => void>();

export function hasNativeUi(): boolean {
  return nativeUi;
}

/** Native UI turns on once the SDK has started (after the first render): subscribers re-render. */
export function setNativeUi(value: boolean): void {
  if (nativeUi === value) return;
  nativeUi = value;
  for (const listener of nativeUiListeners) listener();
}

export function subscribeNativeUi(listener: () => void): () => void {
  nativeUiListeners.add(listener);
  return () => {
    nativeUiListeners.delete(listener);
  };
}

/** True when the page can talk to a Telegram client: an iframe (web clients) or an injected proxy (apps). */
export function detectTelegramTransport(win: Window): boolean {
  const proxy: unknown = Reflect.get(win, 'TelegramWebviewProxy');
  if (typeof proxy === 'object' && proxy !== null && typeof Reflect.get(proxy, 'postEvent') === 'function') {
    return true;
  }
  const external: unknown = Reflect.get(win, 'external');
  if (typeof external === 'object' && external !== null && typeof Reflect.get(external, 'notify') === 'function') {
    return true;
  }
  try {
    return win.self !== win.top;
  } catch {
    // A cross-origin parent throws on access: we are framed.
    return true;
  }
}

/** Runs an SDK call; a missing capability or a throwing bridge becomes a no-op. */
export function attempt<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}
