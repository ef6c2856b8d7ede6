// Never miss an order (issue 28, item 3), beside the screens once the first one has settled:
// - every fetched list of current orders goes to the new-order store (domain/new-orders.ts),
//   which also hears the socket's autoaccept_order (realtime); a new order alerts once: a short
//   sound (off in settings: the `orderSound` preference, synced to Telegram's cloud storage) and
//   Telegram's haptic "warning"; orders arriving together alert once (alert-batch.ts); an order a
//   list told of first (an invite) never moves the trader, and away from the screen that shows it
//   a notice "Новая сделка · Открыть" opens it there (issue 37; the socket's orders: realtime);
// - while on shift (domain/on-shift.ts: an active order, or auto-accept searching) the screen
//   stays on (shared/lib/screen-wake-lock.ts), let go off shift and while the app is hidden.
// It draws nothing; the marks are the screens' (features/orders' NewOrderMark).
import { matchQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { listedOrderNoticeTarget, NEW_ORDER_NOTICE, newOrders, newOrderShownHere } from '../../../domain/new-orders.ts';
import { shiftState } from '../../../domain/on-shift.ts';
import { readOrderSound } from '../../../domain/preferences.ts';
import { orderListKey, statusKey } from '../../../shared/api/resources.ts';
import { createAlertSound } from '../../../shared/lib/alert-sound.ts';
import { createScreenWakeLock } from '../../../shared/lib/screen-wake-lock.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { notify, revealOrderCard } from '../../../shared/ui/notify.ts';
import { createAlertBatch } from '../model/alert-batch.ts';

type OrderList = components['schemas']['OrderList'];
type StatusData = components['schemas']['StatusData'];

/** setTimeout's longest wait; a later end is looked at again then. */
const MAX_WAIT_MS = 2 ** 31 - 1;

export interface OrderAlertsProps {
  queryClient: QueryClient;
  /** The current path, read when a new order comes. */
  path(): string;
  navigate(to: string): void;
}

export default function OrderAlerts({ queryClient, path, navigate }: OrderAlertsProps) {
  const latest = useRef({ path, navigate });
  useEffect(() => {
    latest.current = { path, navigate };
  });
  useEffect(() => {
    const cache = queryClient.getQueryCache();

    // The alert: one sound and one vibration per burst of new orders.
    const sound = createAlertSound();
    // Audio may start only after a user gesture (iOS: within one): every touch resumes it if it is not running.
    const unlock = () => sound.unlock();
    window.addEventListener('pointerdown', unlock, { capture: true });
    window.addEventListener('keydown', unlock, { capture: true });
    const batch = createAlertBatch(() => {
      haptic.notify('warning');
      if (readOrderSound()) sound.play();
    });
    // An order a list told of first never moves the trader; away from the screen that shows it,
    // a notice opens it there (an order the socket announced: realtime's handler decides).
    const offer = (orderId: string) => {
      const order = queryClient
        .getQueriesData<OrderList>({ queryKey: orderListKey })
        .flatMap(([, list]) => list?.items ?? [])
        .find((o) => o.id === orderId);
      const to = order ? listedOrderNoticeTarget(order.status, latest.current.path()) : null;
      if (to === null) return;
      // Where the screen lists it (/dispute), Открыть brings its card into view (domain/new-orders.ts newOrderShownHere).
      const open = () => (newOrderShownHere(latest.current.path()) && revealOrderCard(orderId)) || latest.current.navigate(to);
      notify.info(NEW_ORDER_NOTICE.title, undefined, { label: NEW_ORDER_NOTICE.open, onClick: open }, { id: `new-order-${orderId}` });
    };
    const stopAlerts = newOrders.onNewOrder((orderId, how) => {
      batch.add(orderId);
      if (how === 'listed') offer(orderId);
    });

    // The lists: what is cached now is the page's starting point (the first one the store sees).
    const listed = (data: OrderList | undefined) => {
      if (data) newOrders.listed(data.items.map((order) => order.id));
    };
    for (const [, data] of queryClient.getQueriesData<OrderList>({ queryKey: orderListKey })) listed(data);

    // The shift: from the cached status, again when it changes or when auto-accept runs out.
    const wakeLock = createScreenWakeLock();
    let shiftTimer: ReturnType<typeof setTimeout> | undefined;
    const checkShift = () => {
      clearTimeout(shiftTimer);
      const status = queryClient.getQueriesData<StatusData>({ queryKey: statusKey })[0]?.[1];
      const shift = shiftState(status, Date.now());
      wakeLock.want(shift.onShift);
      if (shift.endsAt !== null) shiftTimer = setTimeout(checkShift, Math.min(MAX_WAIT_MS, shift.endsAt - Date.now() + 50));
    };
    checkShift();

    const stopCache = cache.subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (matchQuery({ queryKey: orderListKey }, event.query)) listed(queryClient.getQueryData<OrderList>(event.query.queryKey));
      else if (matchQuery({ queryKey: statusKey }, event.query)) checkShift();
    });

    return () => {
      stopCache();
      stopAlerts();
      batch.dispose();
      clearTimeout(shiftTimer);
      wakeLock.dispose();
      window.removeEventListener('pointerdown', unlock, { capture: true });
      window.removeEventListener('keydown', unlock, { capture: true });
    };
  }, [queryClient]);
  return null;
}
