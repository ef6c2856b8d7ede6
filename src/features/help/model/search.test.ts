import { describe, expect, it } from 'vitest';
import { normalizeForSearch, searchArticles } from './search.ts';

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

const ids = (query: string) => searchArticles(query, groups).map((m) => `${m.category.id}/${m.article.id}`);

describe('normalizeForSearch', () => {
  it('lowercases, maps ё to е, trims and collapses whitespace', () => {
    expect(normalizeForSearch('  Ёлка   И  СЧЁТ ')).toBe('елка и счет');
  });
});

describe('searchArticles', () => {
  it('matches case-insensitively, with the category of each match', () => {
    expect(ids('баланс')).toEqual(['2/201']);
    expect(ids('КАК')).toEqual(['1/101', '2/201']);
    expect(searchArticles('реквизит', groups)[0]?.category.title).toBe('Начало работы');
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
    expect(ids('')).toEqual([]);
    expect(ids('   ')).toEqual([]);
    expect(ids('биткоин')).toEqual([]);
  });
});
