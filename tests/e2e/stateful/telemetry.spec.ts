// Issue 39, field telemetry, against the stateful backend in a real page (sendBeacon, Web Vitals and
// the page being hidden need a browser): a sampled open reports its timings and an uncaught error,
// batched, nothing personal in them; an open the config does not sample reports nothing; a backend
// without POST /telemetry is asked once and then not for a day. src/shared/telemetry/.
import type { Page } from '@playwright/test';
import { documentedExample } from '../../backend/contract.ts';
import type { TestBackend } from '../../backend/server.ts';
import { signedInitData } from '../../../scripts/lib/telegram-launch.ts';
import { expect, openApp, test } from '../../support/stateful.ts';

const config = (rate?: number) => ({ ...(documentedExample('getConfig', 200) as object), ...(rate === undefined ? {} : { telemetry_sample_rate: rate }) }) as never;
/** The calls of POST /telemetry the backend has answered (it answers after its latency). */
const telemetryCalls = (backend: TestBackend) => backend.requests.filter((r) => r.operationId === 'sendTelemetry' && r.status !== null);

/**
 * Opens home and waits until the telemetry would have started: the first screen has settled (the
 * socket connects then, beside the telemetry's start) and two idle moments have passed (it starts
 * at the first; web-vitals loads in the next).
 */
async function openHome(page: Page, backend: TestBackend) {
  const sockets = backend.sockets();
  await openApp(page, '/');
  await expect(page.getByRole('heading', { name: /Трейдер #/ })).toBeVisible();
  await expect.poll(() => backend.sockets()).toBeGreaterThan(sockets);
  for (let i = 0; i < 3; i++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 100))));
}

/** The page is hidden as when a trader leaves Telegram: a navigation away fires pagehide. */
async function leave(page: Page) {
  await page.goto('about:blank');
}

test('a sampled open reports its Web Vitals and an uncaught error in batches, the last one as a beacon on leaving, with nothing personal', async ({ page, backend }) => {
  backend.reset({ config: config(1) });
  await openHome(page, backend);
  // An uncaught error whose message holds what must never leave the phone.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new TypeError('card 4111 1111 1111 1111 of @maria_trader at https://t.me/app?startapp=order_42');
    }, 0);
  });
  // The first batch is read (is the call there?) once its timer runs out.
  await expect.poll(() => telemetryCalls(backend).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  expect(telemetryCalls(backend)[0]?.status).toBe(204);
  await page.getByRole('link', { name: 'История' }).click();
  await expect(page).toHaveURL(/\/history$/);
  // What came since leaves when the page is hidden: as beacons, at once.
  await leave(page);
  await expect.poll(() => telemetryCalls(backend).length).toBeGreaterThanOrEqual(2);

  const calls = telemetryCalls(backend);
  const batches = calls.map((c) => c.body as { session: string; sample_rate: number; release: string; events: { kind: string; name: string; message?: string; route?: string }[] });
  // Every batch was taken by the contract's schema (the backend validates it), one open's session.
  expect(calls.map((c) => [c.status, c.status === 204 ? null : c.body])).toEqual(calls.map(() => [204, null]));
  expect(new Set(batches.map((b) => b.session)).size).toBe(1);
  expect(batches.every((b) => b.sample_rate === 1 && b.release.length > 0)).toBe(true);
  const events = batches.flatMap((b) => b.events);
  const vitals = events.filter((e) => e.kind === 'vital').map((e) => e.name);
  expect(vitals, JSON.stringify(events)).toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP']));
  const errors = events.filter((e) => e.kind === 'error');
  expect(errors, JSON.stringify(events)).toEqual([expect.objectContaining({ name: 'TypeError', message: expect.stringContaining('card # # # # of @<user> at <url>') })]);
  // Routes are patterns; and nothing personal anywhere: no init data, hash, token, trader or amounts.
  const routes = [...new Set(events.map((e) => e.route))];
  expect(routes, JSON.stringify(events)).toContain('/');
  expect(routes.filter((r) => r !== '/' && r !== '/history'), JSON.stringify(events)).toEqual([]);
  const wire = JSON.stringify(batches);
  const launch = signedInitData();
  for (const personal of [launch.hash, 'tgWebAppData', 'user=', '4111', 'maria', 'startapp', 'Bearer']) expect(wire).not.toContain(personal);
  // A beacon carries no token; the call needs none.
  expect(calls.at(-1)?.authorized).toBe(false);
});

test('an open the config does not sample, or a config without the rate, reports nothing (the same steps with the rate 1 do)', async ({ page, backend }) => {
  for (const rate of [1, undefined, 0]) {
    backend.reset({ config: config(rate) });
    await openHome(page, backend);
    await leave(page);
    if (rate === 1) await expect.poll(() => telemetryCalls(backend).length, { message: 'the control: a sampled open, left at once' }).toBeGreaterThan(0);
    else {
      await page.waitForTimeout(500);
      expect(telemetryCalls(backend), `rate ${rate}`).toEqual([]);
    }
  }
});

test('a backend without POST /telemetry is asked once, then not again for a day, reload or not', async ({ page, backend }) => {
  backend.reset({ config: config(1) });
  backend.lack(['sendTelemetry']);
  await openHome(page, backend);
  await expect.poll(() => telemetryCalls(backend).length, { timeout: 20_000 }).toBe(1);
  expect(telemetryCalls(backend)[0]?.status).toBe(404);
  await leave(page);
  await openHome(page, backend);
  await leave(page);
  await page.waitForTimeout(500);
  expect(telemetryCalls(backend)).toHaveLength(1);
});
