// The help calls, built the one way (openapi-react-query's queryOptions: key beside fetcher),
// each with its key prefix (shared/api/resources.ts says how the pairs are used).
import { getKey, type QueryApi } from '../../../shared/api/query.ts';

export const helpCategoriesKey = getKey('/help/categories');
export function helpCategoriesQuery(api: QueryApi) {
  return api.trader.queryOptions('get', '/help/categories');
}

export const helpArticlesKey = getKey('/help/categories/{category_id}/articles');
export function helpArticlesQuery(api: QueryApi, categoryId: number) {
  return api.trader.queryOptions('get', '/help/categories/{category_id}/articles', {
    params: { path: { category_id: categoryId } },
  });
}

export const helpArticleKey = getKey('/help/articles/{article_id}');
export function helpArticleQuery(api: QueryApi, articleId: number) {
  return api.trader.queryOptions('get', '/help/articles/{article_id}', {
    params: { path: { article_id: articleId } },
  });
}
