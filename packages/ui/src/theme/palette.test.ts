import { describe, expect, it } from 'vitest';
import { contrastRatio } from '#theme/colour.ts';
import { PALETTE } from '#theme/palette.ts';

const { surface, surfaceSunken } = PALETTE;

describe('shared palette', () => {
  it.each([
    [
      'body text',
      PALETTE.text,
      [surface, surfaceSunken, PALETTE.dangerSubtle, PALETTE.successSubtle, PALETTE.infoSubtle],
    ],
    ['muted text', PALETTE.textMuted, [surface, surfaceSunken, PALETTE.infoSubtle]],
    ['danger text', PALETTE.danger, [surface, surfaceSunken, PALETTE.dangerSubtle]],
    ['success text', PALETTE.success, [surface, surfaceSunken, PALETTE.successSubtle]],
    ['info text', PALETTE.info, [surface, surfaceSunken, PALETTE.infoSubtle]],
  ])('%s reads at 4.5:1 or more on every background it is used on', (_name, text, backgrounds) => {
    for (const background of backgrounds) {
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps text on the danger button readable in every state', () => {
    for (const fill of [PALETTE.danger, PALETTE.dangerHover, PALETTE.dangerActive]) {
      expect(contrastRatio(PALETTE.onDanger, fill)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('draws each label colour’s swatch at 3:1 or more on the surfaces it sits on', () => {
    const swatches = Object.entries(PALETTE).filter(([name]) => name.startsWith('label'));
    expect(swatches).toHaveLength(9);
    for (const [, swatch] of swatches) {
      expect(contrastRatio(swatch, surface)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(swatch, surfaceSunken)).toBeGreaterThanOrEqual(3);
    }
  });

  it('outlines form controls at 3:1 or more, as WCAG 1.4.11 asks of component boundaries', () => {
    expect(contrastRatio(PALETTE.borderStrong, surface)).toBeGreaterThanOrEqual(3);
  });
});
