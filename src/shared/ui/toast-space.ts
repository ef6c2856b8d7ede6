// Room for toasts (issue 25, ADR 0021): while a toast is on show, the band of the viewport from
// its top edge down to the bottom is taken out of the page, the open sheet and the realtime
// drawer, so no control can sit under a toast. `--ui-toast-space` on the root element holds the
// band's height (0 when no toast is up); shell.css, sheet.css and realtime.css pad by it.
// Toasts sit at `--ui-toast-bottom`: above the bottom menu on a menu page, else at the bottom.

/** Free space kept between the topmost toast and the content above it. */
export const TOAST_MARGIN_PX = 8;
export const TOAST_SPACE_VAR = '--ui-toast-space';
const TOAST = '[data-sonner-toast]';

/** The band a set of toast boxes needs: from the highest top (less the margin) to the viewport's bottom; 0 without toasts. */
export function toastBand(tops: readonly number[], viewportHeight: number): number {
  if (tops.length === 0) return 0;
  return Math.max(0, Math.ceil(viewportHeight - Math.min(...tops) + TOAST_MARGIN_PX));
}

/**
 * Keeps `--ui-toast-space` up to date while toasts are shown: a toast added anywhere in the
 * document starts a per-frame measure (its slide-in, a stack growing, the keyboard resizing the
 * view) that stops when the last toast is gone. Returns the stop function.
 */
export function watchToastSpace(doc: Document = document): () => void {
  const win = doc.defaultView;
  if (!win) return () => undefined;
  const root = doc.documentElement;
  let frame = 0;
  let shown = 0;
  const set = (px: number) => {
    if (px === shown) return;
    shown = px;
    if (px === 0) root.style.removeProperty(TOAST_SPACE_VAR);
    else root.style.setProperty(TOAST_SPACE_VAR, `${px}px`);
  };
  const measure = () => {
    frame = 0;
    const toasts = [...doc.querySelectorAll(TOAST)];
    set(toastBand(toasts.map((t) => t.getBoundingClientRect().top), win.innerHeight));
    if (toasts.length > 0) frame = win.requestAnimationFrame(measure);
  };
  const start = () => {
    if (frame === 0 && doc.querySelector(TOAST)) frame = win.requestAnimationFrame(measure);
  };
  const observer = new win.MutationObserver(start);
  observer.observe(doc.body, { childList: true, subtree: true });
  start();
  return () => {
    observer.disconnect();
    if (frame !== 0) win.cancelAnimationFrame(frame);
    frame = 0;
    set(0);
  };
}
