/**
 * `pnpm bench bundle`: the bytes a browser receives for each brand's first loads, fetched over HTTP
 * from the running server with `Accept-Encoding: br` (and again with gzip alone), against DESIGN §7:
 * /Login ≤ 110 kB of JS, the inbox after sign-in ≤ 180 kB without pdf.js, all CSS ≤ 20 kB, all
 * brotli. Which files a page fetches is read from Vite's build manifest; that pdf.js is in neither
 * first load is checked, and what the first preview adds (viewer, pdf.js, worker) is printed.
 * Fonts are measured in Chromium, per brand and language (font-loads.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandDist, loadBrands } from '@portal/brand/all-brands';
import { printReport, progress, withBenchServer, type ReportRow } from './bench-server.ts';
import { fontLoadRows } from './font-loads.ts';

const CSS_BUDGET = 20_000;
const FEATURES_SRC = fileURLToPath(new URL('../../../packages/features/src/', import.meta.url));

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
    budget: 110_000,
    modules: ['/login/components/login-page.tsx'],
    catalogs: ['public'],
  },
  {
    name: '/Members (inbox)',
    budget: 180_000,
    modules: [
      '/shared/routing/data-layout.tsx',
      '/shared/members-shell/members-shell-screen.ts',
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
  isEntry?: boolean;
  imports?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The chunk files a chunk needs before it runs: itself and its static imports, transitively. */
function withStaticImports(manifest: Manifest, key: string, files = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, files);
  return files;
}

/** The files each page of a brand's build fetches, read from its manifest. */
function pageFiles(id: string, defaultLanguage: string) {
  const manifest = JSON.parse(
    readFileSync(join(brandDist(id), '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const keys = Object.keys(manifest);
  const entry = keys.find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error(`${id}: the build manifest has no entry chunk`);
  // A module imported on demand has a key of its own source path, unless it is also a static import
  // of another chunk: then it sits in a shared chunk ("_mail-<hash>.js") named after the module,
  // or, when that chunk is small, in a copy inside each chunk importing it (decision 045).
  const sharedKey = (end: string) => {
    const shared = `_${end
      .split('/')
      .at(-1)!
      .replace(/\.tsx?$/, '')}-`;
    return keys.find((each) => each.endsWith(end)) ?? keys.find((each) => each.startsWith(shared));
  };
  const keyEndingWith = (end: string) => {
    const key = sharedKey(end);
    if (!key) throw new Error(`${id}: the build manifest has no chunk for ${end}`);
    return key;
  };
  const copied = (end: string) => !sharedKey(end) && existsSync(join(FEATURES_SRC, end));
  const pages = PAGES.map((page) => {
    const files = new Set<string>();
    // The first paint waits for the texts in the brand's default language as well.
    // A signed-in area's languages are listed by a module of their own, fetched first (decision 026).
    const catalogs = page.catalogs.flatMap((kind) => [
      ...(kind === 'public' ? [] : [`/messages/${kind}/catalogs.ts`]),
      `/messages/${kind}/${defaultLanguage}.json`,
    ]);
    const modules = page.modules.filter((end) => !copied(end));
    for (const key of [entry, ...modules.map(keyEndingWith), ...catalogs.map(keyEndingWith)]) {
      withStaticImports(manifest, key, files);
    }
    return { page, files };
  });
  // What opening the first scan adds to the inbox: the viewer and what it imports that the inbox
  // did not already load, then pdf.js (imported when the document loads) and its worker file.
  const inboxFiles = pages.at(-1)!.files;
  const pdfjs = manifest[keyEndingWith(PDFJS)]!.file;
  const viewerKey = keyEndingWith(SCAN_VIEWER);
  const viewer = [...withStaticImports(manifest, viewerKey)].filter((f) => !inboxFiles.has(f));
  const worker = manifest[viewerKey]!.assets?.find((file) => file.includes('pdf.worker'));
  if (!worker) throw new Error(`${id}: the viewer's chunk does not bring pdf.js's worker`);
  const css = readdirSync(join(brandDist(id), 'assets'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => `assets/${file}`);
  return { pages, viewer, pdfjs, worker, css };
}

/** The bytes on the wire for one file as the server sends it to a client accepting `encoding`. */
function transferred(origin: string, file: string, encoding: 'br' | 'gzip') {
  return new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
    const req = request(
      `${origin}/${file}`,
      { headers: { 'accept-encoding': encoding } },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`${file}: HTTP ${res.statusCode}`));
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Brotli and gzip bytes over HTTP for a set of files, and the files sent without compression. */
async function over(origin: string, files: Iterable<string>) {
  let br = 0;
  let gzip = 0;
  const identity: string[] = [];
  for (const file of files) {
    const brotli = await transferred(origin, file, 'br');
    br += brotli.bytes;
    gzip += (await transferred(origin, file, 'gzip')).bytes;
    if (brotli.encoding !== 'br') identity.push(file);
  }
  return { br, gzip, identity };
}

const brands = await loadBrands();
const rows: ReportRow[] = [];
await withBenchServer('bundle', async (server) => {
  for (const brand of brands) {
    progress(`fetching ${brand.id}'s first loads`);
    const origin = server.origins.get(brand.id)!;
    const { pages, viewer, pdfjs, worker, css } = pageFiles(brand.id, brand.defaultLanguage);
    const id = brand.id.padEnd(13);
    for (const { page, files } of pages) {
      const js = await over(origin, files);
      rows.push([
        `${id} ${page.name} JS, ${files.size} requests`,
        `${kB(js.br)} br (gzip ${kB(js.gzip)}) ≤ ${kB(page.budget)}` +
          (js.identity.length ? `; uncompressed: ${js.identity.join(', ')}` : ''),
        js.br <= page.budget && js.identity.length === 0,
      ]);
      if (files.has(pdfjs)) rows.push([`${id} ${page.name} without pdf.js`, 'pdf.js in it', false]);
    }
    const styles = await over(origin, css);
    rows.push([
      `${id} all CSS`,
      `${kB(styles.br)} br (gzip ${kB(styles.gzip)}) ≤ ${kB(CSS_BUDGET)}`,
      styles.br <= CSS_BUDGET,
    ]);
    const [viewerBytes, pdfjsBytes, workerBytes] = await Promise.all(
      [viewer, [pdfjs], [worker]].map((files) => over(origin, files)),
    );
    rows.push([
      `${id} first preview adds`,
      `viewer ${kB(viewerBytes!.br)}, pdf.js ${kB(pdfjsBytes!.br)}, worker ${kB(workerBytes!.br)} br`,
      true,
    ]);
  }
  progress("opening each brand's /Login and inbox in Chromium in every language, for their fonts");
  rows.push(...(await fontLoadRows(brands, server.origins)));
});
printReport('Bundle: first loads as sent over HTTP (brotli; gzip beside it)', rows);
