// The native Telegram feel through the stand-in client on jsdom's bridge (moved from
// tests/e2e/native.spec.ts, assertions kept): the web view is expanded and coloured from the
// theme; no in-page main button is drawn before the native one; outside Telegram the in-page one
// is drawn at once. (Sheets holding the modal hash, browser Back and toasts' boxes stay in e2e.)
import { describe, expect, it as test } from 'vitest';
import type { RouteName } from '../../src/shared/routes/route-table.ts';
import { renderScreen } from '../support/render-screen.tsx';
import { mainButton, posted, sleep } from '../support/screen-telegram.ts';

describe('native feel', () => {
  test('expands the web view and sets the header, background and bottom bar colours from the theme', async () => {
    const page = await renderScreen('balance', {}, { client: {} });
    await expect(page.getByRole('heading', { name: 'Баланс', level: 1 })).toBeVisible();
    await expect.poll(async () => (await posted(page)).map((e) => e.type)).toEqual(
      expect.arrayContaining(['web_app_expand', 'web_app_set_header_color', 'web_app_set_background_color', 'web_app_set_bottom_bar_color']),
    );
    const events = await posted(page);
    const last = (type: string) => events.filter((e) => e.type === type).at(-1)?.data;
    expect(last('web_app_set_header_color')).toEqual({ color: '#1c1c1e' });
    expect(last('web_app_set_background_color')).toEqual({ color: '#1c1c1e' });
    expect(last('web_app_set_bottom_bar_color')).toEqual({ color: '#1c1c1e' });
  });

  for (const { path, name, text } of [
    { path: '/', name: 'index', text: 'Подтвердить получение' }, // the seed's order runs (its dates moved to now)
    { path: '/balance/conclusion', name: 'balance-conclusion', text: 'Вывести' },
    { path: '/balance/translation', name: 'balance-translation', text: 'Перевести' },
    { path: '/requisite/add', name: 'requisite-add', text: 'Добавить реквизит' },
  ] as { path: string; name: RouteName; text: string }[]) {
    test(`${path}: no in-page main button is ever drawn on first load; the native one shows "${text}"`, async () => {
      const seen = { inPage: false };
      const observer = new MutationObserver(() => {
        if (document.querySelector('.ui-main-action')) seen.inPage = true;
      });
      observer.observe(document, { childList: true, subtree: true });
      // The route names here have no params.
      const page = await renderScreen(name as 'index', {}, { client: {} });
      await expect(page.locator('h1').first()).toBeVisible();
      await expect.poll(() => mainButton(page)).toMatchObject({ text, visible: true });
      await sleep(300);
      observer.disconnect();
      expect(seen.inPage).toBe(false);
      // Nor an in-page back button: the client draws it.
      await expect(page.locator('.app-title__back')).toHaveCount(0);
    });
  }

  test('outside Telegram the in-page main button is drawn at once', async () => {
    const page = await renderScreen('balance-conclusion');
    await expect(page.locator('.ui-main-action').getByRole('button', { name: 'Вывести' })).toBeVisible();
  });
});
