// The routes' error boundary and the global error screen (spec section 8): the guards' errors, a
// 404, a screen that crashed while rendering, and the errors the shell raises outside a navigation
// (an ended session, a realtime 408).
import { Suspense, lazy, useContext, useEffect, useMemo } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { useSupportUrl } from '../../shared/api/support.ts';
import { PATHS, notFoundMessage } from '../../shared/routes/route-table.ts';
import { setBackButtonVisible } from '../../shared/telegram/back-button.ts';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader.tsx';
import { reloadForChunkError } from './chunk-reload.ts';
import { ShellContext, type ShellError } from './shell-state.ts';

/** The error screen loads on demand; it is prefetched once the first screen has settled (start-up.ts). */
export const loadErrorScreen = () => import('../../shared/ui/error-screen.tsx');
const ErrorScreen = lazy(() => loadErrorScreen().then((m) => ({ default: m.ErrorScreen })));
const SessionEndedScreen = lazy(() => loadErrorScreen().then((m) => ({ default: m.SessionEndedScreen })));

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
export function ErrorView({ error }: { error: ShellError }) {
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
          void navigate(PATHS.index, { replace: true });
        }}
      />
    </Suspense>
  );
}
