// /dispute/close (empty layout): the outcome of the stored dispute order's dispute and the way
// home, which clears the dispute order.
import { useSyncExternalStore } from 'react';
import { DisputeOutcome } from '../../features/orders/components/dispute-views.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { EmptyState } from '../../shared/ui/state-views.tsx';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { useRuntime, useShellNavigation } from '../shell/runtime-context.ts';
import { PATHS } from '../../shared/routes/route-table.ts';

export default function DisputeCloseScreen() {
  const { store } = useRuntime();
  const { navigate } = useShellNavigation();
  const disputeOrder = useSyncExternalStore(store.subscribe, store.getDisputeOrder);
  const goHome = () => {
    store.setDisputeOrder(null);
    navigate(PATHS.index);
  };
  return (
    <>
      <ScreenTitle />
      {disputeOrder === null ? (
        <EmptyState title="Спор не найден" text="Результат спора уже просмотрен." action={<Button onClick={goHome}>На главную</Button>} />
      ) : (
        <DisputeOutcome orderId={disputeOrder.order_id} onHome={goHome} />
      )}
    </>
  );
}
