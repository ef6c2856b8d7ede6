// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { runningBuild } from './build-id.ts';

afterEach(() => document.head.querySelectorAll('meta[name="trader:build"]').forEach((meta) => meta.remove()));

describe('runningBuild', () => {
  it('reads the id the build wrote into the page', () => {
    document.head.append(Object.assign(document.createElement('meta'), { name: 'trader:build', content: 'b-20261207-1' }));
    expect(runningBuild()).toBe('b-20261207-1');
  });

  it('is null on a page without an id (the dev server) or with an empty one', () => {
    expect(runningBuild()).toBeNull();
    document.head.append(Object.assign(document.createElement('meta'), { name: 'trader:build', content: '' }));
    expect(runningBuild()).toBeNull();
  });

  it('reads the document it is given, not only the current one', () => {
    const other = document.implementation.createHTMLDocument('other');
    other.head.append(Object.assign(other.createElement('meta'), { name: 'trader:build', content: 'frame-build' }));
    expect(runningBuild(other)).toBe('frame-build');
    expect(runningBuild()).toBeNull();
  });
});
