import { describe, expect, it } from 'vitest';
import { IOS_KEYBOARD_MARGIN_PX, keyboardScrollDelta } from './keyboard.ts';

describe('keyboardScrollDelta (iOS keyboard margin)', () => {
  const visible = { top: 0, bottom: 400 };

  it('is the spec margin, 8 px', () => {
    expect(IOS_KEYBOARD_MARGIN_PX).toBe(8);
  });

  it('lifts a field under the keyboard to 8 px above the visible bottom', () => {
    expect(keyboardScrollDelta({ top: 500, bottom: 540 }, visible)).toBe(148);
    expect(keyboardScrollDelta({ top: 360, bottom: 393 }, visible)).toBe(1);
  });

  it('leaves a field already 8 px clear alone', () => {
    expect(keyboardScrollDelta({ top: 300, bottom: 392 }, visible)).toBe(0);
  });

  it('keeps the top of a field taller than the room in view', () => {
    expect(keyboardScrollDelta({ top: 100, bottom: 900 }, visible)).toBe(92);
  });

  it('brings a field above the visible area down into it', () => {
    expect(keyboardScrollDelta({ top: 50, bottom: 90 }, { top: 120, bottom: 500 })).toBe(-78);
  });
});
