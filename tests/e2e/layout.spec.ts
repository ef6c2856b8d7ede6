// Every route of the route table (tests/support/screens.ts lists them with what they need) and the
// sheets a trader opens, at 320 and 390 px: nothing scrolls sideways, no element leaves the box
// (card, row, screen) it sits in, no label is cut with an ellipsis, and no formatted value (an
// amount with its currency, a phone, a card number, a short id, a time) is split across lines.
// Each state is also written as a PNG (SCREENSHOTS_DIR, default test-results/screens) to be looked at.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { SCREENS, type Screen } from '../support/screens.ts';
import { launchUrl } from '../../scripts/lib/telegram-launch.ts';

const WIDTHS = [320, 390] as const;
const SHOTS = process.env.SCREENSHOTS_DIR ?? 'test-results/screens';

/** Sheets opened on top of a screen. */
const SHEETS: { name: string; path: string; open(page: Page): Promise<void> }[] = [
  {
    name: 'history-order-sheet',
    path: '/history',
    open: async (page) => page.locator('.history-row').filter({ hasText: '15 000,00' }).first().click(),
  },
  {
    name: 'settings-timezone-sheet',
    path: '/settings',
    open: async (page) => page.locator('button[aria-haspopup="dialog"]').filter({ hasText: 'UTC' }).first().click(),
  },
  { name: 'settings-day-sheet', path: '/settings?day=wed', open: async () => undefined },
  {
    name: 'requisite-add-bank-sheet',
    path: '/requisite/add',
    open: async (page) => {
      await page.getByRole('tab', { name: 'Карта' }).click();
      await page.getByRole('button', { name: /Банк/ }).click();
    },
  },
  {
    name: 'home-dispute-sheet',
    path: '/',
    open: async (page) => page.getByRole('button', { name: 'Открыть спор' }).click(),
  },
];

async function prepare(page: Page, screen: Screen) {
  await page.addInitScript((session) => {
    for (const [k, v] of Object.entries(session)) sessionStorage.setItem(k, v);
  }, screen.session ?? {});
  for (const [pattern, prefer] of Object.entries(screen.prefer ?? {})) {
    await page.route(pattern, (route) => route.continue({ headers: { ...route.request().headers(), Prefer: prefer } }));
  }
}

