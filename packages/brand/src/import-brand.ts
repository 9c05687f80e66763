import { pathToFileURL } from 'node:url';
import type { BrandConfig } from '#brand-config.ts';

/**
 * A brand's settings from its brand.ts, imported when the sources run (tsx, Vite). The compiled
 * server (`pnpm --filter @portal/api build`) replaces this module with one holding every brand's
 * settings, since plain Node cannot import TypeScript.
 */
export async function importBrand(file: string): Promise<{ brand: BrandConfig }> {
  return (await import(pathToFileURL(file).href)) as { brand: BrandConfig };
}
