// Opening the built app in a test the way Telegram launches it, shared by the mock-backed and
// the stateful specs.
import { expect, type Page } from '@playwright/test';
import { launchUrl } from '../../scripts/lib/telegram-launch.ts';
import { installTelegramClient, type ClientOptions } from './telegram-client.ts';

export interface OpenOptions {
  /** The client's Mini Apps version (launchUrl's default otherwise). */
  version?: string;
  /** Run inside the stand-in Telegram client (telegram-client.ts), answering as `client` says. */
  client?: ClientOptions;
  /** Wait until the screen's main region is shown. */
  main?: boolean;
}

/** Opens `path` with Telegram's launch parameters (signed init data) in the URL hash. */
export async function openApp(page: Page, path: string, options: OpenOptions = {}): Promise<void> {
  if (options.client) await installTelegramClient(page, options.client);
  await page.goto(launchUrl(path, options.version ? { version: options.version } : {}));
  if (options.main) await expect(page.locator('main').first()).toBeVisible();
}

/** The paths of the documents the page loads from now on: a reload or a full navigation adds one. */
export function documentLoads(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  return documents;
}