async function settled(page: Page) {
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Everything wrong with the layout on show, as readable lines (empty when clean). */
function layoutProblems(): string[] {
  const out: string[] = [];
  const describe = (el: Element) => {
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    return `${el.tagName.toLowerCase()}${cls} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  };
  const se = document.scrollingElement ?? document.documentElement;
  if (se.scrollWidth > se.clientWidth) out.push(`the page scrolls sideways: ${se.scrollWidth} > ${se.clientWidth}`);
  // Only a screen's own content scrolls: a page that scrolls takes the header and the menu away
  // (a hidden label's absolute box outside its scroller made the page 1198 px tall in 740).
  if (se.scrollHeight > se.clientHeight) out.push(`the page itself scrolls: ${se.scrollHeight} > ${se.clientHeight}`);
  const shown = (el: Element) => {
    const s = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    return s.display !== 'none' && s.visibility !== 'hidden' && r.width > 0 && r.height > 0;
  };
  const ignored = (el: Element) => el.closest('.ui-visually-hidden, [data-sonner-toaster], [aria-hidden="true"]') !== null;
  /** The nearest ancestor drawn as a box (a background, a border, a clip) or the viewport. */
  const boxOf = (el: Element): DOMRect => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const s = getComputedStyle(p);
      const painted = s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== 'transparent';
      const bordered = ['Left', 'Right'].some((side) => s.getPropertyValue(`border-${side.toLowerCase()}-width`) !== '0px');
      if (painted || bordered || s.overflowX !== 'visible') return p.getBoundingClientRect();
    }
    return new DOMRect(0, 0, window.innerWidth, window.innerHeight);
  };
  const all = [...document.body.querySelectorAll('*')].filter((el) => !ignored(el) && shown(el));
  for (const el of all) {
    // A row made to scroll sideways (History's status tabs, issue 37): its tabs go past its edge by design.
    if (el.closest('.ui-tabs--scroll')) continue;
    const s = getComputedStyle(el);
    // Sideways scrolling or clipping inside an element (text cut by overflow: hidden included).
    if (s.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1 && el.tagName !== 'INPUT' && el.tagName !== 'TEXTAREA') {
      out.push(`${describe(el)} cuts or scrolls its content: ${el.scrollWidth} > ${el.clientWidth}${s.textOverflow === 'ellipsis' ? ' (ellipsis)' : ''}`);
    }
    const r = el.getBoundingClientRect();
    const box = boxOf(el);
    if (r.left < box.left - 1 || r.right > box.right + 1) out.push(`${describe(el)} leaves its box: [${Math.round(r.left)}, ${Math.round(r.right)}] outside [${Math.round(box.left)}, ${Math.round(box.right)}]`);
  }
  // A field's placeholder (the example or hint shown while it is empty) fits its field whole.
  const measure = document.createElement('canvas').getContext('2d')!;
  for (const el of all.filter((e): e is HTMLInputElement | HTMLTextAreaElement => e.matches('input[placeholder], textarea[placeholder]'))) {
    if (el.value !== '' || el.tagName === 'TEXTAREA') continue;
    const s = getComputedStyle(el, '::placeholder');
    const box = getComputedStyle(el);
    measure.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    const room = el.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight);
    const width = measure.measureText(el.placeholder).width;
    if (width > room + 1) out.push(`${describe(el)}: its placeholder "${el.placeholder}" is cut: ${Math.ceil(width)} > ${Math.floor(room)}`);
  }
  // A label on a painted button keeps at least 8 px from its edges.
  for (const el of all.filter((e) => e.matches('button, a.ui-button'))) {
    const s = getComputedStyle(el);
    if (s.backgroundColor === 'rgba(0, 0, 0, 0)' || !(el.textContent ?? '').trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = [...range.getClientRects()].filter((r) => r.width > 0);
    const b = el.getBoundingClientRect();
    if (text.some((r) => r.left < b.left + 8 || r.right > b.right - 8)) out.push(`${describe(el)}: its label touches the edges`);
  }
  // Formatted values, matched over the text of one line box context (the inline content of a block).
  const VALUE =
    /(?:[-−+] ?)?\d{1,3}(?:[ \u00a0\u202f]\d{3})*(?:,\d{1,8})?[ \u00a0\u202f]?(?:₽|USDT|%)|\+7[ \u00a0]?\d{3}[ \u00a0]?\d{3}[- \u00a0]?\d{2}[- \u00a0]?\d{2}|\+7\d{10}|\d{4}(?:[ \u00a0]\d{4}){2,3}|[0-9A-Za-z]{8}…[0-9A-Za-z]{6}|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?|\d{2}:\d{2}(?::\d{2})?|\d{2}\.\d{2}\.\d{2,4}|#\d+/g;
  const blocks = all.filter((el) => !getComputedStyle(el).display.startsWith('inline'));
  const reported = new Set<string>();
  for (const block of blocks) {
    const nodes: { node: Text; start: number }[] = [];
    let text = '';
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      // Only text laid out in this block's own lines (not inside a nested block).
      let owner = n.parentElement;
      while (owner && owner !== block && getComputedStyle(owner).display.startsWith('inline')) owner = owner.parentElement;
      if (owner !== block) continue;
      nodes.push({ node: n as Text, start: text.length });
      text += (n as Text).data;
    }
    for (const m of text.matchAll(VALUE)) {
      const at = (offset: number, end: boolean) => {
        const hit = [...nodes].reverse().find((x) => (end ? x.start < offset : x.start <= offset)) ?? nodes[0];
        return { node: hit!.node, offset: offset - hit!.start };
      };
      const a = at(m.index, false);
      const b = at(m.index + m[0].length, true);
      const range = document.createRange();
      range.setStart(a.node, a.offset);
      range.setEnd(b.node, b.offset);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom / 4)));
      if (tops.size > 1 && !reported.has(m[0])) {
        reported.add(m[0]);
        out.push(`"${m[0]}" is split across lines in ${describe(block)}`);
      }
    }
  }
  return [...new Set(out)];
}

async function check(page: Page, width: number, name: string) {
  const problems = await page.evaluate(layoutProblems);
  mkdirSync(join(SHOTS, String(width)), { recursive: true });
  await page.screenshot({ path: join(SHOTS, String(width), `${name}.png`), scale: 'css' });
  expect(problems, `${name} at ${width} px`).toEqual([]);
}

const fileName = (path: string) => (path === '/' ? 'home' : path.replace(/^\//, '').replace(/[/?=&]/g, '-').replace(/-[0-9a-f]{8}-[0-9a-f-]{27}/, '-id'));

test('the screens checked are every route of the route table', () => {
  const table = readFileSync('src/shared/routes/route-table.ts', 'utf8');
  const patterns = [...table.matchAll(/pattern: '([^']+)'/g)].map((m) => m[1]!);
  expect(patterns.length).toBeGreaterThan(20);
  const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path.split('?')[0]!);
  expect(patterns.filter((pattern) => !SCREENS.some((screen) => matches(pattern, screen.path)))).toEqual([]);
});

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 720 } });

    for (const screen of SCREENS) {
      test(`${screen.path}: no sideways overflow, nothing outside its box, no cut labels, values on one line`, async ({ page }) => {
        await prepare(page, screen);
        await page.goto(launchUrl(screen.path));
        await settled(page);
        await check(page, width, fileName(screen.path));
      });
    }

    for (const sheet of SHEETS) {
      test(`${sheet.name}: the open sheet fits`, async ({ page }) => {
        await page.goto(launchUrl(sheet.path));
        await settled(page);
        await sheet.open(page);
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForTimeout(600); // the sheet's slide-in
        await check(page, width, sheet.name);
      });
    }
  });
}
