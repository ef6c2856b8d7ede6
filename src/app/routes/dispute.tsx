// /dispute (empty layout, no menu, no Back): the disputed order, the dispute's state, what
// happens next and the support contact, then the rest of the shift (issue 37): the other orders
// in progress and auto-accept. The dispute order comes from the session store.
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { DisputeDetails, SupportLink } from '../../features/orders/components/dispute-views.tsx';
import { DisputeShift, DisputeShiftNotice } from '../../features/orders/components/dispute-shift.tsx';
import { staticDataQuery } from '../../features/static-data/api/static-data-query.ts';
import { openDisputeOrder } from '../../domain/dispute.ts';
import { errorMessage } from '../../shared/api/errors.ts';
import { useSupportUrl } from '../../shared/api/support.ts';
import { Button } from '../../shared/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/state-views.tsx';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { useRuntime, useShellNavigation } from '../shell/runtime-context.ts';
import { PATHS, orderCompletePath } from '../../shared/routes/route-table.ts';

export default function DisputeScreen() {
  const { api, queryClient, store } = useRuntime();
  const { navigate } = useShellNavigation();
  const disputeOrder = useSyncExternalStore(store.subscribe, store.getDisputeOrder);
  const staticData = useQuery(staticDataQuery(api, queryClient));
  const supportUrl = useSupportUrl();
  let content;
  if (disputeOrder === null) {
    content = (
      <EmptyState
        title="Открытого спора нет"
        text="Спор уже закрыт или не открывался."
        action={<Button onClick={() => navigate(PATHS.index, { replace: true })}>На главную</Button>}
      />
    );
  } else if (staticData.isError) {
    content = (
      <>
        <ErrorState message={errorMessage(staticData.error)} onRetry={() => void staticData.refetch()} />
        <SupportLink url={supportUrl} />
      </>
    );
  } else if (!staticData.data) {
    content = <LoadingState />;
  } else {
    // Issue 37: the dispute keeps the app here, not the trader's other orders: they are listed
    // below it, each to pay and confirm (/trade/order/complete is exempt from the lock) or to
    // dispute in its turn, and auto-accept can be stopped.
    content = (
      <>
        <DisputeShiftNotice disputeOrderId={disputeOrder.order_id} />
        <DisputeDetails orderId={disputeOrder.order_id} lookups={staticData.data} supportUrl={supportUrl} />
        <DisputeShift
          disputeOrderId={disputeOrder.order_id}
          lookups={staticData.data}
          onFinished={(orderId) => navigate(orderCompletePath(orderId))}
          onDisputeOpened={(order) => {
            // As home does: the newly disputed order is the one /dispute is about now.
            store.setDisputeOrder(openDisputeOrder({ order_id: order.id, order_status: order.status }));
          }}
        />
      </>
    );
  }
  return (
    <>
      <ScreenTitle />
      {content}
    </>
  );
}
