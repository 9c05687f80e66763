import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { sandboxToken } from '@portal/domain/sandbox-card';
import { brandUrl } from '../brand-urls.ts';
import { receiveMail, registerMember, signedInAs, type NewMember } from './members.ts';
import { expectAccessible, logIn, ops } from './support.ts';

// Each test forwards a new member's mail: nothing here touches the demo mailboxes. Members are
// made through the API and staff commands (a process each), which takes a while on two cores.
test.describe.configure({ timeout: 120_000 });

const toolbarButton = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Mail actions' }).getByRole('button', { name, exact: true });
const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });
const summary = (page: Page) => page.getByRole('complementary', { name: 'Summary' });

interface LogEntry {
  forwardId: number;
  numberOfItems: number;
  trackingNumber: string | null;
}

async function forwardLog(
  request: APIRequestContext,
  origin = '',
): Promise<{ pending: LogEntry[]; log: LogEntry[] }> {
  const response = await request.get(`${origin}/api/forward/log`);
  expect(response.status()).toBe(200);
  return response.json();
}

interface LedgerEntry {
  transactionId: number;
  text: { key: string };
  amount: number;
  balance: number;
}

/** The newest entries of the member's Transactions, newest first. */
async function ledger(request: APIRequestContext): Promise<LedgerEntry[]> {
  const response = await request.get('/api/Transaction?page=0&pageSize=20');
  expect(response.status()).toBe(200);
  return response.json();
}

const isAutoTopUp = (entry: LedgerEntry) => entry.text.key === 'ledger.autoTopUp';

/**
 * The balance in cents without the auto top-ups after entry `sinceId`: a charge that takes the
 * balance below $20 sets one off (§3), which the job queue charges moments later. Both come from
 * one listing, so a top-up landing meanwhile is counted in both or in neither.
 */
async function balanceWithoutAutoTopUps(request: APIRequestContext, sinceId: number) {
  const entries = await ledger(request);
  const topUps = entries.filter((entry) => entry.transactionId > sinceId && isAutoTopUp(entry));
  return Math.round(
    (entries[0]!.balance - topUps.reduce((total, entry) => total + entry.amount, 0)) * 100,
  );
}

/** The balance in cents and the newest entry, from one listing. */
async function ledgerStart(request: APIRequestContext) {
  const [newest] = await ledger(request);
  return { before: Math.round(newest!.balance * 100), since: newest!.transactionId };
}

/** Dollars on the screen ("$12.50") in cents. */
const cents = (text: string | null) =>
  Math.round(Number(/\$([\d,]+\.\d\d)/.exec(text ?? '')![1]!.replaceAll(',', '')) * 100);

async function selectAndForward(page: Page, names: string[]) {
  await page.goto('/Members');
  for (const name of names) await row(page, name).getByRole('checkbox').check();
  await toolbarButton(page, 'Forward').click();
}

/** The first address is added from the empty state, later ones with New address (issue 36). */
const NEW_ADDRESS = /^(New address|Add an address)$/;

/** Step 1's New address, filled in and saved; it becomes the chosen address. */
async function addAddress(page: Page, fields: Record<string, string>, country?: string) {
  await page.getByRole('tabpanel').getByRole('button', { name: NEW_ADDRESS }).click();
  const dialog = page.getByRole('dialog', { name: 'New address' });
  for (const [label, value] of Object.entries(fields))
    await dialog.getByLabel(label, { exact: true }).fill(value);
  if (country) await dialog.getByLabel('Country').selectOption(country);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
}

const HOME = {
  'Full name': 'Ada Lovelace',
  'Street address': '12 Wharf Street',
  City: 'Brisbane',
  State: 'QLD',
  'Postcode / Zip code': '4000',
};

