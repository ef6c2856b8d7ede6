// The one place that says which Chromium the tests and the bench drive, and how: Debian's package
// (a test tool's own browser download does not work here), headless, with nothing running in the
// background that could add network requests or CPU work to a measurement.
import { existsSync } from 'node:fs';

/** The whole browser (Debian's `chromium`), run in its headless mode: what the bench times. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's `chromium-headless-shell`: the same Chromium built without any browser UI. */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The Chromium the e2e specs and the fuzz pass drive: the headless shell when it is installed
 * (what Playwright itself runs for headless tests), the whole browser otherwise; CHROMIUM_PATH
 * overrides both. Nothing of the browser's UI runs beside the page: the whole e2e suite measured
 * 18.1 min and 1623 CPU-seconds on 2 workers here against 21.2 min with the whole browser, every
 * test passing on both (docs/decisions/0032). The bench keeps the whole browser: it times what a
 * trader's browser does, its HTTP and code caches included.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

/**
 * A line for the test run's output when the e2e specs fall back to the whole browser because the
 * headless shell is not installed (slower, and otherwise nothing would say why); null otherwise.
 */
export function testChromiumNote(path: string = TEST_CHROMIUM_PATH, chosen: string | undefined = process.env.CHROMIUM_PATH): string | null {
  if (chosen !== undefined || path === HEADLESS_SHELL_PATH) return null;
  return `e2e: ${HEADLESS_SHELL_PATH} is not installed, so the specs drive ${path} (about 15% slower; \`apt-get install -y chromium-headless-shell\`, docs/decisions/0032)`;
}

/**
 * Features Playwright turns off itself (playwright-core's chromiumSwitches.ts, 1.65). Chromium
 * keeps only the last `--disable-features` of a command line, so ours must repeat them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * Browser UI that a headless run never shows: Chromium 156's headless mode is the whole browser,
 * and for every new tab it loads the omnibox popup (chrome://omnibox-popup.top-chrome) in a
 * renderer of its own. A trace of one app load measured that renderer at about as much CPU as
 * the app's own, and an app load at twice the CPU with it (docs/decisions/0027).
 */
const UNSEEN_BROWSER_UI = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`,
];
