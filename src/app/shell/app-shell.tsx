// The shell's components; the router (app-router.tsx) holds the navigation state. AppShell (the
// root route) provides in-app navigation and the spec's Back, blocks Back during a dispute, and
// runs the start-up work once the first screen has settled; ScreenFrame (the guarded layout
// route) draws the layouts, the top loader and the bottom menu around the routed screen;
// RouteErrorBoundary shows the global error screen.
import { Suspense, createContext, lazy, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Outlet, isRouteErrorResponse, useBlocker, useLocation, useMatches, useNavigate, useNavigation, useRouteError } from 'react-router';
import { useSupportUrl } from '../../shared/api/support.ts';
import { MODAL_HASH, ModalHistoryContext, useOpenModals, type ModalHistory } from '../../shared/lib/modal-hash.ts';
import { backButtonVisible, normalizePath, resolveBack, shouldBlockBack } from '../../shared/lib/navigation.ts';
import { setBackButtonHandler, setBackButtonVisible } from '../../shared/telegram/back-button.ts';
import { haptic } from '../../shared/telegram/haptics.ts';
import { markReady } from '../../shared/telegram/sdk.ts';
import { BottomMenu } from '../../shared/ui/bottom-menu.tsx';
import { isMenuPath } from '../../shared/ui/bottom-menu-model.ts';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader.tsx';
import { preloadSheet } from '../../shared/ui/sheet.tsx';
import { EmptyLayout, ScreenLayout } from '../../shared/ui/screen-layout.tsx';
import { TopLoader } from '../../shared/ui/top-loader.tsx';
import { PATHS } from '../guards/run-guards.ts';
import { ROUTES, notFoundMessage } from '../routes/route-table.ts';
import type { ScreenHandle } from './app-router.tsx';
import { evaluateWhenIdle, prefetchWhenIdle } from './prefetch.ts';
import { SCREENS } from './screens.ts';
import { reloadForChunkError } from './chunk-reload.ts';
import { whenQuiet } from './settle.ts';
import { afterNextPaint, whenIdle } from '../../shared/lib/idle.ts';
import { hasPendingIntent } from '../../shared/lib/pending-intent-probe.ts';
import { NavigationContext, useRuntime, type ShellNavigation } from './runtime-context.ts';

/** socket.io, sonner and vaul load once the first screen has settled (see whenQuiet). */
const Realtime = lazy(() => import('../../features/realtime/components/realtime.tsx'));
const PendingMoneyNotice = lazy(() => import('../../features/balance/components/pending-money-notice.tsx'));
const MONEY_FORMS = { withdraw: '/balance/conclusion', transfer: '/balance/translation' } as const;
const operationPath = (id: string) => `/balance/operations/${encodeURIComponent(id)}`;

/** The longest the start-up work waits, once the first screen shows, for its data and an idle moment. */
const SETTLE_TIMEOUT_MS = 3000;

/** How long a painted frame may take to reach the screen (see the settle effect). */
const PRESENT_LAG_MS = 100;

/** The error screen loads on demand; it is prefetched once the first screen has settled. */
const loadErrorScreen = () => import('../../shared/ui/error-screen.tsx');
const ErrorScreen = lazy(() => loadErrorScreen().then((m) => ({ default: m.ErrorScreen })));
const SessionEndedScreen = lazy(() => loadErrorScreen().then((m) => ({ default: m.SessionEndedScreen })));

/** The menu's other screens, loaded and evaluated ahead of a tap once the first screen has settled. */
const MENU_SCREEN_LOADERS = ROUTES.filter((r) => r.pattern !== '/' && isMenuPath(r.pattern)).flatMap((r) => SCREENS.get(r.name)?.load ?? []);

/** `session-refused`: the session cannot be renewed (init data refused); the screen offers a relaunch. */
export type ShellError = { status: number; message?: string; kind?: 'session-refused' };

/** Callbacks held until no navigation is in flight (RouterIdleGate reports `idle`). */
interface IdleGate {
  idle: boolean;
  waiting: (() => void)[];
}

/** What the shell shares with its frame and error screens. */
interface ShellState {
  /** An error raised outside a navigation (an ended session, a realtime 408). */
  error: ShellError | null;
  clearError(): void;
  /** Marks the first screen's content (or an error screen) as shown. */
  onScreenShown(): void;
  onErrorShown(): void;
}

const ShellContext = createContext<ShellState | null>(null);

/** Whether Back is in the browser history of this app: the router keeps the entry's index. */
const canGoBack = () => {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && typeof (state as { idx?: unknown }).idx === 'number' && (state as { idx: number }).idx > 0;
};

