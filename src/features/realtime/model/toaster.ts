// Toasts (spec section 9): 4000 ms, 3 visible, gap 14 px, width 356. Swipe-dismiss at 45 px or
// velocity over 0.11 is sonner's own behaviour (not configurable); a test pins the installed
// version to it.
import type { ToasterProps } from 'sonner';

export const TOAST_SPEC = { durationMs: 4000, visible: 3, gapPx: 14, widthPx: 356, swipePx: 45, swipeVelocity: 0.11 } as const;

export const TOASTER_OPTIONS = {
  theme: 'dark',
  position: 'top-center',
  duration: TOAST_SPEC.durationMs,
  visibleToasts: TOAST_SPEC.visible,
  gap: TOAST_SPEC.gapPx,
  style: { '--width': `${TOAST_SPEC.widthPx}px` } as ToasterProps['style'],
  toastOptions: { style: { fontSize: '15px' } },
} satisfies ToasterProps;
