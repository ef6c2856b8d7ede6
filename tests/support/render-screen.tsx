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
import { act, fireEvent, render, waitFor, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { App } from '../../src/app/app.tsx';
import { createGuardDeps } from '../../src/app/guards/guard-deps.ts';
import { createRuntime, type AppRuntime } from '../../src/app/runtime.ts';
import { appRoutes, navigationContext } from '../../src/app/shell/app-router.tsx';
import { trackNavigation, type RouterProbe } from '../../src/app/shell/back-stack.ts';
import type { RouteName } from '../../src/shared/routes/route-table.ts';
import { LAUNCH_PARAMS_STORAGE_KEY, parseLaunchParams } from '../../src/shared/telegram/launch-params.ts';
import { initPlatform } from '../../src/shared/telegram/platform.ts';
import { expectNativeUi } from '../../src/shared/telegram/sdk.ts';
import { disableVerticalSwipe } from '../../src/shared/telegram/swipe.ts';
import { expandAndColour } from '../../src/shared/telegram/theme.ts';
import { launchUrl } from '../../scripts/lib/telegram-launch.ts';
import { EXAMPLES_NOW } from '../../scripts/mock/shift-dates.ts';
import { documentedExample } from '../backend/contract.ts';
import { defaultSeed } from '../backend/seed.ts';
import { startBackend, type BackendOptions, type OperationId, type BackendSeed, type Ledger, type RecordedRequest, type RequestFilter, type TestBackend } from '../backend/server.ts';
import { routePath, type RouteParams } from './routes.ts';
import { onFillSettle, pageRoot, type Locator } from './screen-page.ts';
import { installClient, type ClientAnswers, type ClientOptions, type PostedEvent } from './telegram-client-script.ts';

/** The params a route's pattern names, typed by React Router's PathParam (tests/support/routes.ts). */
export type ScreenParams<N extends RouteName> = RouteParams<N>;

export interface ScreenOptions {
  /** The query string, with or without its '?' (`?status=COMPLETE`). */
  search?: string;
  /** The stand-in Telegram client on the bridge (native controls, popups, cloud storage); none: a page with launch params but no client. */
  client?: ClientOptions;
  /** The client's Mini Apps version (default 8.0). */
  version?: string;
  /** Wait until the route's screen (not the loader) is shown. Default true. */
  settled?: boolean;
  /** The backend's state from the seed with these overrides (backend.reset(seed) before the app starts). */
  seed?: Partial<BackendSeed>;
  /**
   * The contract's examples as written (dated 2026-11-22 12:00 UTC, as Prism serves them) instead
   * of moved to now; with `clock`, a test reads the dates the examples have.
   */
  examples?: boolean;
  /** Date.now (and new Date()) fixed at this ISO time, for the app and the backend alike (Playwright's clock.setFixedTime); timers run. */
  clock?: string;
}

/** A file the app saved (saveTextFile: a Blob behind an <a download>), as Playwright's Download gives it. */
export interface ScreenDownload {
  suggestedFilename(): string;
  /** The file's text as the bytes hold it (a byte-order mark kept, as readFile(path, 'utf8') keeps it). */
  text(): Promise<string>;
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
  readonly router: DataRouter;
  readonly runtime: AppRuntime;
  /** A user-event instance (pointer and keyboard events as jsdom dispatches them). */
  user: UserEvent;
  /** Playwright's page.keyboard over the focused element: type(text) key by key, press(key), insertText(text) as one input event (a paste). */
  keyboard: { type(text: string): Promise<void>; press(key: string): Promise<void>; insertText(text: string): Promise<void> };
  /** The current path with its query. */
  location(): string;
  /** The page's URL as Playwright's page.url() gives it (for toHaveURL): the jsdom origin, the router's path and query. */
  url(): string;
  /** Navigates as a link would (the router's navigate); resolves once the router is idle and its new state rendered. */
  navigate(to: string): Promise<void>;
  /** The browser's Back (the router's navigate(-1)), resolved once the router is idle. */
  goBack(): Promise<void>;
  /** Playwright's page.waitForEvent('download'): the next file the app saves. */
  waitForEvent(event: 'download'): Promise<ScreenDownload>;
  /** The stand-in client's cloud storage now (with `client`). */
  cloud(): Record<string, string>;
  /** Changes how the stand-in client answers from now on (setAnswers of tests/support/telegram-client.ts). */
  setAnswers(answers: ClientAnswers): void;
  /** A reload: the app unmounted and started again at the current path with the same session and local storage (a new runtime, a new sign-in). */
  reload(): Promise<void>;
  unmount(): void;
  /** Playwright's page locators over the document (screen-page.ts). */
  getByRole: Locator['getByRole'];
  getByText: Locator['getByText'];
  getByLabel: Locator['getByLabel'];
  getByTestId: Locator['getByTestId'];
  getByTitle: Locator['getByTitle'];
  getByPlaceholder: Locator['getByPlaceholder'];
  locator: Locator['locator'];
}

let backend: TestBackend | null = null;
let mounted: { unmount(): void } | null = null;
let cloudStarted = false;

/**
 * Downloads: jsdom has no object URLs and does not download. The blobs the app makes URLs for are
 * kept, and a click on an <a download> hands its file to whoever waits (waitForEvent('download')).
 */
const blobs = new Map<string, Blob>();
let downloadWaiters: ((download: ScreenDownload) => void)[] = [];
let downloadsInstalled = false;
function installDownloads(): void {
  if (downloadsInstalled) return;
  downloadsInstalled = true;
  let next = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:screen/${(next += 1)}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[download]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      event.preventDefault();
      const blob = blobs.get(link.href);
      const name = link.download;
      const download: ScreenDownload = {
        suggestedFilename: () => name,
        text: async () => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await (blob ?? new Blob([])).arrayBuffer()),
      };
      const waiting = downloadWaiters;
      downloadWaiters = [];
      for (const resolve of waiting) resolve(download);
    },
    true,
  );
}

