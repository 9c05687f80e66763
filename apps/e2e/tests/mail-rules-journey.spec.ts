import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { receiveMail, registerMember, type NewMember } from './members.ts';
import { expectAccessible, expectJourneyEnd, logIn } from './support.ts';

// Issue 38's journey: a Harbour Mail member (includeMailRules) writes a sender rule, sees what it
// costs and what it would have matched, saves it; staff receive a matching letter, the job queue
// runs the rule, the member reads the announcement, undoes the action and finds the letter as it
// was; Action Required lists a letter whose free storage ends in three days, with its daily fee.
// A new member (API signup) and eight staff commands, each a process: slow on two cores.
test.describe.configure({ timeout: 180_000 });

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const DAY_MS = 86_400_000;
const TAX = 'Australian Tax Office';
const RULE = 'Tax letters';

interface Plan {
  planId: number;
  parcelForwardOnly: boolean;
  perLetter: number;
  perPage: number;
  envelopeStoragePerDay?: number;
}

/** What the screens print for dollars in English (i18n formats.ts `money`, en-AU). */
const money = (dollars: number) =>
  new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(dollars);

/** The member's plan and time zone, as the portal reads them. */
async function planAndZone(page: Page): Promise<{ plan: Plan; timeZone: string }> {
  const account = (await (
    await page.request.post('/api/account/GetAccount', { headers: XHR })
  ).json()) as { planId: number; timeZone: string };
  const plans = (await (
    await page.request.get('/api/Plan/GetAll?webpage=harbour-mail', { headers: XHR })
  ).json()) as Plan[];
  const plan = plans.find((each) => each.planId === account.planId);
  expect(plan, `plan ${account.planId} among ${JSON.stringify(plans)}`).toBeDefined();
  return { plan: plan!, timeZone: account.timeZone };
}

/** A letter staff logged `days` ago; answers when. */
async function receivedDaysAgo(member: NewMember, sender: string, days: number): Promise<Date> {
  const receivedAt = new Date(Date.now() - days * DAY_MS);
  await receiveMail(member, { sender, receivedAt: receivedAt.toISOString() });
  return receivedAt;
}

