/**
 * The brands' highlight colours, so designers see every story as each brand ships it. ui cannot
 * import the brand configs (they live in features), so the colours are repeated here.
 */
export const STORYBOOK_BRANDS = {
  'harbour-mail': '#0f766e',
  'outback-post': '#b45309',
  'sakura-box': '#be185d',
} as const;

export type StorybookBrand = keyof typeof STORYBOOK_BRANDS;

export const DEFAULT_BRAND: StorybookBrand = 'harbour-mail';

/** The portal's languages as HTML lang tags, to review the CJK font stacks. */
export const STORYBOOK_LANGUAGES = ['en', 'ja', 'zh-CN', 'zh-TW'] as const;
