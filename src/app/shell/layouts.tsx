// The guarded frame and the layouts. The frame (the app's pathless route, where the guards run)
// draws the top loader and the shell's errors, shows or hides Telegram's BackButton and reports
// the first screen; under it one pathless layout route per layout of the route table (menu,
// default, empty, bare) draws the screens of that layout.
import { useContext, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { disputeActive } from '../../domain/dispute.ts';
import { backButtonVisible } from '../../domain/navigation.ts';
import { normalizePath, type Layout } from '../../shared/routes/route-table.ts';
import { setBackButtonVisible } from '../../shared/telegram/back-button.ts';
import { haptic } from '../../shared/telegram/haptics.ts';
import { BottomMenu } from '../../shared/ui/bottom-menu.tsx';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader.tsx';
import { EmptyLayout, ScreenLayout } from '../../shared/ui/screen-layout.tsx';
import { TopLoader } from '../../shared/ui/top-loader.tsx';
import { ErrorView } from './route-error.tsx';
import { screenRouteOf, useRuntime, useShellNavigation } from './runtime-context.ts';
import { ShellContext } from './shell-state.ts';

/** The pending state of a navigation, from the router. */
function PendingIndicator() {
  return <TopLoader active={useNavigation().state !== 'idle'} />;
}

/** Reports when it mounts: the routed screen has rendered its content. */
function Mounted({ onMount }: { onMount: () => void }): ReactNode {
  useEffect(onMount, [onMount]);
  return null;
}

/** The guarded route's component: the routed screen in its layout, with the top loader. */
export function ScreenFrame() {
  const rt = useRuntime();
  const shell = useContext(ShellContext);
  const location = useLocation();
  const route = screenRouteOf(useMatches());
  const path = normalizePath(location.pathname);
  const locked = disputeActive(rt.store.getDisputeOrder());
  const shellError = shell?.error ?? null;
  useEffect(() => {
    if (!shellError) setBackButtonVisible(backButtonVisible(path, { hash: location.hash, disputeActive: locked }));
  }, [path, location.hash, locked, shellError]);
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
  return (
    <>
      <PendingIndicator />
      {content}
    </>
  );
}

/** The five sections' screens: room for the bottom menu, and the menu. */
function MenuLayoutRoute() {
  const { navigate } = useShellNavigation();
  const path = normalizePath(useLocation().pathname);
  return (
    <>
      <ScreenLayout withMenu>
        <Outlet />
      </ScreenLayout>
      <BottomMenu
        currentPath={path}
        onNavigate={(to) => {
          haptic.selection();
          navigate(to);
        }}
      />
    </>
  );
}

function DefaultLayoutRoute() {
  return (
    <ScreenLayout>
      <Outlet />
    </ScreenLayout>
  );
}

function EmptyLayoutRoute() {
  return (
    <EmptyLayout>
      <Outlet />
    </EmptyLayout>
  );
}

/** Each layout's route component; 'bare' screens draw their own full-screen layout. */
export const LAYOUTS: Record<Layout, ComponentType> = {
  menu: MenuLayoutRoute,
  default: DefaultLayoutRoute,
  empty: EmptyLayoutRoute,
  bare: Outlet,
};
