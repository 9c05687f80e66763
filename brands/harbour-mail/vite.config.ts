import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brand } from './brand.ts';

/** `pnpm dev` talks to the API server started beside it (API_PORT, 3001 by default). */
const apiOrigin = `http://localhost:${process.env.API_PORT || 3001}`;

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    {
      name: 'brand-name-in-html',
      transformIndexHtml: (html) => html.replace('%BRAND_NAME%', brand.webpageName),
    },
  ],
  server: {
    proxy: { '/api': apiOrigin },
  },
  build: {
    target: 'es2022',
  },
});
