// ONE MainButton controller. Screens claim it with useMainButton; the most recently mounted
// claimant wins, and when the last one unmounts the button is hidden. Outside Telegram the
// screen renders an in-page button from useMainButtonView() that calls pressMainButton().
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { MAIN_BUTTON_DEFAULTS, bottomButtonColors, type BottomButtonLook, type ButtonTheme } from './button-colors.ts';
import { clientDraws, onSdkReady, subscribePlatform, withSdk, type Sdk } from './sdk.ts';

export { MAIN_BUTTON_DEFAULTS } from './button-colors.ts';

export interface MainButtonOptions {
  text?: string;
  /** Default true. */
  visible?: boolean;
  /** Default true. */
  enabled?: boolean;
  /** Shows the spinner; clicks are ignored meanwhile (double-tap guard). Default false. */
  loading?: boolean;
  onClick: () => void;
}

/** What is drawn: the resolved options of the current claimant. */
export interface MainButtonView {
  text: string;
  visible: boolean;
  enabled: boolean;
  loading: boolean;
  backgroundColor: `#${string}`;
  textColor: `#${string}`;
}

/** Where the controller draws (the native button); null draws nothing. */
export interface MainButtonSink {
  /** null: no claimant, hide the button. */
  apply(view: MainButtonView | null): void;
  /** Subscribes the single click listener; returns true once subscribed. */
  listen(press: () => void): boolean;
}

export interface MainButtonClaim {
  update(options: MainButtonOptions): void;
  release(): void;
}

export interface MainButtonController {
  claim(options: MainButtonOptions): MainButtonClaim;
  /** A tap: calls the current claimant's onClick unless hidden, disabled or loading. Returns whether it did. */
  press(): boolean;
  view(): MainButtonView | null;
  subscribe(listener: () => void): () => void;
  /** Draws the current state again (the native button appeared). */
  refresh(): void;
}

/**
 * A bottom button's controller (the main button's, and the secondary button's in
 * secondary-button.ts). `look` gives the defaults at draw time (the theme may change).
 */
