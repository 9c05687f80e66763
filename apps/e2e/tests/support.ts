import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { brandUrl, type BrandId } from '../brand-urls.ts';

/** Every demo member signs in with this password (README, Demo accounts). */
export const DEMO_PASSWORD = 'Demo!2026';

/**
 * Fails on any axe finding on the page as it is now. Axe details only the violations: the passes
 * are never read, and leaving them out makes each check about a sixth quicker.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(results.violations).toEqual([]);
}

/**
 * The end of a journey as the member sees it (DESIGN §5): nothing hovered (the mouse rests where
 * the last click left it, and a phone has no pointer), axe clean, nothing scrolling the page
 * sideways, and the screen as its baseline. `mask` covers what differs for each run's new member.
 */
export async function expectJourneyEnd(
  page: Page,
  name: string,
  { fullPage = false, mask = [] }: { fullPage?: boolean; mask?: Locator[] } = {},
): Promise<void> {
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  expect(
    await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth),
    'nothing scrolls the page sideways',
  ).toBe(true);
  await expect(page).toHaveScreenshot(name, {
    animations: 'disabled',
    caret: 'hide',
    fullPage,
    mask,
    maxDiffPixelRatio: 0.01,
  });
}

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  // Each sign-in comes from a visitor of its own: the suites sign in more often than one address
  // may in 15 minutes (RATE_LIMITS.login, 30 per IP), and a quick run would meet the limit.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
  await page.goto('/Login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

interface OutboxEntry {
  to: string;
  subject: string;
  sentAt: string;
  links: string[];
  codes: string[];
  /** What the email carried: each file's name, size and SHA-256 (the outbox keeps no bytes). */
  attachments: { filename: string; size: number; sha256: string }[];
}

/** The newest email the development outbox holds for an address, once one matching `match` arrives. */
export async function newestEmail(
  request: APIRequestContext,
  to: string,
  match: (entry: OutboxEntry) => boolean = () => true,
): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
      const entries = (await response.json()) as OutboxEntry[];
      found = entries.find(match);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** An emailed link's path and query: emails name the brand's public address, tests use their own. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}

/** A new member, signed up through the API, whose email and password the test then uses. */
export async function signUp(
  request: APIRequestContext,
  email: string,
  password: string,
  brand: BrandId = 'harbour-mail',
  language = 'en',
) {
  const response = await request.post(
    `${brandUrl(brand)}/api/Registration/Signup?webpage=${brand}`,
    {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Forwarded-For': visitorAddress() },
      data: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        phoneNumber: null,
        companyName: null,
        accountName: 'Ada Lovelace',
        address1: '1 Test Street',
        address2: null,
        city: 'Sydney',
        postcode: '2000',
        state: 'NSW',
        country: 'Australia',
        language,
        password,
      },
    },
  );
  expect(response.status()).toBe(200);
}

/**
 * A client address from the documentation range (RFC 5737) for one API signup. Signups are limited
 * per IP; the suites sign up more members than one visitor may, and the e2e server believes the
 * address its loopback "proxy" names (TRUST_PROXY in playwright.config.ts).
 */
export const visitorAddress = () => `203.0.113.${1 + Math.floor(Math.random() * 254)}`;

/** An address no other test or run uses. */
export const freshEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

/**
 * Runs a staff command (`pnpm --filter @portal/api ops …`) on the e2e server's database, as staff
 * would beside the running portal, and answers what it printed.
 */
export const ops = (...args: string[]) =>
  opsWith({ ...process.env, DATA_DIR: process.env.E2E_DATA_DIR }, ...args);

/** Runs a staff command on the database of the server started with `env`. */
export async function opsWith(env: NodeJS.ProcessEnv, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/staff/ops-command.ts', ...args],
    {
      cwd: fileURLToPath(new URL('../../api/', import.meta.url)),
      env: { ...env, LOG_LEVEL: 'warn' },
    },
  );
  return stdout.trim();
}
