// Keeps the screen on while wanted (issue 28, item 3: while the trader is on shift), with the
// Screen Wake Lock API where the browser has it (`navigator.wakeLock`; Chrome-based Android
// web views, Safari from iOS 16.4; elsewhere nothing happens). The browser drops the lock when
// the page is hidden; it is asked for again when the page is visible and still wanted, and let
// go as soon as it is not wanted any more.
// A refusal (NotAllowedError) is the browser's answer, not a fault: a browser with nobody to ask
// for the permission refuses it (Chromium's headless shell, where the e2e tests and the dev
// setup's checks run), as do a battery saver and a page that is not visible; it is told once, at
// info level, as the screen may dim. Anything else is a warning. A lock disposed of before its
// answer came (React StrictMode mounts every effect twice in development) says nothing.

interface Sentinel {
  readonly released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}

export interface WakeLockApi {
  request(type: 'screen'): Promise<Sentinel>;
}

export interface PageVisibility {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface ScreenWakeLock {
  /** Whether the screen should stay on (it does only while the page is visible). */
  want(on: boolean): void;
  /** A lock is held now. */
  held(): boolean;
  /** Lets go and stops listening. */
  dispose(): void;
}

function browserWakeLock(): WakeLockApi | undefined {
  if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) return undefined;
  return navigator.wakeLock;
}

export type WakeLockReport = (level: 'info' | 'warn', message: string, error: unknown) => void;

const consoleReport: WakeLockReport = (level, message, error) => {
  if (level === 'info') console.info(message, String(error));
  else console.warn(message, error);
};

const isRefusal = (error: unknown) => typeof error === 'object' && error !== null && 'name' in error && error.name === 'NotAllowedError';

export function createScreenWakeLock(
  api: WakeLockApi | undefined = browserWakeLock(),
  page: PageVisibility = document,
  report: WakeLockReport = consoleReport,
): ScreenWakeLock {
  let wanted = false;
  let sentinel: Sentinel | null = null;
  let requesting = false;
  let disposed = false;
  let refusalTold = false;

  const shouldHold = () => wanted && page.visibilityState === 'visible';

  const letGo = () => {
    const held = sentinel;
    sentinel = null;
    if (held && !held.released) held.release().catch(() => undefined);
  };

  const sync = () => {
    if (!api) return;
    if (!shouldHold()) {
      letGo();
      return;
    }
    if ((sentinel && !sentinel.released) || requesting) return;
    requesting = true;
    api.request('screen').then(
      (lock) => {
        requesting = false;
        sentinel = lock;
        // The browser lets go by itself when the page is hidden (or to save power).
        lock.addEventListener('release', () => {
          if (sentinel === lock) sentinel = null;
        });
        // Wanted no longer, or hidden, while the request was on its way.
        if (!shouldHold()) letGo();
      },
      (error: unknown) => {
        requesting = false;
        if (disposed) return;
        if (!isRefusal(error)) {
          report('warn', '[wake-lock] the screen wake lock failed', error);
        } else if (!refusalTold) {
          refusalTold = true;
          report('info', '[wake-lock] the browser refused the screen wake lock; the screen may dim during a shift', error);
        }
      },
    );
  };

  const onVisibility = () => sync();
  page.addEventListener('visibilitychange', onVisibility);

  return {
    want(on) {
      wanted = on;
      sync();
    },
    held: () => sentinel !== null && !sentinel.released,
    dispose() {
      wanted = false;
      disposed = true;
      page.removeEventListener('visibilitychange', onVisibility);
      letGo();
    },
  };
}
