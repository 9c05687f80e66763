// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, mergeConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrandConfig } from '@portal/brand/config';
import { deriveBrandTokens } from '@portal/ui/derive-brand-tokens';
import { testBrand } from '#shared/testing/test-brand.ts';
import { brandViteConfig } from './brand-vite-config.ts';

const brandDirs: string[] = [];

const brand = testBrand;

/** Builds the app for a brand folder holding only this brand.ts; returns its built assets' text. */
async function builtAssets(settings: BrandConfig, extension: '.js' | '.css'): Promise<string> {
  const brandDir = mkdtempSync(join(tmpdir(), 'brand-flags-'));
  brandDirs.push(brandDir);
  writeFileSync(join(brandDir, 'brand.ts'), `export const brand = ${JSON.stringify(settings)};`);
  await build(
    mergeConfig(brandViteConfig(settings, brandDir), {
      // The brand is given here, not read from a brand folder by brand-app/vite.config.ts.
      configFile: false,
      logLevel: 'silent',
      build: { minify: true },
    }),
  );
  const assets = join(brandDir, 'dist', 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith(extension))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}

// The monthly charge line asks for its message by id; catalogs hold the id only as a key.
const MONTHLY_CHARGE_CODE = /id:\s*["'`]payment\.monthlyCharge["'`]/;

afterAll(() => {
  for (const dir of brandDirs) rmSync(dir, { recursive: true, force: true });
});

describe('a brand build', () => {
  it('ship the monthly charge only to brands with showMonthlyCharge', async () => {
    const withFlag = await builtAssets(brand, '.js');
    const withoutFlag = await builtAssets({ ...brand, showMonthlyCharge: false }, '.js');

    expect(withFlag).toMatch(MONTHLY_CHARGE_CODE);
    expect(withoutFlag).not.toMatch(MONTHLY_CHARGE_CODE);
  }, 120_000);

  it("ships the brand's colours in its stylesheet and no colour maths", async () => {
    const pink = { ...brand, highlightColor: '#be185d' };
    const css = await builtAssets(pink, '.css');
    const { highlight, highlightHover, highlightSubtle } = deriveBrandTokens(pink.highlightColor);
    expect(css).toContain(`:${highlight}`);
    expect(css).toContain(`:${highlightHover}`);
    expect(css).toContain(`:${highlightSubtle}`);
    // The derivation ran at build time: no derived shade, nor culori's OKLCH maths, is in the code.
    const js = await builtAssets(pink, '.js');
    expect(/oklch|deriveBrandTokens/i.test(js)).toBe(false);
    expect(js.includes(highlightHover) || js.includes(highlightSubtle)).toBe(false);
  }, 120_000);
});
