import { defineConfig } from 'vitest/config';

/** Domain holds the business rules both the screens and the server enforce: every branch is tested. */
export default defineConfig({
  test: {
    // Property tests run up to a thousand cases; under coverage on a busy machine that takes seconds.
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
});
