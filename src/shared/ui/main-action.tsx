// A screen's primary action on Telegram's MainButton; outside Telegram (browser, dev mock) the
// same action is drawn as an in-page button at the bottom. Async actions are guarded: a second
// tap while the first is pending does nothing (money is never sent twice). A form's cancel action
// goes on the secondary button ('Отмена' by default, spec section 9), or in-page beside the main
// action where the main action is in-page too.
import { useGuardedAction } from '../lib/use-guarded-action.ts';
import { SECONDARY_BUTTON_DEFAULT_TEXT } from '../telegram/button-colors.ts';
import { useMainButton, useNativeMainButton } from '../telegram/main-button.ts';
import { useNativeSecondaryButton, useSecondaryButton } from '../telegram/secondary-button.ts';
import { Button } from './button.tsx';
import './main-action.css';

export interface CancelAction {
  /** Default: the secondary button's default text. */
  text?: string;
  onClick: () => void;
  disabled?: boolean;
}

export interface MainActionProps {
  text: string;
  onClick: () => unknown;
  disabled?: boolean;
  /** Extra loading state from outside (e.g. a mutation started elsewhere). */
  loading?: boolean;
  hidden?: boolean;
  cancel?: CancelAction;
}

export function MainAction({ text, onClick, disabled = false, loading = false, hidden = false, cancel }: MainActionProps) {
  const { run, pending } = useGuardedAction(async () => {
    await onClick();
  });
  const busy = pending || loading;
  const native = useNativeMainButton();
  const nativeCancel = useNativeSecondaryButton();
  useMainButton(native && !hidden ? { text, enabled: !disabled, loading: busy, onClick: () => void run() } : null);
  useSecondaryButton(
    cancel && nativeCancel && !hidden
      ? { ...(cancel.text === undefined ? {} : { text: cancel.text }), enabled: !(cancel.disabled ?? false) && !busy, onClick: cancel.onClick }
      : null,
  );
  if (native || hidden) return null;
  return (
    <div className={cancel ? 'ui-main-action ui-main-action--pair' : 'ui-main-action'}>
      {cancel && !nativeCancel ? (
        <Button variant="secondary" block disabled={(cancel.disabled ?? false) || busy} onClick={cancel.onClick}>
          {cancel.text ?? SECONDARY_BUTTON_DEFAULT_TEXT}
        </Button>
      ) : null}
      <Button block loading={busy} disabled={disabled} onClick={() => void run()}>
        {text}
      </Button>
    </div>
  );
}
