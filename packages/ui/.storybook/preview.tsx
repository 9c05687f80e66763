import type { Preview } from '@storybook/react-vite';
import { BrandTheme } from '#theme/brand-theme.tsx';

/** The brands' highlight colours, so designers see every story as each brand ships it. */
const BRAND_COLOURS = {
  'harbour-mail': '#0f766e',
  'outback-post': '#b45309',
  'sakura-box': '#be185d',
} as const;
type BrandId = keyof typeof BRAND_COLOURS;

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: Object.keys(BRAND_COLOURS),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'harbour-mail' },
  decorators: [
    (Story, context) => (
      <BrandTheme
        highlightColor={
          BRAND_COLOURS[context.globals.brand as BrandId] ?? BRAND_COLOURS['harbour-mail']
        }
      >
        <Story />
      </BrandTheme>
    ),
  ],
  parameters: {
    a11y: { test: 'error' },
  },
};

export default preview;
