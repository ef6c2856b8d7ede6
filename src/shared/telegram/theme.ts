// Theme, viewport and safe areas as CSS variables. Layout uses var(--tg-viewport-stable-height)
// instead of 100vh and the --tg-*-safe-area-inset-* variables for paddings.
import type { ViewportGetCSSVarNameKey } from '@telegram-apps/sdk-react';
import { lighten, readableBackground, readableOn } from '../lib/contrast.ts';
import { attempt } from './runtime.ts';
import { withSdk, type Sdk } from './sdk.ts';
import { yieldToMain } from '../lib/yield.ts';

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

/** The window's size as the viewport variables' values. */
interface WindowSize {
  height: string;
  width: string;
}

/**
 * Read before the root's style is written: a read of the window's size after a write recalculates
 * the page's style first, and the start paid that three times (about 8 ms at 4x CPU, traced).
 */
const windowSize = (): WindowSize => ({ height: `${window.innerHeight}px`, width: `${window.innerWidth}px` });

function setFallbackHeight(size: WindowSize): void {
  const style = document.documentElement.style;
  style.setProperty('--tg-viewport-height', size.height);
  style.setProperty('--tg-viewport-stable-height', size.height);
  style.setProperty('--tg-viewport-width', size.width);
}

const onResize = () => setFallbackHeight(windowSize());

/**
 * Outside Telegram (or with no viewport from the client): window size, kept updated, and 0px insets.
 * Bound once: the size is read only when it is not yet (a read after the SDK's theme writes
 * recalculated the page's style for nothing, 17 ms at 4x CPU, ADR 0058).
 */
function bindFallbackViewport(known?: WindowSize): void {
  if (fallbackBound) return;
  const size = known ?? windowSize();
  fallbackBound = true;
  const style = document.documentElement.style;
  for (const side of INSET_SIDES) {
    style.setProperty(`--tg-safe-area-inset-${side}`, '0px');
    style.setProperty(`--tg-content-safe-area-inset-${side}`, '0px');
  }
  setFallbackHeight(size);
  window.addEventListener('resize', onResize);
}

let bound = false;

/** Theme colours we adjust for WCAG AA contrast (Telegram's dark palette falls just short). */
const TUNED_KEYS = new Set(['hint_color', 'link_color', 'button_color', 'destructive_text_color']);

/** Theme colours by launch-param key (bg_color, hint_color, ...). */
export type ThemeColors = Partial<Record<string, string>>;

function applyReadableTheme(theme: ThemeColors): void {
  const bg = theme.bg_color ?? '#1c1c1e';
  const secondary = theme.secondary_bg_color ?? '#2c2c2e';
  // Cards and chips sit on the secondary colour with up to 10% white over it.
  const surfaces = [bg, secondary, lighten(secondary, 0.1)];
  const style = document.documentElement.style;
  const set = (name: string, value: string) => style.setProperty(`--tg-theme-${name}`, value);
  set('hint-color', readableOn(theme.hint_color ?? '#8e8e93', surfaces));
  set('link-color', readableOn(theme.link_color ?? '#6ab3f3', surfaces));
  set('destructive-text-color', readableOn(theme.destructive_text_color ?? '#ff453a', surfaces));
  set('button-color', readableBackground(theme.button_color ?? '#2481cc', theme.button_text_color ?? '#ffffff'));
}

function sdkTheme({ themeParams }: Sdk): ThemeColors {
  return {
    bg_color: themeParams.backgroundColor(),
    secondary_bg_color: themeParams.secondaryBackgroundColor(),
    hint_color: themeParams.hintColor(),
    link_color: themeParams.linkColor(),
    destructive_text_color: themeParams.destructiveTextColor(),
    button_color: themeParams.buttonColor(),
    button_text_color: themeParams.buttonTextColor(),
  };
}

const themeVarName = (key: string) => `--tg-${TUNED_KEYS.has(key) ? 'raw-' : ''}theme-${key.replace(/_/g, '-')}`;

/**
 * The theme from the launch params, applied by hand before the SDK has started, with the same
 * variable names and contrast tuning the SDK binding uses later, so nothing changes colour when
 * it takes over. The mini-app colours (--tg-bg-color, ...) start as the theme's; the viewport
 * starts as the window.
 */
