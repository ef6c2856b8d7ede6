// Fullscreen (Mini Apps 8.0): the client hides its header so a screen can use the whole display
// (the deposit QR, scanned from another phone). The viewport must be mounted (platform.ts mounts
// it). A second ask while a change is pending is refused with 'Fullscreen mode change is already
// being requested'.
import { useSyncExternalStore } from 'react';
import { available, nativeRequest, type NativeOutcome } from './native-request.ts';
import { onSdkReady, withSdk } from './sdk.ts';

export const FULLSCREEN_CHANGE_PENDING = 'Fullscreen mode change is already being requested';

/** Enters (true) or leaves (false) fullscreen. */
export function setFullscreen(on: boolean): Promise<NativeOutcome<void>> {
  return nativeRequest(async ({ viewport }) => {
    if (on) await available(viewport.requestFullscreen, 'web_app_request_fullscreen')();
    else await available(viewport.exitFullscreen, 'web_app_exit_fullscreen')();
  });
}

/** Whether the client shows the mini-app in fullscreen now. */
export function isFullscreen(): boolean {
  return withSdk(({ viewport }) => viewport.isFullscreen()) ?? false;
}

function subscribe(listener: () => void): () => void {
  let unsubscribe = withSdk(({ viewport }) => viewport.isFullscreen.sub(listener));
  const offReady = onSdkReady(() => {
    unsubscribe?.();
    unsubscribe = withSdk(({ viewport }) => viewport.isFullscreen.sub(listener));
    listener();
  });
  return () => {
    offReady();
    unsubscribe?.();
  };
}

/** Whether the client shows the mini-app in fullscreen now. */
export function useIsFullscreen(): boolean {
  return useSyncExternalStore(subscribe, isFullscreen, () => false);
}
