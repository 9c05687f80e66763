// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, mergeConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrandConfig } from '#brand/brand-config.ts';
import { brandViteConfig } from '#brand/brand-vite-config.ts';

const fixture = fileURLToPath(new URL('../../test-fixtures/flag-app/', import.meta.url));
const outDirs: string[] = [];

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
  const outDir = mkdtempSync(join(tmpdir(), 'brand-flags-'));
  outDirs.push(outDir);
  await build(
    mergeConfig(brandViteConfig(settings), {
      root: fixture,
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, minify: true },
      plugins: [
        {
          name: 'test-brand',
          resolveId: (id: string) => (id === 'virtual:test-brand' ? '\0test-brand' : null),
          load: (id: string) =>
            id === '\0test-brand' ? `export const brand = ${JSON.stringify(settings)};` : null,
        },
      ],
    }),
  );
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}

// The monthly charge line asks for its message by id; catalogs hold the id only as a key.
const MONTHLY_CHARGE_CODE = /id:\s*["'`]payment\.monthlyCharge["'`]/;

afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
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
