import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { BUILD_FLAGS } from '@portal/brand/flags';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // Screens are tested as a brand with every flag on; the flag-off builds have their own test.
  define: Object.fromEntries(Object.keys(BUILD_FLAGS).map((name) => [name, 'true'])),
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Above the 5 s Testing Library waits (vitest.setup.ts), so a slow screen fails with its query's message.
    testTimeout: 15_000,
  },
});