/**
 * Registers the file's backend and its per-test checks. Called by tests/setup/screen.ts for every
 * file of the `screen` project; `options` are the backend's start options (latency 0 by default:
 * a test that needs a slow network says so with backend.configure({ latencyMs })).
 */
export function screenBackendPerFile(options: BackendOptions = { latencyMs: 0 }): void {
  beforeAll(async () => {
    // The backend reads the clock a test fixes (`clock`: Date faked), as the app does: the init
    // data signed at that time is fresh to it, and its tokens and new records are dated then.
    backend = await startBackend({ now: () => Date.now(), ...options });
  });
  afterAll(async () => {
    await backend?.close();
    backend = null;
    // sonner removes a closing toast 200 ms after its exit starts, from a timer of its own: let
    // it fire while jsdom's window exists (it threw "window is not defined" from React once,
    // after a file's last test, in a CI run of lost-answers.test.tsx).
    await new Promise((resolve) => setTimeout(resolve, 250));
  });
  beforeEach(() => {
    backend!.reset();
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    vi.useRealTimers();
    vi.restoreAllMocks();
    // What a page load would clear and module state keeps: toasts still on screen (sonner replays
    // them to the next test's Toaster).
    toast.dismiss();
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

/**
 * The backend from the contract's examples as written (renderScreen's `examples: true`), now, so
 * that prefer() calls after it hold for the screen opened next (renderScreen's own reset clears them).
 */
export function startFromExamples(seed: Partial<BackendSeed> = {}): void {
  screenBackend().reset({ ...defaultSeed(EXAMPLES_NOW), ...seed });
}

/**
 * Prism's `Prefer` header, by operation instead of URL pattern, on the file's backend: 'code=429'
 * answers the operation's documented error from now on (until backend.clearFaults); 'example=empty'
 * or 'code=422, example=detail_list' answers that documented example for the next `times` calls;
 * it replaces what an earlier prefer of the operation set.
 * The e2e specs' prefer(page, pattern, value) reads the same values (tests/support/mock.ts).
 */
export function prefer(operationId: OperationId, value: string, times = 50): void {
  const b = screenBackend();
  const parts = new Map(value.split(',').map((part) => part.trim().split('=') as [string, string]));
  const status = Number(parts.get('code') ?? 200);
  const example = parts.get('example');
  // A later Prefer replaces an earlier one, as a later page.route does.
  b.clearFaults(operationId);
  if (example === undefined) return b.fail(operationId, status);
  const body = documentedExample(operationId, status, example);
  for (let i = 0; i < times; i += 1) b.answerNext(operationId, status, structuredClone(body));
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

interface Mounted {
  router: DataRouter;
  runtime: AppRuntime;
  result: RenderResult;
  /** Unmounts the app and cancels its requests still on their way, as leaving a page does. */
  stop(): void;
}

/** Starts the app at `path` as main.tsx does, in jsdom: launch params, runtime, sign-in, the route tree. */
async function mount(b: TestBackend, path: string, options: ScreenOptions, client: { posted: PostedEvent[] } | null): Promise<Mounted> {
  // The launch as Telegram gives it: the hash of launchUrl, kept in session storage as
  // readLaunchParams keeps it (the SDK reads it from there when it starts).
  const hash = launchUrl(path, options.version ? { version: options.version } : {}).split('#')[1] ?? '';
  const launch = parseLaunchParams(hash);
  if (!launch) throw new Error('renderScreen: launchUrl gave no launch params');
  sessionStorage.setItem(LAUNCH_PARAMS_STORAGE_KEY, JSON.stringify(hash));
  // As main.tsx: a client on the bridge draws the native controls.
  expectNativeUi(client ? window : null);
  const leaving = new AbortController();
  const runtime = createRuntime({
    // The socket at the backend's origin (jsdom's own origin is not the backend's).
    env: { VITE_GATEWAY_WS_URL: `${b.origin}/gateway/ws` },
    origin: b.origin,
    launch,
    // A request still on its way when the app stops is cancelled, as a page load cancels it: it
    // cannot reach the backend after the next test's reset and count there.
    fetch: (request) => fetch(request, { signal: AbortSignal.any([request.signal, leaving.signal]) }),
  });
  runtime.session.start();
  // As createAppRouter: the Back bookkeeping (the in-app stack, the last section, whether Back is
  // in this app's history) follows the router from its first screen.
  let created: DataRouter | null = null;
  let probe: RouterProbe | null = null;
  const lateProbe: RouterProbe = { canGoBack: () => probe?.canGoBack() ?? false, navigating: () => probe?.navigating() ?? false };
  const router = createMemoryRouter(appRoutes(createGuardDeps(runtime), lateProbe), { initialEntries: [path], getContext: navigationContext(() => created?.state) });
  created = router;
  probe = trackNavigation(router, runtime.store);
  const result = render(<App runtime={runtime} router={router} />);
  const stop = () => {
    leaving.abort();
    result.unmount();
  };
  mounted = { unmount: stop };
  await idle(router);
  if (options.settled !== false) await waitFor(() => expect(document.querySelector('main')).not.toBeNull(), { timeout: 10_000 });
  if (client) {
    // The SDK starts once the first screen shows, as main.tsx has it start after the first paint.
    // It is module state, like a page's: the file's first test with a client boots it, the later
    // ones find it started (its bridge calls reach the client each test installs).
    const platform = await initPlatform();
    if (!platform.ok) throw new Error(`renderScreen: the Telegram SDK did not start: ${platform.error}`);
    // Then, as main.tsx's startPlatform: the web view expanded and coloured from the theme, and the
    // trader's preferences synced with the client's cloud storage at launch (its listeners, for
    // coming back to the foreground, are module state too: added once per file; a pull each mount).
    disableVerticalSwipe();
    expandAndColour();
    const cloud = await import('../../src/domain/cloud-prefs.ts');
    if (cloudStarted) void cloud.syncCloudPrefs();
    else {
      cloudStarted = true;
      cloud.startCloudPrefs();
    }
  }
  return { router, runtime, result, stop };
}

/**
 * Opens a screen by its route name, as Telegram launches the app on it: signs in against the
 * backend, runs the guards and the warm loader, renders the screen; resolves once the router is
 * idle and (unless `settled: false`) the screen's main region shows.
 */
export async function renderScreen<N extends RouteName>(name: N, ...[params, options = {}]: keyof ScreenParams<N> extends never ? [params?: Record<string, never>, options?: ScreenOptions] : [params: ScreenParams<N>, options?: ScreenOptions]): Promise<Screen> {
  return renderPath(routePath(name, (params ?? {}) as Record<string, never>, options.search) as `/${string}`, { ...options, search: undefined });
}

/**
 * Moves the clock `ms` on, as Playwright's clock.runFor / fastForward move a page's: Date.now
 * (the app's and the backend's) jumps; the app's own intervals, which run on real timers, read
 * the new time at their next tick. With `clock` the time stays there (frozen) until moved again.
 */
export function advanceClock(ms: number): void {
  vi.setSystemTime(Date.now() + ms);
}

/**
 * Opens a path no route names (an unknown path, a param its rule refuses) as it is, as Telegram
 * would launch the app on it; otherwise as renderScreen.
 */
export async function renderPath(at: `/${string}`, options: ScreenOptions = {}): Promise<Screen> {
  const b = screenBackend();
  // A second screen in one test is a new page.goto: the first app stops, the backend's state stays.
  mounted?.unmount();
  mounted = null;
  if (options.clock !== undefined) vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(options.clock) });
  if (options.examples || options.seed) b.reset({ ...(options.examples ? defaultSeed(EXAMPLES_NOW) : {}), ...options.seed });
  const path = options.search ? `${at}${options.search.startsWith('?') ? '' : '?'}${options.search}` : at;
  const since = b.requests.length;
  installDownloads();
  const client = options.client ? installClient(window, options.client) : null;
  let current = await mount(b, path, options, client);
  const user = userEvent.setup();
  const page = pageRoot(() => user);
  // A field that writes the URL (a search, a date) navigates: the next action sees the new URL.
  onFillSettle(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await idle(current.router);
  });
  const location = () => `${current.router.state.location.pathname}${current.router.state.location.search}`;

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
    get router() {
      return current.router;
    },
    get runtime() {
      return current.runtime;
    },
    user,
    keyboard: {
      type: (text) => user.keyboard(text.replace(/[{[]/g, (c) => c + c)),
      press: (key) => user.keyboard(key.length === 1 ? key : `{${key}}`),
      insertText: async (text) => {
        const el = document.activeElement;
        if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) throw new Error('keyboard.insertText: no text field has focus');
        fireEvent.input(el, { target: { value: el.value + text } });
      },
    },
    location,
    url: () => `${window.location.origin}${location()}`,
    navigate: async (to) => {
      // In act, as user-event's clicks are: the router's new state is rendered before this
      // resolves. RouterProvider sets it with a plain setState, which React renders in a later
      // task; a navigation with no request in it (a guard round from the cache) completes in the
      // same task, and a second navigate() right after would then be batched with it, the first
      // route's screen never mounted (as no tap, each in its own task, can make happen).
      await act(async () => {
        await current.router.navigate(to);
        await idle(current.router);
      });
    },
    goBack: async () => {
      await current.router.navigate(-1);
      await idle(current.router);
    },
    waitForEvent: () => new Promise((resolve) => downloadWaiters.push(resolve)),
    cloud: () => ({ ...(window.__tgCloud ?? {}) }),
    setAnswers: (answers) => {
      window.__tgAnswers = { ...window.__tgAnswers, ...answers };
    },
    reload: async () => {
      const at = location();
      current.stop();
      current = await mount(b, at, options, client);
    },
    unmount: () => {
      current.stop();
      mounted = null;
    },
    getByRole: (...args) => page.getByRole(...args),
    getByText: (...args) => page.getByText(...args),
    getByLabel: (...args) => page.getByLabel(...args),
    getByTestId: (...args) => page.getByTestId(...args),
    getByTitle: (...args) => page.getByTitle(...args),
    getByPlaceholder: (...args) => page.getByPlaceholder(...args),
    locator: (...args) => page.locator(...args),
  };
}
