// A screen's primary action on Telegram's MainButton; outside Telegram (browser, dev mock) the
// same action is drawn as an in-page button at the bottom. Async actions are guarded: a second
// tap while the first is pending does nothing (money is never sent twice).
import { useGuardedAction } from '../lib/use-guarded-action.ts';
import { useMainButton, useNativeMainButton } from '../telegram/main-button.ts';
import { Button } from './button.tsx';
import './main-action.css';

export interface MainActionProps {
  text: string;
  onClick: () => unknown;
  disabled?: boolean;
  /** Extra loading state from outside (e.g. a mutation started elsewhere). */
  loading?: boolean;
  hidden?: boolean;
}

export function MainAction({ text, onClick, disabled = false, loading = false, hidden = false }: MainActionProps) {
  const { run, pending } = useGuardedAction(async () => {
    await onClick();
  });
  const busy = pending || loading;
  const native = useNativeMainButton();
  useMainButton(native && !hidden ? { text, enabled: !disabled, loading: busy, onClick: () => void run() } : null);
  if (native || hidden) return null;
  return (
    <div className="ui-main-action">
      <Button block loading={busy} disabled={disabled} onClick={() => void run()}>
        {text}
      </Button>
    </div>
  );
}
