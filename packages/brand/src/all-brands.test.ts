import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRANDS_DIR, brandDir, brandIds, loadBrands } from '#all-brands.ts';
import { checkBrand } from '#brand-checks.ts';

const brands = await loadBrands();

describe('the brands in brands/', () => {
  it('are every folder but the template, first the one on the lowest port', () => {
    const folders = readdirSync(BRANDS_DIR).filter((name) => !name.startsWith('_'));
    expect(brandIds().sort()).toEqual(folders.sort());
    expect(brands.length).toBeGreaterThan(0);
    const ports = brands.map((brand) => brand.port);
    expect(ports).toEqual([...ports].sort((a, b) => a - b));
    expect(new Set(ports).size).toBe(ports.length);
  });
});

for (const brand of brands) {
  checkBrand(brand, pathToFileURL(`${brandDir(brand.id)}/`));
}
