// /help/{categoryId}: the category's articles.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context.ts';
import { ApiError, errorMessage } from '../../../shared/api/errors.ts';
import { buttonClassName } from '../../../shared/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { helpArticlesQuery } from '../api/help-queries.ts';
import { helpPaths } from '../model/help-model.ts';
import { HelpItem, HelpLink } from './help-link.tsx';
import './help.css';

export function HelpCategoryArticles({ categoryId, description }: { categoryId: number; description?: string | null }) {
  const { api } = useApi();
  const articles = useQuery(helpArticlesQuery(api, categoryId));
  const toHelp = (
    <HelpLink to={helpPaths.home} className={buttonClassName('secondary')}>
      Все разделы
    </HelpLink>
  );
  if (articles.isPending) return <LoadingState rows={3} label="Загрузка статей" />;
  if (articles.isError) {
    if (articles.error instanceof ApiError && articles.error.status === 404) {
      return <EmptyState title="Раздел не найден" text="Возможно, его убрали. Откройте другой раздел." action={toHelp} />;
    }
    return <ErrorState message={errorMessage(articles.error)} onRetry={() => void articles.refetch()} />;
  }
  return (
    <>
      {description ? <p className="help-lead">{description}</p> : null}
      {articles.data.length === 0 ? (
        <EmptyState title="В этом разделе пока нет статей" text="Загляните в другие разделы помощи." action={toHelp} />
      ) : (
        <ul className="help-list" aria-label="Статьи раздела">
          {articles.data.map((article) => (
            <HelpItem key={article.id} to={helpPaths.article(categoryId, article.id)} title={article.title} />
          ))}
        </ul>
      )}
    </>
  );
}
