// The shell in Chromium against the production build and the mocks: the early sign-in and the
// code it waits for, the first paint, the build outside Telegram, the 429 countdown on the page's
// clock, a cut network, start_param and Back over the browser's history. Scenarios are picked per
// request with Prism's Prefer header (examples and status codes of the specs). Access refused, a
// blocked trader, the 404 and the bottom menu are screen tests: tests/screen/shell.test.tsx.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { documentLoads } from '../support/app.ts';
import { prefer } from '../support/mock.ts';
import { launchUrl } from '../../scripts/lib/telegram-launch.ts';
import { openApp } from '../support/app.ts';
import { ENTRY_AFTER_SIGN_IN_MS } from '../../src/features/auth/model/early-sign-in.ts';


const menu = (page: Page) => page.getByRole('navigation', { name: 'Основное меню' });

test.describe('sign-in and access', () => {
  test('signs in with the init data and hash, keeping tokens out of storage', async ({ page }) => {
    const tokenRequest = page.waitForRequest('**/gateway/api/v1/auth/token');
    await openApp(page, 'index');
    const body = (await tokenRequest).postDataJSON() as { init_data_raw: string; hash: string };
    expect(body.init_data_raw).toContain('query_id=AAE2E');
    expect(body.init_data_raw).toContain(`hash=${body.hash}`);
    expect(body.hash).toMatch(/^[0-9a-f]{64}$/);
    await expect(page.getByRole('heading', { name: 'Трейдер #1024' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toMatch(/eyJ[\w-]+\.eyJ/);
    await expect(page).toHaveURL(/\/$/); // the launch hash is gone once read
  });

  test('the active-order home is usable after sign-in and one parallel round; menu screens preload while idle', async ({ page }) => {
    const api: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/v1\//.test(r.url())) api.push(new URL(r.url()).pathname);
    });
    const historyCode = page.waitForRequest(/\/assets\/history-[\w-]+\.js$/);
    await openApp(page, 'index');
    await expect(page.getByRole('heading', { name: 'Трейдер #1024' })).toBeVisible();
    // The workspace shows the active order, taken from the current orders of the first round.
    await expect(page.getByText('Проверьте поступление в банке и только потом подтвердите.')).toBeVisible();
    expect(api).toContain('/api/v1/traders/orders');
    expect(api.filter((p) => /^\/api\/v1\/traders\/orders\/[0-9a-f-]{36}$/.test(p))).toEqual([]);
    // Without any tap, the history screen's code arrives while the app is idle.
    await historyCode;
    await expect(page).toHaveURL(/\/$/);
  });

  test("index.html lays out, unseen, every text style home draws, so home's first layout finds its fonts", async ({ page }) => {
    await openApp(page, 'index');
    await expect(page.getByRole('heading', { name: 'Трейдер #1024' })).toBeVisible();
    // A text style is the font Chromium looks up once per page: family, size, weight, style and numerals.
    const styles = await page.evaluate(() => {
      const style = (el: Element) => {
        const cs = getComputedStyle(el);
        return [cs.fontFamily, cs.fontSize, cs.fontWeight, cs.fontStyle, cs.fontVariantNumeric].join(' / ');
      };
      const drawn = new Set<string>();
      const walker = document.createTreeWalker(document.getElementById('root')!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim() && node.parentElement) drawn.add(style(node.parentElement));
      const strikes = document.querySelector('body > .font-strikes');
      return { drawn: [...drawn].sort(), warmed: [...(strikes?.querySelectorAll('span') ?? [])].map(style) };
    });
    expect(styles.drawn.length).toBeGreaterThan(5);
    expect(styles.drawn.filter((s) => !styles.warmed.includes(s)), 'styles home draws that index.html\'s .font-strikes does not list').toEqual([]);
    // Unseen and out of the accessibility tree; nothing of it takes room on the page.
    const strikes = page.locator('body > .font-strikes');
    await expect(strikes).toBeHidden();
    await expect(strikes).toHaveAttribute('aria-hidden', 'true');
    expect(await strikes.evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height])).toEqual([0, 0]);
    // ...and none of its lines reaches past the screen's edge (the layout checks look for those).
    expect(await strikes.evaluate((el) => [...el.querySelectorAll('span')].filter((span) => span.getBoundingClientRect().right > window.innerWidth).length)).toBe(0);
  });

  test('the token request leaves while the app code is still downloading, once per load', async ({ page }) => {
    const tokenRequests: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/gateway/api/v1/auth/token')) tokenRequests.push(r.headers()['x-request-id'] ?? '');
    });
    // The entry is held until the token request has gone out (at most 5 s): only the inline
    // early sign-in in index.html can send it before the entry has arrived.
    // Load n's token request is the n-th: the inline script sits above the entry's script tag, so
    // it may leave before the entry is even asked for (the preload scanner usually asks first).
    // A load may ask for the entry twice (a speculative fetch the parser did not take up): the
    // first request of each load is the one that counts.
    const sentBeforeEntry: boolean[] = [];
    const documents = documentLoads(page);
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      const load = documents.length;
      if (sentBeforeEntry[load - 1] === undefined) {
        for (const deadline = Date.now() + 5000; tokenRequests.length < load && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20));
        sentBeforeEntry[load - 1] = tokenRequests.length >= load;
      }
      await route.continue();
    });
    await openApp(page, 'index');
    await expect(page.getByRole('heading', { name: 'Трейдер #1024' })).toBeVisible();
    // A reload reads the init data from session storage (the launch hash is gone by then).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Трейдер #1024' })).toBeVisible();
    expect(sentBeforeEntry).toEqual([true, true]);
    // The app adopted each early request instead of sending its own.
    expect(tokenRequests).toHaveLength(2);
    for (const id of tokenRequests) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  test('the entry\'s files are asked for only once the sign-in has had its head start, so its answer comes first on a cold link (ADR 0057)', async ({ page }) => {
    await openApp(page, 'index');
    await expect(page.getByRole('heading', { name: 'Трейдер #1024' })).toBeVisible();
    // When each fetch started, on the page's own clock (resource timing): the sign-in's when the
    // inline script called fetch(), the entry's files' when their links became modulepreload, or
    // when the entry ran because the round had left (the sign-in answered: its head start is over).
    // Fetched with the page, the entry would start before the sign-in or within a few ms of it.
    const started = await page.evaluate(() => {
      const find = (path: string) => performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === path) as PerformanceResourceTiming | undefined;
      const at = (path: string) => find(path)?.startTime ?? null;
      const entry = [...document.querySelectorAll<HTMLLinkElement>('link[data-trader-entry]')].map((l) => new URL(l.href).pathname);
      return { signIn: at('/gateway/api/v1/auth/token'), signInAnswered: find('/gateway/api/v1/auth/token')?.responseEnd ?? null, entry: entry.map((path) => ({ path, at: at(path) })) };
    });
    expect(started.entry.map((e) => e.path), 'the libraries and the app in chunks of their own, with the bundler\'s runtime').toEqual([
      expect.stringMatching(/^\/assets\/rolldown-runtime-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/libraries-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/),
    ]);
    expect(started.signIn).not.toBeNull();
    expect(started.signInAnswered).not.toBeNull();
    // The head start ends at ENTRY_AFTER_SIGN_IN_MS, or earlier when the sign-in's answer is in
    // (local mocks answer within a few ms): either way the answer was never behind the entry.
    const headStartOver = Math.min(started.signIn! + ENTRY_AFTER_SIGN_IN_MS, started.signInAnswered!);
    for (const { path, at } of started.entry) {
      expect(at, `${path} was fetched`).not.toBeNull();
      expect(at!, `${path} left ${ENTRY_AFTER_SIGN_IN_MS} ms or more after the sign-in, or after its answer`).toBeGreaterThanOrEqual(headStartOver - 1);
    }
  });

  test('the token request does not wait for the stylesheet', async ({ page }) => {
    // An inline script waits for every stylesheet above it in the page: the sign-in is placed
    // before the stylesheet's link, so a slow stylesheet does not hold it (a warm open lost
    // 760 ms to that, bench/report.md). The stylesheet is held until the token request is out.
    let tokenSent = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/gateway/api/v1/auth/token')) tokenSent = true;
    });
    const sentBeforeCss: boolean[] = [];
    await page.route(/\/assets\/index-[\w-]+\.css$/, async (route) => {
      for (const deadline = Date.now() + 5000; !tokenSent && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20));
      sentBeforeCss.push(tokenSent);
      await route.continue();
    });
    await openApp(page, 'index');
    await expect(page.getByRole('heading', { name: 'Трейдер #1024' })).toBeVisible();
    expect(sentBeforeCss).toEqual([true]);
  });

  test("the first screen's content paints before any code but the entry is fetched", async ({ page }) => {
    const realtimeCode = page.waitForRequest(/\/assets\/realtime-[\w-]+\.js$/);
    // Before the example order's payment time runs out (12:10Z): the order waits for its check.
    await page.clock.setFixedTime('2026-11-22T11:55:00Z');
    await openApp(page, 'index');
    await expect(page.getByText('Проверьте поступление в банке и только потом подтвердите.')).toBeVisible();
    await realtimeCode; // realtime starts once the first screen has painted and the page is idle
    const timeline = await page.evaluate(async () => {
      const lcp = await new Promise<PerformanceEntry[]>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true }),
      );
      const last = lcp.at(-1) as PerformanceEntry & { element: Element | null };
      // The entry: index.html's module scripts (the app and the bundler's runtime helpers).
      const entry = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.src);
      const code = performance
        .getEntriesByType('resource')
        .filter((r) => /\/assets\/.+\.(js|css)$/.test(r.name) && !entry.includes(r.name) && !/\/assets\/index-[\w-]+\.css$/.test(r.name));
      return { lcpText: last.element?.textContent ?? '', lcpAt: last.startTime, early: code.filter((r) => r.startTime < last.startTime).map((r) => r.name) };
    });
    expect(timeline.lcpText).toContain('Проверьте поступление');
    expect(timeline.early).toEqual([]);
  });

  test("once per build, at idle, the entry runs again in a hidden frame that starts nothing, and a later visit of the build opens none (ADR 0055)", async ({ page }) => {
    const frameRequests: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => {
      if (r.frame() !== page.mainFrame()) frameRequests.push(new URL(r.url()).pathname);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    const attached = page.waitForEvent('frameattached', { timeout: 30_000 });
    const started = Date.now();
    await openApp(page, 'index');
    await expect(page.getByRole('heading', { name: 'Трейдер #1024' })).toBeVisible();
    const frame = await attached;
    const after = Date.now() - started;
    const element = await frame.frameElement();
    expect(await element.evaluate((el) => [(el as HTMLIFrameElement).name, (el as HTMLIFrameElement).hidden, (el as HTMLIFrameElement).getAttribute('aria-hidden')])).toEqual(['trader-code-cache', true, 'true']);
    await page.waitForEvent('framedetached', { timeout: 15_000 });
    // It fetched the entry's files (from the cache) and nothing else: no sign-in, no data, no screen code.
    const entry = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[data-trader-entry]')].map((l) => new URL(l.href).pathname));
    expect([...new Set(frameRequests)].sort()).toEqual([...entry].sort());
    expect(errors).toEqual([]);
    const build = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="trader:build"]')?.content);
    expect(await page.evaluate(() => localStorage.getItem('trader:code-cache-build'))).toBe(build);
    // A later visit of the same build: no frame, in as long again and more.
    let again = false;
    page.on('frameattached', () => (again = true));
    await page.goto(launchUrl('/'));
    await expect(page.getByRole('heading', { name: 'Трейдер #1024' })).toBeVisible();
    await page.waitForTimeout(after + 3000);
    expect(again).toBe(false);
  });

  test('outside Telegram the production build says so with the SDK message', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText('Unable to retrieve launch parameters from any known source');
  });

});

