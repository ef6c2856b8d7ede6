import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { START_PARAM_MAX_LENGTH, pathToStartParam, startParamToPath } from './start-param.ts';

const known = new Set(['/', '/balance/operations/5f0c-77', '/help/3/12', '/trade/list', '/balance']);
const isKnown = (path: string): boolean => known.has(path) || path.startsWith('/balance/operations/');

describe('startParamToPath', () => {
  it('maps double underscores to path separators', () => {
    expect(startParamToPath('balance__operations__5f0c-77', isKnown)).toBe('/balance/operations/5f0c-77');
    expect(startParamToPath('help__3__12', isKnown)).toBe('/help/3/12');
    expect(startParamToPath('trade__list', isKnown)).toBe('/trade/list');
    expect(startParamToPath('balance', isKnown)).toBe('/balance');
  });

  it('goes home for empty or null', () => {
    expect(startParamToPath(null, isKnown)).toBe('/');
    expect(startParamToPath('', isKnown)).toBe('/');
  });

  it('goes home for paths the router does not know', () => {
    expect(startParamToPath('admin__panel', isKnown)).toBe('/');
    expect(startParamToPath('help__3', isKnown)).toBe('/');
  });

  it('goes home for malformed params', () => {
    const anything = (): boolean => true;
    for (const bad of ['trade/list', 'trade__', '__trade', 'trade____list', 'trade___list', 'a b', 'торг', '_x', 'x_', '%2F']) {
      expect(startParamToPath(bad, anything), bad).toBe('/');
    }
    expect(startParamToPath('a'.repeat(START_PARAM_MAX_LENGTH), anything)).toBe(`/${'a'.repeat(512)}`);
    expect(startParamToPath('a'.repeat(START_PARAM_MAX_LENGTH + 1), anything)).toBe('/');
  });
});

describe('pathToStartParam', () => {
  it('encodes paths with double underscores', () => {
    expect(pathToStartParam('/balance/operations/42')).toBe('balance__operations__42');
    expect(pathToStartParam('/trade/list/')).toBe('trade__list');
    expect(pathToStartParam('/')).toBe('');
  });

  it('rejects paths that cannot be encoded', () => {
    expect(() => pathToStartParam('/help?x=1')).toThrow('Path cannot be encoded as a start parameter: /help?x=1');
    expect(() => pathToStartParam('/a__b')).toThrow(/cannot be encoded/);
    expect(() => pathToStartParam('/a//b')).toThrow(/cannot be encoded/);
    expect(() => pathToStartParam(`/${'a'.repeat(513)}`)).toThrow(/longer than 512/);
  });

  it('round-trips every encodable path', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9-]{1,8}(?:_[A-Za-z0-9-]{1,8}){0,2}$/);
    const path = fc
      .array(segment, { minLength: 1, maxLength: 6 })
      .map((segments) => `/${segments.join('/')}`);
    fc.assert(
      fc.property(path, (p) => {
        const startParam = pathToStartParam(p);
        expect(startParam).toMatch(/^[A-Za-z0-9_-]{1,512}$/);
        expect(startParamToPath(startParam, (candidate) => candidate === p)).toBe(p);
      }),
    );
  });
});
