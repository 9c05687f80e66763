import type { Oklch } from 'culori/fn';
import { contrastRatio, parseColour, toHex, withLightness } from '#theme/colour.ts';
import { PALETTE } from '#theme/palette.ts';

/** WCAG AA for normal-size text (1.4.3); also well above the 3:1 a focus ring needs (1.4.11). */
export const MIN_TEXT_CONTRAST = 4.5;

export interface BrandTokens {
  highlight: string;
  highlightHover: string;
  highlightActive: string;
  highlightSubtle: string;
  highlightText: string;
  onHighlight: string;
  focusRing: string;
}

const LIGHT_TEXT = PALETTE.surface;
const DARK_TEXT = PALETTE.text;
/** OKLCH lightness step when searching for a readable shade: small enough to stay close to the brand. */
const SEARCH_STEP = 0.005;
const HOVER_SHIFT = 0.06;
const ACTIVE_SHIFT = 0.12;
/** The subtle tint: nearly white, with just enough of the brand's hue to read as selected. */
const SUBTLE_LIGHTNESS = 0.96;
const SUBTLE_MAX_CHROMA = 0.03;

/**
 * Every colour token a brand needs, from its one highlightColor (DESIGN §3.9). Pure and deterministic.
 *
 * - `onHighlight` is white or the body text colour, whichever contrasts more with the highlight. When
 *   neither reaches 4.5:1 (mid-tones such as #3b82f6 or #e0115f), the highlight itself is made darker
 *   (for white text) or lighter (for dark text) in OKLCH lightness, keeping its hue and chroma, by the
 *   smaller of the two shifts: the brand keeps its hue and the text stays readable.
 * - `highlightHover` and `highlightActive` are darker shades, as pressed buttons usually are; when
 *   darkening would cost the text its 4.5:1 (dark text on a light highlight) they are lighter shades.
 * - `highlightText` is the highlight darkened until it reaches 4.5:1 on every light surface, including
 *   the subtle tint; the focus ring uses it too.
 *
 * Alpha is ignored: the highlight is painted as an opaque colour. Throws on a string that is not a
 * CSS colour.
 */
export function deriveBrandTokens(highlightColor: string): BrandTokens {
  const { fill, onHighlight } = readableFill(highlightColor);
  const fillColour = parseColour(fill);
  const highlightSubtle = withLightness(
    { ...fillColour, c: Math.min(fillColour.c, SUBTLE_MAX_CHROMA) },
    SUBTLE_LIGHTNESS,
  );
  const lightSurfaces = [PALETTE.surface, PALETTE.surfaceSunken, highlightSubtle];
  const highlightText = shiftUntil(fillColour, -1, (shade) =>
    lightSurfaces.every((surface) => contrastRatio(shade, surface) >= MIN_TEXT_CONTRAST),
  );
  return {
    highlight: fill,
    highlightHover: shade(fillColour, fill, onHighlight, HOVER_SHIFT),
    highlightActive: shade(fillColour, fill, onHighlight, ACTIVE_SHIFT),
    highlightSubtle,
    highlightText,
    onHighlight,
    focusRing: highlightText,
  };
}

/** The highlight (adjusted only if it must be) and the text colour that reads on it. */
function readableFill(highlightColor: string): { fill: string; onHighlight: string } {
  const original = toHex(highlightColor);
  const light = contrastRatio(LIGHT_TEXT, original);
  const dark = contrastRatio(DARK_TEXT, original);
  if (Math.max(light, dark) >= MIN_TEXT_CONTRAST) {
    return { fill: original, onHighlight: light >= dark ? LIGHT_TEXT : DARK_TEXT };
  }
  const colour = parseColour(original);
  const darker = shiftUntil(colour, -1, (c) => contrastRatio(LIGHT_TEXT, c) >= MIN_TEXT_CONTRAST);
  const lighter = shiftUntil(colour, 1, (c) => contrastRatio(DARK_TEXT, c) >= MIN_TEXT_CONTRAST);
  const darkerShift = colour.l - parseColour(darker).l;
  const lighterShift = parseColour(lighter).l - colour.l;
  return darkerShift <= lighterShift
    ? { fill: darker, onHighlight: LIGHT_TEXT }
    : { fill: lighter, onHighlight: DARK_TEXT };
}

/**
 * Steps the lightness in `direction` until `fits` accepts the shade. Always ends: black and white are
 * the last shades tried, and both contrast with every colour the callers test against.
 */
function shiftUntil(colour: Oklch, direction: 1 | -1, fits: (shade: string) => boolean): string {
  for (let l = colour.l; l >= 0 && l <= 1; l += direction * SEARCH_STEP) {
    const candidate = withLightness(colour, l);
    if (fits(candidate)) return candidate;
  }
  return withLightness(colour, direction < 0 ? 0 : 1);
}

/** A darker shade that keeps the text readable, else a lighter one (black has no darker shade). */
function shade(colour: Oklch, fill: string, onHighlight: string, shift: number): string {
  const darker = withLightness(colour, colour.l - shift);
  if (darker !== fill && contrastRatio(onHighlight, darker) >= MIN_TEXT_CONTRAST) return darker;
  return withLightness(colour, colour.l + shift);
}