export function createMainButtonController(sink: MainButtonSink | null, look: () => BottomButtonLook = () => MAIN_BUTTON_DEFAULTS): MainButtonController {
  function resolveView(options: MainButtonOptions): MainButtonView {
    const defaults = look();
    return {
      text: options.text ?? defaults.text,
      visible: options.visible ?? true,
      enabled: options.enabled ?? true,
      loading: options.loading ?? false,
      backgroundColor: defaults.backgroundColor,
      textColor: defaults.textColor,
    };
  }

  interface Entry {
    options: MainButtonOptions;
  }
  const entries: Entry[] = [];
  const listeners = new Set<() => void>();
  let current: MainButtonView | null = null;
  let listening = false;

  function top(): Entry | undefined {
    return entries[entries.length - 1];
  }

  function press(): boolean {
    const entry = top();
    if (!entry) return false;
    const view = resolveView(entry.options);
    if (!view.visible || !view.enabled || view.loading) return false;
    entry.options.onClick();
    return true;
  }

  function render(): void {
    const entry = top();
    current = entry ? resolveView(entry.options) : null;
    if (sink) {
      if (!listening) listening = sink.listen(press);
      sink.apply(current);
    }
    for (const listener of listeners) listener();
  }

  return {
    claim(options) {
      const entry: Entry = { options };
      entries.push(entry);
      render();
      return {
        update(next) {
          entry.options = next;
          if (entries.includes(entry)) render();
        },
        release() {
          const index = entries.indexOf(entry);
          if (index < 0) return;
          entries.splice(index, 1);
          render();
        },
      };
    },
    press,
    refresh: render,
    view: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** True when Telegram draws the main button; otherwise the screen renders an in-page one. */
export function isNativeMainButtonAvailable(): boolean {
  return clientDraws(({ mainButton }) => mainButton.setParams.isAvailable());
}

/** What a native bottom button (main or secondary) takes from the SDK. */
interface NativeBottomButton {
  setParams(params: {
    text?: string;
    isVisible?: boolean;
    isEnabled?: boolean;
    isLoaderVisible?: boolean;
    backgroundColor?: `#${string}`;
    textColor?: `#${string}`;
  }): void;
  onClick: ((listener: () => void) => unknown) & { isAvailable(): boolean };
}

/**
 * The sink that draws a controller's view on a native bottom button: `button` picks it from the
 * SDK, `available` says whether the client draws it.
 */
export function nativeBottomButtonSink(button: (s: Sdk) => NativeBottomButton, available: () => boolean, extra: object = {}): MainButtonSink {
  return {
    apply(view) {
      if (!available()) return;
      withSdk((s) =>
        button(s).setParams(
          view
            ? {
                text: view.text,
                isVisible: view.visible,
                isEnabled: view.enabled && !view.loading,
                isLoaderVisible: view.loading,
                backgroundColor: view.backgroundColor,
                textColor: view.textColor,
                ...extra,
              }
            : { isVisible: false, isLoaderVisible: false },
        ),
      );
    },
    listen(press) {
      return (
        withSdk((s) => {
          const { onClick } = button(s);
          if (!available() || !onClick.isAvailable()) return false;
          onClick(() => {
            press();
          });
          return true;
        }) === true
      );
    },
  };
}

const nativeSink = nativeBottomButtonSink((s) => s.mainButton, isNativeMainButtonAvailable);

const controller = createMainButtonController(nativeSink, () => bottomButtonColors(sdkButtonTheme()).main);
// The SDK starts after the first render: draw the current claimant then.
onSdkReady(() => controller.refresh());

/** The theme colours the bottom buttons use, from the SDK's theme params (empty before it starts). */
export function sdkButtonTheme(): ButtonTheme {
  return (
    withSdk(({ themeParams }) => ({
      button_color: themeParams.buttonColor(),
      button_text_color: themeParams.buttonTextColor(),
      bottom_bar_bg_color: themeParams.bottomBarBgColor(),
      secondary_bg_color: themeParams.secondaryBackgroundColor(),
    })) ?? {}
  );
}

/** isNativeMainButtonAvailable(), re-rendering when the native UI appears. */
export function useNativeMainButton(): boolean {
  return useSyncExternalStore(subscribePlatform, isNativeMainButtonAvailable, isNativeMainButtonAvailable);
}

/** The in-page fallback button's tap; same guard as the native one. */
export function pressMainButton(): boolean {
  return controller.press();
}

/** What the in-page fallback should draw (null: nothing). */
export function useMainButtonView(): MainButtonView | null {
  return useSyncExternalStore(controller.subscribe, controller.view, controller.view);
}

/**
 * Claims the main button while mounted. The latest mounted claimant wins; unmounting (or
 * passing null) gives it back, and with no claimant it is hidden.
 */
export const useMainButton = bottomButtonHook(controller);

/** The claim hook of a bottom button controller (useMainButton, useSecondaryButton). */
export function bottomButtonHook(target: MainButtonController): (options: MainButtonOptions | null) => void {
  return function useBottomButton(options) {
    const active = options !== null;
    const text = options?.text;
    const visible = options?.visible;
    const enabled = options?.enabled;
    const loading = options?.loading;
    const latest = useRef(options);
    const claimRef = useRef<MainButtonClaim | null>(null);

    // The controller always calls the latest onClick without re-claiming on every render.
    useEffect(() => {
      latest.current = options;
    });

    useEffect(() => {
      if (!active) return undefined;
      const claim = target.claim(withLatestClick(latest));
      claimRef.current = claim;
      return () => {
        claim.release();
        claimRef.current = null;
      };
    }, [active]);

    useEffect(() => {
      claimRef.current?.update({ text, visible, enabled, loading, onClick: () => latest.current?.onClick() });
    }, [text, visible, enabled, loading]);
  };
}

function withLatestClick(latest: { readonly current: MainButtonOptions | null }): MainButtonOptions {
  return { ...latest.current, onClick: () => latest.current?.onClick() };
}
