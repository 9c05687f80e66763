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

/** What a test file's tests share and must close after them: an app, a database. */
interface Closable {
  close(): Promise<void>;
}

/**
 * For what a file's helpers share outside the tests' own arguments: starts it before the file's
 * first test and hands it to `receive`, which may set more up on it (plans, members) before any
 * test runs; closes it after the last test.
 */
export function useForFile<Shared extends Closable>(
  start: () => Promise<Shared>,
  receive: (started: Shared) => unknown,
): void {
  let started: Shared | undefined;
  beforeAll(async () => {
    started = await start();
    await receive(started);
  });
  afterAll(async () => {
    await started?.close();
  });
}

/** `useForFile` with the API app on a fresh database; `options` as startTestApp takes them. */
export function useTestApp(
  receive: (api: TestApp) => unknown,
  options?: Parameters<typeof startTestApp>[0],
): void {
  useForFile(() => startTestApp(options), receive);
}
