// The realtime layer, loaded after the first screen has painted: the socket connection with
// its handlers (registered once), toasts, the auto-accept dialogs, the offline indicator and
// the catch-up after a reconnect.
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { Toaster, toast } from 'sonner';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import type { QueryApi } from '../../../shared/api/query.ts';
import { readAgainNow, readAtOnce } from '../../../domain/money-events.ts';
import { newOrders } from '../../../domain/new-orders.ts';
import { balanceQuery, orderListKey, statusQuery, traderQuery } from '../../../shared/api/resources.ts';
import { createSocketClient } from '../../../shared/api/socket.ts';
import { watchToastSpace } from '../../../shared/ui/toast-space.ts';
import { revealOrderCard, toastContent } from '../../../shared/ui/notify.ts';
import { disputeActive } from '../../../domain/dispute.ts';
import type { SessionStore } from '../../../domain/session-store.ts';
import { awaySummary, type Snapshot } from '../model/away-summary.ts';
import { createInvalidationBatcher } from '../model/batch.ts';
import { createEffectQueue } from '../model/effects.ts';
import { createLogLimiter } from '../model/log-limit.ts';
import { createNoticeQueue } from '../model/notices.ts';
import { createRepeatFilter } from '../model/repeats.ts';
import { accountStatusQuery } from '../api/account-status-query.ts';
import { TARGET_KEYS, realtimeHandlers, readyTarget, type DialogKind, type Notice, type RealtimeContext } from '../model/handlers.ts';
import { TOASTER_OPTIONS } from '../model/toaster.ts';
import './realtime.css';

const EventDrawer = lazy(() => import('./event-drawer.tsx'));

/** Show the offline indicator only when a first connection has not come within this time. */
const FIRST_CONNECT_GRACE_MS = 3000;

export interface RealtimeProps {
  url: string;
  origin: string;
  getToken(): string | null;
  /** A new token after the server refused the connection (the session's recovery). */
  renewToken(): Promise<unknown>;
  queryClient: QueryClient;
  api: QueryApi;
  store: SessionStore;
  /** Current location (path + search), read when an event arrives. */
  location(): { path: string; search: string };
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Runs `fn` once no navigation is in flight (at once when none is). */
  whenRouterIdle(fn: () => void): void;
  showError(status: number, message?: string): void;
  /** The connection is back: the error raised by showError no longer holds. */
  clearError(): void;
}

interface DialogState {
  kind: DialogKind;
  reason: string | null;
}

interface RealtimeUi {
  setConnected(connected: boolean): void;
  setDialog: Dispatch<SetStateAction<DialogState | null>>;
  /** The first connection's grace time is over (the offline indicator may show). */
  graceOver(): void;
  /** Set to what closing the drawer does. */
  closeDialog: RefObject<() => void>;
}

/**
 * Connects the socket with its handlers and the queues they feed (refetches, toasts, navigation,
 * the drawer), and catches up after a reconnect. `p` reads the latest props. Returns the
 * disconnect (the effect's cleanup).
 */
