import type { Preview } from '@storybook/react-vite';
import { BrandTheme } from '#theme/brand-theme.tsx';
import { DEFAULT_BRAND, highlightOf, STORYBOOK_BRANDS, STORYBOOK_LANGUAGES } from './brands.ts';

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
        <BrandTheme highlightColor={highlightOf(context.globals.brand)}>
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
