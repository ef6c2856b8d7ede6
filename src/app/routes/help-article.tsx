// /help/{categoryId}/{id}: the article; its links to screens of the app open in-app.
import { useQuery } from '@tanstack/react-query';
import { helpArticleQuery } from '../../features/help/api/help-queries.ts';
import { HelpArticleView } from '../../features/help/components/help-article.tsx';
import { routeId } from '../../features/help/model/help-model.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { useCurrentRoute } from '../shell/runtime-context.ts';
import { isKnownPath } from '../../shared/routes/route-table.ts';

export default function HelpArticleScreen() {
  const { params } = useCurrentRoute();
  const categoryId = routeId(params['categoryId']);
  const articleId = routeId(params['articleId']);
  const { api } = useApi();
  const article = useQuery(helpArticleQuery(api, articleId));
  return (
    <>
      <ScreenTitle {...(article.data ? { title: article.data.title } : {})} />
      <HelpArticleView categoryId={categoryId} articleId={articleId} isAppPath={isKnownPath} />
    </>
  );
}
