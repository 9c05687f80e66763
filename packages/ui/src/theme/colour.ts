import {
  clampChroma,
  converter,
  formatHex,
  modeLrgb,
  modeOklch,
  modeRgb,
  parse,
  useMode,
  wcagContrast,
  type Oklch,
} from 'culori/fn';

// culori's tree-shakable entry: register only the colour spaces the theme works in.
useMode(modeRgb);
useMode(modeLrgb);
useMode(modeOklch);

const toOklch = converter('oklch');

function parseOrThrow(css: string) {
  const parsed = parse(css);
  if (!parsed) throw new Error(`"${css}" is not a CSS colour`);
  return parsed;
}

/** Any CSS colour as opaque #rrggbb. */
export function toHex(css: string): string {
  return formatHex(parseOrThrow(css));
}

/** Parses any CSS colour into OKLCH, where lightness changes look even across hues. */
export function parseColour(css: string): Oklch {
  const colour = toOklch(parseOrThrow(css));
  return { mode: 'oklch', l: colour.l, c: colour.c ?? 0, h: colour.h ?? 0 };
}

/** The same hue and chroma at another OKLCH lightness (0 black … 1 white), brought into sRGB as hex. */
export function withLightness(colour: Oklch, lightness: number): string {
  const l = Math.min(1, Math.max(0, lightness));
  return formatHex(clampChroma({ ...colour, l }, 'oklch'));
}

/** WCAG 2 contrast ratio between two CSS colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(a, b);
}
