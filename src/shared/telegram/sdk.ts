// The Telegram SDK, loaded off the critical path (ADR 0007): the first screen renders and signs
// in from launch params parsed by hand (launch-params.ts) while the SDK downloads and starts.
// Until initPlatform has finished, sdk() is null and every native control is a no-op; modules
// that drive native controls subscribe with onSdkReady to apply their current state then.
import type * as sdkApi from './sdk-api.ts';
import { attempt, detectTelegramTransport, hasNativeUi, setNativeUi, subscribeNativeUi } from './runtime.ts';

export type Sdk = typeof sdkApi;

let current: Sdk | null = null;
const listeners = new Set<() => void>();

/** The SDK once initialised and its components mounted; null before. */
export function sdk(): Sdk | null {
  return current;
}

/** Runs `fn` with the ready SDK; undefined when it is not ready or the call throws. */
export function withSdk<T>(fn: (s: Sdk) => T): T | undefined {
  const s = current;
  return s ? attempt(() => fn(s)) : undefined;
}

/**
 * Called by initPlatform when the SDK is ready. `nativeUi`: a Telegram client draws the native
 * controls (see runtime.ts). The SDK is set first, so whatever re-renders on the native-UI change
 * sees it; then the ready listeners apply their state.
 */
export function setSdk(value: Sdk | null, nativeUi = false): void {
  current = value;
  setNativeUi(value !== null && nativeUi);
  if (value) for (const listener of [...listeners]) listener();
}

/** Runs `listener` whenever the SDK becomes ready. Returns an unsubscribe function. */
export function onSdkReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

let loading: Promise<Sdk> | null = null;

/** Loads the SDK module (one request, shared). */
export function loadSdk(): Promise<Sdk> {
  // One chunk: the SDK's part the app uses (sdk-api.ts) with the boot code that runs it.
  loading ??= import('./platform.ts').then((module) => module.sdkApi);
  return loading;
}

/**
 * Before the deferred SDK has started: whether a Telegram client is on the bridge, decided at
 * boot from the page itself, so the first render already leaves the main and back buttons to
 * the client (no in-page button drawn, then removed). `false` again if the SDK fails to start.
 */
export function expectNativeUi(win: Window | null): void {
  setNativeUi(win !== null && detectTelegramTransport(win));
}

let deferredStart: (() => void) | null = null;

/**
 * Holds the SDK start until the first screen has painted (startDeferredSdk), so its download
 * and evaluation do not compete with sign-in and the first screen on a slow phone.
 */
export function deferSdkStart(start: () => void): void {
  deferredStart = start;
}

/** Runs the held SDK start, once. */
export function startDeferredSdk(): void {
  const start = deferredStart;
  deferredStart = null;
  start?.();
}

/**
 * Runs `listener` when the native UI decision changes or the SDK becomes ready: what a client
 * draws (and which features its version has) is known only then. The native UI may be decided at
 * boot (expectNativeUi), before the SDK, so its own change alone would miss the SDK's start.
 */
export function subscribePlatform(listener: () => void): () => void {
  const offNative = subscribeNativeUi(listener);
  const offReady = onSdkReady(listener);
  return () => {
    offNative();
    offReady();
  };
}

/**
 * The client draws this control: a client is on the bridge and, once the SDK has started, `check`
 * says the control is available. Before the SDK, the boot decision (expectNativeUi) stands, so no
 * in-page control is drawn only to vanish when the native one appears.
 */
export function clientDraws(check: (s: Sdk) => boolean): boolean {
  return hasNativeUi() && (current === null || withSdk(check) === true);
}

let ready = false;

function sendReady(): void {
  withSdk(({ miniApp }) => (miniApp.ready.isAvailable() ? miniApp.ready() : undefined));
}

/**
 * The first screen (or an error screen) has painted: tells Telegram the app is ready (hides its
 * placeholder), now or, as the SDK usually starts only now, once it has, after the first screen's
 * controls have reached the client; and runs the SDK start the boot held (deferSdkStart). Only the
 * first call counts.
 */
export function markReady(): void {
  if (ready) return;
  ready = true;
  if (current) sendReady();
  else {
    const off = onSdkReady(() => {
      off();
      sendReady();
    });
  }
  startDeferredSdk();
}
