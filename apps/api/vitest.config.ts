import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    // Two files at a time even on two cores (Vitest's default would be one): the tests mostly wait
    // on PostgreSQL, OCR and timers, and each file has its own database, so two run side by side.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
