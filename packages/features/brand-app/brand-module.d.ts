// `portal:brand` is the brand.ts of the brand being built, aliased by brandViteConfig.
declare module 'portal:brand' {
  import type { BrandConfig } from '@portal/brand/config';

  export const brand: BrandConfig;
}