/** The root route: navigation, Back and its dispute lock, the start-up work and realtime. */
export function AppShell() {
  const rt = useRuntime();
  const routerNavigate = useNavigate();
  const location = useLocation();
  const disputeActive = () => rt.store.getDisputeOrder()?.dispute_status === 'open';

  // A session that could not be recovered (a refused refresh, then a refused sign-in) stops the
  // app on the error screen (or the access warning): nothing more is sent, realtime included.
  const sessionEnd = useSyncExternalStore(rt.session.subscribe, rt.session.ended);
  useEffect(() => {
    if (!sessionEnd) return;
    console.error(`Session ended: ${sessionEnd.reason}`);
    if (sessionEnd.kind === 'no-access') {
      rt.store.setIsNotAccess(true);
      void routerNavigate(PATHS.accessRestricted, { replace: true });
    }
  }, [sessionEnd, rt, routerNavigate]);
  const [raised, setRaised] = useState<ShellError | null>(null);
  // Realtime's 408 is kept apart: it clears itself once the socket is connected again.
  const [realtimeError, setRealtimeError] = useState<ShellError | null>(null);
  // An ended session comes first: a socket or screen error raised on its way out says less.
  const error = useMemo<ShellError | null>(() => {
    if (sessionEnd?.kind === 'failed') return { status: sessionEnd.status };
    if (sessionEnd?.kind === 'refused') return { status: sessionEnd.status, kind: 'session-refused' };
    return raised ?? realtimeError;
  }, [raised, realtimeError, sessionEnd]);

  // Set from an in-app navigation until its location commits (see the modal hash below).
  const navigating = useRef(false);
  useEffect(() => {
    navigating.current = false;
  }, [location.key]);
  const navigate = useCallback<ShellNavigation['navigate']>(
    (to, options) => {
      navigating.current = true;
      void routerNavigate(to, { replace: options?.replace ?? false });
    },
    [routerNavigate],
  );

  // The modal hash (spec section 2): a sheet or dialog adds '#modal' as a history entry; Back
  // leaves it first. `moving` holds one push or pop until the router's hash has changed, so a
  // second request meanwhile (a double tap, StrictMode) is not a second step.
  const { pathname, search, hash } = location;
  const moving = useRef(false);
  useEffect(() => {
    moving.current = false;
  }, [hash]);
  const modal = useMemo<ModalHistory>(
    () => ({
      hash,
      // The router's hash-only update is a transition: the sheet (its own state) paints first,
      // and the screen's re-render for the new hash does not hold up that frame. (Navigations
      // between screens are not transitions, app.tsx; a hash change commits within this call.)
      push: () => {
        if (moving.current || hash === MODAL_HASH) return;
        moving.current = true;
        startTransition(() => void routerNavigate({ pathname, search, hash: MODAL_HASH }));
      },
      pop: () => {
        if (moving.current || hash !== MODAL_HASH) return;
        moving.current = true;
        if (canGoBack()) void routerNavigate(-1);
        else startTransition(() => void routerNavigate({ pathname, search }, { replace: true }));
      },
    }),
    [hash, pathname, search, routerNavigate],
  );
  // Back reads the modal history through a ref, so `back` (and the navigation context) stays one
  // value across navigations: a new context value would re-render every screen that reads it.
  const modalRef = useRef(modal);
  useEffect(() => {
    modalRef.current = modal;
  }, [modal]);

  const back = useCallback(() => {
    // An open sheet or dialog closes first, on any page.
    if (window.location.hash === MODAL_HASH) {
      modalRef.current.pop();
      return;
    }
    const resolution = resolveBack(rt.store.getNavigationState(), canGoBack());
    if (resolution.action === 'history-back') {
      void routerNavigate(-1);
      return;
    }
    rt.store.setNavigationState(resolution.state);
    void routerNavigate(resolution.to, { replace: true });
  }, [routerNavigate, rt]);
  const nav = useMemo<ShellNavigation>(() => ({ navigate, back, showError: (status, message) => setRaised({ status, ...(message !== undefined ? { message } : {}) }) }), [navigate, back]);

  // One global BackButton handler.
  useEffect(() => setBackButtonHandler(back), [back]);

  // While a dispute order is active, popstate is blocked and the route on show restored (the
  // router's blocker), and Alt/Meta + Left Arrow do nothing.
  // Closing a sheet (the same page without the modal hash) is never blocked.
  const blocker = useBlocker(
    ({ historyAction, currentLocation, nextLocation }) =>
      historyAction === 'POP' &&
      !(currentLocation.pathname === nextLocation.pathname && currentLocation.search === nextLocation.search) &&
      shouldBlockBack({ type: 'popstate' }, disputeActive()),
  );
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (shouldBlockBack(event, rt.store.getDisputeOrder()?.dispute_status === 'open')) event.preventDefault();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [rt]);

  // Once the first screen has settled (its content rendered, its data in, then an idle moment),
  // or an error screen shows: Telegram's ready(), the Telegram SDK, the error screen's code,
  // realtime, then the menu screens' code. None of it may delay the first screen's content: their
  // downloads and evaluation would share the network and the main thread with it (ADR 0008).
  const [screenShown, setScreenShown] = useState(false);
  const [errorShown, setErrorShown] = useState(false);
  const [settled, setSettled] = useState(false);
  const firstScreenDone = screenShown || errorShown;
  useEffect(() => {
    if (!firstScreenDone || settled) return;
    // Then one more painted frame, PRESENT_LAG_MS and an idle moment: a painted frame reaches
    // the screen later (measured 25-45 ms in Chromium, more under load), and React's commit of
    // the first screen leaves less time before the last answer than Preact's did (ADR 0009).
    let cancelAfter = () => {};
    const cancelQuiet = whenQuiet(
      rt.queryClient,
      () => {
        let cancelStep = afterNextPaint(() => {
          const timer = window.setTimeout(() => {
            cancelStep = whenIdle(() => {
              markReady();
              void loadErrorScreen();
              setSettled(true);
            }, SETTLE_TIMEOUT_MS);
          }, PRESENT_LAG_MS);
          cancelStep = () => window.clearTimeout(timer);
        });
        cancelAfter = () => cancelStep();
      },
      SETTLE_TIMEOUT_MS,
    );
    return () => {
      cancelQuiet();
      cancelAfter();
    };
  }, [firstScreenDone, settled, rt]);
  useEffect(() => {
    if (!settled) return;
    const cancelPrefetch = prefetchWhenIdle();
    // then the sheet's code (vaul), so a first sheet opens without loading it
    const cancelEvaluate = evaluateWhenIdle([...MENU_SCREEN_LOADERS, preloadSheet]);
    return () => {
      cancelPrefetch();
      cancelEvaluate();
    };
  }, [settled]);

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
  const raiseRealtimeError = useCallback((status: number, message?: string) => setRealtimeError({ status, ...(message !== undefined ? { message } : {}) }), []);
  const clearRealtimeError = useCallback(() => setRealtimeError(null), []);

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

  // Realtime starts once the app runs and the trader is signed in; it stays mounted across
  // screens and error screens so no event is missed.
  const signedIn = settled && screenShown && sessionEnd === null && rt.session.getAccessToken() !== null;
  const where = useMemo(() => ({ path: pathname, search }), [pathname, search]);
  const realtime = signedIn ? (
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
        showError={raiseRealtimeError}
        clearError={clearRealtimeError}
      />
    </Suspense>
  ) : null;

  // A withdrawal or transfer whose answer never came, kept from an earlier page: its outcome is
  // looked up once signed in (issue 24), and only then is that code loaded.
  const pendingKept = useMemo(() => signedIn && hasPendingIntent(), [signedIn]);
  const pendingMoney = pendingKept ? (
    <Suspense fallback={null}>
      <PendingMoneyNotice path={() => where.path} formPath={MONEY_FORMS} operationPath={operationPath} navigate={navigate} />
    </Suspense>
  ) : null;

  return (
    <NavigationContext.Provider value={nav}>
      <ModalHistoryContext.Provider value={modal}>
        <ShellContext.Provider value={shell}>
          <StrayModalHash modal={modal} navigating={navigating} />
          <RouterIdleGate onChange={onRouterIdle} />
          {realtime}
          {pendingMoney}
          <Outlet />
        </ShellContext.Provider>
      </ModalHistoryContext.Provider>
    </NavigationContext.Provider>
  );
}

