import { act, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MODAL_HASH, ModalHistoryContext, useModalHash, useOpenModals, type ModalHistory } from './modal-hash.ts';

/** A router stand-in: push and pop change the hash (as the shell's do, a moment later). */
function createHistory() {
  const setter: { set: (hash: string) => void } = { set: () => undefined };
  /** A navigation to another screen in flight (the router's navigation state). */
  const router = { navigating: false };
  const push = vi.fn(() => setter.set(MODAL_HASH));
  const pop = vi.fn(() => setter.set(''));
  function Provider({ children }: { children: React.ReactNode }) {
    const [hash, set] = useState('');
    useEffect(() => {
      setter.set = set;
    }, []);
    const value: ModalHistory = { hash, push, pop, navigating: () => router.navigating };
    return <ModalHistoryContext.Provider value={value}>{children}</ModalHistoryContext.Provider>;
  }
  return { Provider, push, pop, router, back: () => act(() => setter.set('')) };
}

/** What the sheet saw last: its close request and the open-modal count. */
const seen: { close: () => void; count: number } = { close: () => undefined, count: -1 };
const requestClose = () => seen.close();

function Sheet({ open, onClose }: { open: boolean; onClose(): void }) {
  const close = useModalHash(open, onClose);
  const count = useOpenModals();
  useEffect(() => {
    seen.close = close;
    seen.count = count;
  });
  return open ? <div role="dialog" /> : null;
}

function Screen({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <button onClick={() => setOpen(false)}>close</button>
      <Sheet
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

/** The screen under the shell's history stand-in, its sheet opened. */
function openSheet(h: ReturnType<typeof createHistory>, onClose?: () => void) {
  const view = render(
    <h.Provider>
      <Screen onClose={onClose} />
    </h.Provider>,
  );
  act(() => view.getByText('open').click());
  return view;
}

describe('useModalHash', () => {
  it('pushes the modal hash once when a sheet opens; Back (the hash gone) closes it', () => {
    const h = createHistory();
    const onClose = vi.fn();
    const view = openSheet(h, onClose);
    expect(h.push).toHaveBeenCalledTimes(1);
    expect(seen.count).toBe(1);
    expect(view.queryByRole('dialog')).not.toBeNull();
    h.back();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(view.queryByRole('dialog')).toBeNull();
    expect(seen.count).toBe(0);
    expect(h.pop).not.toHaveBeenCalled();
  });

  it('a close from the sheet itself goes back first; onClose follows when the hash is gone', () => {
    const h = createHistory();
    const onClose = vi.fn();
    const view = openSheet(h, onClose);
    expect(h.push).toHaveBeenCalledTimes(1);
    act(() => requestClose());
    expect(h.pop).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(view.queryByRole('dialog')).toBeNull();
  });

  it('a close asked while a navigation to another screen is in flight closes the sheet without going back (which would cancel that navigation)', () => {
    // The dispute sheet: its screen opened the dispute and went to /dispute; the drawer then asked
    // to close as focus left it. Going back there left the trader on home (issue 39's CI runs).
    const h = createHistory();
    const onClose = vi.fn();
    const view = openSheet(h, onClose);
    h.router.navigating = true;
    act(() => requestClose());
    expect(h.pop).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(view.queryByRole('dialog')).toBeNull();
    expect(seen.count).toBe(0);
  });

  it('a sheet the screen closes lets go of the hash (the shell leaves the entry)', () => {
    const h = createHistory();
    const view = openSheet(h);
    expect(seen.count).toBe(1);
    act(() => view.getByText('close').click());
    expect(seen.count).toBe(0);
    expect(h.pop).not.toHaveBeenCalled();
  });

  it('without the shell (no provider) a sheet opens and closes as before', () => {
    const onClose = vi.fn();
    render(<Sheet open onClose={onClose} />);
    act(() => requestClose());
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
