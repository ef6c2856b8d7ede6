import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { TOASTER_OPTIONS, TOAST_SPEC } from './toaster.ts';

describe('toasts', () => {
  it('use the spec constants: 4000 ms, 3 visible, gap 14 px, width 356', () => {
    expect(TOASTER_OPTIONS).toMatchObject({ duration: 4000, visibleToasts: 3, gap: 14, style: { '--width': '356px' } });
  });

  it('the installed sonner swipes away at 45 px or velocity over 0.11 (not configurable: pinned here)', () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(require.resolve('sonner'), 'utf8');
    expect(source).toContain(`SWIPE_THRESHOLD = ${TOAST_SPEC.swipePx}`);
    expect(source).toContain(`velocity > ${TOAST_SPEC.swipeVelocity}`);
  });
});
