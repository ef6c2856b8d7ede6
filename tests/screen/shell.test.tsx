// The shell at the screen layer (moved from tests/e2e/shell.spec.ts and stateful/session.spec.ts,
// assertions kept), against the stateful backend: access refused, a blocked trader, the 404, the
// bottom menu; a failing static-data call reaching the error
// screen after one request; the access-restricted page without a token; auto-accept already
// running. What needs the browser stays in Playwright: the early sign-in in index.html and the
// code it waits for, the first paint, the production build outside Telegram, the 429 countdown on
// Playwright's clock, a cut network, the launch hash, a start_param read by main.tsx, Back over the
// browser's history, and the long windows counting requests after a revoked session.
import { describe, expect, it, vi } from 'vitest';
import { prefer, renderPath, renderScreen, screenBackend, type Screen } from '../support/render-screen.tsx';
import { E2E_LATENCY_MS, wait } from '../support/screen-money.ts';

// A loaded machine (2 cores, many runs) slows a whole app in jsdom several times over: a failure
// is an assertion's, not the 15 s default's.
vi.setConfig({ testTimeout: 40_000 });

const menu = (page: Screen) => page.getByRole('navigation', { name: 'Основное меню' });
const ALL_DAY = { start: '00:00', end: '23:59' };

describe('sign-in and access', () => {
  it('a user who is not whitelisted lands on /warn/access-restricted, with a support contact that needs no token', async () => {
    prefer('issueToken', 'code=403, example=no_in_whitelist');
    const page = await renderScreen('balance', {}, { settled: false });
    const unauthorized = () => page.requests((r) => r.path.startsWith('/api/v1/') && !r.authorized).map((r) => r.path);
    await expect(page).toHaveURL(/\/warn\/access-restricted$/);
    await expect(page.getByRole('heading', { name: 'Доступ ограничен' })).toBeVisible();
    await expect(menu(page)).toHaveCount(0);
    expect(sessionStorage.getItem('tapps/is-not-access')).toBe('true');
    // The build-time contact (VITE_SUPPORT_URL): /config needs a token this user does not get.
    await expect(page.getByRole('link', { name: 'Написать в поддержку' })).toHaveAttribute('href', 'https://t.me/trader_support');
    expect(unauthorized()).toEqual([]);
  });

  it('a blocked trader lands on /warn/account-blocked with the support contact', async () => {
    prefer('getTrader', 'example=blocked');
    const page = await renderScreen('history', {}, { settled: false });
    await expect(page).toHaveURL(/\/warn\/account-blocked$/);
    await expect(page.getByRole('heading', { name: 'Аккаунт заблокирован' })).toBeVisible();
    await expect(page.getByRole('link', { name: /поддержк/i })).toHaveAttribute('href', /^https:\/\/t\.me\//);
  });
});

describe('routes and errors', () => {
  it('an unknown or invalid path shows 404 with the spec message and a way home', async () => {
    const page = await renderPath('/balance/operations/not-a-uuid', { settled: false });
    await expect(page.getByText('Page Not Found: /balance/operations/not-a-uuid')).toBeVisible();
    // A cold 404 comes before sign-in and /config: the build-time contact stands in.
    await expect(page.getByRole('link', { name: 'Написать в поддержку' })).toHaveAttribute('href', 'https://t.me/trader_support');
    await page.getByRole('button', { name: 'На главную' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Трейдер #1024' })).toBeVisible();
  });

});

describe('navigation', () => {
  it('the bottom menu shows exactly on the five menu paths, trailing slash ignored', async () => {
    let page = await renderScreen('index');
    await expect(menu(page)).toBeVisible();
    for (const [item, heading] of [['Реквизиты', 'Реквизиты'], ['Баланс', 'Баланс'], ['История', 'История'], ['Помощь', 'Помощь']] as const) {
      await menu(page).getByRole('link', { name: item }).click();
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(menu(page).getByRole('link', { name: item })).toHaveAttribute('aria-current', 'page');
    }
    await page.getByRole('link', { name: 'Баланс', exact: true }).click();
    await page.getByRole('link', { name: 'История операций' }).click();
    await expect(page.getByRole('heading', { name: 'Операции' })).toBeVisible();
    await expect(menu(page)).toHaveCount(0);
    page = await renderPath('/balance/');
    await expect(page.getByRole('heading', { name: 'Баланс', exact: true })).toBeVisible();
    await expect(menu(page)).toBeVisible();
    page = await renderScreen('settings');
    await expect(page.getByRole('heading', { name: 'Настройки' })).toBeVisible();
    await expect(menu(page)).toHaveCount(0);
  });

});

describe('sessions against the stateful backend', () => {
  it('a failing static-data call shows the error screen with Repeat after one request', async () => {
    const backend = screenBackend();
    backend.configure({ latencyMs: E2E_LATENCY_MS });
    backend.fail('listBanks', 500);
    const page = await renderScreen('requisite', {}, { settled: false });
    await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
    // "At once": no retry with back-off (TanStack Query's default waits 1, 2, 4 s) stands between
    // the one refused call and the error screen. Timed from the call's arrival at the backend.
    const shownAt = Date.now();
    const calls = backend.requests.filter((r) => r.operationId === 'listBanks');
    expect(calls).toHaveLength(1);
    expect(shownAt - calls[0]!.at).toBeLessThan(2500);
    await wait(3000);
    expect(backend.count({ operationId: 'listBanks' })).toBe(1);
  });

  it('the access-restricted page offers the support contact without a token', async () => {
    const backend = screenBackend();
    backend.configure({ whitelist: [1], latencyMs: E2E_LATENCY_MS });
    const page = await renderScreen('index', {}, { settled: false });
    await expect(page).toHaveURL(/\/warn\/access-restricted$/);
    await expect(page.getByRole('link', { name: 'Написать в поддержку' })).toHaveAttribute('href', /^https:\/\/t\.me\/\w+/);
    expect(backend.count({ authorized: false, method: 'GET' })).toBe(0);
  });

  it('auto-accept already running (422, whatever its detail) counts as started', async () => {
    const backend = screenBackend();
    // Ready to trade: no active order, and a shift all week round the clock.
    backend.reset({ orders: [], schedule: { timezone: 'UTC', days: [ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY] } });
    backend.configure({ latencyMs: E2E_LATENCY_MS });
    backend.answerNext('activateAutoaccept', 422, { detail: [{ loc: ['body'], msg: 'Auto-accept is active', type: 'value_error' }] });
    const page = await renderScreen('index');
    const start = page.getByRole('button', { name: 'Начать поиск сделок' });
    await expect(start).toBeEnabled();
    await start.click();
    await expect(page.getByText('Поиск уже запущен')).toBeVisible();
    expect(backend.count({ operationId: 'activateAutoaccept' })).toBe(1);
  });
});
