import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { installBrowserApis, resetBrowserApis } from '@portal/ui/test-support/browser-apis';

// <dialog>, matchMedia and IntersectionObserver as the UI kit's own tests have them (not in the
// suites that run in plain Node, such as the brand build's).
const inBrowser = typeof window !== 'undefined';
if (inBrowser) installBrowserApis();

// A screen's first render waits for lazy chunks and fetches; on a busy 2-core machine that can take
// longer than Testing Library's 1 s default, so every findBy/waitFor in the screen suites gets 5 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout; the router restores scroll positions on navigation.
if (inBrowser) window.scrollTo = () => {};

// A screen asking for a message its loaded catalogs lack shows members the bare id: such a test fails.
const missingMessages: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const [first] = args;
  if (first instanceof Error && 'code' in first && first.code === 'MISSING_TRANSLATION') {
    missingMessages.push(first.message);
  }
  consoleError(...args);
};

afterEach(() => {
  cleanup();
  if (inBrowser) resetBrowserApis();
  const missing = missingMessages.splice(0);
  if (missing.length > 0)
    throw new Error(`Messages missing from the loaded catalogs:\n${missing.join('\n')}`);
  if (typeof localStorage !== 'undefined') localStorage.clear();
  vi.unstubAllGlobals();
});

// A route that is still loading when a file's last test ends finishes a moment later: let it do so
// while the DOM exists, or React meets a torn-down window and the run fails on an unhandled rejection.
if (inBrowser) afterAll(() => new Promise((resolve) => setTimeout(resolve, 200)));
