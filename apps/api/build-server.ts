/**
 * The server as plain JavaScript, for production (`NODE_ENV=production node apps/api/dist/main.js`),
 * so no TypeScript compiler runs at start-up. Our own packages (TypeScript sources) are bundled in;
 * installed packages stay in node_modules, so the output must sit inside apps/api to find them.
 * The result runs from this checkout: it reads migrations, the contract and the brand builds where
 * the sources do. build.ts writes it to dist/; a test builds its own copy.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brandIds, BRANDS_DIR } from '@portal/brand/all-brands';
import { build, type Plugin } from 'esbuild';

const API_DIR = fileURLToPath(new URL('./', import.meta.url));

/** Installed packages are imported at run time; ours (`@portal/*`, `#…`, relative) are bundled. */
const installedPackagesExternal: Plugin = {
  name: 'installed-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Each module keeps its own `import.meta.url`, so paths written relative to a source file
 * (migrations, the contract, the repo root) still point where they did.
 */
const sourceFileUrls: Plugin = {
  name: 'source-file-urls',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/** Every brand's brand.ts built in, in place of the dynamic import plain Node cannot do on `.ts`. */
const builtInBrands: Plugin = {
  name: 'built-in-brands',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^#import-brand\.ts$/ }, () => ({
      path: 'import-brand',
      namespace: 'built-in-brands',
    }));
    esbuild.onLoad({ filter: /.*/, namespace: 'built-in-brands' }, () => {
      const files = brandIds().map((id) => join(BRANDS_DIR, id, 'brand.ts'));
      return {
        resolveDir: API_DIR,
        loader: 'ts',
        contents: [
          ...files.map((file, i) => `import { brand as brand${i} } from ${JSON.stringify(file)};`),
          `const BUILT = new Map([${files.map((file, i) => `[${JSON.stringify(file)}, brand${i}]`).join(', ')}]);`,
          'export async function importBrand(file: string) {',
          '  const brand = BUILT.get(file);',
          '  if (!brand) throw new Error(`${file} is not built into the server: run pnpm build`);',
          '  return { brand };',
          '}',
        ].join('\n'),
      };
    });
  },
};

export async function buildServer(outdir: string): Promise<void> {
  await build({
    entryPoints: { main: join(API_DIR, 'src/main.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [installedPackagesExternal, sourceFileUrls, builtInBrands],
  });
}
