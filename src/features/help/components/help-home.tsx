// /help: the categories with their article counts, and a search across section titles, article
// titles and article text.
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { Field } from '../../../shared/ui/field.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { helpArticleQuery, helpArticlesQuery, helpCategoriesQuery } from '../api/help-queries.ts';
import { articleCountLabel, helpPaths, searchFoundLabel } from '../model/help-model.ts';
import { htmlToText, normalizeForSearch, searchHelp, type SearchGroup } from '../model/search.ts';
import { HelpItem } from './help-link.tsx';
import './help.css';

type HelpCategory = components['schemas']['HelpCategory'];
type HelpArticleSummary = components['schemas']['HelpArticleSummary'];
type HelpArticle = components['schemas']['HelpArticle'];

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
            <HelpItem key={category.id} to={helpPaths.category(category.id)} title={category.title} hint={category.description} count={articleCountLabel(category.article_count)} />
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The categories' article lists, loaded in parallel, searched by section title, article title and
 * article text. The text is the list's `body_text` when the server sends it, else the body of an
 * article already in the cache (opened before): the search never fetches articles one by one, so
 * it costs one request per category at most.
 */
function SearchResults({ categories, query }: { categories: readonly HelpCategory[]; query: string }) {
  const { api, queryClient } = useApi();
  const lists = useQueries({ queries: categories.map((category) => helpArticlesQuery(api, category.id)) });
  const groups: SearchGroup<HelpCategory, HelpArticleSummary>[] = [];
  categories.forEach((category, index) => {
    const data = lists[index]?.data;
    // A section whose list has not come yet is still searched by its title.
    groups.push({ category, articles: data ?? [] });
  });
  const cachedText = (article: HelpArticleSummary) => {
    const cached = queryClient.getQueryData<HelpArticle>(helpArticleQuery(api, article.id).queryKey);
    return cached ? htmlToText(cached.body_html) : null;
  };
  const found = searchHelp(query, groups, cachedText);
  const total = found.categories.length + found.articles.length;
  const failed = lists.filter((list) => list.isError);
  const pending = lists.some((list) => list.isPending);
  const retry = () => failed.forEach((list) => void list.refetch());
  const firstError = failed[0]?.error;

  if (pending && total === 0 && failed.length === 0) return <LoadingState rows={3} label="Поиск статей" />;
  if (failed.length === lists.length && found.categories.length === 0 && firstError) {
    return <ErrorState title="Не удалось выполнить поиск" message={errorMessage(firstError)} onRetry={retry} />;
  }
  return (
    <section aria-label="Результаты поиска">
      <p className="help-search__status" role="status">
        {total > 0 ? searchFoundLabel(found.categories.length, found.articles.length) : pending ? 'Ищем…' : ''}
      </p>
      {found.categories.length > 0 ? (
        <ul className="help-list" aria-label="Найденные разделы">
          {found.categories.map((category) => (
            <HelpItem key={`category-${category.id}`} to={helpPaths.category(category.id)} title={category.title} hint={`Раздел · ${articleCountLabel(category.article_count)}`} />
          ))}
        </ul>
      ) : null}
      {found.articles.length > 0 ? (
        <ul className="help-list" aria-label="Найденные статьи">
          {found.articles.map(({ category, article, place }) => (
            <HelpItem
              key={`${category.id}-${article.id}`}
              to={helpPaths.article(category.id, article.id)}
              title={article.title}
              excerpt={place.in === 'text' ? place.excerpt : undefined}
              hint={`${category.title} · ${place.in === 'title' ? 'в заголовке' : 'в тексте статьи'}`}
            />
          ))}
        </ul>
      ) : null}
      {total === 0 && !pending ? (
        <EmptyState title="Ничего не нашлось" text="Попробуйте другое слово или откройте раздел из списка." />
      ) : null}
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
