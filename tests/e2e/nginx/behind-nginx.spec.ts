// Issue 27: the production build behind real nginx with the repository's config
// (deploy/nginx/trader-mini-app.conf.template, started as `npm run serve` starts it:
// scripts/lib/nginx.ts), in front of the stateful test backend. What a deployment gets wrong
// only in production: the cache headers, the precompressed encodings, the build's policy on the
// page, the SPA fallback on a deep link, the socket's upgrade through the proxy, a release
// switched under a running app (version.json must reach it uncached).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { distDir } from '../../support/servers.ts';
import { documentLoads } from '../../support/app.ts';
import { buildId, expectReleaseAtNextNavigation, FIRST_RELEASE, nextRelease, releaseWatchLoaded, runningBuild } from '../../support/release.ts';
import { expect, openApp, test } from '../../support/stateful.ts';
import { ADDRESS, debitedOnce, OPERATION_URL, SETTLE_MS } from '../stateful/money.ts';

// The stateful fixture's front server is nginx here (tests/support/stateful.ts), the rest as in
// tests/e2e/stateful: the relay, and a fresh backend per test checked after it.
test.use({ frontServer: 'nginx' });

const POLICY = readFileSync(`${distDir()}/content-security-policy.txt`, 'utf8').trim();
// The entry's module files, listed for the inline script to fetch and run (ADRs 0049 and 0057).
const ENTRY = /<link [^>]*href="(\/assets\/index-[^"]+\.js)"[^>]*data-trader-entry/;

/** Console messages of a policy violation, collected for the test's end. */
function policyViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('headers: the page revalidated under the build policy, hashed assets immutable and precompressed, version.json uncached', async ({ baseURL }) => {
  const page = await fetch(`${baseURL}/`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(page.headers.get('content-security-policy')).toBe(POLICY);
  expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(page.headers.get('x-frame-options'), 'framing is the policy frame-ancestors (Telegram)').toBeNull();
  expect(POLICY).toContain('frame-ancestors https://web.telegram.org');
  const html = await page.text();
  const entry = ENTRY.exec(html)?.[1];
  expect(entry, 'the page names its entry script').toBeTruthy();

  for (const [accept, encoding, file] of [['br, gzip', 'br', '.br'], ['gzip', 'gzip', '.gz']] as const) {
    const asset = await fetch(`${baseURL}${entry}`, { headers: { 'accept-encoding': accept } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe(encoding);
    expect(asset.headers.get('vary')).toBe('Accept-Encoding');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    // The stored copy, byte for byte (fetch decodes it; the length says which file was sent).
    expect(Number(asset.headers.get('content-length'))).toBe(readFileSync(`${distDir()}${entry}${file}`).length);
  }

  const version = await fetch(`${baseURL}/version.json`);
  expect(version.headers.get('cache-control')).toBe('no-cache');
  expect(await version.json()).toEqual(JSON.parse(readFileSync(`${distDir()}/version.json`, 'utf8')));
  expect((await fetch(`${baseURL}/assets/missing-file.js`)).status).toBe(404);

  // The socket's WebSocket upgrade passes the proxy (socket.io would fall back to polling silently).
  const socket = new WebSocket(`${baseURL!.replace(/^http/, 'ws')}/gateway/ws/?EIO=4&transport=websocket`);
  const opened = await new Promise<string>((resolve, reject) => {
    socket.onmessage = (event) => resolve(String(event.data));
    socket.onerror = () => reject(new Error('the WebSocket upgrade through nginx failed'));
  });
  socket.close();
  expect(opened, "engine.io's open packet over the WebSocket").toMatch(/^0\{"sid":/);

  // A deep link is the page, with its headers.
  const deep = await fetch(`${baseURL}/balance/operations?tab=done`);
  expect(deep.status).toBe(200);
  expect(deep.headers.get('content-security-policy')).toBe(POLICY);
  expect(deep.headers.get('cache-control')).toBe('no-cache');
  expect(await deep.text()).toBe(html);
});

test('signs in, opens home, withdraws once, and a backend event reaches the app over the proxied socket, with no policy violation', async ({ page, backend }) => {
  const violations = policyViolations(page);
  await openApp(page, 'index');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(backend.count({ operationId: 'issueToken', status: 200 })).toBeGreaterThanOrEqual(1);
  // The backend checks the socket's Origin against its Host, as python-socketio does by default:
  // nginx must forward the Host with its port (issue 41).
  await expect.poll(() => backend.sockets(), { message: 'the socket connects through nginx (a handshake refused for its Origin means nginx dropped the port from Host)' }).toBe(1);
  expect(backend.handshakes.filter((h) => h.foreignOrigin)).toEqual([]);

  await page.goto('/balance/conclusion');
  await page.getByLabel('Сумма', { exact: true }).fill('12,5');
  await page.getByLabel('Адрес кошелька USDT').fill(ADDRESS);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Вывести' }).click();
  await expect(page).toHaveURL(OPERATION_URL);
  await page.waitForTimeout(SETTLE_MS);
  debitedOnce(backend, 'withdraw', 12.5);

  await expect.poll(() => backend.sockets()).toBe(1);
  expect(backend.emit('balance_replenishment', { amount: 3, currency_code: 'USDT', operation_id: crypto.randomUUID(), event: 'balance.replenishment' })).toBe(1);
  await expect(page.getByText(/3,00.USDT/).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a deep link opens its screen through the SPA fallback', async ({ page }) => {
  const violations = policyViolations(page);
  await openApp(page, 'balance-operations');
  await expect(page.getByRole('heading', { name: 'Операции' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a release switched behind nginx is noticed through an uncached version.json and loads at the next navigation, not in the middle of a form', async ({ page, statefulApp }) => {
  test.setTimeout(60_000);
  const violations = policyViolations(page);
  const first = await buildId(FIRST_RELEASE);
  const next = await nextRelease();
  try {
    const nextId = await buildId(next.dir);
    expect(nextId).not.toBe(first);
    const documents = documentLoads(page);

    await openApp(page, 'balance');
    await page.getByRole('button', { name: 'Вывести', exact: true }).click();
    const amount = page.getByLabel('Сумма', { exact: true });
    await expect(amount).toBeVisible();
    expect(await runningBuild(page)).toBe(first);
    await releaseWatchLoaded(page);
    // The browser's HTTP cache holds version.json as nginx sent it (a fetch in the default cache
    // mode, unlike the app's own no-store check): after the switch it must not answer from there.
    const cachedVersion = () => page.evaluate(() => fetch('/version.json').then((r) => r.json() as Promise<{ build: string }>));
    expect((await cachedVersion()).build).toBe(first);

    // The trader fills in the withdrawal form; the new release is deployed meanwhile, and the
    // trader comes back to the app.
    await amount.fill('50,25');
    statefulApp.deploy(next.dir);
    expect((await cachedVersion()).build, 'version.json revalidated by the browser, not served from its cache').toBe(nextId);
    // The next version.json the page asks for is the app's own check.
    const versionChecked = page.waitForResponse((r) => new URL(r.url()).pathname === '/version.json');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const check = await versionChecked;
    expect(check.status()).toBe(200);
    expect(((await check.json()) as { build: string }).build).toBe(nextId);
    // Nothing reloads on the spot; the next navigation loads the new release, from nginx.
    await expectReleaseAtNextNavigation(page, { amount, typed: '50,25', first, next: nextId, documents });
    expect(violations).toEqual([]);
  } finally {
    statefulApp.deploy(distDir());
    await next.cleanup();
  }
});
