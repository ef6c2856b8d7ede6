// Sessions against the stateful backend (150 ms per answer, real init-data check, short token
// lifetimes): a revoked session recovers by signing in again, or stops on the error screen, and
// either way the backend sees a handful of requests, never a storm (windows of 10 s counted in a
// real browser). Failures that reach the error screen after one request, and the access-restricted
// page, are screen tests: tests/screen/shell.test.tsx.
import { expect, openApp, test } from '../../support/stateful.ts';

const MENU = 'Основное меню';
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
