import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { BRAND_PORTS, brandUrl } from './brand-urls.ts';
import { assertChromiumInstalled, CHROME_ARGS, CHROME_ENV, CHROME_PATH } from './chromium.ts';

assertChromiumInstalled();

// Specs that do not name a brand run against harbour-mail; brands.spec.ts visits each (brand-urls.ts).
const baseURL = brandUrl('harbour-mail');
// A fresh database for each run. Workers load this file again: they inherit the variable and keep it.
process.env.E2E_DATA_DIR ||= freshDataDir();

function freshDataDir(): string {
  const dir = fileURLToPath(new URL('.data/', import.meta.url));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry on CI, reported as "flaky" in the summary: a landing should not hang on one timing
  // race in a browser sharing two cores, and a real regression fails its retry too.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Two workers, the server and its database share two cores: what follows a page load (the alert
  // banner loads after the screen, by design) has taken over 5 s, Playwright's default, under load.
  expect: { timeout: 10_000 },
  // A journey (sign up, a declined card, pay, verify by email, sign in) runs 18 s alone and over
  // Playwright's default 30 s while the other worker runs one too; each step still fails after the
  // 10 s above.
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROME_PATH, args: CHROME_ARGS, env: CHROME_ENV },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: ['inbox.spec.ts', 'preview.spec.ts', 'csp-reports.spec.ts'],
    },
    // The inbox suite spends demo@harbour.test's balance, posts it alerts and moves its mail, which
    // other suites read as seeded: it runs once they are done.
    {
      name: 'inbox',
      use: { ...devices['Desktop Chrome'] },
      testMatch: 'inbox.spec.ts',
      dependencies: ['chromium'],
    },
    // Opens demo's scans (marking them read) and damages one: after the inbox suite.
    {
      name: 'preview',
      use: { ...devices['Desktop Chrome'] },
      testMatch: 'preview.spec.ts',
      dependencies: ['inbox'],
    },
    // Last: every page of the run has been shown, so every CSP report has come in.
    {
      name: 'csp',
      testMatch: 'csp-reports.spec.ts',
      dependencies: ['preview'],
    },
  ],
  webServer: {
    command: 'node --import tsx src/main.ts',
    cwd: fileURLToPath(new URL('../api/', import.meta.url)),
    // The server opens harbour-mail's port last, so every brand is up once this answers.
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(BRAND_PORTS['harbour-mail']),
      PORT_OUTBACK_POST: String(BRAND_PORTS['outback-post']),
      PORT_SAKURA_BOX: String(BRAND_PORTS['sakura-box']),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      EMBEDDED_PG_PORT: String(BRAND_PORTS['harbour-mail'] + 10_000),
      LOG_LEVEL: 'warn',
      // As behind a load balancer: the suites' API signups name their own client address
      // (support.ts), so the per-IP signup limit meets each as a different visitor.
      TRUST_PROXY: '127.0.0.1',
    },
  },
});
