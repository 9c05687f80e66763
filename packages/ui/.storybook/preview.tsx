import type { Preview } from '@storybook/react-vite';
import { BrandTheme } from '#theme/brand-theme.tsx';
import {
  DEFAULT_BRAND,
  STORYBOOK_BRANDS,
  STORYBOOK_LANGUAGES,
  type StorybookBrand,
} from './brands.ts';

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
        <BrandTheme
          highlightColor={
            STORYBOOK_BRANDS[context.globals.brand as StorybookBrand] ??
            STORYBOOK_BRANDS[DEFAULT_BRAND]
          }
        >
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
