import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { brandUrl, type BrandId } from '../brand-urls.ts';
import { receiveMail, registerMember, signedInAs, type NewMember } from './members.ts';
import { DEMO_PASSWORD, expectAccessible, newestEmail } from './support.ts';

// Every test here works on members made for it (through the API, a sign-up each), so nothing the
// other suites read of the demo members changes. Sign-ins are limited per IP: the pages enter with
// the session Signup opened.
test.describe.configure({ timeout: 120_000 });

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const menu = (page: Page) => page.getByRole('navigation', { name: 'Settings' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The fifteen sections of §2, in order, at their addresses, and Mail Rules (issue 38). */
const SECTIONS = [
  ['Account', '/Members/Account'],
  ['Addresses', '/Members/Account/Addresses'],
  ['Auto Actions', '/Members/Account/AutoActions'],
  ['Mail Rules', '/Members/Account/MailRules'],
  ['Notifications', '/Members/Account/Notifications'],
  ['Security & Login', '/Members/Account/Security'],
  // Harbour Mail shares a mailroom among several logins (issue 39).
  ['Users', '/Members/Account/Users'],
  ['Verification', '/Members/Account/Verification'],
  ['Additional Names', '/Members/Account/AdditionalNames'],
  ['Payment Method', '/Members/Account/PaymentMethod'],
  ['Manual Payment', '/Members/Account/ManualPayment'],
  ['Choose Plan', '/Members/Account/ChoosePlan'],
  ['Transactions', '/Members/Account/Transactions'],
  ['Storage Metrics', '/Members/Account/StorageMetrics'],
  ['Audit Log', '/Members/Account/AuditLog'],
  ['Pause Account', '/Members/Account/PauseAccount'],
  ['Close Account', '/Members/Account/CloseAccount'],
] as const;

async function account(request: APIRequestContext, origin = '') {
  const response = await request.post(`${origin}/api/account/GetAccount`, { headers: XHR });
  return { status: response.status(), body: response.ok() ? await response.json() : null };
}

test.describe('a member’s settings, section by section', () => {
  test.describe.configure({ mode: 'serial' });
  let member: NewMember;
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    context = await browser.newContext();
    member = await registerMember(context.request);
    page = await context.newPage();
    await signedInAs(page, member);
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('the menu has the fifteen sections of §2 and Users, each with its own address, and no axe finding', async () => {
    await page.goto('/Members/Account');
    const links = menu(page).getByRole('link');
    await expect(links).toHaveText(SECTIONS.map(([name]) => name));
    for (const [name, path] of SECTIONS) {
      await menu(page).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(heading(page, name)).toBeVisible();
      await expect(page.locator('[data-spinner]')).toHaveCount(0);
      await expectAccessible(page);
    }
    // A reload and the browser's back land on the section.
    await page.reload();
    await expect(heading(page, 'Close Account')).toBeVisible();
    await page.goBack();
    await expect(heading(page, 'Pause Account')).toBeVisible();
  });

  test('the contact form refuses a blank first name, then saves what a reload shows', async () => {
    await page.goto('/Members/Account');
    const firstName = page.getByLabel('First name');
    await firstName.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Can not be blank')).toBeVisible();
    await expect(page.getByText('Some fields were invalid')).toBeVisible();
    await expectAccessible(page);

    await firstName.fill('Augusta');
    await page.getByLabel('Company').fill('Analytical Engines Pty Ltd');
    await page.getByLabel('City').fill('Newcastle');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Augusta');
    await expect(page.getByLabel('Company')).toHaveValue('Analytical Engines Pty Ltd');
    await expect(page.getByLabel('City')).toHaveValue('Newcastle');
  });

  test('an address is added, edited and deleted with the forward wizard’s dialog', async () => {
    await page.goto('/Members/Account/Addresses');
    await page.getByRole('tabpanel').getByRole('button', { name: 'New address' }).click();
    const dialog = page.getByRole('dialog', { name: 'New address' });
    await dialog.getByLabel('Full name', { exact: true }).fill('Ada Lovelace');
    await dialog.getByLabel('Street address', { exact: true }).fill('12 Wharf Street');
    await dialog.getByLabel('City', { exact: true }).fill('Brisbane');
    await dialog.getByLabel('State', { exact: true }).fill('QLD');
    await dialog.getByLabel('Postcode / Zip code', { exact: true }).fill('400');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    // The wizard's rule: a domestic postcode has four digits.
    await expect(dialog.getByText('Enter a four-digit Australian postcode')).toBeVisible();
    await dialog.getByLabel('Postcode / Zip code', { exact: true }).fill('4000');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('listitem').filter({ hasText: '12 Wharf Street' });
    await expect(row).toContainText('Brisbane QLD 4000');
    await expectAccessible(page);

    await row.getByRole('button', { name: 'Edit address' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit address' });
    await edit.getByLabel('Street address', { exact: true }).fill('14 Wharf Street');
    await edit.getByRole('button', { name: 'Save address' }).click();
    await expect(edit).toBeHidden();
    const edited = page.getByRole('listitem').filter({ hasText: '14 Wharf Street' });
    await expect(edited).toBeVisible();

    await edited.getByRole('button', { name: 'Delete address' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete address' }).click();
    await expect(edited).toBeHidden();
    await expect(
      page.getByRole('tabpanel').getByText('No addresses saved here yet.'),
    ).toBeVisible();
  });

  test('notifications and the login guard are kept as they are switched', async () => {
    await page.goto('/Members/Account/Notifications');
    const pdf = page.getByLabel('Attach scans to emails');
    const wasOn = await pdf.isChecked();
    await pdf.click();
    await expect(pdf).toBeChecked({ checked: !wasOn });
    await expect(pdf).toBeEnabled();

    await page.goto('/Members/Account/Security');
    const guard = page.getByLabel('Ask for an emailed code on a new browser');
    await expect(guard).not.toBeChecked();
    await guard.click();
    await expect(guard).toBeChecked();
    await expect(guard).toBeEnabled();
    expect((await account(page.request)).body).toMatchObject({
      enableLoginGuard: true,
      includePdf: !wasOn,
    });
    await guard.click();
    await expect(guard).not.toBeChecked();
    await expect(guard).toBeEnabled();
    expect((await account(page.request)).body).toMatchObject({ enableLoginGuard: false });
  });

  test('quoting scans in emails says why it matters and switches by keyboard alone', async () => {
    await page.goto('/Members/Account/Notifications');
    const quote = page.getByLabel('Quote the first lines of each scan');
    await expect(page.getByText(/Email is not private/)).toBeVisible();
    const wasOn = await quote.isChecked();
    await quote.focus();
    await page.keyboard.press('Space');
    await expect(quote).toBeChecked({ checked: !wasOn });
    await expect(quote).toBeEnabled();
    expect((await account(page.request)).body).toMatchObject({ quoteScanText: !wasOn });
    await page.keyboard.press('Space');
    await expect(quote).toBeChecked({ checked: wasOn });
    await expect(quote).toBeEnabled();
    expect((await account(page.request)).body).toMatchObject({ quoteScanText: wasOn });
  });

  test('five additional names are the most: the sixth is refused', async () => {
    await page.goto('/Members/Account/AdditionalNames');
    await expect(page.getByText('No additional names yet')).toBeVisible();
    const name = page.getByLabel('Name', { exact: true });
    const add = page.getByRole('button', { name: 'Add name' });
    for (const each of [
      'Analytical Engines',
      'A. A. Lovelace',
      'Byron Estate',
      'Babbage & Co',
      'Ockham Park',
    ]) {
      await name.fill(each);
      await add.click();
      await expect(page.getByRole('listitem').filter({ hasText: each })).toBeVisible();
    }
    await expect(
      page.getByText('You have 5 of 5 names, the most you can have.', { exact: false }),
    ).toBeVisible();
    await expect(add).toBeDisabled();
    await expect(name).toBeDisabled();
    // The server refuses a sixth too.
    const sixth = await page.request.post('/api/AdditionalName?name=Sixth', { headers: XHR });
    expect(await sixth.json()).toEqual({ success: false, additionalName: null });
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Delete Byron Estate' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Byron Estate' })).toBeHidden();
    await expect(add).toBeEnabled();
  });

  test('pausing is refused with §8’s words while mail is stored', async () => {
    await receiveMail(member, { sender: 'Newcastle Council' });
    await page.goto('/Members/Account/PauseAccount');
    await page.getByRole('button', { name: 'Pause Account' }).click();
    // Pausing asks first (issue 36).
    await page
      .getByRole('alertdialog', { name: 'Pause your account?' })
      .getByRole('button', { name: 'Pause account' })
      .click();
    await expect(
      page.getByText(
        'You can not put your account on pause while you have mail stored. Either shred or forward stored mail.',
      ),
    ).toBeVisible();
    expect((await account(page.request)).body).toMatchObject({ status: 'Active' });
    await expectAccessible(page);
  });

  test('the support form sends an email to the brand, which reaches its outbox', async () => {
    await page.goto('/Members/Support');
    await expect(page.getByLabel('Best contact email')).toHaveValue(member.email);
    const subject = `Settings e2e ${Date.now()}`;
    await page.getByLabel('Subject').fill(subject);
    await expect(page.getByText(`${subject.length} of 200 characters`)).toBeVisible();
    await page.getByLabel('Message').fill('Has my parcel from Japan arrived yet?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Email has been sent')).toBeVisible();
    await expectAccessible(page);
    const sent = await newestEmail(page.request, 'support@harbour.test', (entry) =>
      entry.subject.includes(subject),
    );
    expect(sent.subject).toBe(`Support: ${subject}`);
    // It says so for 3 s.
    await expect(page.getByText('Email has been sent')).toBeHidden({ timeout: 6_000 });
  });

  test('changing the password: mismatched, then matching; another browser is logged out', async ({
    browser,
  }) => {
    // The member's second browser, signed in with the password.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    const login = await other.request.post('/api/Login?webpage=harbour-mail', {
      headers: XHR,
      data: {
        EmailAddress: member.email,
        Password: member.password,
        KeepLoggedIn: false,
        loginGuard: null,
      },
    });
    expect(await login.json()).toMatchObject({ email: member.email });
    await signedInAs(other, member);
    await other.goto('/Members/Account');
    await expect(heading(other, 'Account')).toBeVisible();

    await page.goto('/Members/Account/Security');
    const sessions = page.getByRole('list', { name: 'Signed-in browsers' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill(member.password);
    await dialog.getByLabel('New password', { exact: true }).fill('settings-Password-2');
    await dialog.getByLabel('Repeat new password').fill('settings-Password-3');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('Passwords do not match')).toBeVisible();
    await expectAccessible(page);

    await dialog.getByLabel('Repeat new password').fill('settings-Password-2');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('Password changed')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5_000 });
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(sessions).toContainText('This browser');

    // The other browser's next call answers 401, which takes it to /login.
    await other
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('link', { name: 'Notifications' })
      .click();
    await other.reload();
    await expect(other).toHaveURL(/\/Login/);
    await elsewhere.close();
    member.password = 'settings-Password-2';
  });
});