/**
 * A modal hash no sheet holds (the sheet was closed by its screen, or unmounted; a reload) is left
 * once the router is idle, so it never outlives its sheet; not when the sheet closed for an in-app
 * navigation (a dialog's button), which going back would cancel. A component of its own: it
 * follows the router's navigation state, and the shell above it should not re-render with that.
 */
function StrayModalHash({ modal, navigating }: { modal: ModalHistory; navigating: { readonly current: boolean } }) {
  const openModals = useOpenModals();
  const routerIdle = useNavigation().state === 'idle';
  const { hash } = modal;
  useEffect(() => {
    if (hash !== MODAL_HASH || openModals !== 0 || !routerIdle) return undefined;
    const timer = window.setTimeout(() => {
      if (!navigating.current) modal.pop();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [hash, openModals, routerIdle, modal, navigating]);
  return null;
}

/**
 * Tells whether a navigation is in flight; idle a task after the router is, when the new
 * location has reached the shell and realtime's props. A component of its own for the
 * same reason as StrayModalHash.
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

/** The pending state of a navigation, from the router. */
function PendingIndicator() {
  return <TopLoader active={useNavigation().state !== 'idle'} />;
}

/** The guarded layout route: the routed screen in its layout, with the top loader and the menu. */
export function ScreenFrame() {
  const rt = useRuntime();
  const shell = useContext(ShellContext);
  const { navigate } = useContext(NavigationContext) ?? { navigate: () => undefined };
  const location = useLocation();
  const matches = useMatches();
  const route = (matches.at(-1)?.handle as ScreenHandle | undefined)?.route;
  const path = normalizePath(location.pathname);
  const disputeActive = rt.store.getDisputeOrder()?.dispute_status === 'open';
  const shellError = shell?.error ?? null;
  useEffect(() => {
    if (!shellError) setBackButtonVisible(backButtonVisible(path, { hash: location.hash, disputeActive }));
  }, [path, location.hash, disputeActive, shellError]);
  const onScreenShown = shell?.onScreenShown;
  // The outlet keeps its element while a navigation is pending: the screen on show does not
  // render again for the top loader, which matters on a tap.
  const content = useMemo(
    () => (
      <>
        <Outlet />
        {onScreenShown ? <Mounted onMount={onScreenShown} /> : null}
      </>
    ),
    [onScreenShown],
  );
  if (shellError) return <ErrorView error={shellError} />;
  if (!route) return <FullScreenLoader />;
  const withMenu = isMenuPath(path);
  return (
    <>
      <PendingIndicator />
      {route.layout === 'bare' ? content : route.layout === 'empty' ? <EmptyLayout>{content}</EmptyLayout> : <ScreenLayout withMenu={withMenu}>{content}</ScreenLayout>}
      {withMenu ? (
        <BottomMenu
          currentPath={path}
          onNavigate={(to) => {
            haptic.selection();
            navigate(to);
          }}
        />
      ) : null}
    </>
  );
}

/** The status and message a route error stands for. */
export function routeErrorToShellError(error: unknown, path: string): ShellError {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      // The guards' 404 names the path (with the query for an invalid day); the router's own 404
      // (no route matches) gets the same message.
      const named = typeof error.data === 'string' && error.data.startsWith('Page Not Found') ? error.data : notFoundMessage(path);
      return { status: 404, message: named };
    }
    return { status: error.status, ...(typeof error.data === 'string' ? { message: error.data } : {}) };
  }
  return { status: 500, message: error instanceof Error ? error.message : String(error) };
}

/** The routes' error boundary: the guards' errors, a 404, a screen that crashed while rendering. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const shell = useContext(ShellContext);
  const shown = useMemo(() => routeErrorToShellError(error, location.pathname), [error, location.pathname]);
  // A screen's chunk that failed to load (a new release replaced it): reload once, guarded.
  const reloading = shell?.error ? false : reloadsFor(error);
  useEffect(() => {
    if (reloading) return;
    if (!isRouteErrorResponse(error)) console.error('A screen failed', error);
    console.error(`Route ${location.pathname}${location.search}: ${shown.status} ${shown.message ?? ''}`);
  }, [error, shown, location.pathname, location.search, reloading]);
  if (reloading) return <FullScreenLoader />;
  return <ErrorView error={shell?.error ?? shown} />;
}

/** One decision per error object (a render may run twice): whether it made the page reload. */
const reloadDecisions = new WeakMap<object, boolean>();
function reloadsFor(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  let decided = reloadDecisions.get(error);
  if (decided === undefined) {
    decided = reloadForChunkError(error);
    reloadDecisions.set(error, decided);
  }
  return decided;
}

/** The global error screen (spec section 8), loaded on demand. */
function ErrorView({ error }: { error: ShellError }) {
  const shell = useContext(ShellContext);
  const navigate = useNavigate();
  const supportUrl = useSupportUrl();
  const onErrorShown = shell?.onErrorShown;
  useEffect(() => {
    setBackButtonVisible(false);
    onErrorShown?.();
  }, [onErrorShown]);
  if (error.kind === 'session-refused') {
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <SessionEndedScreen
          supportUrl={supportUrl}
          // Outside Telegram nothing can relaunch the app: a reload is the nearest thing.
          onReopen={() => {
            // Loaded on the press: only this screen needs it.
            void import('../../shared/telegram/close.ts')
              .then(({ closeMiniApp }) => closeMiniApp())
              .then((closed) => {
                if (!closed) window.location.reload();
              });
          }}
        />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <ErrorScreen
        status={error.status}
        // The spec's 404 message names the path; other details go to the console only.
        {...(error.status === 404 && error.message !== undefined ? { message: error.message } : {})}
        supportUrl={supportUrl}
        onRepeat={() => window.location.reload()}
        onHome={() => {
          shell?.clearError();
          void navigate('/', { replace: true });
        }}
      />
    </Suspense>
  );
}

/** Reports when it mounts: the routed screen has rendered its content. */
function Mounted({ onMount }: { onMount: () => void }): ReactNode {
  useEffect(onMount, [onMount]);
  return null;
}
