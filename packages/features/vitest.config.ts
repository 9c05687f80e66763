import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { buildFlagDefines } from '@portal/brand/flags';
import { testBrand } from './src/testing/test-brand.ts';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // Screens are tested as a brand with every flag on; the flag-off builds have their own test.
  define: buildFlagDefines(testBrand),
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Above the 5 s Testing Library waits (vitest.setup.ts), so a slow screen fails with its query's message.
    testTimeout: 15_000,
  },
});
