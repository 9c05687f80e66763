import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { additionalNames, addresses, member, sessions } from '#testing/fixtures.ts';
import { fakeMembersApi, renderPortal, type FakeAnswer } from '#testing/render-portal.tsx';

const menu = () => screen.findByRole('navigation', { name: 'Settings' });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('/Members/Account', () => {
  it('lists the fifteen sections of §2 in order, Mail Rules and Users, each a link to its own address', async () => {
    fakeMembersApi();
    renderPortal('/Members/Account', { signedInAs: member });
    const links = within(await menu()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Account',
      'Addresses',
      'Auto Actions',
      'Mail Rules',
      'Notifications',
      'Security & Login',
      'Users',
      'Verification',
      'Additional Names',
      'Payment Method',
      'Manual Payment',
      'Choose Plan',
      'Transactions',
      'Storage Metrics',
      'Audit Log',
      'Pause Account',
      'Close Account',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[7]).toHaveAttribute('href', '/Members/Account/Verification');
  });

  it('opens a section from its address', async () => {
    fakeMembersApi();
    renderPortal('/Members/Account/CloseAccount', { signedInAs: member });
    expect(await heading('Close Account')).toBeVisible();
    expect(within(await menu()).getByRole('link', { name: 'Close Account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('prices each auto action under the member’s own plan', async () => {
    fakeMembersApi();
    renderPortal('/Members/Account/AutoActions', { signedInAs: member });
    expect(
      await screen.findByText('$1.50 per letter plus $0.20 per page on your Mail Plus plan.'),
    ).toBeVisible();
  });

  it('moves between sections from the menu without a page load', async () => {
    fakeMembersApi({ 'GET /api/Address': { body: addresses } });
    const { history } = renderPortal('/Members/Account', { signedInAs: member });
    await userEvent.click(within(await menu()).getByRole('link', { name: 'Addresses' }));
    expect(await heading('Addresses')).toBeVisible();
    expect(history.location.pathname).toBe('/Members/Account/Addresses');
    expect(await screen.findByText('8 Harbour Road', { exact: false })).toBeVisible();
  });

  it('answers an address that names no section as not found', async () => {
    fakeMembersApi();
    renderPortal('/Members/Account/Nothing', { signedInAs: member });
    expect(await heading('Page not found')).toBeVisible();
  });
});

describe('the Account section', () => {
  it('refuses a blank first name with §5’s words and the banner, sending nothing', async () => {
    const calls = fakeMembersApi();
    renderPortal('/Members/Account', { signedInAs: member });
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Can not be blank')).toBeVisible();
    expect(screen.getByText('Some fields were invalid')).toBeVisible();
    expect(calls.some((call) => call.url.includes('UpdateAccount'))).toBe(false);
  });

  it('saves the form, and a new language shows the portal in it at once', async () => {
    const sent: unknown[] = [];
    fakeMembersApi({
      'POST /api/Account/UpdateAccount': async (request: Request): Promise<FakeAnswer> => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return { body: { ...member, ...body } };
      },
    });
    renderPortal('/Members/Account', { signedInAs: member });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Company'), 'Montgomery Imports');
    await user.selectOptions(screen.getByLabelText('Language'), 'jp');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await heading('アカウント')).toBeVisible();
    expect(sent).toEqual([
      expect.objectContaining({
        companyName: 'Montgomery Imports',
        language: 'jp',
        address2: null,
      }),
    ]);
    expect(document.cookie).toContain('locale=jp');
  });

  it('asks for the current password with a new email, and says when it is wrong', async () => {
    const sent: Record<string, unknown>[] = [];
    fakeMembersApi({
      'POST /api/Account/UpdateAccount': async (request: Request): Promise<FakeAnswer> => {
        sent.push((await request.json()) as Record<string, unknown>);
        return { status: 403, body: { code: 'current_password_wrong' } };
      },
    });
    renderPortal('/Members/Account', { signedInAs: member });
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'alex.new@mail.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const current = screen.getByLabelText('Current password', { selector: 'input' });
    await waitFor(() => expect(current).toHaveAccessibleDescription(/Can not be blank/));
    expect(sent).toEqual([]);

    await user.type(current, 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription(/This is not your current password/),
    );
    expect(sent).toEqual([
      expect.objectContaining({ email: 'alex.new@mail.test', currentPassword: 'not-my-password' }),
    ]);
  });

  it('shows a new email waiting for its link, and keeps the sign-in email in the form', async () => {
    fakeMembersApi({
      'POST /api/Account/UpdateAccount': async (request: Request): Promise<FakeAnswer> => {
        const body = (await request.json()) as Record<string, unknown>;
        return {
          body: {
            ...member,
            ...body,
            currentPassword: undefined,
            email: member.email,
            pendingEmail: body.email,
          },
        };
      },
    });
    renderPortal('/Members/Account', { signedInAs: member });
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'alex.new@mail.test');
    await user.type(screen.getByLabelText('Current password', { selector: 'input' }), 'pw-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(
        `Check alex.new@mail.test: we sent it a link to confirm it. Until you open it, you keep signing in with ${member.email}.`,
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue(member.email);
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('sends no password when the email stays', async () => {
    const sent: Record<string, unknown>[] = [];
    fakeMembersApi({
      'POST /api/Account/UpdateAccount': async (request: Request): Promise<FakeAnswer> => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return { body: { ...member, ...body } };
      },
    });
    renderPortal('/Members/Account', { signedInAs: member });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('City'), ' North');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('currentPassword');
  });

  it('asks before leaving with unsaved changes', async () => {
    fakeMembersApi({ 'GET /api/Address': { body: addresses } });
    renderPortal('/Members/Account', { signedInAs: member });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('City'), ' North');
    await user.click(within(await menu()).getByRole('link', { name: 'Addresses' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText('City')).toHaveValue('Sydney North');
    await user.click(within(await menu()).getByRole('link', { name: 'Addresses' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    );
    expect(await heading('Addresses')).toBeVisible();
  });
});

describe('the Security & Login section', () => {
  const securityApi = (changePassword: FakeAnswer) =>
    fakeMembersApi({
      'GET /api/Session': { body: sessions },
      'POST /api/Account/ChangePassword': changePassword,
    });

  it('checks that the new passwords match, then says the server’s refusal', async () => {
    securityApi({ status: 400, body: { code: 'invalid_field', field: 'oldPassword' } });
    renderPortal('/Members/Account/Security', { signedInAs: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(within(dialog).getByLabelText('Current password'), 'old-password-1');
    await user.type(within(dialog).getByLabelText('New password'), 'new-password-1');
    await user.type(within(dialog).getByLabelText('Repeat new password'), 'new-password-2');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Passwords do not match')).toBeVisible();

    await user.clear(within(dialog).getByLabelText('Repeat new password'));
    await user.type(within(dialog).getByLabelText('Repeat new password'), 'new-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Unable to change password')).toBeVisible();
  });

  it('says on the new password when the server finds it too easy to guess', async () => {
    securityApi({ status: 422, body: { code: 'password_too_weak', field: 'newPassword' } });
    renderPortal('/Members/Account/Security', { signedInAs: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(within(dialog).getByLabelText('Current password'), 'old-password-1');
    await user.type(within(dialog).getByLabelText('New password'), 'new-password-1');
    await user.type(within(dialog).getByLabelText('Repeat new password'), 'new-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));

    const field = within(dialog).getByLabelText('New password');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/too easy to guess/));
    expect(within(dialog).queryByText('Unable to change password')).toBeNull();
  });

  it('says the password changed, then closes the dialog after 2 s', async () => {
    securityApi({ status: 204 });
    renderPortal('/Members/Account/Security', { signedInAs: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(within(dialog).getByLabelText('Current password'), 'old-password-1');
    await user.type(within(dialog).getByLabelText('New password'), 'new-password-1');
    await user.type(within(dialog).getByLabelText('Repeat new password'), 'new-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Password changed')).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 4000 });
  });

  it('lists the signed-in browsers and signs the others out', async () => {
    const calls = fakeMembersApi({
      'GET /api/Session': { body: sessions },
      'DELETE /api/Session/Others': { status: 204 },
    });
    renderPortal('/Members/Account/Security', { signedInAs: member });
    const list = await screen.findByRole('list', { name: 'Signed-in browsers' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Safari on macOS · This browser'),
      expect.stringContaining('Safari on iOS'),
      expect.stringContaining('Edge on Windows'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});

describe('the Notifications section', () => {
  it('quotes no scan in emails until the member asks, saying email is not private', async () => {
    const calls: string[] = [];
    fakeMembersApi({
      'POST /api/Account/UpdateQuoteScanText': (request: Request) => {
        calls.push(new URL(request.url).search);
        return { body: { ...member, quoteScanText: true } };
      },
    });
    renderPortal('/Members/Account/Notifications', { signedInAs: member });
    const quote = await screen.findByRole('checkbox', {
      name: 'Quote the first lines of each scan',
    });
    expect(quote).not.toBeChecked();
    expect(
      screen.getByText(/^Emails about new mail show the first lines we read from its scan/),
    ).toHaveTextContent('Email is not private: anyone who can read your email can read them.');
    await userEvent.click(quote);
    await waitFor(() => expect(calls).toEqual(['?quote=true']));
    await waitFor(() => expect(quote).toBeChecked());
  });
});

describe('the Additional Names section', () => {
  it('says the list is empty, and adds a name only when the server says so', async () => {
    let full = false;
    fakeMembersApi({
      'GET /api/AdditionalName': { body: [] },
      'POST /api/AdditionalName': () => ({
        body: full
          ? { success: false, additionalName: null }
          : { success: true, additionalName: { additionalNameId: 50, name: 'Sam Montgomery' } },
      }),
    });
    renderPortal('/Members/Account/AdditionalNames', { signedInAs: member });
    expect(await screen.findByText('No additional names yet')).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Sam Montgomery');
    await user.click(screen.getByRole('button', { name: 'Add name' }));
    expect(await screen.findByText('Sam Montgomery')).toBeVisible();

    full = true;
    await user.type(screen.getByLabelText('Name'), 'Alex Montgomery');
    await user.click(screen.getByRole('button', { name: 'Add name' }));
    expect(await screen.findByText('You can have at most 5 additional names')).toBeVisible();
    expect(screen.queryByText('Alex Montgomery')).not.toBeInTheDocument();
  });

  it('holds the add control at five names and says why', async () => {
    const five = [
      ...additionalNames,
      { additionalNameId: 43, name: 'Three' },
      { additionalNameId: 44, name: 'Four' },
      { additionalNameId: 45, name: 'Five' },
    ];
    fakeMembersApi({ 'GET /api/AdditionalName': { body: five } });
    renderPortal('/Members/Account/AdditionalNames', { signedInAs: member });
    expect(await screen.findByText(/the most you can have/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add name' })).toBeDisabled();
  });
});

describe('Pause and Close', () => {
  it('asks before pausing, saying what stops, what waits and the balance; pauses once', async () => {
    const paused = { ...member, status: 'On Hold' as const };
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const calls = fakeMembersApi({
      'POST /api/Account/pause': async () => {
        await answered;
        return { body: paused };
      },
    });
    renderPortal('/Members/Account/PauseAccount', { signedInAs: member });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Pause Account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Pause your account?' });
    for (const text of [
      "No fees are charged: no monthly fee and no storage fees. Your plan's monthly fee starts again when you unpause.",
      'Mail that arrives is kept for you, unopened and not scanned, until you unpause.',
      "Mail stored with us now must be forwarded or shredded first: an account with mail stored can't be paused.",
      'Your balance of $87.40 stays on your account. Prepaid credit still expires 12 months after purchase.',
    ]) {
      expect(within(dialog).getByText(text)).toBeVisible();
    }
    // Nothing is paused by opening the question.
    expect(calls.some((call) => call.url.includes('/api/Account/pause'))).toBe(false);
    const confirm = within(dialog).getByRole('button', { name: 'Pause account' });
    await user.click(confirm);
    await user.click(confirm);
    answer();

    expect(await screen.findByText('Your account is paused.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((call) => call.url.includes('/api/Account/pause'))).toHaveLength(1);
    // §2: while On Hold the section is Unpause, in the menu and as the heading.
    expect(within(await menu()).getByRole('link', { name: 'Unpause' })).toBeVisible();
    expect(await heading('Unpause')).toBeVisible();
  });

  it('refuses to pause while mail is stored, in §8’s words, in the dialog', async () => {
    fakeMembersApi({
      'POST /api/Account/pause': {
        status: 409,
        body: { code: 'pause_blocked_mail_held', detail: 'held' },
      },
    });
    renderPortal('/Members/Account/PauseAccount', { signedInAs: member });
    await userEvent.click(await screen.findByRole('button', { name: 'Pause Account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Pause your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause account' }));
    expect(
      await within(dialog).findByText(
        'You can not put your account on pause while you have mail stored. Either shred or forward stored mail.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/held/)).toBeNull();
  });

  it('offers Unpause while the account is On Hold, and the menu names the section so', async () => {
    const paused = { ...member, status: 'On Hold' as const };
    fakeMembersApi({
      'POST /api/account/GetAccount': { body: paused },
      'POST /api/Account/Unpause': { body: member },
    });
    renderPortal('/Members/Account/PauseAccount', { signedInAs: paused });
    expect(within(await menu()).queryByRole('link', { name: 'Pause Account' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Unpause' }));
    expect(await screen.findByRole('button', { name: 'Pause Account' })).toBeVisible();
    expect(within(await menu()).getByRole('link', { name: 'Pause Account' })).toBeVisible();
  });

  it('gives notice with the held-mail choice once everything is answered, then lands on /login', async () => {
    const calls = fakeMembersApi({
      'POST /api/Account/CloseAccount': {
        body: { noticeEndsOn: '2026-12-26', heldMail: 'returnToSender' },
      },
    });
    const { history } = renderPortal('/Members/Account/CloseAccount', { signedInAs: member });
    const user = userEvent.setup();
    expect(
      await screen.findByText(
        'Your account closes 30 days after you give notice. Until then the service and its fees continue as usual.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('You can withdraw the notice at any time before your account closes.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Close account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close your account?' });
    expect(
      within(dialog).getByText(
        /^If you give notice today, your account closes on \d{1,2} [A-Z][a-z]+ \d{4}\. Until then the service and its fees continue as usual, and you can withdraw the notice whenever you sign in\.$/,
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        'Your balance is $87.40. Prepaid credit is non-refundable, but you can use it until your account closes.',
      ),
    ).toBeVisible();
    await user.type(within(dialog).getByLabelText('Type “close”'), 'clothes');
    await user.click(within(dialog).getByRole('button', { name: 'Give notice to close' }));
    expect(await within(dialog).findByText('The text you typed does not match')).toBeVisible();
    expect(within(dialog).getByText('Choose what happens to mail still held')).toBeVisible();
    expect(within(dialog).getByText('Tick the box to confirm')).toBeVisible();
    expect(calls.some((call) => call.url.includes('CloseAccount'))).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: 'Return to sender' }));
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'I understand that prepaid credit is non-refundable',
      }),
    );
    await user.clear(within(dialog).getByLabelText('Type “close”'));
    await user.type(within(dialog).getByLabelText('Type “close”'), 'CLOSE');
    await user.click(within(dialog).getByRole('button', { name: 'Give notice to close' }));
    expect(
      await screen.findByText(
        'Notice given: your account closes on 26 December 2026. Sign in before then to withdraw it.',
      ),
    ).toBeVisible();
    expect(history.location.pathname).toBe('/Login');
    expect(localStorage.getItem('portal.account')).toBeNull();
    const closes = calls.filter((call) => call.url.includes('/api/Account/CloseAccount'));
    expect(closes.map((call) => new URL(call.url).searchParams.get('heldMail'))).toEqual([
      'returnToSender',
    ]);
  });

  it.each([
    [
      403,
      'account_locked',
      'Your balance is below zero, so notice can not be given yet. Pay the balance first, then try again.',
    ],
    [
      409,
      'account_closing',
      'Notice to close this account has already been given. Reload the page to see it.',
    ],
  ])('says what a %i %s refusal means and keeps the dialog', async (status, code, message) => {
    const calls = fakeMembersApi({ 'POST /api/Account/CloseAccount': { status, body: { code } } });
    renderPortal('/Members/Account/CloseAccount', { signedInAs: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close account' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Shred' }));
    await user.click(within(dialog).getByRole('checkbox'));
    await user.type(within(dialog).getByLabelText('Type “close”'), 'close');
    await user.click(within(dialog).getByRole('button', { name: 'Give notice to close' }));

    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Shred' })).toBeChecked();
    const closes = calls.filter((call) => call.url.includes('/api/Account/CloseAccount'));
    expect(closes.map((call) => new URL(call.url).searchParams.get('heldMail'))).toEqual(['shred']);
  });

  it('tells a member below zero that the balance is still owed', async () => {
    const owing = { ...member, balance: -12.5 };
    fakeMembersApi({ 'POST /api/account/GetAccount': { body: owing } });
    renderPortal('/Members/Account/CloseAccount', { signedInAs: owing });
    await userEvent.click(await screen.findByRole('button', { name: 'Close account' }));
    const dialog = await screen.findByRole('alertdialog');

    expect(
      within(dialog).getByText(
        'Your balance is -$12.50. This is still owed: please pay it before giving notice.',
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'I understand that the amount owed must still be paid',
      }),
    ).toBeVisible();
  });

  it('shows a running notice with its closing date, and withdraws it', async () => {
    const closing = {
      ...member,
      closing: { noticeEndsOn: '2026-12-26', heldMail: 'shred' as const },
    };
    const calls = fakeMembersApi({
      'POST /api/account/GetAccount': { body: closing },
      'POST /api/Account/WithdrawClose': { body: { ...member, closing: null } },
    });
    renderPortal('/Members/Account/CloseAccount', { signedInAs: closing });
    const user = userEvent.setup();

    expect(await screen.findByText('Your account closes on 26 December 2026')).toBeVisible();
    expect(screen.getByText('Mail still held on that day will be shredded.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Close account' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Withdraw notice' }));
    expect(await screen.findByText('Notice withdrawn: your account stays open')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Close account' })).toBeVisible();
    expect(screen.queryByText('Your account closes on 26 December 2026')).toBeNull();
    expect(calls.filter((call) => call.url.includes('/api/Account/WithdrawClose'))).toHaveLength(1);
  });
});

describe('/Members/Support', () => {
  it('sends the message from the account’s email, and says so', async () => {
    const sent: unknown[] = [];
    fakeMembersApi({
      'POST /api/Support/Email': async (request: Request): Promise<FakeAnswer> => {
        sent.push(await request.json());
        return { status: 204 };
      },
    });
    renderPortal('/Members/Support', { signedInAs: member });
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Best contact email')).toHaveValue(member.email);
    await user.type(screen.getByLabelText('Subject'), 'Parcel');
    expect(screen.getByText('6 of 200 characters')).toBeVisible();
    await user.type(screen.getByLabelText('Message'), 'Has it arrived?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Email has been sent')).toBeVisible();
    expect(sent).toEqual([{ email: member.email, subject: 'Parcel', message: 'Has it arrived?' }]);
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('makes the phone-size menu button return to the inbox (§2 mobileMenuClick)', async () => {
    fakeMembersApi();
    const { history } = renderPortal('/Members/Support', { signedInAs: member });
    await userEvent.click(await screen.findByRole('button', { name: 'Back to inbox' }));
    await waitFor(() => expect(history.location.pathname).toBe('/Members'));
    // In the inbox the button opens the folders' drawer again.
    expect(await screen.findByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to inbox' })).not.toBeInTheDocument();
  });

  it('gives the brand’s address when the email cannot be sent, keeping the message', async () => {
    fakeMembersApi({
      'POST /api/Support/Email': { status: 502, body: { code: 'provider_error' } },
    });
    renderPortal('/Members/Support', { signedInAs: member });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Subject'), 'Parcel');
    await user.type(screen.getByLabelText('Message'), 'Has it arrived?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(
      await screen.findByText('Unable to send email. Please send directly to', { exact: false }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'help@test.example' })).toHaveAttribute(
      'href',
      'mailto:help@test.example',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('Has it arrived?');
  });
});