test('a paused member is told so in the inbox, and unpauses from its banner or the user menu', async ({
  page,
}) => {
  const member = await registerMember(page.request);
  await signedInAs(page, member);
  const pause = async () => {
    await page.goto('/Members/Account/PauseAccount');
    await page.getByRole('button', { name: 'Pause Account' }).click();
    // Pausing asks first (issue 36).
    await page
      .getByRole('alertdialog', { name: 'Pause your account?' })
      .getByRole('button', { name: 'Pause account' })
      .click();
    await expect(page.getByText('Your account is paused.', { exact: true })).toBeVisible();
    await page.goto('/Members/');
  };
  const banner = page.getByRole('status').filter({ hasText: 'Your account is paused' });

  await pause();
  await expect(banner).toContainText('unopened and not scanned, until you unpause');
  await expectAccessible(page);
  await banner.getByRole('button', { name: 'Unpause' }).click();
  await expect(page.getByText('Your account is active again')).toBeVisible();
  await expect(banner).toBeHidden();
  expect((await account(page.request)).body.status).toBe('Active');

  await pause();
  // The user menu in the top bar: "Name ($balance)".
  await page
    .getByRole('banner')
    .getByRole('button', { name: /\(\$[\d,.]+\)$/ })
    .click();
  await page.getByRole('menuitem', { name: 'Unpause' }).click();
  await expect(banner).toBeHidden();
  expect((await account(page.request)).body.status).toBe('Active');
});

