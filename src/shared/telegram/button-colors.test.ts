import { describe, expect, it } from 'vitest';
import { FALLBACK_COLORS, MAIN_BUTTON_DEFAULTS, SECONDARY_BUTTON_DEFAULT_TEXT, bottomButtonColors } from './button-colors.ts';
import { createMainButtonController } from './main-button.ts';

describe('bottom button colours (spec section 9)', () => {
  it('are the spec constants', () => {
    expect(MAIN_BUTTON_DEFAULTS).toEqual({ text: 'Continue', backgroundColor: '#2481cc', textColor: '#ffffff' });
    expect(FALLBACK_COLORS).toEqual({ background: '#000000', accent: '#2481cc' });
    expect(SECONDARY_BUTTON_DEFAULT_TEXT).toBe('Отмена');
  });

  it('fall back when the theme lacks the colours (or has broken ones)', () => {
    expect(bottomButtonColors({})).toEqual({
      main: { text: 'Continue', backgroundColor: '#2481cc', textColor: '#ffffff' },
      secondary: { text: 'Отмена', backgroundColor: '#000000', textColor: '#2481cc' },
    });
    expect(bottomButtonColors({ button_color: 'blue' as `#${string}`, bottom_bar_bg_color: '#12' })).toEqual(bottomButtonColors({}));
  });

  it("take the theme's colours where it has them", () => {
    const colors = bottomButtonColors({ button_color: '#5288c1', button_text_color: '#fefefe', secondary_bg_color: '#232e3c' });
    expect(colors.main).toMatchObject({ backgroundColor: '#5288c1', textColor: '#fefefe' });
    expect(colors.secondary).toMatchObject({ backgroundColor: '#232e3c', textColor: '#5288c1' });
    expect(bottomButtonColors({ bottom_bar_bg_color: '#101010', secondary_bg_color: '#232e3c' }).secondary.backgroundColor).toBe('#101010');
  });

  it('a controller draws its look at draw time, with the default text when none is given', () => {
    let look = bottomButtonColors({}).secondary;
    const applied: unknown[] = [];
    const controller = createMainButtonController({ apply: (v) => void applied.push(v), listen: () => true }, () => look);
    const claim = controller.claim({ onClick: () => undefined });
    expect(applied.at(-1)).toMatchObject({ text: 'Отмена', backgroundColor: '#000000', textColor: '#2481cc' });
    look = bottomButtonColors({ button_color: '#5288c1', secondary_bg_color: '#232e3c' }).secondary;
    claim.update({ text: 'Назад', onClick: () => undefined });
    expect(applied.at(-1)).toMatchObject({ text: 'Назад', backgroundColor: '#232e3c', textColor: '#5288c1' });
  });
});
