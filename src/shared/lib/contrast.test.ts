import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableBackground, readableOn } from './contrast.ts';

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#ffffff', '#2481cc')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('#8e8e93', '#2c2c2e')).toBeLessThan(4.5);
  });

  it("lifts Telegram's dark hint colour to 4.5:1 on both backgrounds and keeps readable colours", () => {
    const hint = readableOn('#8e8e93', ['#1c1c1e', '#2c2c2e']);
    expect(contrastRatio(hint, '#2c2c2e')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(hint, '#1c1c1e')).toBeGreaterThanOrEqual(4.5);
    expect(readableOn('#ffffff', ['#1c1c1e'])).toBe('#ffffff');
  });

  it('darkens a button until white text reads', () => {
    const button = readableBackground('#2481cc', '#ffffff');
    expect(contrastRatio(button, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readableBackground('#000000', '#ffffff')).toBe('#000000');
  });

  it('always reaches the minimum for any pair of colours (property)', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(hex, hex, (fg, bg) => {
        expect(contrastRatio(readableOn(fg, [bg]), bg)).toBeGreaterThanOrEqual(4.5 - 1e-9);
      }),
    );
  });
});
