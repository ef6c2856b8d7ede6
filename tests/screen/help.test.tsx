// Help at the screen layer (moved from tests/e2e/help.spec.ts, assertions kept): the empty and
// error states, a missing article, and the search (section titles, article titles and text, the
// lists asked for in parallel), against the stateful backend.
import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/openapi/trader-api.ts';
import { documentedExample } from '../backend/contract.ts';
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

  it('searches article titles across categories, in parallel, ignoring case and ё', async () => {
    // Categories 2 and 3 hold no articles (the backend's seed: the `default` example's, all in 1).
    const page = await renderScreen('help');
    const listRequests = () => page.requests((r) => r.operationId === 'listHelpArticles');
    await expect(page.getByRole('list', { name: 'Разделы помощи' }).getByRole('link')).toHaveCount(3);
    expect(listRequests()).toHaveLength(0); // nothing is loaded until the trader searches

    const search = page.getByRole('searchbox', { name: 'Поиск по статьям' });
    await search.fill('  ПОПОЛНИТЬ ');
    const results = page.getByRole('region', { name: 'Результаты поиска' });
    const found = results.getByRole('link');
    await expect(found).toHaveCount(1);
    await expect(found.first()).toContainText('Как пополнить баланс');
    await expect(found.first()).toContainText('Начало работы');
    await expect(results.getByRole('status')).toHaveText('Найдено: 1 статья');
    expect(new Set(listRequests().map((r) => r.path.split('/').at(-2)))).toEqual(new Set(['1', '2', '3']));

    await search.fill('автоприем');
    await expect(found).toHaveCount(1);
    await expect(found.first()).toContainText('Как работает автоприём сделок');

    await search.fill('как');
    await expect(found).toHaveCount(3);

    await search.fill('биткоин');
    await expect(results.getByRole('heading', { name: 'Ничего не нашлось' })).toBeVisible();

    // The article call answers its default example whatever the id, as Prism does.
    prefer('getHelpArticle', 'example=default');
    await search.fill('пополнить');
    await found.first().click();
    await expect(page).toHaveURL(/\/help\/1\/102$/);
    // The mock answers every id with its default article.
    await expect(page.getByRole('heading', { level: 1, name: 'Как добавить реквизиты' })).toBeVisible();

    // Clearing the search brings the categories back.
    const again = await renderScreen('help');
    await again.getByRole('searchbox', { name: 'Поиск по статьям' }).fill('x');
    await again.getByRole('searchbox', { name: 'Поиск по статьям' }).fill('');
    await expect(again.getByRole('list', { name: 'Разделы помощи' }).getByRole('link')).toHaveCount(3);
  });

  it('finds words in section titles, article titles and article text: СБП, вывод, спор', async () => {
    const articles = (example: string) => documentedExample('listHelpArticles', 200, example) as components['schemas']['HelpArticleSummary'][];
    const seed = { helpArticles: [...articles('default'), ...articles('category_2'), ...articles('category_3')] };
    const page = await renderScreen('help', {}, { seed });
    const search = page.getByRole('searchbox', { name: 'Поиск по статьям' });
    const results = page.getByRole('region', { name: 'Результаты поиска' });
    const sections = results.getByRole('list', { name: 'Найденные разделы' }).getByRole('link');
    const found = results.getByRole('list', { name: 'Найденные статьи' }).getByRole('link');

    // An abbreviation found in the articles' text, with the words around it.
    await search.fill('СБП');
    await expect(found).toHaveCount(2);
    await expect(found.nth(0)).toContainText('Как добавить реквизиты');
    await expect(found.nth(0)).toContainText('СБП: номер телефона');
    await expect(found.nth(0)).toContainText('Начало работы · в тексте статьи');
    await expect(found.nth(1)).toContainText('Что делать, если покупатель открыл спор');
    await expect(sections).toHaveCount(0);
    await expect(results.getByRole('status')).toHaveText('Найдено: 2 статьи');

    // Another word form: the section "Баланс и выводы" and the article "Вывод средств".
    await search.fill('вывод');
    await expect(sections).toHaveCount(1);
    await expect(sections.first()).toContainText('Баланс и выводы');
    await expect(sections.first()).toContainText('Раздел · 2 статьи');
    await expect(found).toHaveCount(1);
    await expect(found.first()).toContainText('Вывод средств');
    await expect(found.first()).toContainText('Баланс и выводы · в заголовке');
    await expect(results.getByRole('status')).toHaveText('Найдено: 1 раздел, 1 статья');

    await search.fill('спор');
    await expect(sections).toHaveText([/Споры/]);
    await expect(found).toHaveCount(1);
    await expect(found.first()).toContainText('Что делать, если покупатель открыл спор');

    // Each result leads to what it names.
    await sections.first().click();
    await expect(page).toHaveURL(/\/help\/3$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Споры' })).toBeVisible();
  });
});
