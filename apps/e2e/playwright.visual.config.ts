import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { assertChromiumInstalled, CHROME_ARGS, CHROME_PATH } from './chromium.ts';
import { STORYBOOK_STATIC } from './visual/screen-stories.ts';

assertChromiumInstalled();

const port = Number(process.env.VISUAL_PORT || 6106);

/**
 * The screens' visual baselines: every screen story of the built Storybook, screenshotted in Debian
 * Chromium and compared with the committed images (`pnpm visual:update` writes new ones).
 */
export default defineConfig({
  testDir: './visual',
  testMatch: '*.visual.ts',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  expect: {
    // Anti-aliasing may move a few pixels between runs; a changed colour, font or layout does not pass.
    toHaveScreenshot: { maxDiffPixelRatio: 0.001, animations: 'disabled', caret: 'hide' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: CHROME_PATH, args: CHROME_ARGS },
  },
  webServer: {
    command: `pnpm exec vite preview --outDir ${STORYBOOK_STATIC} --port ${port} --strictPort --host 127.0.0.1`,
    cwd: fileURLToPath(new URL('../../packages/features/', import.meta.url)),
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
