// Title search across the help categories: case-insensitive, ё equals е, surrounding and
// repeated whitespace ignored.

export function normalizeForSearch(text: string): string {
  return text.toLocaleLowerCase('ru-RU').replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

export interface SearchCategory {
  id: number;
  title: string;
}

export interface SearchArticle {
  id: number;
  title: string;
}

export interface SearchGroup<C extends SearchCategory, A extends SearchArticle> {
  category: C;
  articles: readonly A[];
}

export interface SearchMatch<C extends SearchCategory, A extends SearchArticle> {
  category: C;
  article: A;
}

/** Articles whose title contains the query, in category order; an empty query matches nothing. */
export function searchArticles<C extends SearchCategory, A extends SearchArticle>(
  query: string,
  groups: readonly SearchGroup<C, A>[],
): SearchMatch<C, A>[] {
  const needle = normalizeForSearch(query);
  if (needle === '') return [];
  const matches: SearchMatch<C, A>[] = [];
  for (const { category, articles } of groups) {
    for (const article of articles) {
      if (normalizeForSearch(article.title).includes(needle)) matches.push({ category, article });
    }
  }
  return matches;
}
