// Opening the built app in a test the way Telegram launches it, shared by the mock-backed and
// the stateful specs: one helper, by route name with typed params (tests/support/routes.ts).
//
//   await openApp(page, 'balance');
//   await openApp(page, 'balance-operations-id', { operationId }, { main: true });
//   await openApp(page, 'history', {}, { search: 'status=CANCEL' });
//   await openApp(page, '/nope');   // a path no route names (a 404, a refused param): as it is
import { expect, type Page } from '@playwright/test';
import type { RouteName } from '../../src/shared/routes/route-table.ts';
import { launchUrl } from '../../scripts/lib/telegram-launch.ts';
import { routePath, type RouteParamsArg } from './routes.ts';
import { installTelegramClient, type ClientOptions } from './telegram-client.ts';

export interface OpenOptions {
  /** The query string, with or without its '?'. */
  search?: string;
  /** The client's Mini Apps version (launchUrl's default otherwise). */
  version?: string;
  /** Telegram's start_param (a deep link). */
  startParam?: string;
  /** The client's platform (launchUrl's 'web' otherwise): 'ios', 'android'… */
  platform?: string;
  /** Run inside the stand-in Telegram client (telegram-client.ts), answering as `client` says. */
  client?: ClientOptions;
  /** Wait until the screen's main region is shown. */
  main?: boolean;
}

type Rest<N extends RouteName> = [...RouteParamsArg<N>, options?: OpenOptions];

/** Opens a route (by name, with its params) with Telegram's launch parameters (signed init data) in the URL hash. */
export async function openApp<N extends RouteName>(page: Page, route: N, ...rest: Rest<N>): Promise<void>;
/** Opens a path no route names (an unknown path, a param its rule refuses) as it is. */
export async function openApp(page: Page, path: `/${string}`, options?: OpenOptions): Promise<void>;
export async function openApp(page: Page, route: string, ...rest: [unknown?, OpenOptions?]): Promise<void> {
  const raw = route.startsWith('/');
  const options = (raw ? rest[0] : rest[1]) as OpenOptions | undefined ?? {};
  const path = raw ? `${route}${options.search ? (options.search.startsWith('?') ? options.search : `?${options.search}`) : ''}` : routePath(route as RouteName, (rest[0] ?? {}) as Record<string, never>, options.search);
  if (options.client) await installTelegramClient(page, options.client);
  await page.goto(launchUrl(path, { ...(options.version ? { version: options.version } : {}), ...(options.startParam ? { startParam: options.startParam } : {}), ...(options.platform ? { platform: options.platform } : {}) }));
  if (options.main) await expect(page.locator('main').first()).toBeVisible();
}

/**
 * Outside Telegram a confirmation is the browser's dialog: from now on the trader accepts (or
 * dismisses) each one; the returned list records their messages in order.
 */
export function answerDialogs(page: Page, answer: 'accept' | 'dismiss' = 'accept'): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  return messages;
}

/** The paths of the documents the page loads from now on: a reload or a full navigation adds one. */
export function documentLoads(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

/**
 * Goes to `path` in the running app the way the router sees an address-bar change: a new history
 * entry and a popstate, which React Router's browser history turns into a navigation (its
 * middleware and guards run as for a tap); nothing reloads.
 */
export async function routeInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}