test.describe('routes and errors', () => {
  test('a 429 shows a 15-second countdown, then Repeat', async ({ page }) => {
    await page.clock.install();
    await prefer(page, '**/api/v1/data/banks', 'code=429');
    // The installed clock also runs in real time, so a busy machine could move the countdown on
    // before it is read: the 429 is held until the clock is paused, then the clock goes on in
    // 100 ms steps until the countdown shows (less than its first 1 s tick).
    let asked!: () => void;
    const arrived = new Promise<void>((resolve) => (asked = resolve));
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/v1/data/banks', async (route) => {
      asked();
      await held;
      await route.fallback();
    });
    await openApp(page, 'requisite');
    await arrived;
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 3000));
    answer();
    const repeat = page.getByRole('button', { name: /Повторить/ });
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return repeat.count();
      }, { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect(repeat).toBeDisabled();
    await expect(repeat).toContainText('15');
    await page.clock.runFor(5000);
    await expect(repeat).toContainText('10');
    await page.clock.runFor(10_000);
    await expect(repeat).toBeEnabled();
    await expect(repeat).toHaveText('Повторить');
  });

  test('offline at start: "no connection" with Repeat (408), not a server failure; one request without an answer: its screen says so in place', async ({ page }) => {
    let offline = true;
    await page.route(/\/api\/v1\//, (route) => (offline ? route.abort('internetdisconnected') : route.fallback()));
    await openApp(page, 'index');
    await expect(page.getByRole('heading', { name: 'Нет соединения с сервером' })).toBeVisible();
    await expect(page.getByText('Проверьте подключение к интернету и повторите попытку.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Написать в поддержку' })).toHaveCount(0);
    offline = false;
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('heading', { name: 'Трейдер #1024' })).toBeVisible();

    // Signed in, one screen's data gets no answer: the screen keeps its frame and says why in place.
    const other = await page.context().newPage();
    await other.route(/\/api\/v1\/traders\/balance$/, (route) => route.abort('internetdisconnected'));
    await other.goto(launchUrl('/balance'));
    await expect(other.getByText('Нет соединения с сервером. Проверьте подключение к интернету и повторите попытку.')).toBeVisible();
    await expect(other.getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
  });

  test('a start_param deep link opens the screen it names; an unknown one opens home', async ({ page }) => {
    await openApp(page, 'index', {}, { startParam: 'balance__operations' });
    await expect(page).toHaveURL(/\/balance\/operations$/);
    await expect(page.getByRole('heading', { name: 'Операции' })).toBeVisible();
    const other = await page.context().newPage();
    await other.goto(launchUrl('/', { startParam: 'no__such__screen' }));
    await expect(other.getByRole('heading', { name: 'Трейдер #1024' })).toBeVisible();
    await expect(other).toHaveURL(/\/$/);
  });
});

test.describe('navigation', () => {
  test('Back pops the in-app stack, survives a reload, and falls back to the last section', async ({ page }) => {
    await openApp(page, 'index');
    await menu(page).getByRole('link', { name: 'Баланс' }).click();
    await page.getByRole('link', { name: 'История операций' }).click();
    await expect(page.getByRole('heading', { name: 'Операции' })).toBeVisible();
    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(page).toHaveURL(/\/balance$/);
    await expect(page.getByRole('button', { name: 'Назад' })).toHaveCount(0); // menu path: no back

    await page.getByRole('button', { name: 'Вывести' }).click();
    // The router commits the URL once the guards have passed, not at the tap.
    await expect(page).toHaveURL(/\/balance\/conclusion$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Вывод средств' })).toBeVisible();
    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(page).toHaveURL(/\/balance$/);

    // A fresh session deep-linked into a section: no stack, no history -> the section.
    const fresh = await page.context().newPage();
    await fresh.goto(launchUrl('/help/3'));
    await expect(fresh.locator('h1')).toBeVisible();
    await fresh.getByRole('button', { name: 'Назад' }).click();
    await expect(fresh).toHaveURL(/\/help$/);
  });
});
