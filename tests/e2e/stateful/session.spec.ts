// Sessions against the stateful backend (150 ms per answer, real init-data check, short token
// lifetimes): a revoked session recovers by signing in again, or stops on the error screen, and
// either way the backend sees a handful of requests, never a storm. Failures reach the error
// screen after one request.
import { expect, openApp, test } from '../../support/stateful.ts';

const MENU = 'Основное меню';
const ALL_DAY = { start: '00:00', end: '23:59' };
/** The spec's bound for the 10 s after a revocation (issue 12: "say under 20"). */
const REQUEST_BOUND = 20;

test.describe('a revoked session', () => {
  test('recovers by signing in again from the init data, and the screen follows the URL', async ({ page, backend }) => {
    await openApp(page, 'index');
    await expect(page.getByRole('navigation', { name: MENU })).toBeVisible();
    await expect.poll(() => backend.sockets()).toBe(1);

    backend.revokeSessions();
    const from = backend.requests.length;
    await page.getByRole('navigation', { name: MENU }).getByRole('link', { name: 'Баланс' }).click();
    await expect(page).toHaveURL(/\/balance$/);
    await expect(page.getByTestId('available')).toBeVisible();

    await page.waitForTimeout(10_000);
    const after = backend.requests.slice(from);
    expect(after.length, after.map((r) => `${r.method} ${r.path} ${r.status}`).join('\n')).toBeLessThan(REQUEST_BOUND);
    // One refused refresh, then one new sign-in.
    expect(after.filter((r) => r.operationId === 'refreshToken').length).toBeLessThanOrEqual(2);
    expect(after.filter((r) => r.operationId === 'issueToken' && r.status === 200)).toHaveLength(1);
    // The app works on: the screen matches the URL, and the socket is back with the new token.
    await expect(page.getByRole('heading', { name: 'Баланс', level: 1 })).toBeVisible();
    expect(backend.sockets()).toBe(1);
  });

  test('stops on the error screen when signing in again is refused too, and sends nothing more', async ({ page, backend }) => {
    await openApp(page, 'index');
    await expect(page.getByRole('navigation', { name: MENU })).toBeVisible();
    await expect.poll(() => backend.sockets()).toBe(1);

    backend.revokeSessions();
    // Signing in fails now too: the session cannot be recovered.
    backend.refuseSignIn(500);
    const from = backend.requests.length;
    const revokedAt = Date.now();
    await page.getByRole('navigation', { name: MENU }).getByRole('link', { name: 'Баланс' }).click();
    await expect(page.locator('[data-error-status="500"]')).toBeVisible({ timeout: 2000 });
    await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
    expect(Date.now() - revokedAt).toBeLessThan(2000);
    await expect(page.getByRole('link', { name: 'Написать в поддержку' })).toBeVisible();

    await page.waitForTimeout(10_000);
    const after = backend.requests.slice(from);
    expect(after.length, after.map((r) => `${r.method} ${r.path} ${r.status}`).join('\n')).toBeLessThan(REQUEST_BOUND);
    expect(after.filter((r) => r.operationId === 'issueToken')).toHaveLength(1);
    // Logged out: no request at all any more, and no socket (nor attempts to connect one).
    const settled = backend.requests.length;
    const handshakes = backend.handshakes.length;
    await page.waitForTimeout(3000);
    expect(backend.requests.length).toBe(settled);
    expect(backend.handshakes.length).toBe(handshakes);
    expect(backend.sockets()).toBe(0);
  });

  test('short-lived tokens are refreshed ahead of expiry, with no 401 on the way', async ({ page, backend }) => {
    backend.configure({ accessTtlS: 7 });
    await openApp(page, 'balance');
    await expect(page.getByTestId('available')).toBeVisible();
    await page.waitForTimeout(9000);
    await page.getByRole('navigation', { name: MENU }).getByRole('link', { name: 'История' }).click();
    await expect(page).toHaveURL(/\/history$/);
    expect(backend.count({ operationId: 'refreshToken', status: 200 })).toBeGreaterThanOrEqual(1);
    expect(backend.count({ status: 401 })).toBe(0);
  });
});

// Issue 25, point 7: a refresh delay past 2^31 - 1 ms (24.8 days) went to setTimeout as it was.
// Chromium reads the delay as a signed 32-bit integer: a token valid for 25 to 49 days gave a
// negative delay, so a refresh at once, and again for each new token, a refresh every round trip.
// (Node fires any such delay at once: the unit tests in session.test.ts pin that, with 50 days and
// the dev mock's token valid until 2100.) The backend issues the long tokens; the app must send
// no refresh at all while they are far from expiry.
test('an access token valid for 30 days: no refresh in 10 s', async ({ page, backend }) => {
  backend.configure({ accessTtlS: 30 * 86_400 });
  await openApp(page, 'index');
  await expect(page.getByRole('navigation', { name: MENU })).toBeVisible();
  await page.waitForTimeout(10_000);
  expect(backend.count({ operationId: 'issueToken' })).toBe(1);
  expect(backend.count({ operationId: 'refreshToken' })).toBe(0);
});

test.describe('failures reach the screen at once', () => {
  test('a failing static-data call shows the error screen with Repeat after one request', async ({ page, backend }) => {
    backend.fail('listBanks', 500);
    await openApp(page, 'requisite');
    await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
    // "At once": no retry with back-off (TanStack Query's default waits 1, 2, 4 s) stands between
    // the one refused call and the error screen. Timed from the call's arrival at the backend, not
    // from before the page load: a cold start on a busy CI machine is not what this pins.
    const shownAt = Date.now();
    const calls = backend.requests.filter((r) => r.operationId === 'listBanks');
    expect(calls).toHaveLength(1);
    expect(shownAt - calls[0]!.at).toBeLessThan(2500);
    await page.waitForTimeout(3000);
    expect(backend.count({ operationId: 'listBanks' })).toBe(1);
  });

  test('the access-restricted page offers the support contact without a token', async ({ page, backend }) => {
    backend.configure({ whitelist: [1] });
    await openApp(page, 'index');
    await expect(page).toHaveURL(/\/warn\/access-restricted$/);
    await expect(page.getByRole('link', { name: 'Написать в поддержку' })).toHaveAttribute('href', /^https:\/\/t\.me\/\w+/);
    expect(backend.count({ authorized: false, method: 'GET' })).toBe(0);
  });

  test('auto-accept already running (422, whatever its detail) counts as started', async ({ page, backend }) => {
    // Ready to trade: no active order, and a shift all week round the clock.
    backend.reset({ orders: [], schedule: { timezone: 'UTC', days: [ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY] } });
    backend.answerNext('activateAutoaccept', 422, { detail: [{ loc: ['body'], msg: 'Auto-accept is active', type: 'value_error' }] });
    await openApp(page, 'index');
    const start = page.getByRole('button', { name: 'Начать поиск сделок' });
    await expect(start).toBeEnabled();
    await start.click();
    await expect(page.getByText('Поиск уже запущен')).toBeVisible();
    expect(backend.count({ operationId: 'activateAutoaccept' })).toBe(1);
  });
});
