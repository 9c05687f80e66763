import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import type { BrandConfig } from '#brand/brand-config.ts';
import { brandTokensAtBuildTime } from '#brand/brand-tokens-at-build-time.ts';
import { buildFlagDefines } from '#brand/build-flags.ts';
import { precompiledMessages, withoutMessageParser } from '#brand/precompiled-messages.ts';

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
 * The Vite config every brand app builds with, so a brand folder holds only what is its own.
 * `pnpm dev` proxies /api to the API server started beside it (API_PORT, 3001 by default).
 */
export function brandViteConfig(brand: BrandConfig): UserConfig {
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      precompiledMessages(),
      brandTokensAtBuildTime(brand.highlightColor),
      {
        name: 'brand-name-in-html',
        transformIndexHtml: (html) => html.replaceAll('%BRAND_NAME%', brand.webpageName),
      },
    ],
    define: buildFlagDefines(brand),
    resolve: { alias: [withoutMessageParser] },
    server: {
      proxy: { '/api': `http://localhost:${process.env.API_PORT || 3001}` },
    },
    // The manifest tells `pnpm bench:bundle` which chunks a route's first load fetches.
    build: {
      target: 'es2022',
      manifest: true,
      rolldownOptions: { output: { codeSplitting: { groups: [FIRST_LOAD_LIBRARIES] } } },
    },
  };
}
