import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SHEET_SPEC } from './sheet-impl.tsx';

describe('the sheet (spec section 9: drawer)', () => {
  it('closes at 0.25 of its height and animates for 0.5 s (the installed vaul; its duration is not configurable: pinned here)', () => {
    expect(SHEET_SPEC).toEqual({ animationS: 0.5, closeThreshold: 0.25 });
    const require = createRequire(import.meta.url);
    const source = readFileSync(require.resolve('vaul'), 'utf8');
    expect(source).toMatch(new RegExp(`DURATION:\\s*${SHEET_SPEC.animationS}\\b`));
  });
});
