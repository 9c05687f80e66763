// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as viteBuild, mergeConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBrands } from '@portal/brand/all-brands';
import type { BrandConfig } from '@portal/brand/config';
import { deriveBrandTokens } from '@portal/ui/derive-brand-tokens';
import { testBrand } from '#testing/test-brand.ts';
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

/** The brand's built index.html and the file names under its dist/assets. */
async function builtPage(settings: BrandConfig) {
  await builtAssets(settings, '.css');
  const dist = join(await builds.get(JSON.stringify(settings))!, 'dist');
  return {
    html: readFileSync(join(dist, 'index.html'), 'utf8'),
    assets: readdirSync(join(dist, 'assets')),
  };
}

/** `U+2000-206F` or `U+FF` as first and last code points; `U+??` is a range written with wildcards. */
function codePointRange(range: string): [number, number] {
  const [first, last = first] = range.trim().slice(2).split('-') as [string, string?];
  return [parseInt(first.replaceAll('?', '0'), 16), parseInt(last.replaceAll('?', 'F'), 16)];
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
// Mail Rules (issue 38): the section's texts and the rules' own calls.
const MAIL_RULES_CODE = [
  usesMessage('settings.mailRules.check'),
  /\/api\/MailRules\/DryRun/,
  /\/api\/MailRules\/Actions\/Undo/,
];
// Shared mailrooms (issue 39): the Users section and the join page. (Their calls' paths are in every
// build: the client's table of calls that take the brand names them.)
const TEAM_USERS_CODE = [usesMessage('settings.users.invite'), usesMessage('join.submit')];
const brandNamed = async (id: string) => {
  const found = (await loadBrands()).find((each) => each.id === id);
  if (!found) throw new Error(`No brand ${id} in brands/`);
  return found;
};

afterAll(() => {
  for (const dir of brandDirs) rmSync(dir, { recursive: true, force: true });
});

describe('a brand build', () => {
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

  it('ships the monthly charge, at signup and in the settings, to none but brands with showMonthlyCharge (not Sakura Box)', async () => {
    const sakura = await brandNamed('sakura-box');
    expect(sakura.showMonthlyCharge).toBe(false);
    const withFlag = await builtAssets(brand, '.js');
    expect(withFlag).toMatch(MONTHLY_CHARGE_CODE);
    expect(withFlag).toMatch(SETTINGS_MONTHLY_CHARGE_CODE);
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

  it('ships Mail Rules to none but brands with includeMailRules (not Outback Post)', async () => {
    const outback = await brandNamed('outback-post');
    expect(outback.includeMailRules).toBe(false);
    const withFlag = await builtAssets(brand, '.js');
    const outbackJs = await builtAssets(outback, '.js');
    for (const code of MAIL_RULES_CODE) {
      expect(withFlag).toMatch(code);
      expect(outbackJs).not.toMatch(code);
    }
  }, 180_000);

  it('ships Users and /JoinAccount to none but brands with includeTeamUsers', async () => {
    const outback = await brandNamed('outback-post');
    expect(outback.includeTeamUsers).toBe(false);
    const withFlag = await builtAssets(brand, '.js');
    const outbackJs = await builtAssets(outback, '.js');
    for (const code of TEAM_USERS_CODE) {
      expect(withFlag).toMatch(code);
      expect(outbackJs).not.toMatch(code);
    }
  }, 180_000);

  it("ships the brand's colours in its stylesheet and no colour maths", async () => {
    // A colour other than the test brand's, from a brand the tests above build anyway.
    const pink = await brandNamed('sakura-box');
    expect(pink.highlightColor).not.toBe(brand.highlightColor);
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

  it('ships its own fonts: files by script range, shown at once, the Latin one preloaded', async () => {
    const css = await builtAssets(brand, '.css');
    const { html, assets } = await builtPage(brand);
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    // Source Sans 3 and Source Code Pro, each in seven script ranges.
    expect(faces).toHaveLength(14);
    for (const face of faces) {
      expect(face).toContain('font-display:swap');
      expect(face).toMatch(/unicode-range:U\+/);
      // A file of its own, fetched only by a page that renders the range, never inlined.
      expect(face).toMatch(/src:url\(\/assets\/[\w-]+\.woff2\)/);
    }
    const latin = assets.find((file) => file.startsWith('source-sans-3-latin-wght-normal-'));
    expect(css).toContain(`url(/assets/${latin})`);
    expect(html).toContain(
      `<link rel="preload" href="/assets/${latin}" as="font" type="font/woff2" crossorigin="">`,
    );
    // Only that one file: the other ranges and the mono face wait for a page that needs them.
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
  }, 120_000);

  it('draws every English text in the shipped face, none in a machine font', async () => {
    const css = await builtAssets(brand, '.css');
    const ranges = (css.match(/@font-face\{[^}]*\}/g) ?? [])
      .filter((face) => face.includes('Source Sans 3 Variable'))
      .flatMap((face) => /unicode-range:([^;}]+)/.exec(face)![1]!.split(','))
      .map(codePointRange);
    const drawn = (char: string) => {
      const point = char.codePointAt(0)!;
      return ranges.some(([first, last]) => point >= first && point <= last);
    };
    const messagesModule = fileURLToPath(import.meta.resolve('@portal/i18n/messages'));
    const catalogs = join(dirname(messagesModule), 'messages');
    const characters = new Set(
      readdirSync(catalogs).flatMap((area) => {
        const texts = JSON.parse(readFileSync(join(catalogs, area, 'en.json'), 'utf8')) as Record<
          string,
          string
        >;
        return [...Object.values(texts).join('')];
      }),
    );
    // The language menu names Japanese and Chinese in their own scripts, drawn by the CJK faces.
    const han = /\p{Script=Han}/u;
    expect([...characters].filter((char) => !drawn(char) && !han.test(char))).toEqual([]);
  });
});
