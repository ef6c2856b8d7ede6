import { describe, expect, it } from 'vitest';
import trader from '../../../../generated/openapi/trader-api.bundled.json' with { type: 'json' };
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { excerpt, htmlToText, normalizeForSearch, searchHelp, stem } from './search.ts';

type HelpCategory = components['schemas']['HelpCategory'];
type HelpArticleSummary = components['schemas']['HelpArticleSummary'];

const groups = [
  {
    category: { id: 1, title: 'Начало работы' },
    articles: [
      { id: 101, title: 'Как добавить реквизиты' },
      { id: 102, title: 'Ёлка и счёт' },
    ],
  },
  { category: { id: 2, title: 'Баланс' }, articles: [{ id: 201, title: 'Как пополнить БАЛАНС' }] },
  { category: { id: 3, title: 'Пусто' }, articles: [] },
];

const ids = (query: string) => searchHelp(query, groups).articles.map((m) => `${m.category.id}/${m.article.id}`);

describe('normalizeForSearch', () => {
  it('lowercases, maps ё to е, trims and collapses whitespace', () => {
    expect(normalizeForSearch('  Ёлка   И  СЧЁТ ')).toBe('елка и счет');
  });
});

describe('searchHelp: titles', () => {
  it('matches case-insensitively, with the category of each match', () => {
    expect(ids('баланс')).toEqual(['2/201']);
    expect(ids('КАК')).toEqual(['1/101', '2/201']);
    expect(searchHelp('реквизит', groups).articles[0]?.category.title).toBe('Начало работы');
  });

  it('treats ё and е as the same letter both ways', () => {
    expect(ids('елка')).toEqual(['1/102']);
    expect(ids('СЧЕТ')).toEqual(['1/102']);
    expect(ids('Ёлка')).toEqual(['1/102']);
  });

  it('trims the query and ignores repeated spaces', () => {
    expect(ids('  пополнить   баланс  ')).toEqual(['2/201']);
  });

  it('an empty or blank query matches nothing; an unknown word matches nothing', () => {
    expect(searchHelp('', groups)).toEqual({ categories: [], articles: [] });
    expect(searchHelp('   ', groups)).toEqual({ categories: [], articles: [] });
    expect(ids('биткоин')).toEqual([]);
  });
});

describe('stem', () => {
  it('cuts a common ending when four letters stay, and leaves short, Latin and digit words alone', () => {
    expect(stem('выводы')).toBe('вывод');
    expect(stem('вывод')).toBe('вывод');
    expect(stem('споры')).toBe('спор');
    expect(stem('спора')).toBe('спор');
    expect(stem('пополнить')).toBe('пополн');
    expect(stem('реквизиты')).toBe('реквизит');
    expect(stem('сбп')).toBe('сбп');
    expect(stem('как')).toBe('как');
    expect(stem('usdt')).toBe('usdt');
    expect(stem('c2c')).toBe('c2c');
  });
});

// The Prism examples a trader meets on the dev mocks (openapi/trader-api.yaml).
type Examples<T> = Record<string, { value: T }>;
const paths = trader.paths as unknown as Record<string, { get: { responses: { 200: { content: { 'application/json': { examples: Examples<unknown> } } } } } }>;
const examplesOf = <T,>(path: string) => paths[path]!.get.responses[200].content['application/json'].examples as Examples<T>;
const categories = examplesOf<HelpCategory[]>('/help/categories').default!.value;
const lists = examplesOf<HelpArticleSummary[]>('/help/categories/{category_id}/articles');
const articles = examplesOf<{ id: number; body_html: string }>('/help/articles/{article_id}');
const prism = [
  { category: categories[0]!, articles: lists.default!.value },
  { category: categories[1]!, articles: lists.category_2!.value },
  { category: categories[2]!, articles: lists.category_3!.value },
];
const where = (query: string, data = prism, textOf?: (a: HelpArticleSummary) => string | null) => {
  const found = searchHelp(query, data, textOf);
  return [
    ...found.categories.map((c) => `section ${c.title}`),
    ...found.articles.map((m) => `${m.place.in} ${m.article.id}`),
  ];
};

describe('searchHelp on the Prism examples', () => {
  it('"СБП" finds the articles that mention it in their text, with an excerpt', () => {
    expect(where('СБП')).toEqual(['text 101', 'text 301']);
    const [first] = searchHelp('СБП', prism).articles;
    expect(first?.place).toEqual({ in: 'text', excerpt: '…и нажмите Добавить. СБП: номер телефона. Карта: номер карты.' });
    expect(where('сбп')).toEqual(['text 101', 'text 301']);
  });

  it('"вывод" finds the section "Баланс и выводы", the article "Вывод средств" and none twice', () => {
    expect(where('вывод')).toEqual(['section Баланс и выводы', 'title 201']);
    expect(where('Выводы')).toEqual(['section Баланс и выводы', 'title 201']);
  });

  it('"спор" finds the section "Споры" and an article about a dispute in either form', () => {
    expect(where('спор')).toEqual(['section Споры', 'title 301']);
    expect(where('споры')).toEqual(['section Споры', 'title 301']);
  });

  it('a word typed in capitals is an abbreviation: a whole word, never a longer one', () => {
    expect(where('USD')).toEqual([]);
    expect(where('usd')).toEqual(['text 102', 'text 201', 'text 202']);
    expect(where('USDT')).toEqual(['text 102', 'text 201', 'text 202']);
    // A long word in capitals is caps lock, not an abbreviation: its forms are found.
    expect(where('ПОПОЛНЕНИЯ')).toEqual(['text 102']);
  });

  it('every word must match, in the title or the text', () => {
    expect(where('пополнить usdt')).toEqual(['text 102']);
    expect(where('пополнить биткоин')).toEqual([]);
  });

  it('an article is listed once, under the first section that lists it (Prism answers every id alike)', () => {
    const same = categories.map((category) => ({ category, articles: lists.default!.value }));
    expect(where('реквизиты', same)).toEqual(['title 101']);
  });

  it('without body_text, searches titles, and the text of an article already loaded', () => {
    const titlesOnly = [{ category: categories[0]!, articles: lists.titles_only!.value }];
    expect(where('СБП', titlesOnly)).toEqual([]);
    const loaded = new Map([[101, htmlToText(articles.default!.value.body_html)]]);
    expect(where('СБП', titlesOnly, (a) => loaded.get(a.id) ?? null)).toEqual(['text 101']);
  });
});

describe('htmlToText', () => {
  it('keeps the words, drops tags, scripts and styles, decodes entities', () => {
    expect(htmlToText(articles.default!.value.body_html)).toBe(
      'Реквизиты Откройте раздел Реквизиты и нажмите Добавить . СБП: номер телефона Карта: номер карты',
    );
    expect(htmlToText('<p>a&nbsp;&amp;&#8470;1</p><script>alert(1)</script><style>p{}</style>b')).toBe('a &№1 b');
  });
});

describe('excerpt', () => {
  it('cuts at word boundaries around the match and marks the cuts', () => {
    const text = 'Первое слово. ' + 'очень '.repeat(10) + 'СБП и ещё много разных слов после него, чтобы было что обрезать в конце строки';
    const result = excerpt(text, text.indexOf('СБП'));
    expect(result.startsWith('…очень')).toBe(true);
    expect(result).toContain('СБП и ещё');
    expect(result.endsWith('…')).toBe(true);
    expect(excerpt('коротко про СБП', 12)).toBe('коротко про СБП');
  });
});
