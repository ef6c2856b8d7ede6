// Help search over section titles, article titles and article text.
//
// Matching, word by word: case-insensitive, ё equals е, surrounding and repeated whitespace
// ignored. Every word of the query must match a word of the item. A query word matches a text
// word that starts with it, so one typed form finds the others: 'вывод' finds 'выводы' and
// 'Вывод средств', 'спор' finds 'Споры' and 'спора'. Longer Russian words first lose a common
// ending ('выводы' -> 'вывод', 'пополнить' -> 'пополн'), so a typed plural or verb also finds the
// other forms. Short words and words with Latin letters or digits are never cut, and a short
// word typed in capitals ('СБП', 'USDT', 'C2C') is an abbreviation that must match a whole word
// ('СБП' finds 'СБП:', not a longer word).

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
  /** Plain text of the article body when the list carries it (proposed `body_text`). */
  body_text?: string | null;
}

export interface SearchGroup<C extends SearchCategory, A extends SearchArticle> {
  category: C;
  articles: readonly A[];
}

/** Where an article matched: its title, or its text (then with a short excerpt around the match). */
export type ArticlePlace = { in: 'title' } | { in: 'text'; excerpt: string };

export interface SearchMatch<C extends SearchCategory, A extends SearchArticle> {
  category: C;
  article: A;
  place: ArticlePlace;
}

export interface SearchResult<C extends SearchCategory, A extends SearchArticle> {
  /** Sections whose title matches. */
  categories: C[];
  /** Articles whose title or text matches, in category order, each article once. */
  articles: SearchMatch<C, A>[];
}

interface Term {
  /** The normalized start a text word must have (or equal, when `whole`). */
  stem: string;
  whole: boolean;
}

// Common Russian noun, adjective and verb endings, longest first. Cut only when at least four
// letters stay, so 'споры' -> 'спор' but 'сбп', 'как' and 'счет' stay whole.
const ENDINGS = [
  'иями', 'ями', 'ами', 'ого', 'его', 'ому', 'ему', 'ыми', 'ими', 'ться', 'тся', 'ить', 'ать', 'ять',
  'еть', 'ешь', 'ете', 'ите', 'ией', 'ий', 'ый', 'ой', 'ая', 'яя', 'ое', 'ее', 'ые', 'ие', 'ов',
  'ев', 'ей', 'ам', 'ям', 'ах', 'ях', 'ом', 'ем', 'ию', 'ью', 'ия', 'ья', 'а', 'я', 'о', 'е', 'ы',
  'и', 'у', 'ю', 'ь', 'й',
];
const MIN_STEM = 4;
const ABBREVIATION_MAX = 5;
const CYRILLIC_WORD = /^[а-я]+$/;
const WORD = /[\p{L}\p{N}]+/gu;

/** The stem a query word is matched by; exported for tests. */
export function stem(word: string): string {
  if (!CYRILLIC_WORD.test(word)) return word;
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM) return word.slice(0, -ending.length);
  }
  return word;
}

function queryTerms(query: string): Term[] {
  const terms: Term[] = [];
  for (const [raw] of query.matchAll(WORD)) {
    // Typed in capitals, two to five characters ('СБП', 'USDT', 'TRC20'): an abbreviation,
    // matched whole. A longer word in capitals is a word typed with caps lock on.
    const whole = raw.length >= 2 && raw.length <= ABBREVIATION_MAX && raw === raw.toLocaleUpperCase('ru-RU') && raw !== raw.toLocaleLowerCase('ru-RU');
    const word = normalizeForSearch(raw);
    terms.push({ stem: whole ? word : stem(word), whole });
  }
  return terms;
}

interface Word {
  text: string;
  index: number;
}

function words(text: string): Word[] {
  return [...text.matchAll(WORD)].map((m) => ({ text: normalizeForSearch(m[0]), index: m.index }));
}

function termMatches(term: Term, word: string): boolean {
  return term.whole ? word === term.stem : word.startsWith(term.stem);
}

/** The first word of `text` a term matches, or null. */
function findTerm(term: Term, text: readonly Word[]): Word | null {
  return text.find((word) => termMatches(term, word.text)) ?? null;
}

function allMatch(terms: readonly Term[], text: readonly Word[]): boolean {
  return terms.every((term) => findTerm(term, text) !== null);
}

const EXCERPT_BEFORE = 30;
const EXCERPT_AFTER = 70;

/** A short piece of `text` around `index`, cut at word boundaries, with '…' where cut. */
export function excerpt(text: string, index: number): string {
  let start = Math.max(0, index - EXCERPT_BEFORE);
  let end = Math.min(text.length, index + EXCERPT_AFTER);
  if (start > 0) {
    const space = text.slice(start, index).search(/\s/);
    if (space !== -1) start += space + 1;
  }
  if (end < text.length) {
    const tail = text.slice(index, end);
    const space = Math.max(tail.lastIndexOf(' '), tail.lastIndexOf('\n'));
    if (space > 0) end = index + space;
  }
  const piece = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${piece}${end < text.length ? '…' : ''}`;
}

/**
 * The sections and the articles the query finds; an empty query finds nothing. `textOf` gives
 * an article's plain text when the list item does not carry it (e.g. from an article the trader
 * has already opened); without either, the article is searched by its title alone.
 */
export function searchHelp<C extends SearchCategory, A extends SearchArticle>(
  query: string,
  groups: readonly SearchGroup<C, A>[],
  textOf: (article: A) => string | null = () => null,
): SearchResult<C, A> {
  const terms = queryTerms(query);
  const result: SearchResult<C, A> = { categories: [], articles: [] };
  if (terms.length === 0) return result;
  const seen = new Set<number>();
  for (const { category, articles } of groups) {
    if (allMatch(terms, words(category.title))) result.categories.push(category);
    for (const article of articles) {
      // An article is listed once, under the first section that lists it.
      if (seen.has(article.id)) continue;
      const title = words(article.title);
      if (allMatch(terms, title)) {
        seen.add(article.id);
        result.articles.push({ category, article, place: { in: 'title' } });
        continue;
      }
      const text = article.body_text ?? textOf(article);
      if (text === null || text.trim() === '') continue;
      const body = words(text);
      // Words may be split between the title and the text ('пополнить USDT').
      if (!terms.every((term) => findTerm(term, title) !== null || findTerm(term, body) !== null)) continue;
      const first = terms.map((term) => findTerm(term, body)).find((word) => word !== null);
      seen.add(article.id);
      result.articles.push({ category, article, place: { in: 'text', excerpt: excerpt(text, first?.index ?? 0) } });
    }
  }
  return result;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The readable text of untrusted article HTML, for searching only (never rendered as HTML):
 * tags become spaces, script and style content is dropped, common entities are decoded.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
