// `npm run dev`'s environment, installed by main.tsx behind import.meta.env.DEV (so Vite drops it
// from builds) before the production start sequence runs. It supplies what Telegram and the
// production index.html supply to a build, in their order:
// 1. the launch parameters, from a dev stand-in for the Telegram client (telegram-env.ts);
// 2. the mock scenario (`?scenario=`, scenarios.ts) on the page's fetch, so that every request,
//    the early token request included, carries its Prefer header;
// 3. the early token request, which a build's index.html sends from an inline script
//    (vite.config.ts, build only): the same function, sent now.
import { parseEnv } from '../../shared/config/env.ts';
import { EARLY_SIGN_IN_NAMES, sendEarlySignIn } from '../../features/auth/model/early-sign-in.ts';
import { activeScenario, scenarioFetch } from './scenarios.ts';
import { launchAsTelegram } from './telegram-env.ts';

/** The base paths whose operations the scenarios name. */
const SCENARIO_BASE_PATHS = ['/api/v1', '/gateway/api/v1'];

export async function installDevEnvironment(win: Window = window): Promise<void> {
  try {
    await launchAsTelegram(win);
  } catch (error) {
    // Web Crypto (crypto.subtle) exists only in a secure context: http://127.0.0.1 or https, not a LAN address over http.
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`The dev Telegram environment could not sign its init data (${reason}); open the dev server on 127.0.0.1 or localhost.`);
  }

  const scenario = activeScenario(win.location, win.sessionStorage);
  if (scenario) console.info(`Dev scenario: ${scenario}`);
  const withScenario = scenarioFetch(scenario, SCENARIO_BASE_PATHS, win.fetch.bind(win));
  win.fetch = (input, init) => withScenario(new Request(input, init));

  sendEarlySignIn(win, parseEnv(import.meta.env).VITE_GATEWAY_API_BASE_URL, EARLY_SIGN_IN_NAMES);
}
