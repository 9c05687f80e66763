import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';
import type { BrandConfig } from '@portal/brand/config';
import { buildFlagDefines } from '@portal/brand/flags';
import { precompiledMessages, withoutMessageParser } from '@portal/i18n/vite-plugin';
import { compressedAssets } from './compressed-assets-plugin.ts';
import { fontPreload } from './font-preload-plugin.ts';
import { pdfjsAssets } from './pdfjs-assets-plugin.ts';

/**
 * The libraries every first page needs, bundled as one chunk: one download that compresses better
 * than the many small shared chunks the bundler would otherwise cut (DESIGN §7 /Login budget).
 * Libraries only some screens use (React Query, pdf.js) stay with those screens.
 */
const FIRST_LOAD_LIBRARIES = {
  name: 'framework',
  test: /[\\/]node_modules[\\/]\.pnpm[\\/](?:react|react-dom|scheduler|use-sync-external-store|react-intl|intl-messageformat|@formatjs\+[^/\\]+|@tanstack\+(?:react-router|router-core|history|store|react-store)|openapi-fetch|@vanilla-extract\+(?:dynamic|recipes|private|css))@/,
};

/**
 * Small shared chunks (a UI primitive, a hook) are copied into the chunks that import them instead
 * of being fetched one by one; Rolldown keeps one instance of each copied module at run time. With
 * the styles in one file (`cssCodeSplit: false`), /Login's first load fetches 6 scripts instead of
 * 17 and one stylesheet, the inbox's 11 instead of 32 (decision 045).
 */
const INLINE_SMALL_SHARED_CHUNKS = { maxSize: 4000 };

/** The app every brand builds: index.html and main.ts beside this file. */
const APP_ROOT = fileURLToPath(new URL('./', import.meta.url));

/**
 * The Vite config every brand app builds with, so a brand folder holds only what is its own:
 * brand.ts (imported as `portal:brand`, also by the theme's `.css.ts`), public/ (its logo) and package.json; the build
 * goes to the brand's dist/. `pnpm dev` proxies /api to the API server started beside it
 * (API_PORT, 3001 by default).
 */
export function brandViteConfig(brand: BrandConfig, brandDir: string): UserConfig {
  return {
    root: APP_ROOT,
    publicDir: join(brandDir, 'public'),
    cacheDir: join(brandDir, 'node_modules', '.vite'),
    plugins: [
      react(),
      vanillaExtractPlugin(),
      precompiledMessages(),
      pdfjsAssets(),
      {
        name: 'brand-name-in-html',
        transformIndexHtml: (html) => html.replaceAll('%BRAND_NAME%', brand.webpageName),
      },
      fontPreload(),
      compressedAssets(),
    ],
    define: buildFlagDefines(brand),
    // An alias, not a virtual module, so vanilla-extract's own compiler resolves it too.
    resolve: {
      alias: [
        withoutMessageParser,
        { find: 'portal:brand', replacement: join(brandDir, 'brand.ts') },
      ],
    },
    server: {
      proxy: { '/api': `http://localhost:${process.env.API_PORT || 3001}` },
    },
    // The manifest tells `pnpm bench:bundle` which chunks a route's first load fetches.
    build: {
      outDir: join(brandDir, 'dist'),
      emptyOutDir: true,
      target: 'es2022',
      // Every browser of the es2022 target loads the modules; the few without native
      // modulepreload (Firefox before 115, Safari before 17) only fetch them later (decision 020).
      modulePreload: { polyfill: false },
      manifest: true,
      // A font file stays a file: inlined into the stylesheet it would be fetched by every page,
      // whether or not the page renders its range.
      assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
      // Every screen's styles in one stylesheet of about 12 kB (brotli), loaded with the page: no
      // stylesheet per chunk to fetch before a screen's code runs, nor a copy per inlined chunk.
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [FIRST_LOAD_LIBRARIES],
            experimentalInlineCommonChunks: INLINE_SMALL_SHARED_CHUNKS,
          },
        },
      },
    },
  };
}
