// At 320 px (issue 25, point 9): a time range is never split at its dash, the deposit address
// breaks evenly between groups of four, and no text stays under the in-page main button once
// the screen is scrolled to its end. Screenshots go to SCREENSHOTS_DIR/narrow (default test-results/screens).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { prefer } from '../support/mock.ts';
import { launchUrl } from '../../scripts/lib/telegram-launch.ts';
import { openApp } from '../support/app.ts';

const SHOTS = join(process.env.SCREENSHOTS_DIR ?? 'test-results/screens', 'narrow');
/** 20:30 in Moscow: after the examples' 09:00–18:00 shift, so the readiness check names it. */
const EVENING = new Date('2026-11-26T17:30:00Z');

test.use({ viewport: { width: 320, height: 568 } });

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), scale: 'css' });
}

async function settled(page: Page) {
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Time ranges ('09:00–18:00') on show whose characters lie on more than one line. */
function splitRanges(): string[] {
  const out: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    for (const m of (n as Text).data.matchAll(/\d{1,2}:\d{2}\s?[–—-]\s?\d{1,2}:\d{2}/g)) {
      const range = document.createRange();
      range.setStart(n, m.index);
      range.setEnd(n, m.index + m[0].length);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
      if (lines.size > 1) out.push(`"${m[0]}" in "${(n.parentElement?.textContent ?? '').trim().slice(0, 60)}"`);
    }
  }
  return out;
}

test.describe('time ranges stay on one line', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(EVENING);
  });

  for (const path of ['/', '/settings', '/settings?day=wed']) {
    test(`${path}`, async ({ page }) => {
      // Home without an order: the readiness check names today's shift.
      if (path === '/') await prefer(page, '**/api/v1/traders/check', 'example=done');
      await page.goto(launchUrl(path));
      await settled(page);
      if (path.includes('day=')) {
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForTimeout(600); // the sheet's slide-in
      }
      await shot(page, `ranges${path.replace(/[/?=]/g, '-')}`);
      const texts = await page.locator('body').innerText();
      expect(texts, 'the screen shows a time range').toMatch(/\d{2}:\d{2}–\d{2}:\d{2}/);
      expect(await page.evaluate(splitRanges)).toEqual([]);
    });
  }
});

test('the deposit address breaks evenly between groups of four and is still the address', async ({ page }) => {
  await openApp(page, 'balance-replenish');
  const address = page.getByTestId('deposit-address');
  await expect(address).toHaveText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  await shot(page, 'deposit-address');
  // The line of each character, from its own box.
  const lines = await address.evaluate((el) => {
    const byLine = new Map<number, string>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n as Text;
      for (let i = 0; i < text.data.length; i++) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const top = Math.round(range.getBoundingClientRect().top / 4);
        byLine.set(top, (byLine.get(top) ?? '') + text.data[i]);
      }
    }
    return [...byLine.entries()].sort(([a], [b]) => a - b).map(([, chars]) => chars);
  });
  expect(lines.join('')).toBe('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  for (const line of lines.slice(0, -1)) expect(line.length % 4, `"${line}" ends inside a group of four`).toBe(0);
  const lengths = lines.map((line) => line.length);
  expect(Math.max(...lengths) - Math.min(...lengths), `uneven lines: ${lines.join(' / ')}`).toBeLessThanOrEqual(8);
});

