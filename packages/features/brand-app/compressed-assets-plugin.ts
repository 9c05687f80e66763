import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser fetches; fonts, images and binaries are compressed already or not worth it. */
const COMPRESSIBLE = /\.(?:html|css|js|mjs|json|svg|wasm|ttf|pfb)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the build, at the highest levels,
 * once: the server sends them as they are (decision 040) rather than compressing on each request.
 * A copy that would not be smaller is not written. Our own plugin: vite-plugin-compression2 hides
 * Vite's "built in" line (it rewrites process.stdout), which the brand generator's test reads.
 */
export function compressedAssets(): Plugin {
  let outDir = '';
  return {
    name: 'compressed-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) =>
        COMPRESSIBLE.test(f),
      );
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const source = await readFile(path);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length) await writeFile(`${path}.br`, br);
          if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}
