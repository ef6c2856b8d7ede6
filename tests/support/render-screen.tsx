// The screen-integration layer (docs/testing.md): one screen of the real app in jsdom, run by
// Vitest's `screen` project, against the stateful test backend started in-process (tests/backend).
// What runs is what src/main.tsx boots, minus the browser: the route tree of app-router.tsx
// (appRoutes: the guards as middleware, the warm loader, the layouts, the lazy screens, the error
// boundaries) in a memory router, the runtime of runtime.ts (session, generated clients, query
// client, session store) with its fetch going to the backend, <App> (providers, StrictMode), and the
// shell's realtime client connecting to the backend's socket. The launch is Telegram's: the same
// signed init data the e2e specs send (scripts/lib/telegram-launch.ts). With `client`, the stand-in
// Telegram client of the e2e specs (telegram-client-script.ts) is on the bridge and the SDK starts
// as main.tsx starts it, so the app draws native controls and posts to the client.
//
//   const s = await renderScreen('balance-operations-id', { operationId });
//   await s.findByRole('heading', { name: 'Операция' });
//   expect(s.requests({ operationId: 'getTransaction' })).toHaveLength(1);
//
// One backend per test file (started before the first test, reset before each); after each test
// the screen is unmounted and the backend's money invariants, contract checks and unimplemented
// calls are asserted, as the stateful e2e fixtures do (tests/support/stateful.ts).
import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, type DataRouter, type PathParam } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { App } from '../../src/app/app.tsx';
import { createGuardDeps } from '../../src/app/guards/guard-deps.ts';
import { createRuntime, type AppRuntime } from '../../src/app/runtime.ts';
import { appRoutes, navigationContext } from '../../src/app/shell/app-router.tsx';
import { pathFor, type ROUTES, type RouteName } from '../../src/shared/routes/route-table.ts';
import { LAUNCH_PARAMS_STORAGE_KEY, parseLaunchParams } from '../../src/shared/telegram/launch-params.ts';
import { initPlatform } from '../../src/shared/telegram/platform.ts';
import { expectNativeUi } from '../../src/shared/telegram/sdk.ts';
import { launchUrl } from '../../scripts/lib/telegram-launch.ts';
import { startBackend, type BackendOptions, type BackendSeed, type Ledger, type RecordedRequest, type RequestFilter, type TestBackend } from '../backend/server.ts';
import { installClient, type ClientOptions, type PostedEvent } from './telegram-client-script.ts';

type Route = (typeof ROUTES)[number];
type PatternOf<N extends RouteName> = Extract<Route, { name: N }>['pattern'];
/** The params a route's pattern names, typed by React Router's PathParam: `{ operationId: string }` for /balance/operations/:operationId. */
export type ScreenParams<N extends RouteName> = { [K in PathParam<PatternOf<N>>]: string | number };

export interface ScreenOptions {
  /** The query string, with or without its '?' (`?status=COMPLETE`). */
  search?: string;
  /** The stand-in Telegram client on the bridge (native controls, popups, cloud storage); none: a page with launch params but no client. */
  client?: ClientOptions;
  /** The client's Mini Apps version (default 8.0). */
  version?: string;
  /** Wait until the route's screen (not the loader) is shown. Default true. */
  settled?: boolean;
}

export interface Screen {
  /** The backend the app talks to: failNext, dropNextResponse, answerNext, configure({ latencyMs }), emit… */
  backend: TestBackend;
  /** The requests the backend received since this test began, filtered like backend.count. */
  requests(filter?: RequestFilter): RecordedRequest[];
  /** The balance ledger (what took effect). */
  ledger(): Ledger;
  /** What the app posted to the Telegram client (with `client`), filtered by event type. */
  posted(type?: string): PostedEvent[];
  /** The MainButton as the client draws it now (the last setup message), or null before any. */
  mainButton(): { text: string; visible: boolean; active: boolean; progress: boolean } | null;
  /** Sends an event from the client to the app (main_button_pressed, back_button_pressed…). */
  receive(type: string, data?: unknown): void;
  router: DataRouter;
  runtime: AppRuntime;
  /** A user-event instance (pointer and keyboard events as jsdom dispatches them). */
  user: UserEvent;
  /** The current path with its query. */
  location(): string;
  /** Navigates as a link would (the router's navigate). */
  navigate(to: string): Promise<void>;
  unmount(): void;
  /** Testing Library's queries over document.body. */
  findByRole: typeof screen.findByRole;
  getByRole: typeof screen.getByRole;
  queryByRole: typeof screen.queryByRole;
  findByText: typeof screen.findByText;
  getByText: typeof screen.getByText;
  queryByText: typeof screen.queryByText;
  findAllByRole: typeof screen.findAllByRole;
  getAllByRole: typeof screen.getAllByRole;
  getByLabelText: typeof screen.getByLabelText;
  findByLabelText: typeof screen.findByLabelText;
}

let backend: TestBackend | null = null;
let mounted: { unmount(): void } | null = null;

/**
 * Registers the file's backend and its per-test checks. Called by tests/setup/screen.ts for every
 * file of the `screen` project; `options` are the backend's start options (latency 0 by default:
 * a test that needs a slow network says so with backend.configure({ latencyMs })).
 */
