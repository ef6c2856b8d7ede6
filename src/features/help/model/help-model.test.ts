import { describe, expect, it } from 'vitest';
import { articleCountLabel, helpPaths, inAppPath, routeId, searchFoundLabel, updatedLabel } from './help-model.ts';

const ORIGIN = 'https://app.example';

describe('articleCountLabel', () => {
  it('uses the Russian plural forms', () => {
    expect([0, 1, 2, 5, 11, 21, 22, 25].map(articleCountLabel)).toEqual([
      '0 статей', '1 статья', '2 статьи', '5 статей', '11 статей', '21 статья', '22 статьи', '25 статей',
    ]);
  });
});

describe('updatedLabel', () => {
  it('formats the date in Russian, null when unparsable', () => {
    // The domain's `date` format (issue 25: one date format, no 'г.'), in the display zone.
    expect(updatedLabel('2026-11-02T09:00:00Z', 'Europe/Moscow')).toBe('Обновлено 2 ноября 2026');
    expect(updatedLabel('2026-11-02T22:00:00Z', 'Europe/Moscow')).toBe('Обновлено 3 ноября 2026');
    expect(updatedLabel('nonsense', 'UTC')).toBeNull();
  });
});

describe('inAppPath', () => {
  it('takes same-origin /help links in-app', () => {
    expect(inAppPath('/help/1/101', ORIGIN)).toBe('/help/1/101');
    expect(inAppPath(`${ORIGIN}/help/2?x=1#a`, ORIGIN)).toBe('/help/2?x=1#a');
    expect(inAppPath('/help', ORIGIN)).toBe('/help');
  });

  it('leaves other links to the browser', () => {
    expect(inAppPath('https://t.me/support', ORIGIN)).toBeNull();
    expect(inAppPath('https://evil.example/help/1', ORIGIN)).toBeNull();
    expect(inAppPath('//evil.example/help/1', ORIGIN)).toBeNull();
    expect(inAppPath('/helpful', ORIGIN)).toBeNull();
    expect(inAppPath('/requisite/add', ORIGIN)).toBeNull();
    expect(inAppPath('mailto:a@b.c', ORIGIN)).toBeNull();
    expect(inAppPath(null, ORIGIN)).toBeNull();
    expect(inAppPath('', ORIGIN)).toBeNull();
  });

  it('accepts a wider set of app paths when given', () => {
    expect(inAppPath('/requisite/add', ORIGIN, (p) => p === '/requisite/add')).toBe('/requisite/add');
  });
});

describe('helpPaths and routeId', () => {
  it('builds the help paths and parses validated ids', () => {
    expect(helpPaths.article(1, 101)).toBe('/help/1/101');
    expect(helpPaths.category(3)).toBe('/help/3');
    expect(routeId('42')).toBe(42);
    expect(() => routeId(undefined)).toThrow();
    expect(() => routeId('0')).toThrow();
  });
});

describe('searchFoundLabel', () => {
  it('names sections and articles found, with Russian plurals, leaving out a zero', () => {
    expect(searchFoundLabel(0, 1)).toBe('Найдено: 1 статья');
    expect(searchFoundLabel(1, 0)).toBe('Найдено: 1 раздел');
    expect(searchFoundLabel(2, 3)).toBe('Найдено: 2 раздела, 3 статьи');
    expect(searchFoundLabel(5, 0)).toBe('Найдено: 5 разделов');
  });
});