test.describe('a domestic letter forward, from the inbox to the Forward Log', () => {
  test.describe.configure({ mode: 'serial' });
  let member: NewMember;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext();
    member = await registerMember(context.request);
    await context.close();
    for (const sender of ['Brisbane City Council', 'Medicare', 'Origin Energy', 'AGL']) {
      await receiveMail(member, { sender });
    }
  });

  test('two letters: no customs step, the balance drops by the total shown, staff post it', async ({
    page,
  }) => {
    await logIn(page, member.email, member.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    const { before, since } = await ledgerStart(page.request);
    await selectAndForward(page, ['Brisbane City Council', 'Medicare']);

    await expect(page.getByText('2 items to forward')).toBeVisible();
    // Without photo ID the International tab is closed, and the page says why and where to go.
    await expect(page.getByRole('tab', { name: 'International' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.getByRole('link', { name: 'Verify your identity' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expectAccessible(page);

    // A domestic postcode is four digits.
    await page.getByRole('tabpanel').getByRole('button', { name: NEW_ADDRESS }).click();
    const dialog = page.getByRole('dialog', { name: 'New address' });
    await dialog.getByLabel('Postcode / Zip code').fill('400');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(dialog.getByText('Enter a four-digit Australian postcode')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await addAddress(page, HOME);
    await page.getByRole('button', { name: 'Next' }).click();

    const letter = page.getByRole('radio', { name: /Regular letter/ });
    await letter.check();
    await expectAccessible(page);
    const total = cents(
      await summary(page).locator('div:has(> dt:text-is("Total")) > dd').textContent(),
    );
    await expect(summary(page).getByText('Balance after this forward')).toBeVisible();
    // Letters at home need no declaration, but every forward is reviewed before Send (issue 36).
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByRole('region', { name: 'Review' })
      .getByRole('button', { name: 'Send' })
      .click();
    await expect(page.getByText('Your mail will be posted within 1 business day')).toBeVisible();
    await expectAccessible(page);

    expect(await balanceWithoutAutoTopUps(page.request, since)).toBe(before - total);
    await page.getByRole('button', { name: 'Back to inbox' }).click();
    await expect(row(page, 'Brisbane City Council')).toContainText('Pending forward');
    await expect(row(page, 'Medicare')).toContainText('Pending forward');

    await page.goto('/Members?folder=-2');
    const pending = page.getByRole('table', { name: 'Pending forwards' });
    await expect(pending.getByRole('row')).toHaveCount(2);
    await expect(pending).toContainText('12 Wharf Street, Brisbane QLD 4000');
    await expectAccessible(page);

    const [forward] = (await forwardLog(page.request)).pending;
    expect(forward?.numberOfItems).toBe(2);
    await ops(
      'forward-sent',
      '--forward',
      String(forward!.forwardId),
      '--tracking',
      'LX555000111AU',
    );
    await page.reload();
    const log = page.getByRole('table', { name: 'Forward log' });
    await expect(log.getByRole('link', { name: /LX555000111AU/ })).toHaveAttribute(
      'href',
      'https://auspost.com.au/mypost/track/details/LX555000111AU',
    );
    await expect(page.getByRole('table', { name: 'Pending forwards' })).toContainText(
      'No forwards are waiting to be posted.',
    );
  });

  test('adds a letter to a waiting forward from the inbox, then cancels that forward', async ({
    page,
  }) => {
    await logIn(page, member.email, member.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    const { before, since } = await ledgerStart(page.request);

    await selectAndForward(page, ['Origin Energy']);
    await page.getByRole('combobox', { name: 'Deliver to' }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /Regular letter/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByRole('region', { name: 'Review' })
      .getByRole('button', { name: 'Send' })
      .click();
    await expect(page.getByText('Your mail will be posted within 1 business day')).toBeVisible();

    // With a forward waiting, Forward asks whether to join it (§4).
    await selectAndForward(page, ['AGL']);
    const choice = page.getByRole('dialog', { name: 'Forward 1 item' });
    // The waiting forward is named by its recipient, when it was asked for and what it holds.
    await expect(choice.getByRole('radio').first()).toBeChecked();
    await expect(choice).toContainText(/Requested \d{2}\/\d{2}\/\d{4} · 1 item/);
    await expectAccessible(page);
    await choice.getByRole('button', { name: 'Add to forward' }).click();
    await expect(page.getByRole('status').getByText('1 item added to the forward')).toBeVisible();
    await expect(row(page, 'AGL')).toContainText('Pending forward');
    const [joined] = (await forwardLog(page.request)).pending;
    expect(joined?.numberOfItems).toBe(2);

    await page.goto('/Members?folder=-2');
    await page.getByRole('checkbox', { name: /Select the forward to 12 Wharf Street/ }).check();
    await page.getByRole('button', { name: 'Cancel forward' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Cancel forward' }).click();
    await expect(page.getByRole('status').getByText('Forward cancelled')).toBeVisible();
    expect((await forwardLog(page.request)).pending).toEqual([]);
    // What the forward cost is credited back, and its items are free again.
    expect(await balanceWithoutAutoTopUps(page.request, since)).toBe(before);
    await page.goto('/Members');
    await expect(row(page, 'AGL')).not.toContainText('Pending forward');
    await expect(row(page, 'Origin Energy')).not.toContainText('Pending forward');
  });
});

test('an international parcel asks for the customs declaration of §5 before it is sent', async ({
  page,
}) => {
  const member = await registerMember(page.request, { photoId: true });
  await receiveMail(member, { sender: 'Book Depository', parcel: true });
  await signedInAs(page, member);
  await selectAndForward(page, ['Book Depository']);

  await page.getByRole('tab', { name: 'International' }).click();
  await addAddress(
    page,
    {
      'Full name': 'Kenji Watanabe',
      'Street address': '2-1-1 Nihonbashi',
      City: 'Chuo-ku',
      State: 'Tokyo',
      'Postcode / Zip code': '103-0027',
    },
    'Japan',
  );
  await expect(page.getByRole('combobox', { name: 'Deliver to' })).toHaveValue(/\d+/);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByLabel('What is it?')).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('button', { name: 'Next' })).toBeHidden();
  await page.getByLabel('I confirm this declaration is accurate and complete').check();
  await page.getByLabel('Value of one unit (AUD)').fill('24.12345');
  await page.getByLabel('Why are you sending it?').selectOption('Other');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('You must include a description')).toBeVisible();
  await expect(page.getByText('Enter a value in digits, with up to 4 decimals')).toBeVisible();
  await expect(page.getByLabel('Your reason')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('What is it?').fill('Paperback books');
  await page.getByLabel('Value of one unit (AUD)').fill('24.1234');
  await page.getByLabel('Your reason').fill('Books for a friend');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('region', { name: 'Review' }).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your mail will be posted within 1 business day')).toBeVisible();
  const [forward] = (await forwardLog(page.request)).pending;
  expect(forward).toMatchObject({ numberOfItems: 1 });
});

test('a declined card: the error step, a new card, and Try again charges once', async ({
  page,
}) => {
  // $25 at signup leaves $5.05 after Mail Lite's setup fee: a balance above zero that no
  // service covers.
  const member = await registerMember(page.request, { topUp: 25 });
  // A card that verifies when saved, then declines every charge; auto top-up stays on.
  const saved = await page.request.post('/api/Payment/UpdateCard', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'Idempotency-Key': randomUUID() },
    data: {
      cardName: 'A Lovelace',
      autoTopUpAmount: 20,
      sourceToken: sandboxToken('4000000000000341'),
      chargeNow: false,
    },
  });
  expect(saved.status()).toBe(200);
  await receiveMail(member, { sender: 'Harvey Norman', parcel: true });
  await signedInAs(page, member);
  await selectAndForward(page, ['Harvey Norman']);
  await addAddress(page, HOME);
  await page.getByRole('button', { name: 'Next' }).click();
  // The dearest service costs more than the balance: the card on file will be asked.
  await page.getByRole('radio').last().check();
  await expect(summary(page).getByText(/your card on file will be charged/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('What is it?').fill('Kitchen scales');
  await page.getByLabel('Value of one unit (AUD)').fill('45');
  await page.getByLabel('Why are you sending it?').selectOption('Merchandise');
  await page.getByLabel('I confirm this declaration is accurate and complete').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('region', { name: 'Review' }).getByRole('button', { name: 'Send' }).click();

  await expect(
    page.getByText(
      /Your account has insufficient funds and there was an error charging your credit card/,
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Update payment method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update payment method' });
  await dialog.getByLabel('Name on card').fill('A Lovelace');
  await dialog.getByLabel('Card number').fill('4242424242424242');
  await dialog.getByLabel('Expiry').fill('12/30');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('status').getByText('Payment updated')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Your mail will be posted within 1 business day')).toBeVisible();

  // The card paid the forward's shortfall once. Every other auto top-up is one the queue charged
  // after a charge took the balance below $20 (§3), each with its entry in the Audit Log.
  await expect(async () => {
    const audit = await page.request.get('/api/Audit?page=0&pageSize=20');
    const queued = ((await audit.json()) as { text: { key: string } }[]).filter(
      (entry) => entry.text.key === 'audit.autoTopUpCharged',
    );
    const entries = await ledger(page.request);
    expect(entries.filter((entry) => entry.text.key === 'ledger.forward')).toHaveLength(1);
    expect(entries.filter(isAutoTopUp)).toHaveLength(1 + queued.length);
  }).toPass();
});

test('a brand without showOurFee shows no product fee and no fee columns (Outback Post)', async ({
  page,
}) => {
  const outback = brandUrl('outback-post');
  const member = await registerMember(page.request, { brand: 'outback-post' });
  const mailId = await receiveMail(member, { sender: 'Station supplies' });
  // Outback Post opens and scans new mail unasked; the member cancels that to forward it unopened.
  const cancelled = await page.request.post(`${outback}/api/mail/CancelPending`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { mailIds: [mailId] },
  });
  expect(cancelled.status()).toBe(200);
  await signedInAs(page, member);
  await page.goto(`${outback}/Members`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

  await row(page, 'Station supplies').getByRole('checkbox').check();
  await toolbarButton(page, 'Forward').click();
  await addAddress(page, HOME);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio').first().check();
  await expect(page.getByRole('main').getByText('Forward cost').first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Product fee')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('region', { name: 'Review' }).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your mail will be posted within 1 business day')).toBeVisible();

  await page.goto(`${outback}/Members?folder=-2`);
  const pending = page.getByRole('table', { name: 'Pending forwards' });
  await expect(pending.getByRole('row')).toHaveCount(2);
  await expect(pending.getByRole('columnheader')).toHaveText([
    'Select all pending forwards',
    'Address',
    'Service',
    'Items',
    'Total',
  ]);
  await expect(
    page.getByRole('table', { name: 'Forward log' }).getByRole('columnheader'),
  ).toHaveText(['Date sent', 'Address', 'Service', 'Items', 'Tracking number', 'Total']);
});
