// The shell: runs the guard pipeline before each screen renders, applies the back rules of
// spec section 2, and shows the loader, the top loading indicator, the error screen, the
// layouts and the bottom menu.
import { Component, Suspense, createElement, lazy, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ErrorInfo, type ReactNode } from 'react';
import { useCanGoBack, useLocation, useNavigate, useNavigationType } from '../../shared/lib/router.tsx';
import { useSupportUrl } from '../../shared/api/support.ts';
import { backButtonVisible, onNavigate, resolveBack, shouldBlockBack } from '../../shared/lib/navigation.ts';
import { setBackButtonHandler, setBackButtonVisible } from '../../shared/telegram/back-button.ts';
import { haptic } from '../../shared/telegram/haptics.ts';
import { markReady } from '../../shared/telegram/theme.ts';
import { BottomMenu } from '../../shared/ui/bottom-menu.tsx';
import { isMenuPath } from '../../shared/ui/bottom-menu-model.ts';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader.tsx';
import { preloadSheet } from '../../shared/ui/sheet.tsx';
import { EmptyLayout, ScreenLayout } from '../../shared/ui/screen-layout.tsx';
import { TopLoader } from '../../shared/ui/top-loader.tsx';
import { createGuardDeps } from '../guards/guard-deps.ts';
import { PATHS, runGuards, type GuardResult } from '../guards/run-guards.ts';
import { evaluateWhenIdle, prefetchWhenIdle } from './prefetch.ts';
import { SCREENS, preloadScreen } from './screens.ts';
import { whenQuiet } from './settle.ts';
import { afterNextPaint, whenIdle } from '../../shared/lib/idle.ts';
import { ROUTES, matchRoute, type RouteMatch } from '../routes/route-table.ts';
import { NavigationContext, RouteContext, useRuntime, type ShellNavigation } from './runtime-context.ts';

/** socket.io, sonner and vaul load once the first screen has settled (see whenQuiet). */
const Realtime = lazy(() => import('../../features/realtime/components/realtime.tsx'));

/** The longest the start-up work waits, once the first screen shows, for its data and an idle moment. */
const SETTLE_TIMEOUT_MS = 3000;

/** How long a painted frame may take to reach the screen (see the settle effect). */
const PRESENT_LAG_MS = 100;

/** The error screen loads on demand; it is prefetched once the first screen has settled. */
const loadErrorScreen = () => import('../../shared/ui/error-screen.tsx');
const ErrorScreen = lazy(() => loadErrorScreen().then((m) => ({ default: m.ErrorScreen })));

/** The menu's other screens, loaded and evaluated ahead of a tap once the first screen has settled. */
const MENU_SCREEN_LOADERS = ROUTES.filter((r) => r.pattern !== '/' && isMenuPath(r.pattern)).flatMap((r) => SCREENS.get(r.name)?.load ?? []);

interface Shown {
  key: string;
  match: RouteMatch;
}

type ShellError = { status: number; message?: string };