test('a member writes a sender rule, sees it act on new mail, undoes it, and finds storage ending in Action Required', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const member = await registerMember(page.request);
  // Past mail the dry run reads: two letters from the tax office in the last 90 days, one older,
  // one from someone else; and a letter whose 30 free days end in three.
  await receivedDaysAgo(member, TAX, 10);
  await receivedDaysAgo(member, TAX, 45);
  await receivedDaysAgo(member, TAX, 120);
  await receivedDaysAgo(member, 'Sydney Water', 2);
  const storedSince = await receivedDaysAgo(member, 'Origin Energy', 27);

  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/Members\/?$/);
  const { plan, timeZone } = await planAndZone(page);

  // Settings → Mail Rules, from the user menu, by keyboard.
  const userMenu = page.getByRole('button', { name: /^Ada Lovelace/ });
  await userMenu.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/Members\/Account$/);
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: 'Mail Rules', exact: true })
    .click();
  await expect(page).toHaveURL(/\/Members\/Account\/MailRules$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mail Rules' })).toBeVisible();
  await expect(page.getByText('You have no rules yet.')).toBeVisible();
  await expect(page.getByText('Your rules have not acted on any mail yet.')).toBeVisible();

  // The rule, written in its dialog: it cannot be saved before it is checked.
  await page.getByRole('button', { name: 'Add a rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New rule' });
  await dialog.getByLabel('Rule name').fill(RULE);
  await dialog.getByLabel('Match on').selectOption({ label: 'The sender' });
  await dialog.getByLabel('Contains the phrase').fill('Tax Office');
  await dialog.getByLabel('Then').selectOption({ label: 'Scan the contents' });
  const save = dialog.getByRole('button', { name: 'Save rule' });
  await expect(save).toBeDisabled();
  await expect(dialog.getByText(/^Check the rule to see what it costs/)).toBeVisible();

  // The check: the price per item at the plan's prices, and the last 90 days' matches.
  await dialog.getByRole('button', { name: 'Check rule' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Each matching item' })).toHaveText(
    `Each matching item costs ${money(plan.perLetter)} plus ${money(plan.perPage)} per page to scan, charged when staff scan it.`,
  );
  await expect(
    dialog.getByText('This rule would have matched 2 items in the last 90 days.'),
  ).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: TAX })).toHaveCount(2);
  await expect(save).toBeEnabled();
  await expectAccessible(page);

  // A change to the rule asks for a new check before it can be saved; a check of the other phrase
  // counts what that one would have matched, and the phrase typed back is the rule checked first.
  const contains = dialog.getByLabel('Contains the phrase');
  await contains.fill('Water');
  await expect(save).toBeDisabled();
  await expect(dialog.getByText(/^Check the rule to see what it costs/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Check rule' }).click();
  await expect(
    dialog.getByText('This rule would have matched 1 item in the last 90 days.'),
  ).toBeVisible();
  await contains.fill('Tax Office');
  await expect(
    dialog.getByText('This rule would have matched 2 items in the last 90 days.'),
  ).toBeHidden();
  await dialog.getByRole('button', { name: 'Check rule' }).click();
  await expect(
    dialog.getByText('This rule would have matched 2 items in the last 90 days.'),
  ).toBeVisible();
  await expect(save).toBeEnabled();
  // Enter in the form saves it.
  await contains.press('Enter');
  await expect(dialog).toBeHidden();
  const rules = page.getByRole('list', { name: 'Your rules, in the order they are tried' });
  await expect(rules.getByRole('listitem')).toHaveCount(1);
  await expect(rules.getByRole('listitem')).toContainText(RULE);
  await expect(rules.getByRole('listitem')).toContainText(
    'Sender contains “Tax Office”: Scan the contents',
  );

  // Staff receive a matching letter; the rule runs on the server's queue. The member reloads the
  // page until the log shows what the rule did.
  await receiveMail(member, { sender: TAX });
  const log = page.getByRole('list', { name: 'What your rules did' });
  await expect(async () => {
    await page.reload();
    await expect(log.getByRole('listitem')).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // Only the new letter: a rule acts on arrivals, not on the mail it would have matched.
  const acted = log.getByRole('listitem');
  await expect(acted).toContainText(TAX);
  await expect(acted).toContainText(`${RULE}: Scan the contents`);

  // The announcement: the newest alert, in the banner over every page.
  const announcement = page.getByRole('button', {
    name: `Rule “${RULE}”: letter “${TAX}” will be opened and scanned. You can undo this until our staff act on it.`,
  });
  await expect(announcement).toBeVisible();
  // In the inbox the letter waits to be scanned.
  await page.goto('/Members');
  const taxRows = page.getByRole('row', { name: new RegExp(TAX) });
  await expect(taxRows).toHaveCount(4);
  await expect(taxRows.filter({ hasText: 'Pending scan' })).toHaveCount(1);

  // The announcement leads to the rules' log, where the action can be undone.
  await announcement.click();
  await expect(page).toHaveURL(/\/Members\/Account\/MailRules$/);
  await expect(announcement).toBeHidden();
  const undo = log.getByRole('button', { name: `Undo the rule’s action on ${TAX}` });
  await undo.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('The rule’s action was undone.')).toBeVisible();
  await expect(acted).toContainText(`${RULE}: Scan the contents (undone)`);
  await expect(undo).toBeHidden();

  // The letter is back as it arrived: unopened, no scan waiting.
  await page.goto('/Members');
  await expect(taxRows).toHaveCount(4);
  await expect(page.getByRole('grid')).not.toContainText('Pending scan');
  await expect(taxRows.filter({ hasText: 'Unopened' })).toHaveCount(4);

  // Action Required, from the sidebar with its count: the three letters unopened for over 7
  // days and the one whose free storage ends in three days.
  const entry = page
    .getByRole('navigation', { name: 'Folders' })
    .getByRole('link', { name: 'Action Required, 4 items waiting' });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(/\/Members\/ActionRequired$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Action Required' })).toBeVisible();
  const storage = page.getByRole('region', { name: 'Free storage ending soon (1)' });
  await expect(storage.getByRole('listitem')).toHaveCount(1);
  await expect(storage.getByRole('listitem')).toContainText('Origin Energy');
  const ends = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone }).format(
    new Date(storedSince.getTime() + 30 * DAY_MS),
  );
  expect(plan.envelopeStoragePerDay, 'the plan prices a day of storage').toBeGreaterThan(0);
  await expect(
    storage.getByText(
      `Free storage ends ${ends}, then ${money(plan.envelopeStoragePerDay!)} a day`,
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Unopened for more than 7 days (4)' }),
  ).toBeVisible();
  // The dates are the server's days before today (it dates arrivals and free storage by its own
  // clock, so the browser's is not fixed here): masked, as they change with the day of the run.
  await expectJourneyEnd(page, 'mail-rules-action-required-harbour-desktop.png', {
    mask: [page.getByText(/^Received /), storage.getByText(/^Free storage ends /)],
  });

  // The letter opens in the inbox, where the member can act on it.
  await storage.getByRole('link', { name: 'Origin Energy' }).click();
  await expect(page).toHaveURL(/\/Members\/?$/);
  await expect(
    page
      .getByRole('complementary', { name: 'Preview' })
      .getByRole('heading', { level: 2, name: 'Origin Energy' }),
  ).toBeVisible();
});
