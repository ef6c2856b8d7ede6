// Toasts (spec section 9): 4000 ms, 3 visible, gap 14 px, width 356. Swipe-dismiss at 45 px or
// velocity over 0.11 is sonner's own behaviour (not configurable); a test pins the installed
// version to it.
import type { ToasterProps } from 'sonner';

export const TOAST_SPEC = { durationMs: 4000, visible: 3, gapPx: 14, widthPx: 356, swipePx: 45, swipeVelocity: 0.11 } as const;

/**
 * Toasts sit at the bottom, so they never cover the page title or the back button at the top:
 * above the bottom menu on a menu page, else just above the bottom safe area
 * (`--ui-toast-bottom`, shell.css). The page, the sheet and the drawer keep the band a shown
 * toast takes free of content (`--ui-toast-space`, toast-space.ts), so no control is under it.
 */
const BOTTOM = 'var(--ui-toast-bottom, calc(72px + var(--tg-safe-area-inset-bottom, 0px) + var(--tg-content-safe-area-inset-bottom, 0px)))';
const SIDE = 'calc(12px + var(--tg-safe-area-inset-left, 0px))';

export const TOASTER_OPTIONS = {
  theme: 'dark',
  position: 'bottom-center',
  offset: { bottom: BOTTOM, left: SIDE, right: SIDE },
  mobileOffset: { bottom: BOTTOM, left: SIDE, right: SIDE },
  duration: TOAST_SPEC.durationMs,
  visibleToasts: TOAST_SPEC.visible,
  gap: TOAST_SPEC.gapPx,
  style: { '--width': `${TOAST_SPEC.widthPx}px` } as ToasterProps['style'],
  toastOptions: { style: { fontSize: '15px' } },
} satisfies ToasterProps;
