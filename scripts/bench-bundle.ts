/**
 * Prints each brand's production bundle against the DESIGN §7 budgets and exits non-zero when one is
 * over: the JavaScript a first visit to /Login downloads, and all of the CSS, both gzipped. The
 * chunks a page needs are read from Vite's build manifest, so this measures what the browser fetches.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET = { js: 120_000, css: 20_000 };
/** The module the /Login route loads on demand (its `lazyRouteComponent` import). */
const LOGIN_ROUTE_MODULE = '/login/components/login-page.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const brandsDir = new URL('../brands/', import.meta.url);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const gzipped = (file: string) => gzipSync(readFileSync(file)).length;

/** The chunk files a chunk needs before it runs: itself and its static imports, transitively. */
function withStaticImports(manifest: Manifest, key: string, files = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, files);
  return files;
}

async function measure(id: string) {
  const dir = new URL(`${id}/`, brandsDir).pathname;
  const manifestFile = join(dir, 'dist/.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${id} has no build manifest: run \`pnpm --filter ./brands/${id} build\``);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const { brand } = (await import(pathToFileURL(join(dir, 'brand.ts')).href)) as {
    brand: { defaultLanguage: string };
  };

  const keys = Object.keys(manifest);
  const entry = keys.find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error(`${id}: the build manifest has no entry chunk`);
  const route = keys.find((key) => key.endsWith(LOGIN_ROUTE_MODULE));
  // The first paint waits for the sign-in texts in the brand's default language as well.
  const catalogModule = `/messages/public/${brand.defaultLanguage}.json`;
  const catalog = keys.find((key) => key.endsWith(catalogModule));
  if (!catalog) throw new Error(`${id}: the build manifest has no chunk for ${catalogModule}`);

  const files = new Set<string>();
  for (const key of [entry, route, catalog]) if (key) withStaticImports(manifest, key, files);
  const js = [...files].reduce((sum, file) => sum + gzipped(join(dir, 'dist', file)), 0);

  const assets = join(dir, 'dist/assets');
  const cssFiles = readdirSync(assets).filter((file) => file.endsWith('.css'));
  const css = cssFiles.reduce((sum, file) => sum + gzipped(join(assets, file)), 0);
  return { id, js, css, chunks: files.size, routeFound: route !== undefined };
}

// `_template` is what new brands copy, not a brand anyone visits.
const ids = readdirSync(brandsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name)
  .sort();

let overBudget = false;
console.log(`/Login first load, gzipped (budget: JS ${kB(BUDGET.js)}, CSS ${kB(BUDGET.css)})`);
for (const id of ids) {
  const { js, css, chunks, routeFound } = await measure(id);
  const over = js > BUDGET.js || css > BUDGET.css;
  overBudget ||= over;
  const note = routeFound ? '' : ' (no /Login route chunk in this build: entry only)';
  console.log(
    `${id.padEnd(16)} JS ${kB(js).padStart(9)} in ${chunks} chunks   CSS ${kB(css).padStart(8)}   ${over ? 'OVER BUDGET' : 'ok'}${note}`,
  );
}
if (overBudget) process.exitCode = 1;
