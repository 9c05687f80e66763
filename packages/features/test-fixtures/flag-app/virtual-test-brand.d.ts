declare module 'virtual:test-brand' {
  import type { BrandConfig } from '#brand/brand-config.ts';

  export const brand: BrandConfig;
}
