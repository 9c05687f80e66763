import type { BrandConfig } from '#brand-config.ts';

/**
 * The brand flags that hide whole screens or sections. Vite replaces each `__BRAND_…__` name with
 * the brand's value at build time (see brandViteConfig), so a branch behind a false flag, and every
 * module only it imports, is dropped from that brand's bundle.
 */
export const BUILD_FLAGS = {
  __BRAND_INCLUDE_AUTO_ACTIONS__: 'includeAutoActions',
  __BRAND_INCLUDE_ADDITIONAL_NAMES__: 'includeAdditionalNames',
  __BRAND_INCLUDE_CHOOSE_PAYMENTS__: 'includeChoosePayments',
  __BRAND_SHOW_OUR_FEE__: 'showOurFee',
  __BRAND_INCLUDE_AUTO_TOPUP__: 'includeAutoTopup',
  __BRAND_SHOW_MONTHLY_CHARGE__: 'showMonthlyCharge',
} as const satisfies Record<string, keyof BrandConfig>;

// Declared here, beside the config that defines them, so every program that builds a brand sees them.
declare global {
  const __BRAND_INCLUDE_AUTO_ACTIONS__: boolean;
  const __BRAND_INCLUDE_ADDITIONAL_NAMES__: boolean;
  const __BRAND_INCLUDE_CHOOSE_PAYMENTS__: boolean;
  const __BRAND_SHOW_OUR_FEE__: boolean;
  const __BRAND_INCLUDE_AUTO_TOPUP__: boolean;
  const __BRAND_SHOW_MONTHLY_CHARGE__: boolean;
}

/** Vite `define` entries for one brand's flags. */
export function buildFlagDefines(brand: BrandConfig): Record<keyof typeof BUILD_FLAGS, string> {
  return Object.fromEntries(
    Object.entries(BUILD_FLAGS).map(([name, setting]) => [name, JSON.stringify(brand[setting])]),
  ) as Record<keyof typeof BUILD_FLAGS, string>;
}
