// ONE global BackButton handler (the router's back logic). The native button and the in-page
// fallback (rendered when isNativeBackButtonAvailable() is false) trigger the same handler.
import { useEffect, useSyncExternalStore } from 'react';
import { subscribeNativeUi } from './runtime.ts';
import { clientDraws, onSdkReady, withSdk } from './sdk.ts';

let handler: (() => void) | null = null;
let visible = false;
let nativeSubscribed = false;
const listeners = new Set<() => void>();

/** Calls the registered handler; what both the native button and the in-page control do. */
export function triggerBackButton(): void {
  handler?.();
}

/** True when Telegram draws the back button; otherwise the app renders its own control. */
export function isNativeBackButtonAvailable(): boolean {
  return clientDraws(({ backButton }) => backButton.show.isAvailable());
}

/** Subscribes the single native listener once the SDK is ready (later calls do nothing). */
function ensureNativeListener(): void {
  if (nativeSubscribed) return;
  const subscribed = withSdk(({ backButton }) => {
    if (!backButton.onClick.isAvailable()) return false;
    backButton.onClick(triggerBackButton);
    return true;
  });
  nativeSubscribed = subscribed === true;
}

/**
 * Registers THE back handler. A second call replaces the first (never adds a listener).
 * Returns an unregister function that only removes this handler if it is still the current one.
 */
export function setBackButtonHandler(next: () => void): () => void {
  handler = next;
  ensureNativeListener();
  return () => {
    if (handler === next) handler = null;
  };
}

/** Shows or hides the native button (no-op when unavailable) and the in-page fallback. */
export function setBackButtonVisible(next: boolean): void {
  applyNative(next);
  if (visible === next) return;
  visible = next;
  for (const listener of listeners) listener();
}

function applyNative(shown: boolean): void {
  ensureNativeListener();
  if (isNativeBackButtonAvailable()) withSdk(({ backButton }) => (shown ? backButton.show() : backButton.hide()));
}

// The SDK starts after the first render: show the native button then if a screen wants it.
onSdkReady(() => applyNative(visible));

export function isBackButtonVisible(): boolean {
  return visible;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribeNative = subscribeNativeUi(listener);
  return () => {
    listeners.delete(listener);
    unsubscribeNative();
  };
}

/** Whether the back control should be shown; for the in-page fallback control. */
export function useBackButtonVisible(): boolean {
  return useSyncExternalStore(subscribe, isBackButtonVisible, isBackButtonVisible);
}

/** Shows the back button while the calling screen is mounted with `visible` true. */
export function useBackButton(shown: boolean): void {
  useEffect(() => {
    setBackButtonVisible(shown);
    return () => {
      setBackButtonVisible(false);
    };
  }, [shown]);
}
