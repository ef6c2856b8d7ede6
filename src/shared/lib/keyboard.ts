// iOS keyboard margin (spec section 9: 8 px). Telegram's iOS web view keeps the layout viewport
// (and the app's stable height) when the keyboard opens, so a field low on a form (the wallet
// address, the card number) ends up under the keyboard. While a field has focus, its scrolling
// container is scrolled so the field's bottom stays IOS_KEYBOARD_MARGIN_PX above the visible
// area's bottom (the visual viewport). Loaded on iOS only (main.tsx).

export const IOS_KEYBOARD_MARGIN_PX = 8;
/** The keyboard animates in for about this long; the field is placed again after it. */
const KEYBOARD_SETTLE_MS = 350;

export interface Band {
  top: number;
  bottom: number;
}

/**
 * How far to scroll (positive: content moves up) so `field` sits inside `visible` with `margin`
 * at the bottom; when the field is taller than the room, its top is kept in view instead.
 */
export function keyboardScrollDelta(field: Band, visible: Band, margin = IOS_KEYBOARD_MARGIN_PX): number {
  const lowest = visible.bottom - margin;
  if (field.bottom > lowest) return Math.min(field.bottom - lowest, Math.max(0, field.top - visible.top - margin));
  if (field.top < visible.top + margin) return field.top - visible.top - margin;
  return 0;
}

const isField = (el: Element | null): el is HTMLElement =>
  el instanceof HTMLElement && (el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || (el.tagName === 'INPUT' && !['button', 'checkbox', 'radio', 'submit', 'reset', 'range'].includes((el as HTMLInputElement).type)) || el.isContentEditable);

function scrollerOf(el: HTMLElement): HTMLElement | null {
  for (let node = el.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/** Keeps the focused field above the keyboard. Returns a stop function. */
export function keepFocusedFieldAboveKeyboard(win: Window = window): () => void {
  const doc = win.document;
  const place = () => {
    const field = doc.activeElement;
    if (!isField(field)) return;
    const viewport = win.visualViewport;
    const top = viewport?.offsetTop ?? 0;
    const visible = { top, bottom: top + (viewport?.height ?? win.innerHeight) };
    const rect = field.getBoundingClientRect();
    const delta = keyboardScrollDelta({ top: rect.top, bottom: rect.bottom }, visible);
    if (delta === 0) return;
    const scroller = scrollerOf(field);
    if (scroller) scroller.scrollTop += delta;
    else win.scrollBy(0, delta);
  };
  let timer = 0;
  const onFocus = () => {
    win.requestAnimationFrame(place);
    win.clearTimeout(timer);
    timer = win.setTimeout(place, KEYBOARD_SETTLE_MS);
  };
  doc.addEventListener('focusin', onFocus);
  win.visualViewport?.addEventListener('resize', place);
  win.addEventListener('resize', place);
  return () => {
    win.clearTimeout(timer);
    doc.removeEventListener('focusin', onFocus);
    win.visualViewport?.removeEventListener('resize', place);
    win.removeEventListener('resize', place);
  };
}
