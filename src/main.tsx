// Boot: one start sequence for production builds and `npm run dev` (ADRs 0007, 0008, 0013). The
// launch params are read by hand and the first screen renders and signs in at once, adopting the
// token request index.html's inline script sent, while the Telegram SDK waits for the first paint
// (markReady) and then loads and starts beside it. In DEV, a stand-in writes first what Telegram
// and a build's index.html would have supplied (src/app/dev/environment.ts); Vite drops it from
// builds.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { PATHS, isKnownPath, matchRoute } from './shared/routes/route-table.ts';
import { createRuntime } from './app/runtime.ts';
import { createAppRouter } from './app/shell/app-router.tsx';
import { preloadScreen } from './app/routes/screens.ts';
import { adoptEarlySignIn } from './features/auth/model/early-sign-in.ts';
import { Unsupported } from './app/unsupported.tsx';
import { OUTSIDE_TELEGRAM_ERROR, readLaunchParams } from './shared/telegram/launch-params.ts';
import type { PlatformResult } from './shared/telegram/platform.ts';
import { deferSdkStart, expectNativeUi } from './shared/telegram/sdk.ts';
import { disableVerticalSwipe } from './shared/telegram/swipe.ts';
import { yieldToMain } from './shared/lib/yield.ts';
import { startParamToPath } from './shared/telegram/start-param.ts';
import { applyLaunchTheme, bindPlatformCss, expandAndColour } from './shared/telegram/theme.ts';
import { isCodeCacheFrame } from './app/code-cache-frame.ts';

/** Starts the SDK: binds its CSS variables and native controls when ready. Never rejects. */
async function startPlatform(): Promise<PlatformResult> {
  // The boot code runs only with the SDK: it loads in the SDK's chunk, off the entry.
  const { initPlatform } = await import('./shared/telegram/platform.ts');
  const platform = await initPlatform();
  await bindPlatformCss();
  if (platform.ok) {
    // Each SDK call costs a few milliseconds on a phone: the steps run as separate tasks.
    await yieldToMain();
    disableVerticalSwipe();
    await yieldToMain();
    expandAndColour();
    // The trader's preferences from Telegram's cloud storage (their other devices), on demand.
    void import('./domain/cloud-prefs.ts').then(({ startCloudPrefs }) => startCloudPrefs());
  }
  return platform;
}

/** The app's start, in the page (not in the hidden frame that only evaluates this entry, ADR 0055). */
async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);

  if (import.meta.env.DEV) {
    const { installDevEnvironment } = await import('./app/dev/environment.ts');
    await installDevEnvironment();
  }

  const launch = readLaunchParams();
  if (launch) {
    applyLaunchTheme(launch.theme);
    // A client on the bridge draws the main and back buttons: screens draw none of their own.
    expectNativeUi(window);
    // The SDK starts once the first screen (or an error screen) has painted: markReady().
    deferSdkStart(() => {
      void startPlatform().then((platform) => {
        if (!platform.ok) {
          console.error(`Telegram SDK did not start; running without native controls: ${platform.error}`);
          expectNativeUi(null);
        }
      });
    });
  } else {
    console.error(OUTSIDE_TELEGRAM_ERROR);
  }

  if (!launch) {
    root.render(<Unsupported message={OUTSIDE_TELEGRAM_ERROR} />);
  } else {
    // The launch params are read (and kept in session storage); a hash left in the URL would read
    // as a modal hash on menu pages.
    if (window.location.hash.includes('tgWebApp')) {
      window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
    }
    // A start_param deep link opens the screen it names (unknown: /).
    if (launch.startParam && window.location.pathname === PATHS.index) {
      window.history.replaceState(null, '', startParamToPath(launch.startParam, isKnownPath));
    }
    // Telegram's iOS web view leaves a low field under the keyboard (spec section 9: 8 px margin).
    if (launch.platform === 'ios') void import('./shared/lib/keyboard.ts').then((m) => m.keepFocusedFieldAboveKeyboard());
    // Fetch the first screen's code now (home is in the entry), in parallel with sign-in.
    const first = matchRoute(window.location.pathname);
    if (first) preloadScreen(first.route.name);
    // index.html's inline script may have sent the token request already, and on home the first
    // data round once the token came: the session and the guard round adopt them (issue 39).
    const early = window.__traderEarlySignIn;
    const fetchImpl = adoptEarlySignIn((request) => fetch(request), early);
    delete window.__traderEarlySignIn;
    // Evaluating the entry's modules is one long task; the app starts in the next ones (top-level
    // await), so a slow phone's main thread is never held for the whole start at once (Total
    // Blocking Time, ADR 0013).
    await yieldToMain();
    const runtime = createRuntime({ env: import.meta.env, origin: window.location.origin, launch, fetch: fetchImpl });
    // The token request overlaps the first render; the router's first navigation (its guards) takes
    // its outcome. The router starts that navigation as it is created, before the first render.
    runtime.session.start();
    // The runtime (its config's validators, the stores) and the router's first navigation are
    // separate tasks: together they were one of 34 ms on a 4x phone (ADR 0058).
    await yieldToMain();
    // This code runs once the inline script has sent home's first round (index.html runs the entry
    // then: startEntry, ADR 0049), so the page's thread was free when the token arrived.
    const router = createAppRouter(runtime);
    // React's first render waits for the router's first navigation to settle (ADR 0050): until
    // then React would only draw its loader (the route's HydrateFallback) over index.html's, the
    // same markup, and on a slow phone that render, its layout and paint (~30 ms at 4x) sit in the
    // first round's flight or, on a cold open, between the entry's arrival and home. Once it has
    // settled, an early answer nothing adopted is dropped: a later request never gets an answer
    // from the start. The wait is a callback, not a top-level await: a lazy route's chunk imports
    // this entry, and its evaluation would wait for the entry's to finish (the deadlock ADR 0049
    // ran into).
    // The first render is a transition: React renders home in slices of a few milliseconds and
    // commits once, instead of one task of 70 ms on a 4x phone (Total Blocking Time, ADR 0058).
    const render = () => startTransition(() => root.render(<App runtime={runtime} router={router} />));
    if (router.state.initialized) {
      fetchImpl.release();
      render();
    } else {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        fetchImpl.release();
        render();
      });
    }
  }
}

// In the code-cache frame (src/app/shell/code-cache.ts) the entry has been evaluated, which is
// all that frame is for: nothing starts there.
if (!isCodeCacheFrame()) await boot();
