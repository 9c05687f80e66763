import { deriveBrandTokens, MIN_TEXT_CONTRAST } from '#theme/derive-brand-tokens.ts';
import type { Plugin } from 'vite';

const DERIVE_MODULE = /[\\/]ui[\\/]src[\\/]theme[\\/]derive-brand-tokens\.ts$/;

/**
 * A brand has one highlight colour, so its theme tokens are derived once, at build time: the
 * built app gets them as a constant and ships no colour maths (culori, about 6.5 KB gzipped;
 * decision 007). `pnpm dev` keeps the live derivation.
 */
export function brandTokensAtBuildTime(highlightColor: string): Plugin {
  return {
    name: 'brand-tokens-at-build-time',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!DERIVE_MODULE.test(id)) return null;
      const tokens = JSON.stringify(deriveBrandTokens(highlightColor));
      return [
        `export const MIN_TEXT_CONTRAST = ${MIN_TEXT_CONTRAST};`,
        `export function deriveBrandTokens() { return ${tokens}; }`,
      ].join('\n');
    },
  };
}
