import { describe, expect, it } from 'vitest';
import { ROUTES, matchRoute, normalizePath, pathFor, routeNames } from './route-table.ts';

const SPEC_ROUTES = [
  '/', '/history', '/settings', '/help', '/help/{categoryId}', '/help/{categoryId}/{id}', '/balance', '/balance/replenish',
  '/balance/conclusion', '/balance/translation', '/balance/operations', '/balance/operations/{id}', '/dispute', '/dispute/close',
  '/requisite', '/requisite/add', '/trade/list', '/trade/search', '/trade/order/complete', '/warn/account-blocked',
  '/warn/access-restricted',
];

describe('route table', () => {
  it('has exactly the routes of spec section 2', () => {
    const patterns = ROUTES.map((r) => r.pattern.replace(/:categoryId/, '{categoryId}').replace(/:articleId|:operationId/, '{id}'));
    expect(patterns.sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('gives every route a name and a Russian-suffixed variant resolving to the same path', () => {
    expect(routeNames()).toHaveLength(ROUTES.length * 2);
    expect(pathFor('balance-operations-id', { operationId: '3fa85f64-5717-4562-b3fc-2c963f66afa6' })).toBe(
      '/balance/operations/3fa85f64-5717-4562-b3fc-2c963f66afa6',
    );
    // Every route in turn: its name is the union here, so the params are built untyped.
    const anyPathFor = pathFor as (name: string, params: Record<string, string>) => string;
    for (const route of ROUTES) {
      const params = Object.fromEntries(
        [...route.pattern.matchAll(/:(\w+)/g)].map(([, k]) => [k!, k === 'operationId' ? '3fa85f64-5717-4562-b3fc-2c963f66afa6' : '7']),
      );
      expect(anyPathFor(`${route.name}___ru`, params)).toBe(anyPathFor(route.name, params));
    }
    // @ts-expect-error: a name outside the table is a type error too
    expect(() => pathFor('nope')).toThrow('Unknown route name "nope"');
    expect(() => pathFor('help-categoryId', { categoryId: 'abc' })).toThrow(/does not accept params/);
  });

  it("types each route's params from its pattern: a wrong, missing or extra param fails typecheck", () => {
    expect(pathFor('help-categoryId-id', { categoryId: 3, articleId: 12 })).toBe('/help/3/12');
    expect(pathFor('help-categoryId___ru', { categoryId: 3 })).toBe('/help/3');
    expect(pathFor('balance')).toBe('/balance');
    // @ts-expect-error: the pattern's param is :categoryId
    expect(() => pathFor('help-categoryId', { category: 3 })).toThrow('Route "help-categoryId" needs param "categoryId"');
    // @ts-expect-error: :articleId is missing
    expect(() => pathFor('help-categoryId-id', { categoryId: 3 })).toThrow('needs param "articleId"');
    // @ts-expect-error: a route with params needs them
    expect(() => pathFor('balance-operations-id')).toThrow('needs param "operationId"');
    // @ts-expect-error: /balance has no params
    expect(pathFor('balance', { operationId: 'x' })).toBe('/balance');
  });

  it('matches paths with validated params and ignores a trailing slash', () => {
    expect(matchRoute('/help/3/12')).toMatchObject({ route: { name: 'help-categoryId-id' }, params: { categoryId: '3', articleId: '12' } });
    expect(matchRoute('/balance/')?.route.name).toBe('balance');
    expect(matchRoute('/help/abc')).toBeNull();
    expect(matchRoute('/help/0')).toBeNull();
    expect(matchRoute('/balance/operations/123')).toBeNull();
    expect(matchRoute('/trade')).toBeNull();
    expect(matchRoute('/help/%E0%A4%A')).toBeNull();
  });

  it('normalizes paths', () => {
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/history///')).toBe('/history');
    expect(normalizePath('/help?x=1#y')).toBe('/help');
  });
});
