// Never miss an order (issue 28, item 3) and a backend without dispute attachments (item 6), on
// the mocks: a new order, from the list or the socket, vibrates through Telegram's haptics, plays
// the WebAudio alert and is marked "Новая" until the trader touches the screen, once per order
// whatever tells of it again; the sound can be turned off and the choice follows the trader
// through Telegram's cloud storage. Haptics are counted as the client receives them
// (tests/support/telegram-client.ts); tones as the page starts them (OscillatorNode.start).
import type { Page, Route } from '@playwright/test';
import { openApp } from '../support/app.ts';
import { connectedApps, emit, emitRaw } from '../support/events.ts';
import { EXAMPLE_ORDER_OUT } from '../support/examples.ts';
import { expect, test } from '../support/fixtures.ts';
import { statusExample } from '../support/mock.ts';
import { cloudStorage, posted } from '../support/telegram-client.ts';

const INVITE = { ...EXAMPLE_ORDER_OUT, id: '5e7d2c1a-9b3f-4e6d-8a2c-1f0e9d8c7b6a', status: 'INVITE' };
const ASSIGNED = { ...EXAMPLE_ORDER_OUT, id: '8c2a4e6f-1b3d-4f5a-9c7e-2d4f6a8b0c1e', status: 'PROCESS' };
/** An order that is not the trader's: its event only refreshes the lists (handlers.ts ownOrder). */
const OTHER = '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b';

declare global {
  interface Window {
    __tones?: number;
  }
}

/** Counts the tones the page starts (window.__tones), from its first script on. */
async function countTones(page: Page) {
  await page.addInitScript(() => {
    window.__tones = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      window.__tones = (window.__tones ?? 0) + 1;
      return start.apply(this, args);
    };
  });
}

/** GET /traders/orders answers `list()` (Prism's examples have no invite). */
async function serveOrders(page: Page, list: () => unknown[]) {
  await page.route(/\/api\/v1\/traders\/orders\?/, (route: Route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { items: list(), total: list().length } }) : route.fallback(),
  );
}

const alerts = async (page: Page) =>
  (await posted(page)).filter((e) => e.type === 'web_app_trigger_haptic_feedback' && e.data?.['notification_type'] === 'warning').length;
const tones = (page: Page) => page.evaluate(() => window.__tones ?? 0);
/** Another order's event: the app refreshes the lists and does nothing else. */
const refreshLists = () => emitRaw('orders_timeout', { order_id: OTHER, order_status: 'timeout', dispute_status: null, usdt_to_trader: 1, event: 'order.timeout' });
test.afterEach(async ({ page }) => {
  await page.close();
  await connectedApps(0);
});

test('a new invite in the list, then an order from the socket: each alerts once and is marked until touched', async ({ page }) => {
  let orders: unknown[] = [];
  await serveOrders(page, () => orders);
  await statusExample(page, 'autoaccept');
  await countTones(page);
  await openApp(page, 'trade-list', {}, { client: {}, main: true });
  await connectedApps(1);
  await expect(page.getByText('Сделок пока нет')).toBeVisible();
  // The trader touched the screen once since the app opened (audio may start only after that).
  await page.getByRole('heading', { name: 'Сделки', level: 1 }).click();

  orders = [INVITE];
  await refreshLists();
  const mark = page.getByText('Новая', { exact: true });
  await expect(mark).toHaveCount(1);
  await expect.poll(() => alerts(page)).toBe(1);
  await expect.poll(() => tones(page)).toBe(2);

  // The list again, the same invite in it: no second alert; the mark stays until seen.
  await refreshLists();
  await page.waitForTimeout(1000);
  expect(await alerts(page)).toBe(1);
  await expect(mark).toHaveCount(1);
  await page.getByRole('heading', { name: 'Сделки', level: 1 }).click();
  await expect(mark).toHaveCount(0);
  await refreshLists();
  await page.waitForTimeout(1000);
  await expect(mark).toHaveCount(0);

  // Auto-accept assigns an order: the socket tells first, the list later. The trader reading the
  // list stays there (issue 37): the alert, and a notice that would open it.
  orders = [INVITE, ASSIGNED];
  await statusExample(page, 'active_order_out');
  await emitRaw('autoaccept_order', { order_id: ASSIGNED.id, event: 'autoaccept.order' });
  await expect.poll(() => alerts(page)).toBe(2);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Новая сделка' })).toBeVisible();
  await expect(page).toHaveURL(/\/trade\/list$/);
  await expect(page.getByRole('article').filter({ has: page.getByText('Новая', { exact: true }) })).toHaveCount(1);
  await expect(page.getByRole('article').filter({ has: page.getByText('Новая', { exact: true }) })).toContainText('В работе');
  await refreshLists();
  await emitRaw('autoaccept_order', { order_id: ASSIGNED.id, event: 'autoaccept.order' });
  await page.waitForTimeout(1000);
  expect(await alerts(page)).toBe(2);
  expect(await tones(page)).toBe(4);
});

