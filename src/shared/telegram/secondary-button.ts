// Telegram's secondary bottom button, for a form's cancel action (spec section 9: default text
// Cancel, 'Отмена' in the app's Russian). The same controller as the main button: the latest
// mounted claimant wins, and with none it is hidden. Where the client has no secondary button
// (before Bot API 7.10, or outside Telegram) nothing is drawn natively and the screen shows its
// in-page cancel button instead (useNativeSecondaryButton).
import { useSyncExternalStore } from 'react';
import { bottomButtonColors } from './button-colors.ts';
import { bottomButtonHook, createMainButtonController, sdkButtonTheme, type MainButtonSink } from './main-button.ts';
import { hasNativeUi, subscribeNativeUi } from './runtime.ts';
import { onSdkReady, withSdk } from './sdk.ts';

/** True when Telegram draws the secondary button. */
export function isNativeSecondaryButtonAvailable(): boolean {
  return hasNativeUi() && withSdk(({ secondaryButton }) => secondaryButton.setParams.isAvailable()) === true;
}

const nativeSink: MainButtonSink = {
  apply(view) {
    if (!isNativeSecondaryButtonAvailable()) return;
    withSdk(({ secondaryButton }) =>
      secondaryButton.setParams(
        view
          ? {
              text: view.text,
              isVisible: view.visible,
              isEnabled: view.enabled && !view.loading,
              isLoaderVisible: view.loading,
              backgroundColor: view.backgroundColor,
              textColor: view.textColor,
              position: 'left',
            }
          : { isVisible: false, isLoaderVisible: false },
      ),
    );
  },
  listen(press) {
    return (
      withSdk(({ secondaryButton }) => {
        if (!isNativeSecondaryButtonAvailable() || !secondaryButton.onClick.isAvailable()) return false;
        secondaryButton.onClick(() => {
          press();
        });
        return true;
      }) === true
    );
  },
};

const controller = createMainButtonController(nativeSink, () => bottomButtonColors(sdkButtonTheme()).secondary);
onSdkReady(() => controller.refresh());

/** isNativeSecondaryButtonAvailable(), re-rendering when the native UI appears. */
export function useNativeSecondaryButton(): boolean {
  return useSyncExternalStore(subscribeNativeUi, isNativeSecondaryButtonAvailable, isNativeSecondaryButtonAvailable);
}

/** Claims the secondary button while mounted (null: gives it back). */
export const useSecondaryButton = bottomButtonHook(controller);
