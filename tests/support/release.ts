// Safe releases (ADR 0015) in the e2e specs: the builds a test deploys under the running app and
// how it sees which one runs. Shared by tests/e2e/release.spec.ts (the page's files served by the
// test) and tests/e2e/nginx/ (the same files behind real nginx).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import { ROOT } from './servers.ts';

/** The first release: the build the tests serve (E2E_DIST, default dist/), as an absolute path. */
export const FIRST_RELEASE = path.resolve(ROOT, process.env.E2E_DIST ?? 'dist');

/** A build's id, from its version.json. */
export async function buildId(dir: string): Promise<string> {
  return (JSON.parse(await readFile(path.join(dir, 'version.json'), 'utf8')) as { build: string }).build;
}

/** The second release: E2E_DIST_NEXT, or a copy of the first with another build id. */
export async function nextRelease(first = FIRST_RELEASE): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const given = process.env.E2E_DIST_NEXT;
  if (given) return { dir: path.resolve(ROOT, given), cleanup: async () => undefined };
  const dir = await mkdtemp(path.join(tmpdir(), 'trader-next-release-'));
  await cp(first, dir, { recursive: true });
  const firstId = await buildId(first);
  const next = `${firstId}-next`;
  const html = (await readFile(path.join(dir, 'index.html'), 'utf8')).replace(`content="${firstId}"`, `content="${next}"`);
  await writeFile(path.join(dir, 'index.html'), html);
  // The page's precompressed copies too (ADR 0016), as a build writes them: a server that sends
  // them (nginx) would otherwise serve the first release's page.
  await writeFile(path.join(dir, 'index.html.br'), brotliCompressSync(html));
  await writeFile(path.join(dir, 'index.html.gz'), gzipSync(html, { level: 9 }));
  await writeFile(path.join(dir, 'version.json'), JSON.stringify({ build: next }));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** The build id of the page that runs (its meta tag). */
export const runningBuild = (page: Page) => page.locator('meta[name="trader:build"]').getAttribute('content');

/** The release watch loads a few seconds after start, at an idle moment. */
export async function releaseWatchLoaded(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/assets\/release-[\w-]+\.js$/.test(e.name))), { timeout: 20_000 })
    .toBe(true);
}

/**
 * After the app has seen a new release while the trader types a withdrawal on /balance/conclusion
 * (opened from /balance): nothing reloads on the spot (the typed amount stays, the page still runs
 * `first`), and the next navigation, Back to /balance, loads `next` there.
 */
export async function expectReleaseAtNextNavigation(
  page: Page,
  { amount, typed, first, next, documents }: { amount: Locator; typed: string; first: string; next: string; documents: readonly string[] },
): Promise<void> {
  await page.waitForTimeout(1000);
  await expect(amount).toHaveValue(typed);
  expect(await runningBuild(page)).toBe(first);
  expect(documents).toEqual(['/balance']);

  await page.goBack();
  await expect(page).toHaveURL(/\/balance$/);
  await expect.poll(() => runningBuild(page)).toBe(next);
  expect(documents).toEqual(['/balance', '/balance']);
  await expect(page.getByRole('button', { name: 'Вывести', exact: true })).toBeVisible();
}