export function applyLaunchTheme(theme: ThemeColors): void {
  const size = windowSize();
  const style = document.documentElement.style;
  for (const [key, value] of Object.entries(theme)) {
    if (typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value)) style.setProperty(themeVarName(key), value);
  }
  if (theme.bg_color) style.setProperty('--tg-bg-color', theme.bg_color);
  if (theme.secondary_bg_color) style.setProperty('--tg-secondary-bg-color', theme.secondary_bg_color);
  applyReadableTheme(theme);
  bindFallbackViewport(size);
}

/**
 * Binds theme params (--tg-theme-*), mini-app colours (--tg-bg-color...) and the viewport
 * (--tg-viewport-stable-height, --tg-safe-area-inset-*, --tg-content-safe-area-inset-*) to CSS
 * variables on <html>. Call after initPlatform; later calls do nothing. Each binding is a task of
 * its own: every SDK call parses the launch params again, ~10 ms of a 4x phone (ADR 0058).
 */
export async function bindPlatformCss(): Promise<void> {
  if (bound) return;
  bound = true;
  const themeBound = withSdk(({ themeParams }) => {
    if (!themeParams.bindCssVars.isAvailable() || themeParams.isCssVarsBound()) return false;
    // The tuned colours are bound under --tg-raw-theme-*; --tg-theme-* gets their readable form.
    themeParams.bindCssVars(themeVarName);
    return true;
  });
  if (themeBound === true) {
    withSdk((s) => {
      const apply = () => applyReadableTheme(sdkTheme(s));
      apply();
      s.themeParams.state.sub(apply);
    });
  }
  await yieldToMain();
  withSdk(({ miniApp }) => (miniApp.bindCssVars.isAvailable() && !miniApp.isCssVarsBound() ? miniApp.bindCssVars() : undefined));
  await yieldToMain();
  const viewportBound = withSdk(({ viewport }) => {
    if (!viewport.bindCssVars.isAvailable()) return false;
    // Stable height is bound by hand: mobile clients report 0 until the first stable state.
    if (!viewport.isCssVarsBound()) viewport.bindCssVars((key) => (key === 'stableHeight' ? null : viewportCssVarName(key)));
    const applyStableHeight = (): void => {
      const height = viewport.stableHeight();
      document.documentElement.style.setProperty('--tg-viewport-stable-height', `${height > 0 ? height : window.innerHeight}px`);
    };
    // The SDK's viewport binding takes over from the window-size fallback.
    window.removeEventListener('resize', onResize);
    applyStableHeight();
    viewport.stableHeight.sub(applyStableHeight);
    return true;
  });
  if (viewportBound !== true) bindFallbackViewport();
}

/**
 * The native feel once the SDK has started: the web view expanded to full height, and the
 * client's header, background and bottom bar in the theme's colours (the bottom bar from
 * Mini Apps 7.10). Each call is skipped where the client's version does not support it.
 */
export function expandAndColour(): void {
  withSdk(({ viewport, miniApp, themeParams }) => {
    attempt(() => (viewport.expand.isAvailable() ? viewport.expand() : undefined));
    // The colours themselves: the SDK sends a theme key only when it differs from its own
    // default ('bg_color'), which it never sends, so a key could leave the client's colours.
    const bg = themeParams.backgroundColor();
    if (!bg) return;
    const header = themeParams.headerBackgroundColor() ?? bg;
    attempt(() => {
      if (!miniApp.setHeaderColor.isAvailable()) return;
      // RGB headers need Mini Apps 6.9; before, the key (the client's default) stays.
      if (miniApp.setHeaderColor.supports.rgb()) miniApp.setHeaderColor(header);
      else miniApp.setHeaderColor('bg_color');
    });
    attempt(() => (miniApp.setBackgroundColor.isAvailable() ? miniApp.setBackgroundColor(bg) : undefined));
    const bottom = themeParams.bottomBarBgColor() ?? bg;
    attempt(() => (miniApp.setBottomBarColor.isAvailable() ? miniApp.setBottomBarColor(bottom) : undefined));
  });
}
