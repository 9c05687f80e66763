import type { Preview } from '@storybook/react-vite';
import { BrandTheme } from '#theme/brand-theme.tsx';
import { BRAND_THEMES } from './brand-themes.css.ts';
import { DEFAULT_BRAND, STORYBOOK_BRANDS, STORYBOOK_LANGUAGES } from './brands.ts';

/** The theme class of the brand the toolbar names, the first brand's for anything else. */
const themeOf = (brand: unknown): string =>
  BRAND_THEMES[String(brand)] ?? (BRAND_THEMES[DEFAULT_BRAND] as string);

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: Object.keys(STORYBOOK_BRANDS),
        dynamicTitle: true,
      },
    },
    lang: {
      description: 'Page language (picks the CJK font stack)',
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
};

export default preview;
