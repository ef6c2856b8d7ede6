// Stopping auto-accept from a button (the search card on home and /trade/search, and /dispute):
// one run at a time, a haptic and a notice on the outcome, the server's refusal kept as the
// error to show beside the button.
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errors.ts';
import { useGuardedAction } from '../../../shared/lib/use-guarded-action.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useStopAutoaccept } from '../api/orders-api.ts';

export function useStopAutoacceptAction(notice: string, onStopped?: () => void) {
  const stop = useStopAutoaccept();
  const [error, setError] = useState<string | null>(null);
  const { run, pending } = useGuardedAction(async () => {
    setError(null);
    try {
      await stop.mutateAsync();
      haptic.notify('success');
      notify.info(notice);
      onStopped?.();
    } catch (e) {
      haptic.notify('error');
      setError(errorMessage(e));
    }
  });
  return { run, pending, error };
}
