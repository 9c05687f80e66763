import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '#brand-config.ts';

/** What every brand folder must hold true: the brand test (all-brands.test.ts) runs it on each. */
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

    it('prints its ABN, BSB and account number as Australian tax invoices and transfers do', () => {
      expect(brand.business.abn).toMatch(/^\d{2} \d{3} \d{3} \d{3}$/);
      expect(brand.bankTransfer.bsb).toMatch(/^\d{3}-\d{3}$/);
      expect(brand.bankTransfer.accountNumber).toMatch(/^\d[\d ]{4,12}\d$/);
      expect(brand.receiptPrefix).toMatch(/^[A-Z]{2,4}$/);
    });

    it('is the workspace package @portal/brand-<id>, built with the shared brand app', () => {
      const pkg = JSON.parse(readFileSync(new URL('./package.json', brandDir), 'utf8')) as {
        name: string;
        scripts: Record<string, string>;
      };
      expect(pkg.name).toBe(`@portal/brand-${brand.id}`);
      expect(pkg.scripts.build).toContain('@portal/features/brand-app/vite.config.ts');
    });
  });
}
