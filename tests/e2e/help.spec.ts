// Help screens in Chromium against the production build and the Prism mocks: categories, a
// category, an article whose in-app link stays in the same document, untrusted article HTML that
// runs nothing. The search, the empty and error states and a missing article are screen tests:
// tests/screen/help.test.tsx.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openApp } from '../support/app.ts';


const main = (page: Page) => page.getByRole('main');

test.describe('help', () => {
  test('categories, then a category, then an article; in-app links stay in the app', async ({ page }) => {
    await openApp(page, 'help');
    await expect(page.getByRole('heading', { level: 1, name: 'Помощь' })).toBeVisible();
    const categories = page.getByRole('list', { name: 'Разделы помощи' }).getByRole('link');
    await expect(categories).toHaveCount(3);
    await expect(categories.nth(0)).toContainText('Начало работы');
    await expect(categories.nth(0)).toContainText('Как подготовиться к первой сделке');
    await expect(categories.nth(0)).toContainText('3 статьи');
    await expect(categories.nth(1)).toContainText('2 статьи');
    await expect(categories.nth(2)).toContainText('1 статья');

    await categories.nth(0).click();
    await expect(page).toHaveURL(/\/help\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Начало работы' })).toBeVisible();
    const articles = page.getByRole('list', { name: 'Статьи раздела' }).getByRole('link');
    await expect(articles).toHaveText(['Как добавить реквизиты', 'Как пополнить баланс', 'Как работает автоприём сделок']);

    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await articles.first().click();
    await expect(page).toHaveURL(/\/help\/1\/101$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Как добавить реквизиты' })).toBeVisible();
    const body = main(page).locator('.help-article__body');
    await expect(body.getByRole('heading', { level: 2, name: 'Реквизиты' })).toBeVisible();
    await expect(body.getByRole('listitem')).toHaveText(['СБП: номер телефона', 'Карта: номер карты']);
    await expect(main(page).getByText(/Обновлено 1 ноября 2026/)).toBeVisible();
    const link = body.getByRole('link', { name: 'Добавить' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');

    // An app link inside the article navigates in-app: same document, no new tab.
    const pagesBefore = page.context().pages().length;
    await link.click();
    await expect(page).toHaveURL(/\/requisite\/add$/);
    expect(page.context().pages().length).toBe(pagesBefore);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('an article with injected script does not execute it', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __xss: string[] };
      w.__xss = [];
      const original = window.alert.bind(window);
      window.alert = (message?: unknown) => {
        w.__xss.push(String(message));
        original(String(message));
      };
    });
    await page.route('**/api/v1/help/articles/*', (r) =>
      r.continue({ headers: { ...r.request().headers(), Prefer: 'example=xss_payload' } }),
    );
    await openApp(page, 'help-categoryId-id', { categoryId: 1, articleId: 102 });
    await expect(page.getByRole('heading', { level: 1, name: 'Как пополнить баланс' })).toBeVisible();
    const body = main(page).locator('.help-article__body');
    await expect(body.getByText('Переведите USDT на адрес пополнения.')).toBeVisible();
    // Its javascript: href is gone, so it is no longer a link role: find the element itself.
    const link = body.locator('a', { hasText: 'Подробнее' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).not.toHaveAttribute('href', /.*/);
    await link.click(); // nothing to run even when clicked
    await page.waitForTimeout(500); // give a broken <img onerror> time to fire

    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss)).toEqual([]);
    await expect(body.locator('script')).toHaveCount(0);
    await expect(page.locator('[onerror], [onload], [onclick]')).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:" i], img[src^="data:" i]')).toHaveCount(0);
    expect(await body.innerHTML()).not.toMatch(/alert|javascript:|onerror|<script/i);
    await expect(page).toHaveURL(/\/help\/1\/102$/);
  });
});
