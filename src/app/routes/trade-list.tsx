// /trade/list: the trader's invites and current orders; accepting an invite makes it the
// active order, whose workspace is on home.
import { useQuery } from '@tanstack/react-query';
import { OrderList } from '../../features/orders/components/order-list.tsx';
import { staticDataQuery } from '../../features/static-data/api/static-data-query.ts';
import { errorMessage } from '../../shared/api/errors.ts';
import { ErrorState, LoadingState } from '../../shared/ui/state-views.tsx';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { useRuntime, useShellNavigation } from '../shell/runtime-context.ts';

export default function TradeListScreen() {
  const { api, queryClient } = useRuntime();
  const { navigate } = useShellNavigation();
  const staticData = useQuery(staticDataQuery(api, queryClient));
  return (
    <>
      <ScreenTitle />
      {staticData.isError ? (
        <ErrorState message={errorMessage(staticData.error)} onRetry={() => void staticData.refetch()} />
      ) : !staticData.data ? (
        <LoadingState />
      ) : (
        <OrderList lookups={staticData.data} onAccepted={() => navigate('/')} onOpen={() => navigate('/')} onStartSearch={() => navigate('/')} />
      )}
    </>
  );
}
