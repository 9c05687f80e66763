import { type APIRequestContext, type Page } from '@playwright/test';
import { brandUrl } from '../brand-urls.ts';
import { expect, test } from './test.ts';
import { receiveMail, registerMember, signedInAs } from './members.ts';
import { expectAccessible, expectJourneyEnd, freshEmail, newestEmail, pathOf } from './support.ts';

// Issue 39's journey: a Harbour Mail holder (includeTeamUsers) invites a colleague by email; the
// colleague joins from the emailed link in a browser of their own and forwards a letter; the holder
// finds the forward in the audit log under the colleague's name and makes them a viewer, after
// which the colleague's inbox has no Forward and the server refuses one sent by hand.
test.describe.configure({ timeout: 180_000 });

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const COLLEAGUE = 'Jordan Blake';
const LETTER = 'Brisbane City Council';

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Mail actions' });
const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

/** The holder's name as the account gives it, which the invitation page names the mailbox by. */
async function holderName(request: APIRequestContext): Promise<string> {
  const account = (await (
    await request.post('/api/account/GetAccount', { headers: XHR })
  ).json()) as { you: { name: string } };
  return account.you.name;
}

test('a holder invites a colleague who forwards a letter, sees who did it, and makes them a viewer', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const holder = await registerMember(page.request);
  const mailId = await receiveMail(holder, { sender: LETTER });
  const colleagueEmail = freshEmail('colleague');
  await signedInAs(page, holder);

  // 1. The holder invites the colleague as a member.
  await page.goto('/Members/Account/Users');
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite someone to this mailbox' });
  await invite.getByLabel('Their email address').fill(colleagueEmail);
  await expect(invite.getByRole('radio', { name: /^Member/ })).toBeChecked();
  await expectAccessible(page);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${colleagueEmail}.`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Invitations waiting' })).toContainText(
    colleagueEmail,
  );

  // 2. The colleague opens the emailed link in a browser of their own and joins.
  const email = await newestEmail(page.request, colleagueEmail);
  const link = email.links.find((each) => each.includes('/JoinAccount?invitation='));
  expect(link, JSON.stringify(email.links)).toBeDefined();
  const context = await browser.newContext({ baseURL: brandUrl('harbour-mail') });
  const colleague = await context.newPage();
  await colleague.setViewportSize({ width: 1280, height: 800 });
  await colleague.goto(pathOf(link!));
  await expect(
    colleague.getByRole('heading', {
      level: 1,
      name: `Join ${await holderName(page.request)}’s mailbox`,
    }),
  ).toBeVisible();
  await expectAccessible(colleague);
  await colleague.getByLabel('Your name').fill(COLLEAGUE);
  await colleague.getByLabel('Choose a password').fill('staple-lamp-orbit-42');
  await colleague.getByLabel('Repeat the password').fill('staple-lamp-orbit-42');
  await colleague.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(colleague.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(
    colleague.getByRole('button', { name: new RegExp(`^${COLLEAGUE} \\(`) }),
  ).toBeVisible();

  // 3. The colleague forwards the letter to a new address, by regular letter.
  await row(colleague, LETTER).getByRole('checkbox').check();
  await toolbar(colleague).getByRole('button', { name: 'Forward', exact: true }).click();
  await colleague
    .getByRole('tabpanel')
    .getByRole('button', { name: /^(New address|Add an address)$/ })
    .click();
  const address = colleague.getByRole('dialog', { name: 'New address' });
  for (const [label, value] of Object.entries({
    'Full name': COLLEAGUE,
    'Street address': '12 Wharf Street',
    City: 'Brisbane',
    State: 'QLD',
    'Postcode / Zip code': '4000',
  }))
    await address.getByLabel(label, { exact: true }).fill(value);
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(address).toBeHidden();
  await colleague.getByRole('button', { name: 'Next' }).click();
  await colleague.getByRole('radio', { name: /Regular letter/ }).check();
  await colleague.getByRole('button', { name: 'Next' }).click();
  await colleague
    .getByRole('region', { name: 'Review' })
    .getByRole('button', { name: 'Send' })
    .click();
  await expect(colleague.getByText('Your mail will be posted within 1 business day')).toBeVisible();

  // 4. The holder finds the forward in the audit log, by the colleague's name.
  await page.goto('/Members/Account/AuditLog');
  const log = page.getByRole('table', { name: 'Audit Log' });
  await expect(
    log
      .getByRole('row')
      .filter({ hasText: /Forward/ })
      .first(),
  ).toContainText(COLLEAGUE);
  await expectAccessible(page);

  // 5. The holder makes the colleague a viewer.
  await page.goto('/Members/Account/Users');
  await page.getByRole('combobox', { name: `Role of ${COLLEAGUE}` }).selectOption('viewer');
  await expect(page.getByText(`${COLLEAGUE}’s role is now Viewer.`)).toBeVisible();

  // 6. The colleague's next look at the inbox has no Forward, and the server refuses one by hand.
  await colleague.goto('/Members');
  await expect(
    toolbar(colleague).getByRole('button', { name: 'Download', exact: true }),
  ).toBeVisible();
  await expect(
    toolbar(colleague).getByRole('button', { name: 'Forward', exact: true }),
  ).toHaveCount(0);
  const refused = await colleague.request.post('/api/mail/MarkPendingForward', {
    headers: XHR,
    data: { mailIds: [mailId] },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('role_forbids');
  // The new member's suite code, balance and today's dates differ each run.
  await expectJourneyEnd(colleague, 'team-journey-viewer.png', {
    mask: [
      colleague.getByRole('banner'),
      colleague.getByText(/^Your address:/),
      colleague.getByRole('grid'),
    ],
  });
  await context.close();
});
