// Telegram's secondary bottom button, for a form's cancel action (spec section 9: default text
// Cancel, 'Отмена' in the app's Russian). The same controller as the main button: the latest
// mounted claimant wins, and with none it is hidden. Where the client has no secondary button
// (before Bot API 7.10, or outside Telegram) nothing is drawn natively and the screen shows its
// in-page cancel button instead (useNativeSecondaryButton).
import { useSyncExternalStore } from 'react';
import { bottomButtonColors } from './button-colors.ts';
import { bottomButtonHook, createMainButtonController, nativeBottomButtonSink, sdkButtonTheme } from './main-button.ts';
import { clientDraws, onSdkReady, subscribePlatform } from './sdk.ts';

/** True when Telegram draws the secondary button. */
export function isNativeSecondaryButtonAvailable(): boolean {
  return clientDraws(({ secondaryButton }) => secondaryButton.setParams.isAvailable());
}

const nativeSink = nativeBottomButtonSink((s) => s.secondaryButton, isNativeSecondaryButtonAvailable, { position: 'left' });

const controller = createMainButtonController(nativeSink, () => bottomButtonColors(sdkButtonTheme()).secondary);
onSdkReady(() => controller.refresh());

/** isNativeSecondaryButtonAvailable(), re-rendering when the native UI appears. */
export function useNativeSecondaryButton(): boolean {
  return useSyncExternalStore(subscribePlatform, isNativeSecondaryButtonAvailable, isNativeSecondaryButtonAvailable);
}

/** Claims the secondary button while mounted (null: gives it back). */
export const useSecondaryButton = bottomButtonHook(controller);
