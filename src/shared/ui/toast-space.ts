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

/** The toast attributes sonner changes as a toast mounts, stacks, expands and leaves. */
const TOAST_ATTRIBUTES = ['data-mounted', 'data-removed', 'data-expanded', 'data-front', 'data-visible', 'data-swiping', 'style'];

/**
 * Keeps `--ui-toast-space` up to date while toasts are shown, measuring once per change rather
 * than every frame: a toast added, removed, stacked or expanded (a mutation inside the toaster), a
 * toast's size (a ResizeObserver on each toast), a slide or a lift coming to rest (its
 * `transitionend`), the view resized (the keyboard). Each change is measured on the next frame,
 * several in one frame once. Returns the stop function.
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
  const sized = new Set<Element>();
  const measure = () => {
    frame = 0;
    const toasts = [...doc.querySelectorAll(TOAST)];
    set(toastBand(toasts.map((t) => t.getBoundingClientRect().top), win.innerHeight));
    for (const toast of sized) {
      if (toasts.includes(toast)) continue;
      resizes?.unobserve(toast);
      sized.delete(toast);
    }
    for (const toast of toasts) {
      if (sized.has(toast)) continue;
      resizes?.observe(toast);
      sized.add(toast);
    }
  };
  const schedule = () => {
    if (frame === 0) frame = win.requestAnimationFrame(measure);
  };
  const isToast = (node: Node | EventTarget | null) => node instanceof win.Element && node.closest(`${TOAST}, [data-sonner-toaster]`) !== null;
  // No ResizeObserver (an old web view, jsdom): the other signals still cover a toast's life.
  const resizes = 'ResizeObserver' in win ? new win.ResizeObserver(schedule) : null;
  const mutations = new win.MutationObserver((records) => {
    const touched = records.some((r) => isToast(r.target) || [...r.addedNodes, ...r.removedNodes].some((n) => isToast(n) || (n instanceof win.Element && n.querySelector(TOAST) !== null)));
    if (touched) schedule();
  });
  mutations.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: TOAST_ATTRIBUTES });
  const settled = (event: Event) => {
    if (isToast(event.target)) schedule();
  };
  doc.addEventListener('transitionend', settled, true);
  win.addEventListener('resize', schedule);
  schedule();
  return () => {
    mutations.disconnect();
    resizes?.disconnect();
    sized.clear();
    doc.removeEventListener('transitionend', settled, true);
    win.removeEventListener('resize', schedule);
    if (frame !== 0) win.cancelAnimationFrame(frame);
    frame = 0;
    set(0);
  };
}
