import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each case lints through the full config (typescript-eslint, import resolution): seconds on a
    // busy 2-core machine, not milliseconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
