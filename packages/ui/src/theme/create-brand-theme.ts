import { createTheme } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';
import { deriveBrandTokens } from '#theme/derive-brand-tokens.ts';
import { PALETTE } from '#theme/palette.ts';

/**
 * A brand's colours as a theme class: the shared palette plus the tokens derived from its
 * highlightColor. Call it from a `.css.ts` file, so the derivation runs at build time and the app
 * ships a stylesheet, not colour maths (decision 007).
 */
export function createBrandTheme(highlightColor: string, debugId?: string): string {
  return createTheme(vars.color, { ...PALETTE, ...deriveBrandTokens(highlightColor) }, debugId);
}