test.describe('nothing under the in-page main button at the end of the screen', () => {
  for (const [path, check] of [['/'], ['/', 'done'], ['/balance/conclusion'], ['/balance/translation'], ['/requisite/add']] as const) {
    test(`${path}${check ? ` (${check})` : ''}`, async ({ page }) => {
      if (check) await prefer(page, '**/api/v1/traders/check', `example=${check}`);
      await page.goto(launchUrl(path));
      await settled(page);
      const action = page.locator('.ui-main-action').first();
      await expect(action).toBeVisible();
      await page.locator('main').first().evaluate((main) => main.scrollTo(0, main.scrollHeight));
      await page.waitForTimeout(300);
      await shot(page, `main-action${path.replace(/\//g, '-')}${check ?? ''}`);
      const under = await action.evaluate((bar) => {
        const top = bar.getBoundingClientRect().top;
        const main = bar.closest('main')!;
        const out: string[] = [];
        for (const el of main.querySelectorAll('*')) {
          if (bar.contains(el) || el.contains(bar) || el.closest('.ui-visually-hidden')) continue;
          const own = [...el.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && (c.textContent ?? '').trim() !== '');
          if (!own && !el.matches('input, button, select, textarea, svg')) continue;
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
          // Content laid out before the bar ends above its top.
          if (bar.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING && r.bottom > top + 0.5) {
            out.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(r.bottom)} > ${Math.round(top)}`);
          }
        }
        return out;
      });
      expect(under).toEqual([]);
      // Mid-screen, what scrolls under the bar is hidden by it, not shown through a fade nor in
      // a strip below it: a bar that sticks reaches the bottom edge of the scrolling content.
      await page.locator('main').first().evaluate((main) => main.scrollTo(0, 0));
      const gap = await action.evaluate((bar) => {
        const main = bar.closest('main')!;
        if (main.scrollHeight <= main.clientHeight + 1) return 0; // nothing scrolls: the bar does not stick
        return Math.round(main.getBoundingClientRect().bottom - bar.getBoundingClientRect().bottom);
      });
      expect(gap, 'px of content showing below the sticky bar').toBeLessThanOrEqual(1);
      const paint = await action.evaluate((bar) => ({ image: getComputedStyle(bar).backgroundImage, color: getComputedStyle(bar).backgroundColor }));
      expect(paint.image, 'the bar has no see-through gradient').toBe('none');
      expect(paint.color, 'the bar is opaque').toMatch(/^rgb\(/);
    });
  }
});

// Issue 37, point 8: what a trader checks on an order fits the first view at 320×568, History's
// status filter takes one row, and an action on a card reads as one (point 10).

type Box = { top: number; bottom: number; left: number; right: number };
const boxOf = async (locator: Locator): Promise<Box> =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  });

test("an order's first view: the countdown, the amount, the bank and the phone are above the sticky action, the countdown above a toast too", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install({ time: new Date('2026-11-22T12:01:00Z') }); // the IN order has 9 minutes left
  await page.goto(launchUrl('/'));
  await settled(page);
  const action = page.locator('.ui-main-action').first();
  await expect(action).toContainText('Подтвердить получение');
  const order = page.getByRole('region', { name: 'Сделка' }).first();
  const checks = {
    countdown: page.getByRole('region', { name: 'Открытая сделка' }).getByRole('timer'),
    amount: page.getByTestId('amount-rub'),
    bank: order.getByText('Alfa-Bank'),
    phone: order.getByRole('button', { name: /^\+7 916 123-45-67/ }),
  };
  await shot(page, 'order-first-view');
  const barTop = (await boxOf(action)).top;
  for (const [name, locator] of Object.entries(checks)) {
    const box = await boxOf(locator);
    expect(box.top, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.bottom, `${name} ends above the sticky action (${Math.round(barTop)})`).toBeLessThanOrEqual(barTop);
  }
  // A toast takes its band at the bottom and the action rises above it (ADR 0021): the countdown stays clear of both.
  await page.getByRole('region', { name: 'Открытая сделка' }).getByTitle(/^Скопировать сумму/).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Скопировано' });
  await expect(toast).toBeVisible();
  await page.waitForTimeout(500); // the toast's slide-in and the band's measure
  await shot(page, 'order-first-view-toast');
  const risen = (await boxOf(action)).top;
  const toastTop = (await boxOf(toast)).top;
  expect(risen, 'the action rose above the toast').toBeLessThan(barTop);
  const countdown = await boxOf(checks.countdown);
  expect(countdown.bottom, `the countdown ends above the risen action (${Math.round(risen)})`).toBeLessThanOrEqual(risen);
  expect(countdown.bottom, 'the countdown ends above the toast').toBeLessThanOrEqual(toastTop);
});

test("History's status filter takes one row, and the first order shows above the menu", async ({ page }) => {
  await page.goto(launchUrl('/history'));
  await settled(page);
  const tabs = page.getByRole('tablist', { name: 'Статус сделки' }).getByRole('tab');
  await expect(tabs).toHaveCount(7);
  const tops = await tabs.evaluateAll((all) => all.map((t) => Math.round(t.getBoundingClientRect().top)));
  expect(new Set(tops).size, `the tabs' rows (tops ${tops.join(', ')})`).toBe(1);
  // More tabs past the edge: the row's edge fades (the cut may fall between two tabs); none at the end.
  const row = page.getByRole('tablist', { name: 'Статус сделки' });
  const mask = () => row.evaluate((el) => getComputedStyle(el).maskImage);
  expect(await mask(), 'the edge fades while tabs lie past it').toContain('gradient');
  await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(mask, { message: 'no fade once scrolled to the end' }).toBe('none');
  await row.evaluate((el) => el.scrollTo({ left: 0 }));
  // The chosen tab stays in view, and a tab past the edge is reached by scrolling the row.
  await tabs.last().click();
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.last()).toBeInViewport({ ratio: 1 });
  await tabs.first().click();
  await expect(tabs.first()).toBeInViewport({ ratio: 1 });
  await shot(page, 'history-tabs');
  const menuTop = (await boxOf(page.locator('.ui-menu'))).top;
  const first = page.locator('.history-row').first();
  const amount = await boxOf(first.getByText(/₽/).first());
  expect(amount.bottom, `the first order's amount ends above the menu (${Math.round(menuTop)})`).toBeLessThanOrEqual(menuTop);
});

/** WCAG contrast of two CSS colours (rgb/rgba over the given opaque background). */
function contrastOf(): (fg: string, bg: string) => number {
  return (fg, bg) => {
    const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const [br = 0, bgG = 0, bb = 0] = parse(bg);
    const [r = 0, g = 0, b = 0, a = 1] = parse(fg);
    const mix = [r * a + br * (1 - a), g * a + bgG * (1 - a), b * a + bb * (1 - a)];
    const lum = (rgb: number[]) => {
      const [x = 0, y = 0, z = 0] = rgb.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * x + 0.7152 * y + 0.0722 * z;
    };
    const [l1, l2] = [lum(mix), lum([br, bgG, bb])].sort((p, q) => q - p) as [number, number];
    return (l1 + 0.05) / (l2 + 0.05);
  };
}

test('"Открыть сделку" on the trade list stands out from its card: an edge and words of 3:1 and 4.5:1', async ({ page }) => {
  await page.goto(launchUrl('/trade/list'));
  await settled(page);
  const open = page.getByRole('button', { name: 'Открыть сделку' }).first();
  await expect(open).toBeVisible();
  await shot(page, 'trade-list-open');
  const paint = await open.evaluate((button) => {
    const card = button.closest('.orders-card')!;
    const s = getComputedStyle(button);
    return {
      card: getComputedStyle(card).backgroundColor,
      background: s.backgroundColor,
      text: s.color,
      edge: s.boxShadow === 'none' ? (s.borderStyle === 'none' || s.borderWidth === '0px' ? null : s.borderColor) : (s.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? null),
    };
  });
  const contrast = contrastOf();
  const fill = paint.background === 'rgba(0, 0, 0, 0)' ? paint.card : paint.background;
  const edge = Math.max(contrast(fill, paint.card), paint.edge ? contrast(paint.edge, paint.card) : 1);
  expect(edge, `the button's edge against its card (${JSON.stringify(paint)})`).toBeGreaterThanOrEqual(3);
  expect(contrast(paint.text, fill), 'its words against its fill').toBeGreaterThanOrEqual(4.5);
});