export function screenBackendPerFile(options: BackendOptions = { latencyMs: 0 }): void {
  beforeAll(async () => {
    backend = await startBackend(options);
  });
  afterAll(async () => {
    await backend?.close();
    backend = null;
  });
  beforeEach(() => {
    backend!.reset();
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    const b = backend!;
    b.assertLedgerConsistent();
    expect(b.contractViolations, 'answers and events of the backend that break the contract').toEqual([]);
    expect(b.notImplemented, 'calls the test backend does not implement (answered 501)').toEqual([]);
  });
}

/** The file's backend (the screen project starts one per file). */
export function screenBackend(): TestBackend {
  if (!backend) throw new Error('renderScreen runs in the `screen` Vitest project (tests/setup/screen.ts starts the backend)');
  return backend;
}

/** Resets the backend to the seed with these overrides (before renderScreen). */
export function seed(overrides: Partial<BackendSeed>): void {
  screenBackend().reset(overrides);
}

function idle(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    const done = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (done()) return resolve();
    const unsubscribe = router.subscribe(() => {
      if (!done()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Opens a screen by its route name, as Telegram launches the app on it: signs in against the
 * backend, runs the guards and the warm loader, renders the screen; resolves once the router is
 * idle and (unless `settled: false`) the screen's main region shows.
 */
export async function renderScreen<N extends RouteName>(name: N, ...[params, options = {}]: keyof ScreenParams<N> extends never ? [params?: Record<string, never>, options?: ScreenOptions] : [params: ScreenParams<N>, options?: ScreenOptions]): Promise<Screen> {
  const b = screenBackend();
  const search = options.search ? (options.search.startsWith('?') ? options.search : `?${options.search}`) : '';
  const path = `${pathFor(name, (params ?? {}) as Record<string, string | number>)}${search}`;
  const since = b.requests.length;

  // The launch as Telegram gives it: the hash of launchUrl, kept in session storage as
  // readLaunchParams keeps it (the SDK reads it from there when it starts).
  const hash = launchUrl(path, options.version ? { version: options.version } : {}).split('#')[1] ?? '';
  const launch = parseLaunchParams(hash);
  if (!launch) throw new Error('renderScreen: launchUrl gave no launch params');
  sessionStorage.setItem(LAUNCH_PARAMS_STORAGE_KEY, JSON.stringify(hash));

  const client = options.client ? installClient(window, options.client) : null;
  // As main.tsx: a client on the bridge draws the native controls; its SDK starts after the first
  // paint (markReady) and runs the platform's set-up.
  expectNativeUi(client ? window : null);

  const runtime = createRuntime({
    env: { VITE_GATEWAY_WS_URL: `${b.origin}/gateway/ws` },
    origin: b.origin,
    launch,
    fetch: (request) => fetch(request),
  });
  runtime.session.start();
  let created: DataRouter | null = null;
  const router = createMemoryRouter(appRoutes(createGuardDeps(runtime)), { initialEntries: [path], getContext: navigationContext(() => created?.state) });
  created = router;
  const user = userEvent.setup();
  const result: RenderResult = render(<App runtime={runtime} router={router} />);
  mounted = { unmount: () => result.unmount() };
  await idle(router);
  if (options.settled !== false) await waitFor(() => expect(document.querySelector('main')).not.toBeNull(), { timeout: 5000 });
  if (client) {
    // The SDK starts once the first screen shows, as main.tsx has it start after the first paint.
    // It is module state, like a page's: the file's first test with a client boots it, the later
    // ones find it started (its bridge calls reach the client each test installs).
    const platform = await initPlatform();
    if (!platform.ok) throw new Error(`renderScreen: the Telegram SDK did not start: ${platform.error}`);
  }

  return {
    backend: b,
    requests: (filter) => {
      const all = b.requests.slice(since);
      if (!filter) return [...all];
      return all.filter((r) => (typeof filter === 'function' ? filter(r) : Object.entries(filter).every(([k, v]) => v === undefined || Reflect.get(r, k) === v)));
    },
    ledger: () => b.ledger(),
    posted: (type) => (client?.posted ?? []).filter((e) => type === undefined || e.type === type),
    mainButton: () => {
      const last = (client?.posted ?? []).filter((e) => e.type === 'web_app_setup_main_button').at(-1)?.data;
      if (!last) return null;
      return { text: String(last['text'] ?? ''), visible: last['is_visible'] === true, active: last['is_active'] === true, progress: last['is_progress_visible'] === true };
    },
    receive: (type, data) => window.Telegram?.WebView?.receiveEvent?.(type, data),
    router,
    runtime,
    user,
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
    navigate: async (to) => {
      await router.navigate(to);
      await idle(router);
    },
    unmount: () => {
      result.unmount();
      mounted = null;
    },
    findByRole: screen.findByRole,
    getByRole: screen.getByRole,
    queryByRole: screen.queryByRole,
    findByText: screen.findByText,
    getByText: screen.getByText,
    queryByText: screen.queryByText,
    findAllByRole: screen.findAllByRole,
    getAllByRole: screen.getAllByRole,
    getByLabelText: screen.getByLabelText,
    findByLabelText: screen.findByLabelText,
  };
}
