// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, mergeConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrandConfig } from '@portal/brand/config';
import { brandViteConfig } from './brand-vite-config.ts';

const brandDirs: string[] = [];

const brand: BrandConfig = {
  id: 'flag-test',
  webpageName: 'Flag Test',
  logo: '/logo.svg',
  email: 'help@flag.example',
  highlightColor: '#0f766e',
  signupSettings: { steps: ['account', 'plan', 'complete'], requireCard: true },
  includeAutoActions: true,
  includeAdditionalNames: true,
  includeChoosePayments: true,
  showOurFee: true,
  autoTopUp: 50,
  includeAutoTopup: true,
  showMonthlyCharge: true,
  siteUrl: 'http://localhost:3998',
  classicUrl: 'https://classic.flag.example',
  bankTransfer: { accountName: 'Flag Test Pty Ltd', bsb: '000-000', accountNumber: '0000 0000' },
  defaultLanguage: 'en',
  port: 3998,
};

/** Builds the fixture app as a brand would, and returns all its JavaScript. */
async function builtJavaScript(settings: BrandConfig): Promise<string> {
  const brandDir = mkdtempSync(join(tmpdir(), 'brand-flags-'));
  brandDirs.push(brandDir);
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
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}

// The monthly charge line asks for its message by id; catalogs hold the id only as a key.
const MONTHLY_CHARGE_CODE = /id:\s*["'`]payment\.monthlyCharge["'`]/;

afterAll(() => {
  for (const dir of brandDirs) rmSync(dir, { recursive: true, force: true });
});

describe('build-time brand flags', () => {
  it('ship the monthly charge only to brands with showMonthlyCharge', async () => {
    const withFlag = await builtJavaScript(brand);
    const withoutFlag = await builtJavaScript({ ...brand, showMonthlyCharge: false });

    expect(withFlag).toMatch(MONTHLY_CHARGE_CODE);
    expect(withoutFlag).not.toMatch(MONTHLY_CHARGE_CODE);
    // The plan list is fetched only for that line.
    expect(withFlag.match(/\/api\/Plan\/GetAll/g)?.length).toBeGreaterThan(
      withoutFlag.match(/\/api\/Plan\/GetAll/g)?.length ?? 0,
    );
  }, 120_000);
});
