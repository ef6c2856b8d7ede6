// Outages and sessions against the stateful backend, as a trader on a mobile network meets them:
// an outage that outlives the access token ends with the app back by itself (no error screen
// left); a gateway refusing the socket is asked again on the spec's back-off, not every second,
// and the raised 408 clears once it accepts; a session whose init data is refused says so and
// offers a relaunch (never a button that repeats the refused sign-in), and nothing more is sent;
// the catch-up after a reconnect never cancels a navigation in flight.
import type { Page, Route } from '@playwright/test';
import { installTelegramClient } from '../../support/telegram-client.ts';
import { expect, openApp, test } from '../../support/stateful.ts';
import { ADDRESS, OPERATION_URL } from './money.ts';

const MENU = 'Основное меню';

/** Telegram's web_app_close, as the stand-in client received it. */
const closeRequests = (page: Page) =>
  page.evaluate(() => (window.__tgPosted ?? []).filter((event) => event.type === 'web_app_close').length);

test('an outage longer than the access token: once the network is back, the app recovers by itself', async ({ page, backend, relay }) => {
  test.setTimeout(60_000);
  // 10 s tokens (refreshed 5 s before expiry); the outage lasts 14 s.
  backend.configure({ accessTtlS: 10 });
  await openApp(page, 'index');
  await expect(page.getByRole('navigation', { name: MENU })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => backend.sockets(), { timeout: 15_000 }).toBe(1);

  relay.cut();
  await page.waitForTimeout(14_000);
  const refused = backend.handshakes.filter((h) => !h.accepted).length;
  relay.restore();

  // The socket comes back (socket.io's own retries are at most 5 s apart), first with the dead
  // token (refused: the 408 is raised), then with a renewed one.
  await expect.poll(() => backend.sockets(), { timeout: 15_000 }).toBe(1);
  expect(backend.handshakes.filter((h) => !h.accepted).length, 'the expired token was refused once').toBeGreaterThan(refused);
  // Nothing is left of the raised error: home is on show, with its menu.
  await expect(page.locator('[data-error-status]')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: MENU })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Повторить' })).toHaveCount(0);
  expect(backend.count({ operationId: 'refreshToken', status: 200 })).toBeGreaterThanOrEqual(1);
});

test('a gateway refusing the socket is asked again with back-off, and the 408 clears once it accepts', async ({ page, backend }) => {
  test.setTimeout(60_000);
  await openApp(page, 'index');
  await expect(page.getByRole('navigation', { name: MENU })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => backend.sockets(), { timeout: 15_000 }).toBe(1);

  backend.refuseSockets(true);
  const from = backend.handshakes.length;
  backend.disconnectSockets();
  // The spec's 408 is raised on the refusal.
  await expect(page.locator('[data-error-status="408"]')).toBeVisible({ timeout: 5000 });
  await page.waitForTimeout(20_000);
  const attempts = backend.handshakes.slice(from);
  const gaps = attempts.slice(1).map((h, i) => h.at - (attempts[i]?.at ?? h.at));
  // 1000 ms doubling up to 5000 ms, ±50 %: about 6 in 20 s (one a second would be 20).
  expect(attempts.length, `handshakes at ${attempts.map((h) => h.at - (attempts[0]?.at ?? 0)).join(', ')} ms`).toBeLessThanOrEqual(9);
  expect(attempts.length).toBeGreaterThanOrEqual(3);
  for (const gap of gaps.slice(2)) expect(gap).toBeGreaterThanOrEqual(2000);
  // The token was renewed once for the run of refusals, not once per refusal (a second refresh
  // may be the one scheduled before the 30 s token expires).
  expect(backend.count({ operationId: 'refreshToken' })).toBeLessThanOrEqual(2);

  backend.refuseSockets(false);
  await expect.poll(() => backend.sockets(), { timeout: 10_000 }).toBe(1);
  await expect(page.locator('[data-error-status]')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: MENU })).toBeVisible();
});

test.describe('a session that cannot be renewed', () => {
  test('init data too old for a new sign-in: the screen says so, offers a relaunch and support, and nothing more is sent', async ({ page, backend }) => {
    test.setTimeout(60_000);
    await installTelegramClient(page);
    await openApp(page, 'index');
    await expect(page.getByRole('navigation', { name: MENU })).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => backend.sockets(), { timeout: 15_000 }).toBe(1);

    // From now on the launch's init data is too old, and every token is revoked (the socket is dropped).
    backend.configure({ initDataMaxAgeS: 1 });
    await page.waitForTimeout(2000);
    const from = backend.handshakes.length;
    const signIns = backend.count({ operationId: 'issueToken' });
    backend.revokeSessions();

    await expect(page.getByRole('heading', { name: 'Сессия истекла' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText(/откройте его заново/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Написать в поддержку' })).toHaveAttribute('href', /^https:\/\/t\.me\/\w+/);
    await expect(page.getByRole('button', { name: /Повторить|На главную/ })).toHaveCount(0);
    expect(backend.count({ operationId: 'issueToken' }) - signIns, 'one new sign-in, refused').toBe(1);

    // The session has ended: no handshake and no request any more.
    const handshakes = backend.handshakes.length;
    const requests = backend.requests.length;
    await page.waitForTimeout(8000);
    expect(backend.handshakes.length - from, 'handshakes after the revocation').toBeLessThanOrEqual(2);
    expect(backend.handshakes.length).toBe(handshakes);
    expect(backend.requests.length).toBe(requests);
    expect(backend.sockets()).toBe(0);

    // Открыть заново closes the mini-app (Telegram launches it again with fresh init data).
    await page.getByRole('button', { name: 'Открыть заново' }).click();
    await expect.poll(() => closeRequests(page)).toBe(1);
    expect(backend.count({ operationId: 'issueToken' }) - signIns).toBe(1);
  });

});

test('a reconnect while a withdrawal is on its way to the new operation: the app lands on the operation', async ({ page, backend }) => {
  test.setTimeout(60_000);
  page.on('dialog', (dialog) => void dialog.accept());
  await openApp(page, 'balance-conclusion');
  await expect(page.getByLabel('Сумма', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => backend.sockets(), { timeout: 15_000 }).toBe(1);
  await page.getByLabel('Сумма', { exact: true }).fill('12,5');
  await page.getByLabel('Адрес кошелька USDT').fill(ADDRESS);

  // The navigation to the new operation is held in flight: its redirect lookup waits.
  let held: Route | null = null;
  let arrived: () => void = () => undefined;
  const lookup = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith('/redirects') && (url.searchParams.get('path') ?? '').startsWith('/balance/operations/'),
    (route) => {
      held = route;
      arrived();
    },
  );
  await page.getByRole('button', { name: 'Вывести', exact: true }).click();
  await lookup;

  // Meanwhile the socket drops and comes back: the catch-up refetches and re-checks the screen.
  const statusChecks = backend.count({ operationId: 'checkStatus' });
  backend.disconnectSockets();
  await expect.poll(() => backend.sockets(), { timeout: 10_000 }).toBe(0);
  await expect.poll(() => backend.sockets(), { timeout: 10_000 }).toBe(1);
  await expect.poll(() => backend.count({ operationId: 'checkStatus' })).toBeGreaterThan(statusChecks);
  await page.waitForTimeout(1000); // the catch-up's own navigation, if it made one, has started

  await (held as Route | null)?.continue();
  await expect(page).toHaveURL(OPERATION_URL, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Операция', level: 1 })).toBeVisible();
  expect(backend.count({ operationId: 'withdraw' })).toBe(1);
});
