// Theme, viewport and safe areas as CSS variables. Layout uses var(--tg-viewport-stable-height)
// instead of 100vh and the --tg-*-safe-area-inset-* variables for paddings.
import { miniApp, swipeBehavior, themeParams, viewport, type ViewportGetCSSVarNameKey } from '@telegram-apps/sdk-react';
import { lighten, readableBackground, readableOn } from '../lib/contrast.ts';
import { attempt } from './runtime.ts';

const INSET_SIDES = ['top', 'bottom', 'left', 'right'] as const;

/** Names of the viewport variables (the SDK's defaults would be --tg-viewport-safe-area-inset-*). */
export function viewportCssVarName(key: ViewportGetCSSVarNameKey): string {
  switch (key) {
    case 'width':
      return '--tg-viewport-width';
    case 'height':
      return '--tg-viewport-height';
    case 'stableHeight':
      return '--tg-viewport-stable-height';
    default: {
      // safeAreaInsetTop -> --tg-safe-area-inset-top, contentSafeAreaInsetTop -> --tg-content-safe-area-inset-top
      const kebab = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      return `--tg-${kebab}`;
    }
  }
}

let fallbackBound = false;

function setFallbackHeight(): void {
  const style = document.documentElement.style;
  style.setProperty('--tg-viewport-height', `${window.innerHeight}px`);
  style.setProperty('--tg-viewport-stable-height', `${window.innerHeight}px`);
  style.setProperty('--tg-viewport-width', `${window.innerWidth}px`);
}

/** Outside Telegram (or with no viewport from the client): window size, kept updated, and 0px insets. */
function bindFallbackViewport(): void {
  if (fallbackBound) return;
  fallbackBound = true;
  const style = document.documentElement.style;
  for (const side of INSET_SIDES) {
    style.setProperty(`--tg-safe-area-inset-${side}`, '0px');
    style.setProperty(`--tg-content-safe-area-inset-${side}`, '0px');
  }
  setFallbackHeight();
  window.addEventListener('resize', setFallbackHeight);
}

let bound = false;

/** Theme colours we adjust for WCAG AA contrast (Telegram's dark palette falls just short). */
const TUNED_KEYS = new Set(['hint_color', 'link_color', 'button_color', 'destructive_text_color']);

function applyReadableTheme(): void {
  const bg = themeParams.backgroundColor() ?? '#1c1c1e';
  const secondary = themeParams.secondaryBackgroundColor() ?? '#2c2c2e';
  // Cards and chips sit on the secondary colour with up to 10% white over it.
  const surfaces = [bg, secondary, lighten(secondary, 0.1)];
  const style = document.documentElement.style;
  const set = (name: string, value: string) => style.setProperty(`--tg-theme-${name}`, value);
  set('hint-color', readableOn(themeParams.hintColor() ?? '#8e8e93', surfaces));
  set('link-color', readableOn(themeParams.linkColor() ?? '#6ab3f3', surfaces));
  set('destructive-text-color', readableOn(themeParams.destructiveTextColor() ?? '#ff453a', surfaces));
  set('button-color', readableBackground(themeParams.buttonColor() ?? '#2481cc', themeParams.buttonTextColor() ?? '#ffffff'));
}

/**
 * Binds theme params (--tg-theme-*), mini-app colours (--tg-bg-color...) and the viewport
 * (--tg-viewport-stable-height, --tg-safe-area-inset-*, --tg-content-safe-area-inset-*) to CSS
 * variables on <html>. Call after initPlatform; later calls do nothing.
 */
export function bindPlatformCss(): void {
  if (bound) return;
  bound = true;
  const themeBound = attempt(() => {
    if (!themeParams.bindCssVars.isAvailable() || themeParams.isCssVarsBound()) return false;
    // The tuned colours are bound under --tg-raw-theme-*; --tg-theme-* gets their readable form.
    themeParams.bindCssVars((key) => `--tg-${TUNED_KEYS.has(key) ? 'raw-' : ''}theme-${key.replace(/_/g, '-')}`);
    return true;
  });
  if (themeBound === true) {
    attempt(() => {
      applyReadableTheme();
      themeParams.state.sub(applyReadableTheme);
    });
  }
  attempt(() => (miniApp.bindCssVars.isAvailable() && !miniApp.isCssVarsBound() ? miniApp.bindCssVars() : undefined));
  const viewportBound = attempt(() => {
    if (!viewport.bindCssVars.isAvailable()) return false;
    // Stable height is bound by hand: mobile clients report 0 until the first stable state.
    if (!viewport.isCssVarsBound()) viewport.bindCssVars((key) => (key === 'stableHeight' ? null : viewportCssVarName(key)));
    const applyStableHeight = (): void => {
      const height = viewport.stableHeight();
      document.documentElement.style.setProperty('--tg-viewport-stable-height', `${height > 0 ? height : window.innerHeight}px`);
    };
    applyStableHeight();
    viewport.stableHeight.sub(applyStableHeight);
    return true;
  });
  if (viewportBound !== true) bindFallbackViewport();
}

/** Keeps vertical swipes from closing the mini-app (scrollable screens). No-op when unsupported. */
export function disableVerticalSwipe(): void {
  attempt(() => (swipeBehavior.disableVertical.isAvailable() ? swipeBehavior.disableVertical() : undefined));
}

let ready = false;

/** Tells Telegram the app is ready (hides its placeholder). Only the first call is sent. */
export function markReady(): void {
  if (ready) return;
  ready = true;
  attempt(() => (miniApp.ready.isAvailable() ? miniApp.ready() : undefined));
}
