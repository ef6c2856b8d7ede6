// WCAG contrast for the theme colours Telegram hands us: its dark palette's hint and button
// colours fall just under 4.5:1. We keep the client's hue and move lightness until they read.
export type Hex = `#${string}`;

function rgb(hex: string): [number, number, number] | null {
  const digits = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim())?.[1];
  if (digits === undefined) return null;
  const h = digits.length === 3 ? digits.replace(/./g, (c) => c + c) : digits;
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

const toHex = ([r, g, b]: [number, number, number]): Hex =>
  `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;

function luminance(c: [number, number, number]): number {
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const x = rgb(a);
  const y = rgb(b);
  if (!x || !y) return 1;
  const [l1, l2] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

function mix(a: [number, number, number], b: [number, number, number], t: number): [number, number, number] {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/**
 * `fg` adjusted (towards white on dark backgrounds, black on light ones) until it reaches `min`
 * against every background; unchanged when it already does, or when a colour is unreadable.
 */
export function readableOn(fg: string, backgrounds: readonly string[], min = 4.5): string {
  const base = rgb(fg);
  const bgs = backgrounds.map(rgb).filter((c): c is [number, number, number] => c !== null);
  if (!base || bgs.length === 0) return fg;
  const ok = (c: [number, number, number]) => bgs.every((bg) => contrastRatio(toHex(c), toHex(bg)) >= min);
  if (ok(base)) return fg;
  const white: [number, number, number] = [255, 255, 255];
  const black: [number, number, number] = [0, 0, 0];
  const worst = (c: [number, number, number]) => Math.min(...bgs.map((bg) => contrastRatio(toHex(c), toHex(bg))));
  const target = worst(white) >= worst(black) ? white : black;
  for (let t = 0.05; t <= 1.0001; t += 0.05) {
    const c = mix(base, target, t);
    if (ok(c)) return toHex(c);
  }
  return toHex(target);
}

/** A button background adjusted until its text reaches `min`. */
export function readableBackground(bg: string, text: string, min = 4.5): string {
  const base = rgb(bg);
  const t = rgb(text);
  if (!base || !t) return bg;
  if (contrastRatio(bg, text) >= min) return bg;
  const white: [number, number, number] = [255, 255, 255];
  const black: [number, number, number] = [0, 0, 0];
  const target = contrastRatio(toHex(black), text) >= contrastRatio(toHex(white), text) ? black : white;
  for (let s = 0.05; s <= 1.0001; s += 0.05) {
    const c = toHex(mix(base, target, s));
    if (contrastRatio(c, text) >= min) return c;
  }
  return toHex(target);
}

/** `base` with `amount` (0..1) of white over it: the elevated surfaces cards and chips use. */
export function lighten(base: string, amount: number): string {
  const c = rgb(base);
  return c ? toHex(mix(c, [255, 255, 255], amount)) : base;
}
