// The dispute back-lock (spec section 2): while a dispute order is active, popstate is blocked and
// the route on show restored (the router's blocker), and Alt/Meta + Left Arrow do nothing.
// Closing a sheet (the same page without the modal hash) is never blocked.
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { disputeActive } from '../../domain/dispute.ts';
import { shouldBlockBack } from '../../domain/navigation.ts';
import type { SessionStore } from '../../domain/session-store.ts';

export function useDisputeLock(store: SessionStore): void {
  const blocker = useBlocker(
    ({ historyAction, currentLocation, nextLocation }) =>
      historyAction === 'POP' &&
      !(currentLocation.pathname === nextLocation.pathname && currentLocation.search === nextLocation.search) &&
      shouldBlockBack({ type: 'popstate' }, disputeActive(store.getDisputeOrder())),
  );
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (shouldBlockBack(event, disputeActive(store.getDisputeOrder()))) event.preventDefault();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [store]);
}
