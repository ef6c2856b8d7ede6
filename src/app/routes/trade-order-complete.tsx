// /trade/order/complete?order_id=<uuid>: the finished order's outcome (the guard validated the
// id and loaded the order fresh unless a final copy was cached). The heading names the outcome
// by status ('Сделка завершена', 'Сделка отменена', ...); 'Итог сделки' until it is known.
import { useQuery } from '@tanstack/react-query';
import { OrderComplete, useOrderCompleteTitle } from '../../features/orders/components/order-complete.tsx';
import { staticDataQuery } from '../../features/static-data/api/static-data-query.ts';
import { errorMessage } from '../../shared/api/errors.ts';
import { useLocation } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/state-views.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { ScreenTitle } from '../shell/screen-title.tsx';
import type { OperationStatusQuery } from '../../domain/names.ts';
import { useRuntime, useShellNavigation } from '../shell/runtime-context.ts';
import { PATHS } from '../../shared/routes/route-table.ts';

/**
 * The Operations tab that holds an order's credit: a completed order's ORDER operation is
 * COMPLETE at once (issue 37: the link opened "В обработке", where it never is).
 */
const CREDIT_TAB: OperationStatusQuery = 'completed';

export default function TradeOrderCompleteScreen() {
  const { api, queryClient } = useRuntime();
  const { navigate } = useShellNavigation();
  const { search } = useLocation();
  const orderId = new URLSearchParams(search).get('order_id');
  const staticData = useQuery(staticDataQuery(api, queryClient));
  const title = useOrderCompleteTitle(orderId);
  let content;
  if (!orderId) {
    content = <EmptyState title="Сделка не указана" action={<Button onClick={() => navigate(PATHS.index)}>На главную</Button>} />;
  } else if (staticData.isError) {
    content = <ErrorState message={errorMessage(staticData.error)} onRetry={() => void staticData.refetch()} />;
  } else if (!staticData.data) {
    content = <LoadingState />;
  } else {
    content = <OrderComplete orderId={orderId} lookups={staticData.data} onHome={() => navigate(PATHS.index)} onOperations={() => navigate(`${PATHS['balance-operations']}?status=${CREDIT_TAB}`)} />;
  }
  return (
    <>
      <ScreenTitle title={title ?? undefined} />
      {content}
    </>
  );
}
