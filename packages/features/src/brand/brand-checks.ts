import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '#brand/brand-config.ts';

/** What every brand folder must hold true; each brand's own test runs these against itself. */
export function checkBrand(brand: BrandConfig, brandDir: URL) {
  describe(`brand ${brand.id}`, () => {
    it('ships the logo its config points at, as an SVG that names the brand', () => {
      const logo = readFileSync(new URL(`./public${brand.logo}`, brandDir), 'utf8');
      expect(logo).toMatch(/^<svg[\s>]/);
      expect(logo).toContain(`<title id="title">${brand.webpageName}</title>`);
    });

    it('has a six-digit highlight colour and a port of its own', () => {
      expect(brand.highlightColor).toMatch(/^#[0-9a-f]{6}$/i);
      expect(brand.port).toBeGreaterThanOrEqual(1024);
    });

    it('names itself in the page title', () => {
      expect(readFileSync(new URL('./index.html', brandDir), 'utf8')).toContain(
        '<title>%BRAND_NAME%</title>',
      );
    });
  });
}
