import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize, sep } from 'node:path';
import type { Plugin } from 'vite';
import { PDFJS_ASSET_DIRS, PDFJS_ASSET_PATH } from '../src/inbox/pdf/pdfjs-asset-paths.ts';

/** The installed pdfjs-dist's own folder, whose CMaps, fonts and decoders match its code. */
export const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * pdf.js fetches CMaps (Japanese and Chinese text in fonts a PDF does not embed), the 14 standard
 * fonts and its image decoders at run time. They are served from our own origin under /pdfjs/, never a
 * CDN: copied into the build, and served from the package by the dev server.
 */
export function pdfjsAssets(): Plugin {
  return {
    name: 'pdfjs-assets',
    generateBundle() {
      for (const dir of PDFJS_ASSET_DIRS) {
        for (const file of readdirSync(join(PDFJS_DIR, dir))) {
          if (file.startsWith('LICENSE')) continue;
          this.emitFile({
            type: 'asset',
            fileName: `${PDFJS_ASSET_PATH.slice(1)}${dir}/${file}`,
            source: readFileSync(join(PDFJS_DIR, dir, file)),
          });
        }
      }
    },
    configureServer(server) {
      server.middlewares.use(PDFJS_ASSET_PATH, (request, response, next) => {
        const path = normalize(
          join(PDFJS_DIR, decodeURIComponent(request.url ?? '').split('?')[0]!),
        );
        const inside = PDFJS_ASSET_DIRS.some((dir) => path.startsWith(join(PDFJS_DIR, dir) + sep));
        if (!inside || !statSync(path, { throwIfNoEntry: false })?.isFile()) return next();
        createReadStream(path).pipe(response);
      });
    },
  };
}
