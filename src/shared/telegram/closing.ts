// Closing confirmation ("changes may be lost") while a form is dirty.
import { useEffect } from 'react';
import { onSdkReady, withSdk } from './sdk.ts';

// Several dirty forms may be mounted at once: confirmation stays on while any of them is.
let holders = 0;

function apply(): void {
  withSdk(({ closingBehavior }) => {
    if (holders > 0) {
      if (closingBehavior.enableConfirmation.isAvailable()) closingBehavior.enableConfirmation();
    } else if (closingBehavior.disableConfirmation.isAvailable()) {
      closingBehavior.disableConfirmation();
    }
  });
}

// A form made dirty before the SDK was ready gets its confirmation once it is.
onSdkReady(apply);

/** Asks Telegram to confirm closing the app while `enabled` (e.g. form dirty); off on unmount. */
export function useClosingConfirmation(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    holders += 1;
    apply();
    return () => {
      holders -= 1;
      apply();
    };
  }, [enabled]);
}

/** How many mounted users currently hold the confirmation on (for tests and diagnostics). */
export function closingConfirmationHolders(): number {
  return holders;
}