class ScreenErrorBoundary extends Component<{ children: ReactNode; onError: (e: ShellError) => void; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen crashed while rendering', error, info.componentStack);
    this.props.onError({ status: 500, message: error instanceof Error ? error.message : String(error) });
  }
  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function AppShell() {
  const rt = useRuntime();
  const location = useLocation();
  const navigationType = useNavigationType();
  const routerNavigate = useNavigate();
  const canGoBack = useCanGoBack();
  const deps = useMemo(() => createGuardDeps(rt), [rt]);
  const [shown, setShown] = useState<Shown | null>(null);
  const [screenError, setError] = useState<ShellError | null>(null);
  const [checkedKey, setCheckedKey] = useState<string | null>(null);
  const checking = checkedKey !== location.key;
  const previousPath = useRef<string | null>(null);
  const currentLocation = useRef(location);
  useEffect(() => {
    currentLocation.current = location;
  });
  const disputeActive = rt.store.getDisputeOrder()?.dispute_status === 'open';
  const supportUrl = useSupportUrl();

  // A session that could not be recovered (a refused refresh, then a refused sign-in) stops the
  // app on the error screen (or the access warning): nothing more is sent, realtime included.
  const sessionEnd = useSyncExternalStore(rt.session.subscribe, rt.session.ended);
  useEffect(() => {
    if (!sessionEnd) return;
    console.error(`Session ended: ${sessionEnd.reason}`);
    if (sessionEnd.kind === 'no-access') {
      rt.store.setIsNotAccess(true);
      routerNavigate(PATHS.accessRestricted, { replace: true });
    }
  }, [sessionEnd, rt, routerNavigate]);
  const error = useMemo<ShellError | null>(
    // An ended session comes first: a socket or screen error raised on its way out says less.
    () => (sessionEnd?.kind === 'failed' ? { status: sessionEnd.status } : screenError),
    [screenError, sessionEnd],
  );

  // Keep the navigation state (stack, section) in step with every location change.
  useEffect(() => {
    const to = location.pathname;
    const from = previousPath.current;
    previousPath.current = to;
    if (from === null) {
      // First screen of this page load: its section counts as the last section.
      rt.store.setNavigationState(onNavigate(rt.store.getNavigationState(), to, to, 'replace'));
      return;
    }
    // While a dispute order is active, popstate is blocked: restore the route.
    if (navigationType === 'POP' && from !== to && shouldBlockBack({ type: 'popstate' }, rt.store.getDisputeOrder()?.dispute_status === 'open')) {
      previousPath.current = from;
      routerNavigate(from, { replace: true });
      return;
    }
    rt.store.setNavigationState(onNavigate(rt.store.getNavigationState(), from, to, navigationType === 'PUSH' ? 'push' : 'replace'));
  }, [location.pathname, navigationType, routerNavigate, rt]);

  // The guard pipeline, once per location.
  useEffect(() => {
    let cancelled = false;
    const match = matchRoute(location.pathname);
    if (match) preloadScreen(match.route.name); // the screen's code alongside its data
    runGuards({ path: location.pathname, search: location.search }, match, deps)
      .catch((e: unknown): GuardResult => ({ kind: 'error', status: 500, message: e instanceof Error ? e.message : String(e) }))
      .then((result) => {
        if (cancelled) return;
        setCheckedKey(location.key);
        if (result.kind === 'redirect') {
          routerNavigate(result.to, { replace: true });
        } else if (result.kind === 'error') {
          console.error(`Route ${location.pathname}${location.search}: ${result.status} ${result.message}`);
          setError({ status: result.status, message: result.message });
        } else if (match) {
          setError(null);
          setShown({ key: location.key, match });
        }
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one run per navigation (key); query-only updates keep the key
  }, [location.key, deps, routerNavigate]);

  const navigate = useCallback<ShellNavigation['navigate']>((to, options) => routerNavigate(to, { replace: options?.replace ?? false }), [routerNavigate]);

  const back = useCallback(() => {
    const resolution = resolveBack(rt.store.getNavigationState(), canGoBack());
    if (resolution.action === 'history-back') {
      window.history.back();
      return;
    }
    rt.store.setNavigationState(resolution.state);
    previousPath.current = resolution.to;
    routerNavigate(resolution.to, { replace: true });
  }, [routerNavigate, rt, canGoBack]);

  const nav = useMemo<ShellNavigation>(() => ({ navigate, back, showError: (status, message) => setError({ status, message }) }), [navigate, back]);

  // One global BackButton handler; visibility per route, hash and dispute state.
  useEffect(() => setBackButtonHandler(back), [back]);
  const path = shown?.match.path ?? location.pathname;
  useEffect(() => {
    setBackButtonVisible(error ? false : backButtonVisible(path, { hash: location.hash, disputeActive }));
  }, [path, location.hash, disputeActive, error]);

  // Alt/Meta + Left Arrow are blocked while a dispute order is active.
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
  const [contentShown, setContentShown] = useState(false);
  const [settled, setSettled] = useState(false);
  const onContentShown = useCallback(() => setContentShown(true), []);
  const firstScreenDone = contentShown || error !== null;
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

  // Realtime starts once the app runs and the trader is signed in; it stays mounted across
  // screens and error screens so no event is missed.
  const signedIn = settled && shown !== null && sessionEnd === null && rt.session.getAccessToken() !== null;
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
        location={() => ({ path: currentLocation.current.pathname, search: currentLocation.current.search })}
        navigate={navigate}
        showError={nav.showError}
      />
    </Suspense>
  ) : null;

  return (
    <NavigationContext.Provider value={nav}>
      {realtime}
      {error ? (
        <Suspense fallback={<FullScreenLoader />}>
        <ErrorScreen
          status={error.status}
          // The spec's 404 message names the path; other details go to the console only.
          {...(error.status === 404 && error.message !== undefined ? { message: error.message } : {})}
          supportUrl={supportUrl}
          onRepeat={() => window.location.reload()}
          onHome={() => {
            setError(null);
            routerNavigate('/', { replace: true });
          }}
        />
        </Suspense>
      ) : shown ? (
        <RoutedScreen shown={shown} checking={checking} onError={setError} navigate={navigate} onContentShown={onContentShown} />
      ) : (
        <FullScreenLoader />
      )}
    </NavigationContext.Provider>
  );
}

function RoutedScreen({
  shown,
  checking,
  onError,
  navigate,
  onContentShown,
}: {
  shown: Shown;
  checking: boolean;
  onError: (e: ShellError) => void;
  navigate: ShellNavigation['navigate'];
  onContentShown: () => void;
}) {
  const screen = SCREENS.get(shown.match.route.name)?.Screen;
  // The same element while the guards of the next navigation run (`checking`): the screen on
  // show is not rendered again for the top loader, which matters on a tap.
  const content = useMemo(
    () =>
      screen ? (
        <ScreenErrorBoundary resetKey={shown.key} onError={onError}>
          <Suspense fallback={<FullScreenLoader />}>
            {createElement(screen)}
            <Mounted onMount={onContentShown} />
          </Suspense>
        </ScreenErrorBoundary>
      ) : null,
    [screen, shown.key, onError, onContentShown],
  );
  if (!screen) throw new Error(`No screen for route ${shown.match.route.name}`);
  const layout = shown.match.route.layout;
  const withMenu = isMenuPath(shown.match.path);
  return (
    <RouteContext.Provider value={shown.match}>
      <TopLoader active={checking} />
      {layout === 'bare' ? content : layout === 'empty' ? <EmptyLayout>{content}</EmptyLayout> : <ScreenLayout withMenu={withMenu}>{content}</ScreenLayout>}
      {withMenu ? (
        <BottomMenu
          currentPath={shown.match.path}
          onNavigate={(to) => {
            haptic.selection();
            navigate(to);
          }}
        />
      ) : null}
    </RouteContext.Provider>
  );
}

/** Reports when it mounts: inside a Suspense boundary, once the boundary shows its content. */
function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}
