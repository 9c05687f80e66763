import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { assertChromiumInstalled, CHROME_ARGS, CHROME_ENV, CHROME_PATH } from './chromium.ts';
import { STORYBOOK_STATIC } from './visual/screen-stories.ts';

assertChromiumInstalled();

const port = Number(process.env.VISUAL_PORT || 6106);
const PREVIEW_CONFIG = fileURLToPath(
  new URL('./visual/storybook-preview.config.ts', import.meta.url),
);

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
  // One retry on CI, reported as "flaky" in the summary: a landing should not hang on one timing
  // race in a browser sharing two cores, and a real regression fails its retry too.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  expect: {
    // A pixel counts as changed when its colour moves by 2% (the default 20% lets a changed text
    // colour through); up to 0.1% of pixels may differ, for anti-aliasing.
    toHaveScreenshot: {
      threshold: 0.02,
      maxDiffPixelRatio: 0.001,
      animations: 'disabled',
      caret: 'hide',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: CHROME_PATH, args: CHROME_ARGS, env: CHROME_ENV },
  },
  webServer: {
    command: `pnpm exec vite preview --config ${PREVIEW_CONFIG} --outDir ${STORYBOOK_STATIC} --port ${port} --strictPort --host 127.0.0.1`,
    cwd: fileURLToPath(new URL('../../packages/features/', import.meta.url)),
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