function startRealtime(p: () => RealtimeProps, ui: RealtimeUi): () => void {
  // One refetch per query per burst of events, after its last event; a fetch already running
  // (a guard's fresh status, say) is joined, never cancelled.
  // The balance and the status are read again at once, shown or not, and to their answer even
  // when the screen that showed them goes (domain/money-events.ts, readAgainNow).
  const batcher = createInvalidationBatcher((targets) => {
    for (const target of targets) {
      for (const queryKey of TARGET_KEYS[target]) {
        if (readAtOnce(target)) void readAgainNow(p().queryClient, queryKey, false);
        else void p().queryClient.invalidateQueries({ queryKey, refetchType: 'active' }, { cancelRefetch: false });
      }
    }
  });
  const activeOrder = () => {
    const data = p().queryClient.getQueryData<components['schemas']['StatusData']>(statusQuery(p().api).queryKey);
    return data && 'order_type' in data ? data : null;
  };
  // Every notice kind merges into one toast per burst, drawn at the next frame (notices.ts).
  const notices = createNoticeQueue((id, notice) => {
    const link = notice.link;
    toast[notice.tone ?? 'info'](notice.title, {
      id,
      ...toastContent(notice.description, link ? { label: link.label, onClick: () => (link.reveal !== undefined && revealOrderCard(link.reveal)) || p().navigate(link.to) } : undefined),
    });
  });
  const notify = (notice: Notice) => notices.add(notice);
  // Navigation, the drawer and the trader's flag: the latest of each, once per frame (effects.ts).
  const effects = createEffectQueue({
    navigate: (to, options) => p().navigate(to, options),
    openDialog: (kind, reason) => ui.setDialog((shown) => (shown?.kind === kind && shown.reason === reason ? shown : { kind, reason })),
    patchTrader: (patch) => {
      const key = traderQuery(p().api).queryKey;
      p().queryClient.setQueryData<components['schemas']['Trader']>(key, (old) => (old ? { ...old, ...patch } : old));
    },
  });
  // The trader closed the drawer: the rest of a flood of auto-accept events leaves it closed.
  ui.closeDialog.current = () => {
    effects.dialogClosed();
    ui.setDialog(null);
  };
  const listedOrder = (orderId: string) =>
    p()
      .queryClient.getQueriesData<components['schemas']['OrderList']>({ queryKey: orderListKey })
      .some(([, list]) => list?.items.some((order) => order.id === orderId) ?? false);
  const firstTime = createRepeatFilter();
  const warnings = createLogLimiter((line) => console.warn(`[realtime] ${line}`));
  const context = (): RealtimeContext => ({
    path: effects.pendingPath() ?? p().location().path,
    navigate: effects.navigate,
    invalidate: (targets) => batcher.add(targets),
    patchTrader: effects.patchTrader,
    activeOrder: () => {
      const order = activeOrder();
      return order ? { order_id: order.order_id, order_status: order.order_status } : null;
    },
    listedOrder,
    getDisputeOrder: () => p().store.getDisputeOrder(),
    setDisputeOrder: (order) => p().store.setDisputeOrder(order),
    firstTime,
    newOrder: (orderId) => newOrders.announced(orderId),
    notify,
    openDialog: (kind, detail) => effects.openDialog(kind, detail?.reason ?? null),
    log: warnings.log,
  });

  const snapshot = (): Snapshot => {
    const order = activeOrder();
    const balance = p().queryClient.getQueryData<components['schemas']['Balance']>(balanceQuery(p().api).queryKey);
    return {
      activeOrderId: order?.order_id ?? null,
      disputeOpen: disputeActive(order),
      total: balance?.total_amount ?? null,
    };
  };

  let everConnected = false;
  let before: Snapshot | null = null;
  const catchUp = async (previous: Snapshot) => {
    const { queryClient, api } = p();
    await Promise.allSettled([
      queryClient.fetchQuery({ ...statusQuery(api), staleTime: 0 }),
      queryClient.fetchQuery({ ...balanceQuery(api), staleTime: 0 }),
      queryClient.invalidateQueries({ queryKey: orderListKey }),
    ]);
    const lines = awaySummary(previous, snapshot());
    if (lines.length > 0) notify({ title: 'Пока вас не было', description: lines.join('. '), tone: 'info' });
    // Re-run the guards for the current screen (dispute redirects and the like), once the
    // router is idle: navigating now would supersede a navigation in flight (a withdrawal on
    // its way to the new operation), and the screen it lands on is the one to check.
    p().whenRouterIdle(() => {
      const { path, search } = p().location();
      p().navigate(`${path}${search}`, { replace: true });
    });
  };

  const client = createSocketClient<RealtimeContext>({
    url: p().url,
    origin: p().origin,
    getToken: () => p().getToken(),
    renewToken: () => p().renewToken(),
    handlers: realtimeHandlers,
    context,
    onConnectedChange: (isConnected) => {
      ui.setConnected(isConnected);
      if (!isConnected) {
        before = snapshot();
        return;
      }
      if (everConnected && before) void catchUp(before);
      everConnected = true;
      before = null;
    },
    onFatalError: (status, error) => p().showError(status, error.message),
    onFatalErrorCleared: () => p().clearError(),
  });
  // Connected once this commit is over: in development React StrictMode runs the effect, its
  // cleanup and the effect again in one go, and a socket connected at once was closed by that
  // cleanup while still connecting (Chromium warns "WebSocket is closed before the connection
  // is established" at every load). The timer of a cleaned-up effect never fires.
  const connecting = setTimeout(() => client.connect(), 0);
  const grace = setTimeout(ui.graceOver, FIRST_CONNECT_GRACE_MS);
  return () => {
    clearTimeout(connecting);
    clearTimeout(grace);
    client.disconnect();
    batcher.dispose();
    notices.dispose();
    effects.dispose();
    warnings.dispose();
  };
}

export default function Realtime(props: RealtimeProps) {
  const [connected, setConnected] = useState<boolean | null>(null);
  const [graceOver, setGraceOver] = useState(false);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const latest = useRef(props);
  const closeDialog = useRef<() => void>(() => undefined);
  useEffect(() => {
    latest.current = props;
  });
  // The band a shown toast takes is kept free of content (ADR 0021).
  useEffect(() => watchToastSpace(), []);

  useEffect(() => startRealtime(() => latest.current, { setConnected, setDialog, graceOver: () => setGraceOver(true), closeDialog }), []);

  const offline = connected === false || (connected === null && graceOver);

  const onReady = async () => {
    const { queryClient, api, navigate } = latest.current;
    let status: string | null = null;
    try {
      status = (await queryClient.fetchQuery({ ...accountStatusQuery(api), staleTime: 0 })).status;
    } catch (error) {
      console.error('GET /traders/status failed; going home', error);
    }
    closeDialog.current();
    navigate(readyTarget(status));
  };

  return (
    <>
      <Toaster {...TOASTER_OPTIONS} />
      {offline ? (
        <div className="rt-offline" role="status">
          Нет соединения. Переподключаемся…
        </div>
      ) : null}
      {dialog ? (
        <Suspense fallback={null}>
          <EventDrawer
            kind={dialog.kind}
            reason={dialog.reason}
            onReady={() => void onReady()}
            onGo={(to) => {
              closeDialog.current();
              latest.current.navigate(to);
            }}
            onClose={() => closeDialog.current()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
