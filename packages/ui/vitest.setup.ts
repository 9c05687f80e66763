import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installBrowserApis, resetBrowserApis } from '#test-support/browser-apis.ts';

installBrowserApis();

afterEach(() => {
  cleanup();
  resetBrowserApis();
});
