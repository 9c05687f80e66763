import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    css: { include: [/\.vanilla\.css$/] },
    setupFiles: ['./vitest.setup.ts'],
    // Rendering a story and running axe on it takes seconds on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
