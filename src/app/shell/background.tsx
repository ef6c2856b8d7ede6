// What runs beside the screens once the trader is signed in and the first screen has settled:
// realtime (socket.io, sonner and vaul load then), the new-order alerts and the screen kept on
// during a shift (issue 28), and the lookup of a withdrawal or transfer whose answer never came
// (issue 24). They stay mounted across screens and error screens, so no event is missed.
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { hasPendingIntent } from '../../shared/lib/pending-intent-probe.ts';
import { PATHS, operationPath } from '../../shared/routes/route-table.ts';
import type { AppRuntime } from '../runtime.ts';

const Realtime = lazy(() => import('../../features/realtime/components/realtime.tsx'));
const PendingMoneyNotice = lazy(() => import('../../features/balance/components/pending-money-notice.tsx'));
const OrderAlerts = lazy(() => import('../../features/order-alerts/components/order-alerts.tsx'));
const MONEY_FORMS = { withdraw: PATHS['balance-conclusion'], transfer: PATHS['balance-translation'] } as const;

/** Callbacks held until no navigation is in flight (RouterIdleGate reports `idle`). */
interface IdleGate {
  idle: boolean;
  waiting: (() => void)[];
}

export interface BackgroundProps {
  rt: AppRuntime;
  navigate(to: string, options?: { replace?: boolean }): void;
  showError(status: number, message?: string): void;
  clearError(): void;
}

export function Background({ rt, navigate, showError, clearError }: BackgroundProps) {
  const { pathname, search } = useLocation();
  const where = useMemo(() => ({ path: pathname, search }), [pathname, search]);
  // The catch-up after a reconnect waits for the router: a navigation of its own would
  // supersede one in flight (a withdrawal on its way to the new operation).
  const idleGate = useRef<IdleGate>({ idle: true, waiting: [] });
  const whenRouterIdle = useCallback((fn: () => void) => {
    if (idleGate.current.idle) fn();
    else idleGate.current.waiting.push(fn);
  }, []);
  const onRouterIdle = useCallback((idle: boolean) => {
    idleGate.current.idle = idle;
    if (idle) for (const fn of idleGate.current.waiting.splice(0)) fn();
  }, []);
  // A withdrawal or transfer kept from an earlier page: its outcome is looked up once signed in,
  // and only then is that code loaded (other kinds, a requisite's or a confirmation's, resume on their own screens).
  const pendingKept = useMemo(() => hasPendingIntent(Object.keys(MONEY_FORMS)), []);
  // Field telemetry for a sampled share of opens (issue 39), started at an idle moment.
  useEffect(() => {
    // Its start, too, loads on demand: the entry carries only this import (issue 39, ADR 0040).
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./telemetry.ts').then(({ startTelemetryWhenIdle }) => {
      if (!cancelled) stop = startTelemetryWhenIdle(rt);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [rt]);
  return (
    <>
      <RouterIdleGate onChange={onRouterIdle} />
      <Suspense fallback={null}>
        <Realtime
          url={rt.config.VITE_GATEWAY_WS_URL}
          origin={window.location.origin}
          getToken={() => rt.session.getAccessToken()}
          renewToken={() => rt.session.recover()}
          queryClient={rt.queryClient}
          api={rt.api}
          store={rt.store}
          location={() => where}
          navigate={navigate}
          whenRouterIdle={whenRouterIdle}
          showError={showError}
          clearError={clearError}
        />
      </Suspense>
      <Suspense fallback={null}>
        <OrderAlerts queryClient={rt.queryClient} path={() => where.path} navigate={navigate} />
      </Suspense>
      {pendingKept ? (
        <Suspense fallback={null}>
          <PendingMoneyNotice path={() => where.path} formPath={MONEY_FORMS} operationPath={operationPath} navigate={navigate} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Tells whether a navigation is in flight; idle a task after the router is, when the new
 * location has reached the shell and realtime's props. A component of its own: it follows the
 * router's navigation state, and nothing above it should re-render with that.
 */
function RouterIdleGate({ onChange }: { onChange(idle: boolean): void }) {
  const idle = useNavigation().state === 'idle';
  useEffect(() => {
    if (!idle) {
      onChange(false);
      return undefined;
    }
    const timer = window.setTimeout(() => onChange(true), 0);
    return () => window.clearTimeout(timer);
  }, [idle, onChange]);
  return null;
}
