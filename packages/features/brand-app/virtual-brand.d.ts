declare module 'virtual:portal-brand' {
  import type { BrandConfig } from '@portal/brand/config';

  export const brand: BrandConfig;
}
