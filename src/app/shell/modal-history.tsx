// The modal hash (spec section 2), the router's side: a sheet or dialog adds '#modal' as a history
// entry (src/shared/lib/modal-hash.ts); Back leaves it first.
import { startTransition, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { MODAL_HASH, useOpenModals, type ModalHistory } from '../../shared/lib/modal-hash.ts';
import type { RouterProbe } from './back-stack.ts';

/**
 * Pushes and pops the modal hash. `moving` holds one push or pop until the router's hash has
 * changed, so a second request meanwhile (a double tap, StrictMode) is not a second step.
 */
export function useModalHistory(probe: RouterProbe): ModalHistory {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const moving = useRef(false);
  useEffect(() => {
    moving.current = false;
  }, [hash]);
  return useMemo<ModalHistory>(
    () => ({
      hash,
      // The router's hash-only update is a transition: the sheet (its own state) paints first,
      // and the screen's re-render for the new hash does not hold up that frame. (Navigations
      // between screens are not transitions, app.tsx; a hash change commits within this call.)
      push: () => {
        if (moving.current || hash === MODAL_HASH) return;
        moving.current = true;
        startTransition(() => void navigate({ pathname, search, hash: MODAL_HASH }));
      },
      navigating: () => probe.navigating(),
      pop: () => {
        if (moving.current || hash !== MODAL_HASH) return;
        moving.current = true;
        if (probe.canGoBack()) void navigate(-1);
        else startTransition(() => void navigate({ pathname, search }, { replace: true }));
      },
    }),
    [hash, pathname, search, navigate, probe],
  );
}

/**
 * A modal hash no sheet holds (the sheet was closed by its screen, or unmounted; a reload) is left
 * once the router is idle, so it never outlives its sheet; not when the sheet closed for an in-app
 * navigation (a dialog's button), which going back would cancel: the router's navigation state,
 * read when the timer fires, tells (a navigation started in the same task is in flight by then).
 * A component of its own: it follows the router's navigation state, and the shell above it should
 * not re-render with that.
 */
export function StrayModalHash({ modal, probe }: { modal: ModalHistory; probe: RouterProbe }) {
  const openModals = useOpenModals();
  const routerIdle = useNavigation().state === 'idle';
  const { hash } = modal;
  useEffect(() => {
    if (hash !== MODAL_HASH || openModals !== 0 || !routerIdle) return undefined;
    const timer = window.setTimeout(() => {
      if (!probe.navigating()) modal.pop();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [hash, openModals, routerIdle, modal, probe]);
  return null;
}
