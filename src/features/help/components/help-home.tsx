// /help: the categories with their article counts, and a title search across all articles.
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { Field } from '../../../shared/ui/field.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { helpArticlesQuery, helpCategoriesQuery } from '../api/help-queries.ts';
import { articleCountLabel, helpPaths } from '../model/help-model.ts';
import { normalizeForSearch, searchArticles, type SearchGroup } from '../model/search.ts';
import { Chevron, HelpLink } from './help-link.tsx';
import './help.css';

type HelpCategory = components['schemas']['HelpCategory'];
type HelpArticleSummary = components['schemas']['HelpArticleSummary'];

export function HelpHome() {
  const { api } = useApi();
  const categories = useQuery(helpCategoriesQuery(api));
  if (categories.isPending) return <LoadingState rows={4} label="Загрузка разделов помощи" />;
  if (categories.isError) {
    return <ErrorState message={errorMessage(categories.error)} onRetry={() => void categories.refetch()} />;
  }
  if (categories.data.length === 0) {
    return <EmptyState title="Разделов помощи пока нет" text="Статьи появятся здесь, как только мы их опубликуем." />;
  }
  return <HelpCategories categories={categories.data} />;
}

function HelpCategories({ categories }: { categories: readonly HelpCategory[] }) {
  const { api, queryClient } = useApi();
  const [query, setQuery] = useState('');
  const active = normalizeForSearch(query) !== '';
  return (
    <>
      <div role="search" className="help-search">
        <Field
          label="Поиск по статьям"
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Например, реквизиты"
          value={query}
          // The article lists are fetched only once the trader goes to search, all at once.
          onFocus={() => categories.forEach((c) => void queryClient.prefetchQuery(helpArticlesQuery(api, c.id)))}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {active ? (
        <SearchResults categories={categories} query={query} />
      ) : (
        <ul className="help-list" aria-label="Разделы помощи">
            {categories.map((category) => (
              <li key={category.id}>
                <HelpLink to={helpPaths.category(category.id)} className="help-item">
                  <span className="help-item__text">
                    <span className="help-item__title">{category.title}</span>
                    {category.description ? <span className="help-item__hint">{category.description}</span> : null}
                  </span>
                  <span className="help-item__count">{articleCountLabel(category.article_count)}</span>
                  <Chevron />
                </HelpLink>
              </li>
            ))}
        </ul>
      )}
    </>
  );
}

/** The categories' article lists, loaded in parallel, filtered by title. */
function SearchResults({ categories, query }: { categories: readonly HelpCategory[]; query: string }) {
  const { api } = useApi();
  const lists = useQueries({ queries: categories.map((category) => helpArticlesQuery(api, category.id)) });
  const groups: SearchGroup<HelpCategory, HelpArticleSummary>[] = [];
  categories.forEach((category, index) => {
    const data = lists[index]?.data;
    if (data) groups.push({ category, articles: data });
  });
  const matches = searchArticles(query, groups);
  const failed = lists.filter((list) => list.isError);
  const pending = lists.some((list) => list.isPending);
  const retry = () => failed.forEach((list) => void list.refetch());
  const firstError = failed[0]?.error;

  if (pending && matches.length === 0 && failed.length === 0) return <LoadingState rows={3} label="Поиск статей" />;
  if (failed.length === lists.length && firstError) {
    return <ErrorState title="Не удалось выполнить поиск" message={errorMessage(firstError)} onRetry={retry} />;
  }
  return (
    <section aria-label="Результаты поиска">
      <p className="help-search__status" role="status">
        {matches.length > 0 ? `Найдено: ${articleCountLabel(matches.length)}` : pending ? 'Ищем…' : ''}
      </p>
      {matches.length > 0 ? (
        <ul className="help-list">
          {matches.map(({ category, article }) => (
            <li key={`${category.id}-${article.id}`}>
              <HelpLink to={helpPaths.article(category.id, article.id)} className="help-item">
                <span className="help-item__text">
                  <span className="help-item__title">{article.title}</span>
                  <span className="help-item__hint">{category.title}</span>
                </span>
                <Chevron />
              </HelpLink>
            </li>
          ))}
        </ul>
      ) : pending ? null : (
        <EmptyState title="Ничего не нашлось" text="Попробуйте другое слово или откройте раздел из списка." />
      )}
      {failed.length > 0 ? (
        <ErrorState
          title="Часть разделов не загрузилась"
          message={firstError ? errorMessage(firstError) : undefined}
          onRetry={retry}
        />
      ) : null}
    </section>
  );
}
