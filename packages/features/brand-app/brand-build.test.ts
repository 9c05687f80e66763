// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build as viteBuild, mergeConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBrands } from '@portal/brand/all-brands';
import type { BrandConfig } from '@portal/brand/config';
import { deriveBrandTokens } from '@portal/ui/derive-brand-tokens';
import { testBrand } from '#shared/testing/test-brand.ts';
import { brandViteConfig } from './brand-vite-config.ts';

const brandDirs: string[] = [];

const brand = testBrand;

const builds = new Map<string, Promise<string>>();

/**
 * Builds the app for a brand folder holding only this brand.ts, once for every test that asks;
 * returns its built assets' text.
 */
async function builtAssets(settings: BrandConfig, extension: '.js' | '.css'): Promise<string> {
  const key = JSON.stringify(settings);
  let built = builds.get(key);
  if (!built) {
    built = buildBrand(settings);
    builds.set(key, built);
  }
  const assets = join(await built, 'dist', 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith(extension))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}

async function buildBrand(settings: BrandConfig): Promise<string> {
  const brandDir = mkdtempSync(join(tmpdir(), 'brand-flags-'));
  brandDirs.push(brandDir);
  writeFileSync(join(brandDir, 'brand.ts'), `export const brand = ${JSON.stringify(settings)};`);
  await viteBuild(
    mergeConfig(brandViteConfig(settings, brandDir), {
      // The brand is given here, not read from a brand folder by brand-app/vite.config.ts.
      configFile: false,
      logLevel: 'silent',
      build: { minify: true },
    }),
  );
  return brandDir;
}

// A screen asks for its messages by id; catalogs hold the id only as a key. So a message id used
// as `id: '…'` marks the code of the one screen that shows it.
const usesMessage = (id: string) => new RegExp(`id:\\s*["'\`]${id.replaceAll('.', '\\.')}["'\`]`);
const MONTHLY_CHARGE_CODE = usesMessage('payment.monthlyCharge');
// The Additional Names and Auto Actions sections of the settings (issue 17), and their calls.
const ADDITIONAL_NAMES_CODE = [
  usesMessage('settings.additionalNames.add'),
  usesMessage('settings.additionalNames.remove'),
];
const AUTO_ACTIONS_CODE = [
  usesMessage('settings.autoActions.label'),
  /\/api\/Account\/UpdateAutoAction/,
];
// The settings' monthly charge line (issue 18), in the Payment Method section.
const SETTINGS_MONTHLY_CHARGE_CODE = usesMessage('settings.monthlyCharge.heading');
// The settings' Choose Plan section (issue 18); its call is also signup's, so the texts mark it.
const CHOOSE_PLAN_CODE = [
  usesMessage('settings.choosePlan.choose'),
  usesMessage('settings.choosePlan.confirmTitle'),
];
const brandNamed = async (id: string) => {
  const found = (await loadBrands()).find((each) => each.id === id);
  if (!found) throw new Error(`No brand ${id} in brands/`);
  return found;
};

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

  it('ships Additional Names to none but brands with includeAdditionalNames (not Sakura Box)', async () => {
    const sakura = await brandNamed('sakura-box');
    expect(sakura.includeAdditionalNames).toBe(false);
    const withFlag = await builtAssets(brand, '.js');
    const sakuraJs = await builtAssets(sakura, '.js');
    for (const code of ADDITIONAL_NAMES_CODE) {
      expect(withFlag).toMatch(code);
      expect(sakuraJs).not.toMatch(code);
    }
    // Sakura Box keeps its Auto Actions.
    for (const code of AUTO_ACTIONS_CODE) expect(sakuraJs).toMatch(code);
  }, 180_000);

  it('ships Auto Actions to none but brands with includeAutoActions (not Outback Post)', async () => {
    const outback = await brandNamed('outback-post');
    expect(outback.includeAutoActions).toBe(false);
    const withFlag = await builtAssets(brand, '.js');
    const outbackJs = await builtAssets(outback, '.js');
    for (const code of AUTO_ACTIONS_CODE) {
      expect(withFlag).toMatch(code);
      expect(outbackJs).not.toMatch(code);
    }
    // Outback Post keeps its Additional Names.
    for (const code of ADDITIONAL_NAMES_CODE) expect(outbackJs).toMatch(code);
  }, 180_000);

  it('ships the settings’ monthly charge to none but brands with showMonthlyCharge (not Sakura Box)', async () => {
    const sakura = await brandNamed('sakura-box');
    expect(sakura.showMonthlyCharge).toBe(false);
    expect(await builtAssets(brand, '.js')).toMatch(SETTINGS_MONTHLY_CHARGE_CODE);
    const sakuraJs = await builtAssets(sakura, '.js');
    expect(sakuraJs).not.toMatch(SETTINGS_MONTHLY_CHARGE_CODE);
    expect(sakuraJs).not.toMatch(MONTHLY_CHARGE_CODE);
  }, 180_000);

  it('ships Choose Plan to none but brands with includeChoosePayments (not Outback Post)', async () => {
    const outback = await brandNamed('outback-post');
    expect(outback.includeChoosePayments).toBe(false);
    const withFlag = await builtAssets(brand, '.js');
    const outbackJs = await builtAssets(outback, '.js');
    for (const code of CHOOSE_PLAN_CODE) {
      expect(withFlag).toMatch(code);
      expect(outbackJs).not.toMatch(code);
    }
  }, 180_000);

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
