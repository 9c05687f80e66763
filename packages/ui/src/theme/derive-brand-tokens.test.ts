import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '#theme/colour.ts';
import {
  deriveBrandTokens,
  MIN_TEXT_CONTRAST,
  type BrandTokens,
} from '#theme/derive-brand-tokens.ts';
import { PALETTE } from '#theme/palette.ts';

const hexColour = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map(
    ([r, g, b]) => `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`,
  );

/** Every pairing the components paint, with the contrast WCAG asks of it. */
function expectReadable(tokens: BrandTokens) {
  for (const fill of [tokens.highlight, tokens.highlightHover, tokens.highlightActive]) {
    expect(contrastRatio(tokens.onHighlight, fill)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  }
  for (const surface of [PALETTE.surface, PALETTE.surfaceSunken, tokens.highlightSubtle]) {
    expect(contrastRatio(tokens.highlightText, surface)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(tokens.focusRing, surface)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(PALETTE.text, surface)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  }
}

describe('deriveBrandTokens', () => {
  it.each([
    ['harbour-mail', '#0f766e'],
    ['outback-post', '#b45309'],
    ['sakura-box', '#be185d'],
  ])('keeps %s colour %s as its highlight, with white text at 4.5:1 or more', (_brand, colour) => {
    const tokens = deriveBrandTokens(colour);
    expect(tokens.highlight).toBe(colour);
    expect(tokens.onHighlight).toBe(PALETTE.surface);
    expectReadable(tokens);
  });

  it('derives the shades designers reviewed for the three brands', () => {
    expect(deriveBrandTokens('#0f766e')).toEqual({
      highlight: '#0f766e',
      highlightHover: '#00635c',
      highlightActive: '#00514b',
      highlightSubtle: '#dcf9f5',
      highlightText: '#0f766e',
      onHighlight: '#ffffff',
      focusRing: '#0f766e',
    });
    // Amber is just short of 4.5:1 on the tinted backgrounds, so its text shade is a touch darker.
    expect(deriveBrandTokens('#b45309').highlightText).toBe('#b25105');
    expect(deriveBrandTokens('#be185d').highlightHover).toBe('#a5004d');
  });

  it('makes a mid-tone highlight darker when neither white nor dark text reads on it', () => {
    expect(contrastRatio('#ffffff', '#7a7a7a')).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(contrastRatio(PALETTE.text, '#7a7a7a')).toBeLessThan(MIN_TEXT_CONTRAST);
    const tokens = deriveBrandTokens('#7a7a7a');
    expect(tokens.highlight).not.toBe('#7a7a7a');
    expect(tokens.onHighlight).toBe(PALETTE.surface);
    expectReadable(tokens);
  });

  it('puts dark text on a light highlight, and lightens hover shades when darker ones would not read', () => {
    const yellow = deriveBrandTokens('#ffff00');
    expect(yellow.onHighlight).toBe(PALETTE.text);
    expect(yellow.highlight).toBe('#ffff00');
    // Links cannot be yellow on white: the text shade is a dark olive of the same hue.
    expect(contrastRatio(yellow.highlightText, PALETTE.surface)).toBeGreaterThanOrEqual(4.5);

    const blue = deriveBrandTokens('#3b82f6');
    expect(blue.onHighlight).toBe(PALETTE.text);
    expect(contrastRatio(PALETTE.text, blue.highlightHover)).toBeGreaterThan(
      contrastRatio(PALETTE.text, blue.highlight),
    );
  });

  it('accepts any CSS colour and rejects what is not one', () => {
    expect(deriveBrandTokens('rgb(15 118 110)')).toEqual(deriveBrandTokens('#0f766e'));
    expect(() => deriveBrandTokens('teal-ish')).toThrow('"teal-ish" is not a CSS colour');
  });

  it('gives readable text, distinct hover and active shades for any #rrggbb colour', () => {
    fc.assert(
      fc.property(hexColour, (colour) => {
        const tokens = deriveBrandTokens(colour);
        expectReadable(tokens);
        expect(tokens.highlightHover).not.toBe(tokens.highlight);
        expect(tokens.highlightActive).not.toBe(tokens.highlight);
        expect([PALETTE.surface, PALETTE.text]).toContain(tokens.onHighlight);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves a highlight alone when it already reads, and is stable on its own output', () => {
    fc.assert(
      fc.property(hexColour, (colour) => {
        const { highlight } = deriveBrandTokens(colour);
        const readable =
          Math.max(contrastRatio('#ffffff', colour), contrastRatio(PALETTE.text, colour)) >=
          MIN_TEXT_CONTRAST;
        if (readable) expect(highlight).toBe(colour);
        expect(deriveBrandTokens(highlight).highlight).toBe(highlight);
      }),
      { numRuns: 300 },
    );
  });
});
