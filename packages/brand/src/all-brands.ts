import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrandConfig } from '#brand-config.ts';
import { importBrand } from '#import-brand.ts';

/**
 * The repo's brands/ folder: one folder per brand; `_template` is what `pnpm brand:new` copies.
 * PORTAL_BRANDS_DIR points elsewhere, for the generator's test of a brand made outside the repo.
 */
export const BRANDS_DIR =
  process.env.PORTAL_BRANDS_DIR ?? fileURLToPath(new URL('../../../brands/', import.meta.url));

/** A brand's folder, and the production build `vite build` leaves in it. */
export const brandDir = (id: string, brandsDir = BRANDS_DIR) => join(brandsDir, id);
export const brandDist = (id: string, brandsDir = BRANDS_DIR) => join(brandsDir, id, 'dist');

/** The ids of the brands in the folder: every folder with a brand.ts, except `_`-prefixed ones. */
export function brandIds(brandsDir = BRANDS_DIR): string[] {
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .filter((entry) => existsSync(join(brandsDir, entry.name, 'brand.ts')))
    .map((entry) => entry.name);
}

/**
 * Every brand's settings, read from its brand.ts, in order of port: the first is the brand `PORT`
 * and `WEB_ROOT` set, as when the portal had one brand. Adding a folder adds a brand everywhere.
 */
export async function loadBrands(brandsDir = BRANDS_DIR): Promise<BrandConfig[]> {
  const brands = await Promise.all(
    brandIds(brandsDir).map(async (id) => {
      const { brand } = await importBrand(join(brandsDir, id, 'brand.ts'));
      if (brand.id !== id) throw new Error(`brands/${id}/brand.ts names itself "${brand.id}"`);
      return brand;
    }),
  );
  return brands.sort((a, b) => a.port - b.port);
}
