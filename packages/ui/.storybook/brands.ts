interface BrandModule {
  brand: { id: string; highlightColor: string; port: number };
}

// Every brand folder's settings (Vite reads them at build time), so a new brand appears in the
// toolbar with nothing to list by hand. The template is not a brand.
const brands = Object.entries(
  import.meta.glob<BrandModule>('../../../brands/*/brand.ts', { eager: true }),
)
  .filter(([path]) => !path.includes('/_'))
  .map(([, module]) => module.brand)
  .sort((a, b) => a.port - b.port);

/** The brands' highlight colours, so designers see every story as each brand ships it. */
export const STORYBOOK_BRANDS: Readonly<Record<string, string>> = Object.fromEntries(
  brands.map((brand) => [brand.id, brand.highlightColor]),
);

export type StorybookBrand = string;

const [firstBrand] = brands;
if (!firstBrand) throw new Error('Storybook found no brand in brands/');

export const DEFAULT_BRAND: StorybookBrand = firstBrand.id;

/** The portal's languages as HTML lang tags, to review the CJK font stacks. */
export const STORYBOOK_LANGUAGES = ['en', 'ja', 'zh-CN', 'zh-TW'] as const;
