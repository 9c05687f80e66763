import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import type { BrandConfig } from '#brand/brand-config.ts';

/**
 * The Vite config every brand app builds with, so a brand folder holds only what is its own.
 * `pnpm dev` proxies /api to the API server started beside it (API_PORT, 3001 by default).
 */
export function brandViteConfig(brand: BrandConfig): UserConfig {
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      {
        name: 'brand-name-in-html',
        transformIndexHtml: (html) => html.replaceAll('%BRAND_NAME%', brand.webpageName),
      },
    ],
    server: {
      proxy: { '/api': `http://localhost:${process.env.API_PORT || 3001}` },
    },
    build: { target: 'es2022' },
  };
}