test('pause and unpause, then notice to close: refused until answered, given, then withdrawn', async ({
  page,
}) => {
  const member = await registerMember(page.request);
  await signedInAs(page, member);

  await page.goto('/Members/Account/PauseAccount');
  await page.getByRole('button', { name: 'Pause Account' }).click();
  // Pausing asks first (issue 36).
  await page
    .getByRole('alertdialog', { name: 'Pause your account?' })
    .getByRole('button', { name: 'Pause account' })
    .click();
  await expect(page.getByText('Your account is paused.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Unpause' }).click();
  await expect(page.getByText('Your account is active.', { exact: true })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: 'Close Account' })
    .click();
  await page.getByRole('button', { name: 'Close account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Close your account?' });
  await dialog.getByLabel('Type “close”').fill('open');
  await dialog.getByRole('button', { name: 'Give notice to close' }).click();
  await expect(dialog.getByText('The text you typed does not match')).toBeVisible();
  await expect(dialog.getByText('Choose what happens to mail still held')).toBeVisible();
  await expect(dialog.getByText('Tick the box to confirm')).toBeVisible();
  await expectAccessible(page);
  expect((await account(page.request)).status).toBe(200);

  await dialog.getByRole('radio', { name: 'Return to sender' }).check();
  await dialog
    .getByRole('checkbox', { name: 'I understand that prepaid credit is non-refundable' })
    .check();
  await dialog.getByLabel('Type “close”').fill('Close');
  await dialog.getByRole('button', { name: 'Give notice to close' }).click();
  await expect(page).toHaveURL(/\/Login/);
  await expect(
    page.getByText(
      /^Notice given: your account closes on \d{1,2} \w+ \d{4}\. Sign in before then to withdraw it\.$/,
    ),
  ).toBeVisible();
  expect((await account(page.request)).status).toBe(401);

  // Serving notice, the member still signs in: the inbox says when the account closes.
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  const banner = page.getByRole('status').filter({ hasText: 'Your account closes on' });
  await expect(banner).toContainText('Changed your mind? You can withdraw the notice until then.');
  const { body: noticed } = await account(page.request);
  expect(noticed.closing).toMatchObject({ heldMail: 'returnToSender' });

  await banner.getByRole('link', { name: 'withdraw the notice' }).click();
  await expect(
    page.getByText('Mail still held on that day will be returned to sender.'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Withdraw notice' }).click();
  await expect(page.getByText('Notice withdrawn: your account stays open')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close account' })).toBeVisible();
  expect((await account(page.request)).body.closing ?? null).toBeNull();
});

/** Signs a brand's demo member in through the API (its own language is on its login page). */
async function demoSignIn(page: Page, brand: BrandId, email: string) {
  const origin = brandUrl(brand);
  const response = await page.request.post(`${origin}/api/Login?webpage=${brand}`, {
    headers: XHR,
    data: { EmailAddress: email, Password: DEMO_PASSWORD, KeepLoggedIn: false, loginGuard: null },
  });
  const signedIn = await response.json();
  expect(signedIn).toMatchObject({ email });
  await page.addInitScript(
    (stored) => localStorage.setItem('portal.account', stored),
    JSON.stringify(signedIn),
  );
  return origin;
}

test('Sakura Box has no Additional Names section', async ({ page }) => {
  const origin = await demoSignIn(page, 'sakura-box', 'demo@sakura.test');
  // In Japanese, whatever the browser's languages are.
  await page.context().addCookies([{ name: 'locale', value: 'jp', url: origin }]);
  await page.goto(`${origin}/Members/Account`);
  // Sakura Box in Japanese: 15 sections (Mail Rules included), without 追加の宛名.
  await expect(
    menu(page)
      .or(page.getByRole('navigation', { name: '設定' }))
      .getByRole('link'),
  ).toHaveCount(15);
  await expect(page.getByRole('link', { name: '追加の宛名' })).toHaveCount(0);
  await page.goto(`${origin}/Members/Account/AdditionalNames`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('追加の宛名');
  await expect(page.getByRole('navigation', { name: '設定' })).toHaveCount(0);
});

test('Outback Post has no Auto Actions section', async ({ page }) => {
  const origin = await demoSignIn(page, 'outback-post', 'demo@outback.test');
  await page.goto(`${origin}/Members/Account`);
  const links = menu(page).getByRole('link');
  // No Auto Actions, and no Choose Plan or Mail Rules either (their flags are off).
  await expect(links).toHaveCount(13);
  await expect(menu(page).getByRole('link', { name: 'Mail Rules' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Auto Actions' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Additional Names' })).toHaveCount(1);
  await page.goto(`${origin}/Members/Account/AutoActions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
