// The modal hash of spec section 2. An open sheet or dialog adds '#modal' to the URL as a new
// history entry, so Back (Telegram's native button, the browser's, the in-page one) closes it
// and stays on the page, and on a menu page the native back button shows while it is open.
// The shell provides the router's side (ModalHistoryContext); without it (component tests)
// a sheet opens and closes as before.
import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';

export const MODAL_HASH = '#modal';

export interface ModalHistory {
  /** The router's current hash. */
  hash: string;
  /** Adds the modal hash as a new history entry. */
  push(): void;
  /** Leaves the modal entry: history back (a replace without the hash when it is the first entry). */
  pop(): void;
  /**
   * Whether a navigation to another screen is in flight: going back now would cancel it (a
   * sheet's button that leads elsewhere, the sheet closed by its screen a moment before).
   */
  navigating(): boolean;
}

export const ModalHistoryContext = createContext<ModalHistory | null>(null);

let openModals = 0;
const listeners = new Set<() => void>();

function changeOpen(delta: number): void {
  openModals = Math.max(0, openModals + delta);
  for (const listener of [...listeners]) listener();
}

/** How many sheets and dialogs hold the modal hash now; the shell leaves a hash no one holds. */
export function useOpenModals(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    () => openModals,
  );
}

/**
 * Ties a sheet's `open` to the modal hash: opening pushes it; Back (the hash gone) calls
 * onClose. A sheet the screen closes (saved, picked) or unmounts lets go of the hash, and the
 * shell leaves the entry. Returns what the sheet calls to close itself (overlay, swipe, a close
 * button): it goes back, and onClose follows when the hash is gone.
 */
export function useModalHash(open: boolean, onClose: () => void): () => void {
  const history = useContext(ModalHistoryContext);
  const hashOpen = history?.hash === MODAL_HASH;
  // idle: not holding the hash; pushing: asked for it; shown: the hash is on.
  const state = useRef<'idle' | 'pushing' | 'shown'>('idle');
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });
  useEffect(() => {
    if (!history) return;
    const release = () => {
      state.current = 'idle';
      changeOpen(-1);
    };
    if (!open) {
      if (state.current !== 'idle') release();
      return;
    }
    if (state.current === 'idle') {
      state.current = hashOpen ? 'shown' : 'pushing';
      changeOpen(1);
      if (!hashOpen) history.push();
    } else if (state.current === 'pushing' && hashOpen) {
      state.current = 'shown';
    } else if (state.current === 'shown' && !hashOpen) {
      // Back took the hash away: close.
      release();
      latestClose.current();
    }
  }, [open, hashOpen, history]);
  // Unmounted while open: let go of the hash.
  useEffect(
    () => () => {
      if (state.current !== 'idle') {
        state.current = 'idle';
        changeOpen(-1);
      }
    },
    [],
  );
  return () => {
    // While a navigation to another screen is in flight (the screen closed this sheet and went
    // elsewhere; the drawer then asks to close as focus leaves it), going back would cancel that
    // navigation and leave the trader where the sheet was: the sheet closes, the history stays, and
    // the shell leaves a hash no sheet holds once the router is idle (StrayModalHash).
    if (history && state.current === 'shown' && !history.navigating()) history.pop();
    else onClose();
  };
}
