// The bottom buttons' colours (spec section 9): the main button takes the theme's button colours,
// by default #2481cc on #ffffff text; the secondary button sits on the bottom bar in the theme's
// button colour. Where the theme lacks a colour, the spec's fallback colours apply: #000000 for
// the bar behind the secondary button and #2481cc for its text.
/** What a bottom button draws when a claimant leaves something out. */
export interface BottomButtonLook {
  text: string;
  backgroundColor: `#${string}`;
  textColor: `#${string}`;
}

/** Spec section 9: main button defaults. */
export const MAIN_BUTTON_DEFAULTS = {
  text: 'Continue',
  backgroundColor: '#2481cc',
  textColor: '#ffffff',
} as const;

/** Spec section 9: fallback colours when the theme lacks them. */
export const FALLBACK_COLORS = { background: '#000000', accent: '#2481cc' } as const;

/** Spec section 9: the secondary button's default text ('Cancel'), in the app's Russian. */
export const SECONDARY_BUTTON_DEFAULT_TEXT = 'Отмена';

type Hex = `#${string}`;
export interface ButtonTheme {
  button_color?: Hex | undefined;
  button_text_color?: Hex | undefined;
  bottom_bar_bg_color?: Hex | undefined;
  secondary_bg_color?: Hex | undefined;
}

const HEX = /^#[0-9a-f]{6}$/i;
const valid = (value: string | undefined): Hex | undefined => (value && HEX.test(value) ? (value as Hex) : undefined);

export function bottomButtonColors(theme: ButtonTheme): { main: BottomButtonLook; secondary: BottomButtonLook } {
  const accent = valid(theme.button_color);
  return {
    main: {
      text: MAIN_BUTTON_DEFAULTS.text,
      backgroundColor: accent ?? MAIN_BUTTON_DEFAULTS.backgroundColor,
      textColor: valid(theme.button_text_color) ?? MAIN_BUTTON_DEFAULTS.textColor,
    },
    secondary: {
      text: SECONDARY_BUTTON_DEFAULT_TEXT,
      backgroundColor: valid(theme.bottom_bar_bg_color) ?? valid(theme.secondary_bg_color) ?? FALLBACK_COLORS.background,
      textColor: accent ?? FALLBACK_COLORS.accent,
    },
  };
}
