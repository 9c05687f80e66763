/**
 * Prints each brand's production bundle against the budgets and exits non-zero when one is over: the
 * JavaScript a first visit to /Login downloads (DESIGN §7), the JavaScript a signed-in member's first
 * visit to the inbox downloads (issue 14), and all of the CSS, all gzipped; that pdf.js is in neither
 * first load; and what the first preview opened fetches on top of the inbox (issue 15): the viewer's
 * chunk, pdf.js and its worker. The chunks a page needs are read from Vite's build manifest, so this
 * measures what the browser fetches.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const CSS_BUDGET = 20_000;

/** A first visit to a page: the modules its routes load on demand, and the catalogs it waits for. */
interface PageLoad {
  name: string;
  budget: number;
  /** Ends of the manifest keys of the modules loaded on demand (`lazyRouteComponent`, loaders). */
  modules: readonly string[];
  catalogs: readonly ('public' | 'members')[];
}

const PAGES: readonly PageLoad[] = [
  {
    name: '/Login',
    budget: 120_000,
    modules: ['/login/components/login-page.tsx'],
    catalogs: ['public'],
  },
  {
    name: '/Members (inbox)',
    budget: 180_000,
    modules: [
      '/shared/routing/data-layout.tsx',
      '/shared/members-shell/members-layout.tsx',
      '/inbox/inbox-screen.ts',
      '/inbox/components/inbox-page.tsx',
      '/inbox/api/mail.ts',
    ],
    catalogs: ['public', 'members'],
  },
];

/** The preview pane's viewer, which the inbox imports on demand when a scan first opens. */
const SCAN_VIEWER = '/inbox/components/scan-viewer.tsx';
const PDFJS = '/pdfjs-dist/build/pdf.mjs';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  assets?: string[];
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
  const size = (files: Iterable<string>) =>
    [...files].reduce((sum, file) => sum + gzipped(join(dir, 'dist', file)), 0);
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
  // A module imported on demand has a key of its own source path, unless it is also a static import
  // of another chunk: then it sits in a shared chunk ("_mail-<hash>.js") named after the module.
  const keyEndingWith = (end: string) => {
    const shared = `_${end
      .split('/')
      .at(-1)!
      .replace(/\.tsx?$/, '')}-`;
    const key =
      keys.find((each) => each.endsWith(end)) ?? keys.find((each) => each.startsWith(shared));
    if (!key) throw new Error(`${id}: the build manifest has no chunk for ${end}`);
    return key;
  };

  const pages = PAGES.map((page) => {
    const files = new Set<string>();
    // The first paint waits for the texts in the brand's default language as well.
    const catalogs = page.catalogs.map((kind) => `/messages/${kind}/${brand.defaultLanguage}.json`);
    for (const key of [entry, ...page.modules.map(keyEndingWith), ...catalogs.map(keyEndingWith)]) {
      withStaticImports(manifest, key, files);
    }
    return { ...page, files, js: size(files), chunks: files.size };
  });

  // What opening the first scan adds to the inbox: the viewer and what it imports that the inbox did
  // not already load, then pdf.js (imported when the document loads) and its worker file.
  const inboxFiles = pages.at(-1)!.files;
  const pdfjs = manifest[keyEndingWith(PDFJS)]!.file;
  const viewerKey = keyEndingWith(SCAN_VIEWER);
  const viewer = [...withStaticImports(manifest, viewerKey)].filter(
    (file) => !inboxFiles.has(file),
  );
  const worker = manifest[viewerKey]!.assets?.find((file) => file.includes('pdf.worker'));
  if (!worker) throw new Error(`${id}: the viewer's chunk does not bring pdf.js's worker`);
  const preview = { viewer: size(viewer), pdfjs: size([pdfjs]), worker: size([worker]) };
  const pdfjsIn = pages.filter((page) => page.files.has(pdfjs)).map((page) => page.name);

  const assets = join(dir, 'dist/assets');
  const cssFiles = readdirSync(assets).filter((file) => file.endsWith('.css'));
  const css = cssFiles.reduce((sum, file) => sum + gzipped(join(assets, file)), 0);
  return { pages, css, preview, pdfjsIn };
}

// `_template` is what new brands copy, not a brand anyone visits.
const ids = readdirSync(brandsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name)
  .sort();

let overBudget = false;
const verdict = (over: boolean) => {
  overBudget ||= over;
  return over ? 'OVER BUDGET' : 'ok';
};
console.log(
  `First load, gzipped (budgets: ${PAGES.map((page) => `${page.name} JS ${kB(page.budget)}`).join(', ')}; all CSS ${kB(CSS_BUDGET)})`,
);
for (const id of ids) {
  const { pages, css, preview, pdfjsIn } = await measure(id);
  for (const page of pages) {
    console.log(
      `${id.padEnd(14)} ${page.name.padEnd(18)} JS ${kB(page.js).padStart(9)} in ${String(page.chunks).padStart(2)} chunks   ${verdict(page.js > page.budget)}`,
    );
  }
  console.log(
    `${id.padEnd(14)} ${'all CSS'.padEnd(18)}    ${kB(css).padStart(9)}               ${verdict(css > CSS_BUDGET)}`,
  );
  console.log(
    `${id.padEnd(14)} ${'first preview'.padEnd(18)} +  viewer ${kB(preview.viewer)}, pdf.js ${kB(preview.pdfjs)}, worker ${kB(preview.worker)}`,
  );
  console.log(
    `${id.padEnd(14)} ${'pdf.js'.padEnd(18)}    ${pdfjsIn.length ? `in the ${pdfjsIn.join(' and ')} first load` : `absent from ${PAGES.map((page) => page.name).join(' and ')}`}   ${verdict(pdfjsIn.length > 0)}`,
  );
}
if (overBudget) process.exitCode = 1;
