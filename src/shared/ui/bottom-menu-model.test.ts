import { describe, expect, it } from 'vitest';
import { MENU_HEIGHT_PX, MENU_ITEMS, activeMenuPath, isMenuPath, menuHeightCss, normalizeMenuPath } from './bottom-menu-model.ts';

describe('MENU_ITEMS', () => {
  it('lists the five sections in order with Russian labels', () => {
    expect(MENU_ITEMS.map((item) => [item.path, item.label])).toEqual([
      ['/', 'Главная'],
      ['/requisite', 'Реквизиты'],
      ['/balance', 'Баланс'],
      ['/history', 'История'],
      ['/help', 'Помощь'],
    ]);
  });
});

describe('isMenuPath', () => {
  it.each(['/', '/requisite', '/balance', '/history', '/help'])('shows the menu on %s', (path) => {
    expect(isMenuPath(path)).toBe(true);
  });

  it.each(['/requisite/', '/balance/', '/history/', '/help/', '//', '/balance//', ''])('ignores the trailing slash: %j', (path) => {
    expect(isMenuPath(path)).toBe(true);
  });

  it.each(['/balance?tab=1', '/help#modal', '/?x=1#y', '/history/#top'])('ignores query and hash: %s', (path) => {
    expect(isMenuPath(path)).toBe(true);
  });

  it.each([
    '/balance/operations',
    '/balance/operations/',
    '/balance/operations/42',
    '/help/1',
    '/help/1/2',
    '/requisite/add',
    '/trade/list',
    '/settings',
    '/dispute',
    '/warn/account-blocked',
    '/balances',
    '/helpful',
    'balance',
    '/Balance',
  ])('hides the menu on %s', (path) => {
    expect(isMenuPath(path)).toBe(false);
  });
});

describe('normalizeMenuPath', () => {
  it('strips query, hash and trailing slashes; empty is root', () => {
    expect(normalizeMenuPath('')).toBe('/');
    expect(normalizeMenuPath('/')).toBe('/');
    expect(normalizeMenuPath('/a/b/?q#h')).toBe('/a/b');
    expect(normalizeMenuPath('?q')).toBe('/');
  });
});

describe('activeMenuPath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/balance', '/balance'],
    ['/balance/', '/balance'],
    ['/balance/operations/7', '/balance'],
    ['/help/3/9', '/help'],
    ['/requisite/add?x', '/requisite'],
    ['/history', '/history'],
  ] as const)('%s -> %s', (path, expected) => {
    expect(activeMenuPath(path)).toBe(expected);
  });

  it.each(['/trade/list', '/settings', '/balances', '/dispute'])('no item for %s (root is exact only)', (path) => {
    expect(activeMenuPath(path)).toBeNull();
  });
});

describe('menuHeightCss', () => {
  it('is 60 px plus the bottom safe-area inset', () => {
    expect(MENU_HEIGHT_PX).toBe(60);
    expect(menuHeightCss()).toBe('calc(60px + var(--tg-safe-area-inset-bottom, 0px))');
  });
});
