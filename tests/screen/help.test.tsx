// Help at the screen layer (moved from tests/e2e/help.spec.ts, assertions kept): the empty and
// error states and a missing article, against the stateful backend.
import { describe, expect, it } from 'vitest';
import { prefer, renderScreen, type Screen } from '../support/render-screen.tsx';

const main = (page: Screen) => page.getByRole('main');

describe('help', () => {
  it('empty states: no categories, no articles', async () => {
    prefer('listHelpCategories', 'example=empty');
    let page = await renderScreen('help');
    await expect(page.getByRole('heading', { name: 'Разделов помощи пока нет' })).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(0);

    prefer('listHelpArticles', 'example=empty');
    page = await renderScreen('help-categoryId', { categoryId: 2 });
    await expect(page.getByRole('heading', { name: 'В этом разделе пока нет статей' })).toBeVisible();
    await page.getByRole('link', { name: 'Все разделы' }).click();
    await expect(page).toHaveURL(/\/help$/);
  });

  it('errors show Retry, and Retry recovers', async () => {
    prefer('listHelpCategories', 'code=500');
    let page = await renderScreen('help');
    const alert = main(page).getByRole('alert');
    await expect(alert).toContainText('Не удалось загрузить данные', { timeout: 15_000 });
    page.backend.clearFaults('listHelpCategories');
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('list', { name: 'Разделы помощи' }).getByRole('link')).toHaveCount(3);

    prefer('getHelpArticle', 'code=500');
    page = await renderScreen('help-categoryId-id', { categoryId: 1, articleId: 101 });
    await expect(main(page).getByRole('alert')).toContainText('Не удалось загрузить данные', { timeout: 15_000 });
    await expect(main(page).getByRole('button', { name: 'Повторить' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Статья' })).toBeVisible();
  }, 60_000);

  it('an article that does not exist says so and leads back to its category', async () => {
    prefer('getHelpArticle', 'code=404');
    const page = await renderScreen('help-categoryId-id', { categoryId: 1, articleId: 999 });
    await expect(page.getByRole('heading', { name: 'Статья не найдена' })).toBeVisible();
    await page.getByRole('link', { name: 'К статьям раздела' }).click();
    await expect(page).toHaveURL(/\/help\/1$/);
  });
});
