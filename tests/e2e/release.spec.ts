// Safe releases (ADR 0015) in Chromium against the production build: a second build deployed
// under the running app is noticed (/version.json on focus) and loaded at the next navigation,
// never in the middle of a form; a lazy chunk that fails to load reloads the page once and then
// shows the error screen, without a loop.
//
// The page's static files are served from a directory the test switches (the API still goes to
// the mocks through `vite preview`): E2E_DIST first, then E2E_DIST_NEXT, a second build
// (`BUILD_ID=next vite build --outDir ...`). Without E2E_DIST_NEXT the test derives the second
// release from E2E_DIST, with another build id in index.html and version.json.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { documentLoads } from '../support/app.ts';
import { buildId, expectReleaseAtNextNavigation, FIRST_RELEASE as FIRST, nextRelease, releaseWatchLoaded, runningBuild } from '../support/release.ts';
import { openApp } from '../support/app.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain',
  '.map': 'application/json',
};

/**
 * Serves the app's static files from `dir()` (index.html for screen paths, with its policy),
 * as a static host would after a deploy; the API goes on to the preview's proxy.
 */
async function serveFrom(page: Page, dir: () => string, onRequest: (pathname: string) => void = () => undefined): Promise<void> {
  await page.route('**/*', async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/gateway/') || url.hostname !== '127.0.0.1') {
      await route.fallback();
      return;
    }
    onRequest(url.pathname);
    const ext = path.extname(url.pathname);
    const file = path.join(dir(), ext ? url.pathname : 'index.html');
    if (!file.startsWith(dir()) || !existsSync(file)) {
      await route.fulfill({ status: 404, body: 'Not found' });
      return;
    }
    const headers: Record<string, string> = { 'content-type': TYPES[ext || '.html'] ?? 'application/octet-stream', 'cache-control': ext === '.json' || !ext ? 'no-cache' : 'public, max-age=31536000, immutable' };
    let body: Buffer;
    try {
      if (!ext) headers['content-security-policy'] = (await readFile(path.join(dir(), 'content-security-policy.txt'), 'utf8')).trim();
      body = await readFile(file);
    } catch {
      // The release's directory went away under a late request (the test's clean-up while the
      // page still loads a chunk at an idle moment): a host would answer 404 too.
      await route.fulfill({ status: 404, body: 'Not found' });
      return;
    }
    await route.fulfill({ status: 200, headers, body });
  });
}

test('a release deployed under the running app loads at the next navigation, not in the middle of a form', async ({ page }) => {
  test.setTimeout(60_000);
  const first = await buildId(FIRST);
  const next = await nextRelease();
  try {
    const nextId = await buildId(next.dir);
    expect(nextId).not.toBe(first);
    let current = FIRST;
    const documents = documentLoads(page);
    let versionFetches = 0;
    await serveFrom(page, () => current, (p) => {
      if (p === '/version.json') versionFetches += 1;
    });

    await openApp(page, 'balance');
    await page.getByRole('button', { name: 'Вывести', exact: true }).click();
    const amount = page.getByLabel('Сумма', { exact: true });
    await expect(amount).toBeVisible();
    expect(await runningBuild(page)).toBe(first);
    await releaseWatchLoaded(page);

    // The trader fills in the withdrawal form; the new release is deployed meanwhile, and the
    // trader comes back to the app.
    await amount.fill('50,25');
    current = next.dir;
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => versionFetches).toBe(1);
    // Nothing reloads on the spot; the next navigation loads the new release.
    await expectReleaseAtNextNavigation(page, { amount, typed: '50,25', first, next: nextId, documents });
  } finally {
    // Stop serving the release before removing it; a handler still running may end as it likes.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await next.cleanup();
  }
});

test("a release noticed before a withdrawal loads on the new operation's screen, and Back skips the sent form", async ({ page }) => {
  test.setTimeout(60_000);
  const next = await nextRelease();
  try {
    const nextId = await buildId(next.dir);
    let current = FIRST;
    await serveFrom(page, () => current);
    page.on('dialog', (dialog) => void dialog.accept());
    await openApp(page, 'balance');
    await page.getByRole('button', { name: 'Вывести', exact: true }).click();
    await page.getByLabel('Сумма', { exact: true }).fill('50');
    await page.getByLabel('Адрес кошелька USDT').fill('TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC');
    await releaseWatchLoaded(page);
    current = next.dir;
    const versionChecked = page.waitForResponse((r) => r.url().endsWith('/version.json'));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await versionChecked;

    await page.getByRole('button', { name: 'Вывести', exact: true }).click();
    await expect(page).toHaveURL(/\/balance\/operations\/[0-9a-f-]{36}$/);
    await expect.poll(() => runningBuild(page)).toBe(nextId);
    // The operation replaced the form in the history, as without a release.
    await page.goBack();
    await expect(page).toHaveURL(/\/balance$/);
  } finally {
    // Stop serving the release before removing it; a handler still running may end as it likes.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await next.cleanup();
  }
});

test('a lazy chunk that fails to load reloads the page once, then shows the error screen', async ({ page }) => {
  test.setTimeout(60_000);
  const manifest = JSON.parse(await readFile(path.join(FIRST, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const help = manifest['src/app/routes/help.tsx']?.file;
  expect(help, 'the help screen has its own chunk').toBeTruthy();
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  // A release replaced the help chunk: the name the running page knows is gone.
  await page.route(`**/${help}`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await openApp(page, 'index');
  await expect(page.locator('main').first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Помощь' }).click();
  await expect(page).toHaveURL(/\/help$/);
  // One reload of /help, which fails again: the error screen, not another reload.
  await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible({ timeout: 15_000 });
  expect(documents).toEqual(['/', '/help']);
  await page.waitForTimeout(3000);
  expect(documents).toEqual(['/', '/help']);
  expect(await page.evaluate(() => sessionStorage.getItem('tapps/reload-guard'))).toMatch(/^\d+$/);
});
