// Issue 25: one product, not twenty-one screens. Every route of the route table (tests/support/screens.ts)
// in every dev mock scenario (src/app/dev/scenarios.ts: the Prefer rules the dev app sends), at 390
// and 320 px, with the phone in Novosibirsk while the account is on Moscow. A screen fails on:
// - a raw code: an UPPER_SNAKE token or a bare value of one of the contracts' enums;
// - an English sentence (three or more Latin words in a row);
// - a time outside the account's zone (every instant is a <time dateTime> whose HH:mm is the
//   account zone's);
// - a status with two names: every status label carries data-status="<ENUM value>", and one value
//   reads the same on every screen of every scenario;
// - a toast over a control.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { SCENARIOS } from '../../src/app/dev/scenarios.ts';
import { SCREENS, type Screen } from '../support/screens.ts';
import { launchUrl } from '../../scripts/lib/telegram-launch.ts';
import { toastOverControls } from '../support/toasts.ts';
import { routeInApp } from '../support/app.ts';

const PHONE_ZONE = 'Asia/Novosibirsk';
const WIDTHS = [390, 320] as const;
/** Enum values that are also the product's own words on screen (a currency, a network). */
const WORDS = new Set(['USDT', 'TRC20', 'RUB']);

/** Every string value of every enum in the bundled contracts and the events' payload schema. */
function contractEnumValues(): string[] {
  const values = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const { enum: e } = node as { enum?: unknown };
      if (Array.isArray(e)) for (const v of e) if (typeof v === 'string' && /^[A-Za-z][A-Za-z0-9_]{2,}$/.test(v)) values.add(v);
      Object.values(node).forEach(walk);
    }
  };
  for (const file of ['generated/openapi/trader-api.bundled.json', 'generated/openapi/gateway-api.bundled.json', 'generated/events/payloads.schema.json']) {
    walk(JSON.parse(readFileSync(file, 'utf8')));
  }
  return [...values].filter((v) => !WORDS.has(v));
}
const ENUM_VALUES = contractEnumValues();

/** The scenario's Prefer rules, sent as the dev app sends them (on the operations they name). */
async function preferScenario(page: Page, scenario: string, screen: Screen) {
  const rules = SCENARIOS[scenario] ?? {};
  await page.route(/\/api\/v1\//, (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname.replace(/^.*?\/api\/v1/, '');
    const prefer = rules[`${request.method()} ${path}`];
    return prefer ? route.continue({ headers: { ...request.headers(), Prefer: prefer } }) : route.fallback();
  });
  // The screen's own needs (a dispute on /dispute, a blocked account on its warning) come last:
  // Playwright runs the newest route first.
  for (const [pattern, prefer] of Object.entries(screen.prefer ?? {})) {
    await page.route(pattern, (route) => route.continue({ headers: { ...route.request().headers(), Prefer: prefer } }));
  }
  await page.addInitScript((session) => {
    for (const [k, v] of Object.entries(session)) sessionStorage.setItem(k, v);
  }, screen.session ?? {});
}

/** Starts the app at the screen's route on a new page, with the scenario's and the screen's answers; `zone` is the account's time zone as /traders last answered. */
async function startApp(context: BrowserContext, scenario: string, screen: Screen): Promise<{ page: Page; zone: () => string }> {
  const page = await context.newPage();
  let accountZone = 'Europe/Moscow';
  page.on('response', (response) => {
    if (/\/api\/v1\/traders$/.test(new URL(response.url()).pathname) && response.ok()) {
      void response.json().then((body: { timezone?: string }) => { if (body.timezone) accountZone = body.timezone; }).catch(() => undefined);
    }
  });
  await preferScenario(page, scenario, screen);
  await page.goto(launchUrl(screen.path));
  return { page, zone: () => accountZone };
}

/**
 * Goes to `path` in the running app the way the router sees an address-bar change: a new history
 * entry and a popstate, which React Router's browser history turns into a navigation (its
 * middleware and guards run as for a tap). Resolves once the navigation's loader bar is gone.
 */
async function routeAndSettle(page: Page, path: string): Promise<void> {
  await routeInApp(page, path);
  await domQuiet(page);
  await expect(page.locator('.ui-top-loader')).toHaveCount(0, { timeout: 15_000 });
}

/** Resolves once the page's DOM has not changed for `quietMs` (at most 5 s). */
async function domQuiet(page: Page, quietMs = 300): Promise<void> {
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        const done = () => {
          observer.disconnect();
          clearTimeout(cap);
          resolve();
        };
        let timer = setTimeout(done, quiet);
        const cap = setTimeout(done, 5000);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    quietMs,
  );
}

interface Found {
  problems: string[];
  statuses: [string, string][];
}

