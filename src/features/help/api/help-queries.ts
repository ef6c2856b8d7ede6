// The help calls, built the one way (openapi-react-query's queryOptions: key beside fetcher).
import type { QueryApi } from '../../../shared/api/query.ts';

export function helpCategoriesQuery(api: QueryApi) {
  return api.trader.queryOptions('get', '/help/categories');
}

export function helpArticlesQuery(api: QueryApi, categoryId: number) {
  return api.trader.queryOptions('get', '/help/categories/{category_id}/articles', {
    params: { path: { category_id: categoryId } },
  });
}

export function helpArticleQuery(api: QueryApi, articleId: number) {
  return api.trader.queryOptions('get', '/help/articles/{article_id}', {
    params: { path: { article_id: articleId } },
  });
}
