import { createBrandTheme } from '#theme/create-brand-theme.ts';
import { STORYBOOK_BRANDS } from '#storybook/brands.ts';

/** Every brand's theme class, made at build time like a brand app's, keyed by brand id. */
export const BRAND_THEMES: Readonly<Record<string, string>> = Object.fromEntries(
  STORYBOOK_BRANDS.map((brand) => [brand.id, createBrandTheme(brand.highlightColor, brand.id)]),
);
