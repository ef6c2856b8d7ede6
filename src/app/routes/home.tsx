// Home: what the trader should do now, by home status (spec section 4, in the spec's order):
// the active order's workspace, the running search, first steps, no requisites, no balance,
// or the readiness check and the start of auto-accept. Status and config come from the
// guards' cache; static data (names of banks and payment methods) too. Home and its panels are
// part of the entry (screens.ts): most launches open it, and its code then downloads in
// parallel with the entry instead of one chunk level after another. The title line carries the
// way to /settings (a gear), as the bottom menu keeps its five items (spec section 2).
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ActiveOrders } from '../../features/orders/components/active-orders.tsx';
import { HomeBalance } from '../../features/orders/components/home-balance.tsx';
import { AutoacceptSearch, underMinimum } from '../../features/orders/components/autoaccept-search.tsx';
import { NoBalance, NoRequisites, Onboarding } from '../../features/orders/components/home-states.tsx';
import { StartAutoaccept } from '../../features/orders/components/start-autoaccept.tsx';
import { staticDataQuery } from '../../features/static-data/api/static-data-query.ts';
import { errorMessage } from '../../shared/api/errors.ts';
import { configQuery, statusQuery, traderQuery } from '../../shared/api/resources.ts';
import { openDisputeOrder } from '../../domain/dispute.ts';
import { homeStatus, isActiveOrderStatus } from '../../domain/home-status.ts';
import { ErrorState, LoadingState } from '../../shared/ui/state-views.tsx';
import { PAINT_MARKS, usePaintMark } from '../../shared/lib/paint-mark.ts';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { useRuntime, useShellNavigation } from '../shell/runtime-context.ts';
import { PATHS, orderCompletePath } from '../../shared/routes/route-table.ts';

export default function HomeScreen() {
  const { api, queryClient, store } = useRuntime();
  const { navigate } = useShellNavigation();
  const trader = useQuery(traderQuery(api));
  const status = useQuery(statusQuery(api));
  const config = useQuery(configQuery(api));
  const staticData = useQuery(staticDataQuery(api, queryClient));
  const welcome = useSyncExternalStore(store.subscribe, store.getWelcome);
  const queries = [status, config, staticData];
  const failed = queries.find((q) => q.isError);
  // Usable: the trader's heading and home's data on screen (the bench's open ends here).
  usePaintMark(PAINT_MARKS.homeUsable, Boolean(trader.data && status.data && config.data && staticData.data));

  let content;
  // The no-balance card says what is available itself: the line above would say it twice.
  let balanceLine = true;
  if (failed) {
    content = <ErrorState message={errorMessage(failed.error)} onRetry={() => queries.forEach((q) => void q.refetch())} />;
  } else if (!status.data || !config.data || !staticData.data) {
    content = <LoadingState />;
  } else {
    const s = status.data;
    const c = config.data;
    const state = homeStatus(s, c);
    balanceLine = state !== 'no_balance';
    const start = <StartAutoaccept status={s} config={c} navigate={navigate} onStarted={() => navigate(PATHS['trade-search'])} />;
    // Every order in progress, the most urgent first; the one the status names opens in full
    // (issue 28: the same current orders as the trade list, features/orders/model/active-orders.ts).
    const orders = (
      <ActiveOrders
        namedId={isActiveOrderStatus(s) ? s.order_id : null}
        lookups={staticData.data}
        onFinished={(orderId) => navigate(orderCompletePath(orderId))}
        onDisputeOpened={(order) => {
          // The order the status names: as the dispute_open event does, the dispute order stored,
          // then /dispute (spec section 4). Another current order's card shows its open dispute
          // (the mutation refreshed the orders and the status); the trader stays on home.
          if (!isActiveOrderStatus(s) || order.id !== s.order_id) return;
          store.setDisputeOrder(openDisputeOrder({ order_id: order.id, order_status: order.status }));
          navigate(PATHS.dispute);
        }}
      />
    );
    if (isActiveOrderStatus(s)) {
      content = orders;
    } else if (state === 'autoaccept' && s.autoaccept_expired_at) {
      content = <AutoacceptSearch expiresAt={s.autoaccept_expired_at} {...underMinimum(s, c, navigate)} />;
    } else if (state === 'onboarding') {
      content = (
        <Onboarding status={s} config={c} welcome={welcome} onDismiss={() => store.setWelcome(false)} navigate={navigate}>
          {start}
        </Onboarding>
      );
    } else if (state === 'no_requisites') {
      content = <NoRequisites navigate={navigate} />;
    } else if (state === 'no_balance') {
      content = <NoBalance status={s} config={c} navigate={navigate} />;
    } else {
      content = start;
    }
    // Without an active order in the status, orders in progress the list still has come first.
    if (!isActiveOrderStatus(s)) content = <>{orders}{content}</>;
  }
  return (
    <>
      <ScreenTitle
        title={trader.data ? `Трейдер #${trader.data.id}` : 'Главная'}
        action={
          <button type="button" className="app-title__action" aria-label="Настройки" title="Настройки" onClick={() => navigate(PATHS.settings)}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <circle cx="12" cy="12" r="3" />
              <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3h0a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5h0a1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8v0a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
            </svg>
          </button>
        }
      />
      {balanceLine ? <HomeBalance /> : null}
      {content}
    </>
  );
}
