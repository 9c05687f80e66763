/** What the workshop needs of a brand's settings; the screens' Storybook reads the rest too. */
export interface StorybookBrand {
  id: string;
  highlightColor: string;
  port: number;
}

// Every brand folder's settings (Vite reads them at build time), so a new brand appears in the
// toolbar with nothing to list by hand. The template is not a brand.
const brands = Object.entries(
  import.meta.glob<{ brand: StorybookBrand }>('../../../../brands/*/brand.ts', { eager: true }),
)
  .filter(([path]) => !path.includes('/_'))
  .map(([, module]) => module.brand)
  .sort((a, b) => a.port - b.port);

const [firstBrand] = brands;
if (!firstBrand) throw new Error('Storybook found no brand in brands/');

/** Every brand, in port order, with all its settings as its brand.ts gives them. */
export const STORYBOOK_BRANDS: readonly StorybookBrand[] = brands;

export const DEFAULT_BRAND: string = firstBrand.id;

/** The portal's languages as HTML lang tags, to review the CJK font stacks. */
export const STORYBOOK_LANGUAGES = ['en', 'ja', 'zh-CN', 'zh-TW'] as const;