/** Reads the screen as a trader would; runs in the page. */
function readScreen({ enumValues, accountZone }: { enumValues: string[]; accountZone: string }): Found {
  const problems: string[] = [];
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
  };
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const owner = n.parentElement;
    if (!owner || owner.closest('script, style, noscript, [hidden]') || !visible(owner)) continue;
    const t = (n as Text).data.trim();
    if (t) texts.push(t);
  }
  const labels = [...document.querySelectorAll('[aria-label], [title], input[placeholder]')]
    .filter(visible)
    .flatMap((el) => [el.getAttribute('aria-label'), el.getAttribute('title'), el.getAttribute('placeholder')])
    .filter((t): t is string => !!t);
  const enums = new Set(enumValues);
  for (const text of [...texts, ...labels]) {
    for (const m of text.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)) problems.push(`raw code "${m[0]}" in "${text}"`);
    for (const token of text.match(/[A-Za-z][A-Za-z0-9_]+/g) ?? []) {
      if (enums.has(token)) problems.push(`enum value "${token}" in "${text}"`);
    }
    const english = text.match(/\b[A-Za-z][a-z']+(?:[ ,]+[a-z']{2,}){2,}\b/);
    if (english) problems.push(`English "${english[0]}" in "${text}"`);
  }
  const zoneTime = new Intl.DateTimeFormat('ru-RU', { timeZone: accountZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  for (const el of [...document.querySelectorAll('time[datetime]')].filter(visible)) {
    const at = new Date(el.getAttribute('datetime')!);
    const shown = (el.textContent ?? '').match(/\b\d{2}:\d{2}\b/)?.[0];
    if (!shown || Number.isNaN(at.getTime()) || !/T\d{2}:\d{2}/.test(el.getAttribute('datetime')!)) continue;
    const expected = zoneTime.format(at);
    if (shown !== expected) problems.push(`time ${shown} for ${el.getAttribute('datetime')} is not ${accountZone} (${expected})`);
  }
  const statuses = [...document.querySelectorAll('[data-status]')]
    .filter(visible)
    .map((el) => [el.getAttribute('data-status')!, (el.textContent ?? '').trim()] as [string, string]);
  return { problems, statuses };
}

/**
 * Status names seen, one file per scenario, written when the scenario's walk ends: the last test
 * reads them whatever ran before it. The scenarios run in parallel on the workers (the suite is
 * fullyParallel); the last test is handed out after all of them, and waits for the files of those
 * still running on another worker. (Playwright empties test-results/ at the start of a run.)
 */
const NAMES_DIR = join('test-results', 'walk-status-names');
const ALL = ['(none)', ...Object.keys(SCENARIOS)];
const namesFile = (scenario: string) => join(NAMES_DIR, `${scenario.replace(/\W/g, '_')}.json`);

for (const scenario of ALL) {
  test(`scenario ${scenario}: every route reads as one product at ${WIDTHS.join(' and ')} px`, async ({ browser }) => {
    test.setTimeout(600_000);
    const problems: string[] = [];
    const seen: { value: string; text: string; where: string }[] = [];
    try {
      // One context for the scenario (the assets come from its cache). The screens reached in one
      // running app, as a trader moves between them: the router takes each route from the
      // address bar (popstate), so the app starts once per scenario, not once per route. A screen
      // that needs answers or session state of its own starts the app afresh on a page of its own.
      const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 720 }, timezoneId: PHONE_ZONE, locale: 'ru-RU', colorScheme: 'dark' });
      let running: { page: Page; zone: () => string } | undefined;
      for (const screen of SCREENS) {
        const t0 = Date.now();
        const own = !!(screen.prefer || screen.session);
        let opened = own ? undefined : running;
        const inApp = !!opened;
        if (opened) {
          await routeAndSettle(opened.page, screen.path);
        } else {
          opened = await startApp(context, scenario, screen);
          if (!own) running = opened;
        }
        const { page, zone } = opened;
        await expect(page.locator('h1, h2').first()).toBeVisible({ timeout: 15_000 });
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
        await domQuiet(page); // a toast raised by what just loaded
        // Both widths, starting from the one the page is at: no resize back between routes.
        const at = page.viewportSize()?.width;
        for (const width of at === WIDTHS[1] ? [...WIDTHS].reverse() : WIDTHS) {
          if (width !== page.viewportSize()?.width) await page.setViewportSize({ width, height: 720 });
          const found = await page.evaluate(readScreen, { enumValues: ENUM_VALUES, accountZone: zone() });
          const where = `${screen.path} (${new URL(page.url()).pathname}) at ${width} px`;
          // WALK_SHOTS=<dir>: every state as a PNG, to be looked at as a trader would.
          if (process.env.WALK_SHOTS) {
            await page.screenshot({ path: join(process.env.WALK_SHOTS, scenario.replace(/\W/g, '_'), String(width), `${screen.path.replace(/\W+/g, '-').slice(0, 60) || 'home'}.png`), scale: 'css' });
          }
          problems.push(...found.problems.map((p) => `${where}: ${p}`));
          problems.push(...(await toastOverControls(page)).map((p) => `${where}: ${p}`));
          for (const [value, text] of found.statuses) seen.push({ value, text, where: `${scenario} ${where}` });
        }
        if (own) await page.close();
        if (process.env.WALK_DEBUG) console.log(`${scenario} ${screen.path}: ${Date.now() - t0} ms${inApp ? ' (in the running app)' : ''}`);
      }
      await context.close();
    } finally {
      // Also when the walk failed part-way: the last test reads what was seen.
      mkdirSync(NAMES_DIR, { recursive: true });
      writeFileSync(namesFile(scenario), JSON.stringify(seen));
    }
    expect([...new Set(problems)]).toEqual([]);
  });
}

test('every status value reads the same everywhere it was seen', async () => {
  // A scenario's walk ends within its 600 s timeout.
  test.setTimeout(660_000);
  await expect
    .poll(() => ALL.filter((scenario) => !existsSync(namesFile(scenario))), { message: 'scenarios whose walk has not ended', timeout: 620_000, intervals: [1_000] })
    .toEqual([]);
  const names = new Map<string, Map<string, string>>();
  for (const scenario of ALL) {
    for (const { value, text, where } of JSON.parse(readFileSync(namesFile(scenario), 'utf8')) as { value: string; text: string; where: string }[]) {
      const texts = names.get(value) ?? new Map<string, string>();
      if (!texts.has(text)) texts.set(text, where);
      names.set(value, texts);
    }
  }
  expect(names.size, 'status labels carry data-status').toBeGreaterThan(3);
  const twoNames = [...names].filter(([, texts]) => texts.size > 1).map(([value, texts]) => `${value}: ${[...texts].map(([t, where]) => `"${t}" (${where})`).join(' vs ')}`);
  expect(twoNames).toEqual([]);
});
