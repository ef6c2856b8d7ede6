// /help/{categoryId}: the category's articles; the title comes from the (usually cached)
// category list, the route table's title while it loads.
import { useQuery } from '@tanstack/react-query';
import { helpCategoriesQuery } from '../../features/help/api/help-queries.ts';
import { HelpCategoryArticles } from '../../features/help/components/help-category.tsx';
import { routeId } from '../../features/help/model/help-model.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { useCurrentRoute } from '../shell/runtime-context.ts';

export default function HelpCategoryScreen() {
  const categoryId = routeId(useCurrentRoute().params['categoryId']);
  const { api } = useApi();
  const category = useQuery({
    ...helpCategoriesQuery(api),
    select: (categories) => categories.find((c) => c.id === categoryId) ?? null,
  });
  return (
    <>
      <ScreenTitle {...(category.data ? { title: category.data.title } : {})} />
      <HelpCategoryArticles categoryId={categoryId} description={category.data?.description ?? null} />
    </>
  );
}
