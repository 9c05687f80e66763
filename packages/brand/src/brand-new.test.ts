import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  readdirSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrandConfig } from '@portal/brand/config';
import { afterAll, describe, expect, it } from 'vitest';

/** `pnpm brand:new` (scripts/brand-new.ts), which copies brands/_template. */
const REPO = fileURLToPath(new URL('../../../', import.meta.url));

const PACKAGE = fileURLToPath(new URL('../', import.meta.url));

function run(command: string, args: string[], cwd: string, extraEnv: Record<string, string> = {}) {
  const env = { ...process.env, NO_COLOR: '1', ...extraEnv };
  const { status, stdout, stderr } = spawnSync(command, args, { cwd, env, encoding: 'utf8' });
  return { status, output: stdout + stderr };
}

const brandNew = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', join(REPO, 'scripts/brand-new.ts'), ...args], REPO);

describe('pnpm brand:new', () => {
  // A folder shaped like the repo (brands/ beside tsconfig.base.json) but outside the workspace's
  // packages; it sits inside the repo because Vite only reads the shared sources from within it.
  mkdirSync(join(REPO, 'test-results'), { recursive: true });
  const workspace = mkdtempSync(join(REPO, 'test-results', 'brand-new-'));
  const brandsDir = join(workspace, 'brands');
  const brandDir = join(brandsDir, 'coral-mail');
  afterAll(() => rmSync(workspace, { recursive: true, force: true }));

  it('creates a brand that builds and passes its brand checks', { timeout: 240_000 }, async () => {
    mkdirSync(brandsDir);
    copyFileSync(join(REPO, 'tsconfig.base.json'), join(workspace, 'tsconfig.base.json'));

    const created = brandNew(
      'coral-mail',
      ...['--name', 'Coral Mail', '--colour', '#0E7490', '--port', '3110', '--dir', brandsDir],
    );
    expect(created.output).toContain('Next steps');
    expect(created.status).toBe(0);

    const { brand } = (await import(join(brandDir, 'brand.ts'))) as { brand: BrandConfig };
    expect(brand).toMatchObject({
      id: 'coral-mail',
      webpageName: 'Coral Mail',
      email: 'support@coral-mail.example',
      highlightColor: '#0e7490',
      siteUrl: 'http://localhost:3110',
      port: 3110,
    });
    const manifest = JSON.parse(readFileSync(join(brandDir, 'package.json'), 'utf8')) as {
      name: string;
    };
    expect(manifest.name).toBe('@portal/brand-coral-mail');
    // A brand is data: its settings, its logo and its package; the app around them is shared.
    expect(readdirSync(brandDir, { recursive: true }).sort()).toEqual([
      'brand.ts',
      'package.json',
      'public',
      'public/logo.svg',
    ]);

    // Its dependencies are the template's, so it can borrow the installed ones instead of `pnpm install`.
    symlinkSync(join(REPO, 'brands/_template/node_modules'), join(brandDir, 'node_modules'));
    const build = run('pnpm', ['run', 'build'], brandDir);
    expect(build.output).toContain('built in');
    expect(build.status).toBe(0);
    expect(readFileSync(join(brandDir, 'dist/index.html'), 'utf8')).toContain(
      '<title>Coral Mail</title>',
    );
    const logo = readFileSync(join(brandDir, 'dist/logo.svg'), 'utf8');
    expect(logo).toContain('<title id="title">Coral Mail</title>');
    expect(logo).toContain('fill="#0e7490"');

    // The brand test over a brands/ folder that holds only the new brand.
    const test = run('pnpm', ['exec', 'vitest', 'run', 'src/all-brands.test.ts'], PACKAGE, {
      PORTAL_BRANDS_DIR: brandsDir,
    });
    // Every test ran and passed: the folder check and, beyond it, checkBrand's checks for the new brand.
    const [, passed, ran] = /Tests\s+(\d+) passed \((\d+)\)/.exec(test.output) ?? [];
    expect(Number(passed)).toBeGreaterThan(1);
    expect(passed).toBe(ran);
    expect(test.status).toBe(0);
  });

  it.each([
    [['Coral_Mail'], 'must be kebab-case'],
    [['harbour-mail'], 'brands/harbour-mail already exists'],
    [['coral-mail', '--colour', 'teal'], 'must be a six-digit hex colour'],
    [['coral-mail', '--port', '3000'], 'Port 3000 is already used by harbour-mail'],
    [['coral-mail', '--port', '3001'], 'Port 3001 is already used by the API server of `pnpm dev`'],
    [['coral-mail', '--name', '<b>Coral</b>'], 'may hold only letters, digits'],
    [['coral-mail', '--colr', '#0e7490'], "Unknown option '--colr'"],
  ])(
    'refuses %j with a clear error and creates nothing',
    (args, error) => {
      const refused = brandNew(...args);
      expect(refused.output).toContain(error);
      expect(refused.output).toContain('Usage: pnpm brand:new <id>');
      expect(refused.status).toBe(1);
      expect(existsSync(join(REPO, 'brands/coral-mail'))).toBe(false);
    },
    30_000,
  );
});