test('the sound turned off in settings stays off, here after a reload and on the trader\'s other device; the alert still vibrates and marks', async ({ page, browser }) => {
  await countTones(page);
  await openApp(page, 'settings', {}, { client: {}, main: true });
  await connectedApps(1);
  const sound = page.getByRole('switch', { name: 'Звук новой сделки' });
  await expect(sound).toBeChecked();
  await sound.click();
  await expect(sound).not.toBeChecked();
  await expect.poll(() => cloudStorage(page)).toMatchObject({ order_sound: '0' });
  // What the trader's Telegram account holds now (the stand-in client forgets it on a reload).
  const cloud = await cloudStorage(page);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Звук новой сделки' })).not.toBeChecked();

  // Another phone: nothing on the device, the cloud says off.
  await page.close();
  await connectedApps(0);
  const other = await browser.newPage();
  let orders: unknown[] = [];
  await serveOrders(other, () => orders);
  await statusExample(other, 'autoaccept');
  await countTones(other);
  await openApp(other, 'trade-list', {}, { client: { cloud }, main: true });
  await connectedApps(1);
  await expect.poll(() => other.evaluate(() => localStorage.getItem('tapps/order-sound'))).toBe('0');
  await other.getByRole('heading', { name: 'Сделки', level: 1 }).click();
  orders = [INVITE];
  await emitRaw('orders_timeout', { order_id: OTHER, order_status: 'timeout', dispute_status: null, usdt_to_trader: 1, event: 'order.timeout' });
  await expect(other.getByText('Новая', { exact: true })).toHaveCount(1);
  await expect.poll(() => alerts(other)).toBe(1);
  await other.waitForTimeout(500);
  expect(await tones(other)).toBe(0);
  await other.close();
});

test('on shift the screen is kept on; hidden, the lock goes and comes back when visible; off shift it is let go', async ({ page }) => {
  // A stand-in for the Screen Wake Lock API that records what the page asks, and a page
  // visibility the test can switch, releasing the lock on hide as browsers do.
  await page.addInitScript(() => {
    const log: string[] = [];
    Reflect.set(window, '__wakeLog', log);
    let visibility: DocumentVisibilityState = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    const held = new Set<{ fire(): void }>();
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async (type: string) => {
          log.push(`request ${type}`);
          const listeners: (() => void)[] = [];
          const sentinel = {
            released: false,
            addEventListener: (_: string, listener: () => void) => listeners.push(listener),
            release: async () => sentinel.fire(),
            fire() {
              if (sentinel.released) return;
              sentinel.released = true;
              held.delete(sentinel);
              log.push('released');
              for (const l of listeners) l();
            },
          };
          held.add(sentinel);
          return sentinel;
        },
      },
    });
    Reflect.set(window, '__setVisibility', (next: DocumentVisibilityState) => {
      visibility = next;
      if (next === 'hidden') for (const s of [...held]) s.fire();
      document.dispatchEvent(new Event('visibilitychange'));
    });
  });
  const wakeLog = () => page.evaluate(() => [...((Reflect.get(window, '__wakeLog') as string[] | undefined) ?? [])]);
  const setVisibility = (state: 'hidden' | 'visible') => page.evaluate((s) => (Reflect.get(window, '__setVisibility') as (v: string) => void)(s), state);

  // On shift: an order in progress (the examples' search expired on 22 November).
  await statusExample(page, 'active_order_in');
  await countTones(page);
  await openApp(page, 'index', {}, { client: {}, main: true });
  await connectedApps(1);
  await expect.poll(wakeLog).toEqual(['request screen']);
  await setVisibility('hidden');
  await expect.poll(wakeLog).toEqual(['request screen', 'released']);
  await setVisibility('visible');
  await expect.poll(wakeLog).toEqual(['request screen', 'released', 'request screen']);
  // The order is over: the status, refreshed on the next event, says so, and the lock goes.
  await statusExample(page, 'done');
  await emit('balance_replenishment', 'default');
  await expect.poll(wakeLog).toEqual(['request screen', 'released', 'request screen', 'released']);
  await setVisibility('hidden');
  await setVisibility('visible');
  await page.waitForTimeout(500);
  expect(await wakeLog()).toHaveLength(4);
});

for (const status of [405, 501]) {
  test(`a backend answering ${status} to the proposed attachment calls: the dispute opens without attaching, no error`, async ({ page }) => {
    await page.route(/\/dispute\/attachments$/, (route) => route.fulfill({ status, json: { detail: status === 405 ? 'Method Not Allowed' : 'Not Implemented' } }));
    const answered = page.waitForResponse((r) => r.url().endsWith('/dispute/attachments') && r.status() === status);
    await openApp(page, 'index', {}, { main: true });
    await page.getByRole('button', { name: 'Открыть спор' }).click();
    const sheet = page.getByRole('dialog', { name: 'Открыть спор' });
    await answered;
    await expect(sheet.getByLabel('Причина спора')).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Приложить файл' })).toHaveCount(0);
    await sheet.getByLabel('Причина спора').fill('Клиент прислал чек, но деньги не поступили');
    await statusExample(page, 'active_order_dispute'); // the server now reports the open dispute
    await sheet.getByRole('button', { name: 'Отправить в поддержку' }).click();
    await expect(page).toHaveURL(/\/dispute$/);
    await expect(page.getByRole('heading', { name: 'Что дальше' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Чеки и выписки' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}
