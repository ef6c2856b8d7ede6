// Boot: (DEV: mocked Telegram environment) -> SDK init -> the app, or the unsupported screen.
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { isKnownPath, matchRoute } from './app/routes/route-table.ts';
import { createRuntime } from './app/runtime.ts';
import { Unsupported } from './app/unsupported.tsx';
import { startParamToPath } from './shared/telegram/start-param.ts';
import { initPlatform } from './shared/telegram/platform.ts';
import { bindPlatformCss, disableVerticalSwipe } from './shared/telegram/theme.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// Fetch the first screen's code now, in parallel with the SDK start and sign-in.
void matchRoute(window.location.pathname)?.route.load();

const platform = await initPlatform({ dev: import.meta.env.DEV });
bindPlatformCss();
if (!platform.ok) {
  console.error(platform.error);
  root.render(<Unsupported message={platform.error} />);
} else {
  disableVerticalSwipe();
  // The SDK has read (and cached) the launch parameters; a hash left in the URL would read as
  // a modal hash on menu pages.
  if (window.location.hash.includes('tgWebApp')) {
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
  }
  // A start_param deep link opens the screen it names (unknown: /).
  if (platform.launch.startParam && window.location.pathname === '/') {
    window.history.replaceState(null, '', startParamToPath(platform.launch.startParam, isKnownPath));
  }
  let devFetch: ((request: Request) => Promise<Response>) | undefined;
  if (import.meta.env.DEV) {
    const { activeScenario, scenarioFetch } = await import('./app/dev/scenarios.ts');
    const scenario = activeScenario(window.location, sessionStorage);
    if (scenario) console.info(`Dev scenario: ${scenario}`);
    devFetch = scenarioFetch(scenario, ['/api/v1', '/gateway/api/v1']);
  }
  const runtime = createRuntime({
    env: import.meta.env,
    origin: window.location.origin,
    launch: platform.launch,
    ...(devFetch ? { fetch: devFetch } : {}),
  });
  root.render(<App runtime={runtime} />);
}
