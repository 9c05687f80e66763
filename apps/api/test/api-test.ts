import { afterAll, beforeAll, test } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';

/**
 * Vitest's `it` with the API app as a fixture: a test file gets one app on a fresh database, started
 * when its first test asks for `api` and closed after its last. Files that need other app options
 * call startTestApp themselves.
 */
export const it = test.extend(
  'api',
  { scope: 'file' },
  // Vitest reads a fixture's dependencies from this pattern; the app depends on none.
  // eslint-disable-next-line no-empty-pattern
  async ({}, { onCleanup }): Promise<TestApp> => {
    const api = await startTestApp();
    onCleanup(() => api.close());
    return api;
  },
);

/**
 * For a file whose helpers share one app outside the tests' own arguments: starts the app before
 * the file's first test, hands it to `receive`, and closes it after the last.
 */
export function useTestApp(
  receive: (api: TestApp) => void,
  options?: Parameters<typeof startTestApp>[0],
): void {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(options);
    receive(started);
  });
  afterAll(async () => {
    await started?.close();
  });
}
