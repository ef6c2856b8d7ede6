// The root route: in-app navigation and the spec's Back (back-stack.ts), the modal history
// (modal-history.tsx), the dispute lock (dispute-lock.ts), the errors raised outside a navigation
// (shell-state.ts, route-error.tsx), the start-up work once the first screen has settled
// (start-up.ts) and, once signed in, realtime and the pending-money lookup (background.tsx).
// The layouts are routes of their own (layouts.tsx, app-router.tsx).
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { MODAL_HASH, ModalHistoryContext } from '../../shared/lib/modal-hash.ts';
import type { components } from '../../../generated/openapi/trader-api.ts';
import { traderQuery } from '../../shared/api/resources.ts';
import { PATHS } from '../../shared/routes/route-table.ts';
import { setBackButtonHandler } from '../../shared/telegram/back-button.ts';
import { useBack, type RouterProbe } from './back-stack.ts';
import { Background } from './background.tsx';
import { useDisputeLock } from './dispute-lock.ts';
import { StrayModalHash, useModalHistory } from './modal-history.tsx';
import { NavigationContext, useRuntime, type ShellNavigation } from './runtime-context.ts';
import { ShellContext, type ShellError, type ShellState } from './shell-state.ts';
import { settleFirstScreen, warmAfterSettled } from './start-up.ts';
import { useWarmHistory } from './warm-history.ts';

type Trader = components['schemas']['Trader'];

const withMessage = (status: number, message?: string): ShellError => ({ status, ...(message !== undefined ? { message } : {}) });

export function AppShell({ probe }: { probe: RouterProbe }) {
  const rt = useRuntime();
  const navigate = useNavigate();

  // A session that could not be recovered (a refused refresh, then a refused sign-in) stops the
  // app on the error screen (or the access warning): nothing more is sent, realtime included.
  const sessionEnd = useSyncExternalStore(rt.session.subscribe, rt.session.ended);
  useEffect(() => {
    if (!sessionEnd) return;
    console.error(`Session ended: ${sessionEnd.reason}`);
    if (sessionEnd.kind === 'no-access') {
      rt.store.setIsNotAccess(true);
      void navigate(PATHS['warn-access-restricted'], { replace: true });
    }
  }, [sessionEnd, rt, navigate]);
  const [raised, setRaised] = useState<ShellError | null>(null);
  // Realtime's 408 is kept apart: it clears itself once the socket is connected again.
  const [realtimeError, setRealtimeError] = useState<ShellError | null>(null);
  // An ended session comes first: a socket or screen error raised on its way out says less.
  const error = useMemo<ShellError | null>(() => {
    if (sessionEnd?.kind === 'failed') return { status: sessionEnd.status };
    if (sessionEnd?.kind === 'refused') return { status: sessionEnd.status, kind: 'session-refused' };
    return raised ?? realtimeError;
  }, [raised, realtimeError, sessionEnd]);

  const modal = useModalHistory(probe);
  // Back reads the modal history through a ref, so `back` (and the navigation context) stays one
  // value across navigations: a new context value would re-render every screen that reads it.
  const modalRef = useRef(modal);
  useEffect(() => {
    modalRef.current = modal;
  }, [modal]);
  // An open sheet or dialog closes first, on any page.
  const closeModal = useCallback(() => {
    if (window.location.hash !== MODAL_HASH) return false;
    modalRef.current.pop();
    return true;
  }, []);
  const back = useBack(rt.store, probe, closeModal);
  const nav = useMemo<ShellNavigation>(
    () => ({ navigate: (to, options) => void navigate(to, { replace: options?.replace ?? false }), back, showError: (status, message) => setRaised(withMessage(status, message)) }),
    [navigate, back],
  );
  // One global BackButton handler.
  useEffect(() => setBackButtonHandler(back), [back]);
  useDisputeLock(rt.store);

  const [screenShown, setScreenShown] = useState(false);
  const [errorShown, setErrorShown] = useState(false);
  const [settled, setSettled] = useState(false);
  const firstScreenDone = screenShown || errorShown;
  useEffect(() => (firstScreenDone && !settled ? settleFirstScreen(rt.queryClient, () => setSettled(true)) : undefined), [firstScreenDone, settled, rt]);
  // The display zone the date formats are built for: the account's (GET /traders, cached), read at idle.
  useEffect(() => (settled ? warmAfterSettled(() => rt.queryClient.getQueryData<Trader>(traderQuery(rt.api).queryKey)?.timezone) : undefined), [settled, rt]);
  useWarmHistory(rt.queryClient, rt.api, settled);

  const shell = useMemo<ShellState>(
    () => ({
      error,
      clearError: () => {
        setRaised(null);
        setRealtimeError(null);
      },
      onScreenShown: () => setScreenShown(true),
      onErrorShown: () => setErrorShown(true),
    }),
    [error],
  );
  const raiseRealtimeError = useCallback((status: number, message?: string) => setRealtimeError(withMessage(status, message)), []);
  const clearRealtimeError = useCallback(() => setRealtimeError(null), []);

  // Realtime and the pending-money lookup start once the app runs and the trader is signed in.
  const signedIn = settled && screenShown && sessionEnd === null && rt.session.getAccessToken() !== null;
  return (
    <NavigationContext.Provider value={nav}>
      <ModalHistoryContext.Provider value={modal}>
        <ShellContext.Provider value={shell}>
          <StrayModalHash modal={modal} probe={probe} />
          {signedIn ? <Background rt={rt} navigate={nav.navigate} showError={raiseRealtimeError} clearError={clearRealtimeError} /> : null}
          <Outlet />
        </ShellContext.Provider>
      </ModalHistoryContext.Provider>
    </NavigationContext.Provider>
  );
}
