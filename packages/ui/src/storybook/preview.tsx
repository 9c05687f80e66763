import type { Preview } from '@storybook/react-vite';
import { BrandTheme } from '#theme/brand-theme.tsx';
import { BRAND_THEMES } from '#storybook/brand-themes.css.ts';
import { DEFAULT_BRAND, STORYBOOK_BRANDS, STORYBOOK_LANGUAGES } from '#storybook/brands.ts';

/** The theme class of the brand the toolbar names, the first brand's for anything else. */
export const themeOf = (brand: unknown): string =>
  BRAND_THEMES[String(brand)] ?? (BRAND_THEMES[DEFAULT_BRAND] as string);

/**
 * The workshop's toolbar (brand, language) and the theme around every story. The screens'
 * Storybook (packages/features/.storybook) builds on it; the kit's story tests use it as it is.
 */
const preview = {
  globalTypes: {
    brand: {
      description: 'Brand',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: STORYBOOK_BRANDS.map((brand) => brand.id),
        dynamicTitle: true,
      },
    },
    lang: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [...STORYBOOK_LANGUAGES],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: DEFAULT_BRAND, lang: 'en' },
  decorators: [
    (Story, context) => (
      <div lang={String(context.globals.lang ?? 'en')}>
        <BrandTheme themeClass={themeOf(context.globals.brand)}>
          <Story />
        </BrandTheme>
      </div>
    ),
  ],
  parameters: {
    a11y: { test: 'error' },
  },
} satisfies Preview;

export default preview;
