/**
 * Account takeover through a session (issue 33). On the main of 26 November 2026 UpdateAccount
 * changed the sign-in email with no password, at once, and told only the new address, so a
 * borrowed session was enough to send the next password reset to an intruder; and `password`,
 * `12345678` and `aaaaaaaa` were accepted as new passwords. Decision 081 says what holds instead.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  auditOf,
  Browser,
  CONTACT_DETAILS,
  createMember,
  linkParameter,
  outboxFor,
  WEBPAGE,
} from '../../test/auth-fixtures.ts';
import { XHR, type TestApp } from '../../test/test-app.ts';
import { useTestApp } from '../../test/api-test.ts';

const INTRUDER = 'intruder@attacker.test';
const WEAK_PASSWORDS = ['password', '12345678', 'aaaaaaaa'];

let api: TestApp;
useTestApp((started) => (api = started));
beforeEach(async () => {
  await api.db.kysely.deleteFrom('rate_limits').execute();
});

/** What this suite tried, printed at the end as the other attack suites print theirs. */
const tally = { attempts: 0, refused: 0 };

type Member = Awaited<ReturnType<typeof createMember>>;

async function signedIn(member: Member, ip = '203.0.113.20'): Promise<Browser> {
  const browser = new Browser(api.app, ip);
  expect((await browser.login(member.email, member.password)).statusCode).toBe(200);
  return browser;
}

/** The contact form as the settings screen sends it, with the email (and password) given. */
const contactForm = (email: string, currentPassword?: string) => ({
  ...CONTACT_DETAILS,
  email,
  ...(currentPassword === undefined ? {} : { currentPassword }),
});

const updateAccount = (browser: Browser, email: string, currentPassword?: string) =>
  browser.request(
    'POST',
    `/api/Account/UpdateAccount?webpage=${WEBPAGE}`,
    contactForm(email, currentPassword),
  );

const signInEmail = async (member: Member) =>
  (
    await api.db.kysely
      .selectFrom('accounts')
      .select(['email', 'pending_email', 'email_verified'])
      .where('account_id', '=', member.accountId)
      .executeTakeFirstOrThrow()
  ).email;

/** Asks for a password reset for `email` and answers whether a reset link reached `inbox`. */
async function resetLinkReaches(email: string, inbox: string): Promise<boolean> {
  const query = new URLSearchParams({ email, webpage: WEBPAGE });
  await api.app.inject({
    method: 'POST',
    url: `/api/Account/SendResetPassword?${query}`,
    headers: XHR,
  });
  await api.app.afterResponse.settled();
  const messages = await outboxFor(api.db, inbox);
  return messages.some((message) => message.links.some((link) => link.includes('/ResetPassword')));
}

const linkTo = async (inbox: string, path: string) => {
  const [message] = await outboxFor(api.db, inbox);
  return linkParameter(message?.links ?? [], path, 'q');
};

const submit = (url: string) =>
  api.app.inject({ method: 'POST', url, headers: XHR }).then((response) => response.json());

describe('changing the sign-in email', () => {
  it('is refused without the current password, or with a wrong one', async () => {
    const member = await createMember(api.db);
    const browser = await signedIn(member);

    for (const password of [undefined, 'not-the-password']) {
      tally.attempts += 1;
      const response = await updateAccount(
        browser,
        `taken-over-${tally.attempts}@attacker.test`,
        password,
      );
      if (response.statusCode === 403) tally.refused += 1;
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code).toBe('current_password_wrong');
    }
    expect(await signInEmail(member)).toBe(member.email);
    expect(await auditOf(api.db, member.accountId)).toContainEqual({
      key: 'audit.emailChangeRefused',
      values: {},
    });
  });

  it('saves the other contact details without a password when the email stays', async () => {
    const member = await createMember(api.db);
    const browser = await signedIn(member);

    const response = await updateAccount(browser, member.email);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ email: member.email, phoneNumber: '+61412345678' });
    expect(response.json()).not.toHaveProperty('pendingEmail');
  });

  it('keeps the old sign-in email until the new address is verified', async () => {
    const member = await createMember(api.db);
    const browser = await signedIn(member);
    const intruderInbox = `pending-${member.accountId}@attacker.test`;

    tally.attempts += 1;
    const response = await updateAccount(browser, intruderInbox, member.password);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ email: member.email, pendingEmail: intruderInbox });
    expect(await signInEmail(member)).toBe(member.email);
    // The new address neither signs in nor receives resets; the old one still does both.
    const login = await new Browser(api.app).login(intruderInbox, member.password);
    expect(login.json()).toBeNull();
    expect(await resetLinkReaches(intruderInbox, intruderInbox)).toBe(false);
    expect(await resetLinkReaches(member.email, member.email)).toBe(true);
    if ((await signInEmail(member)) === member.email) tally.refused += 1;

    // Opening the new address's link makes it the sign-in email, verified.
    expect(
      await submit(
        `/api/EmailVerification/SubmitVerification?q=${await linkTo(intruderInbox, '/verify')}`,
      ),
    ).toBe(true);
    const row = await api.db.kysely
      .selectFrom('accounts')
      .select(['email', 'pending_email', 'email_verified'])
      .where('account_id', '=', member.accountId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: intruderInbox, pending_email: null, email_verified: true });
  });

  it('tells the old address at once, and its link cancels a pending change and signs everyone out', async () => {
    const member = await createMember(api.db);
    const browser = await signedIn(member);
    const elsewhere = await signedIn(member, '203.0.113.21');

    await updateAccount(browser, INTRUDER, member.password);

    const [notice] = await outboxFor(api.db, member.email);
    expect(notice?.subject).toMatch(/sign-in email is being changed/);
    expect(notice?.body_text).toContain(INTRUDER);
    const undo = await linkTo(member.email, '/UndoEmailChange');
    const verify = await linkTo(INTRUDER, '/verify');

    tally.attempts += 1;
    expect(await submit(`/api/Account/UndoEmailChange?q=${undo}`)).toBe(true);
    tally.refused += 1;

    expect(await browser.isSignedIn()).toBe(false);
    expect(await elsewhere.isSignedIn()).toBe(false);
    // The intruder's link no longer works, and the undo link works once.
    expect(await submit(`/api/EmailVerification/SubmitVerification?q=${verify}`)).toBe(false);
    expect(await submit(`/api/Account/UndoEmailChange?q=${undo}`)).toBe(false);
    expect(await signInEmail(member)).toBe(member.email);
    expect((await signedIn(member)).cookieHeader).not.toBe('');
  });

  it('restores the old address when the change was already verified', async () => {
    const member = await createMember(api.db);
    const browser = await signedIn(member);
    const newInbox = `verified-${member.accountId}@attacker.test`;
    await updateAccount(browser, newInbox, member.password);
    expect(
      await submit(
        `/api/EmailVerification/SubmitVerification?q=${await linkTo(newInbox, '/verify')}`,
      ),
    ).toBe(true);
    expect(await signInEmail(member)).toBe(newInbox);

    tally.attempts += 1;
    expect(
      await submit(
        `/api/Account/UndoEmailChange?q=${await linkTo(member.email, '/UndoEmailChange')}`,
      ),
    ).toBe(true);
    tally.refused += 1;

    expect(await signInEmail(member)).toBe(member.email);
    expect(await browser.isSignedIn()).toBe(false);
    expect(await resetLinkReaches(newInbox, newInbox)).toBe(false);
    expect(await auditOf(api.db, member.accountId)).toContainEqual({
      key: 'audit.emailChangeUndoneRestored',
      values: { oldEmail: member.email },
    });
  });

  it('refuses a made-up undo code', async () => {
    expect(await submit('/api/Account/UndoEmailChange?q=made-up-undo-code-0000')).toBe(false);
  });
});

describe('a new password that is easy to guess', () => {
  it.each(WEAK_PASSWORDS)('is refused at signup: %s', async (password) => {
    tally.attempts += 1;
    const response = await new Browser(api.app).request(
      'POST',
      `/api/Registration/Signup?webpage=${WEBPAGE}`,
      { ...contactForm(`weak-${tally.attempts}@mail.test`), password },
    );
    if (response.statusCode === 422) tally.refused += 1;
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code: 'password_too_weak', field: 'password' });
  });

  it.each(WEAK_PASSWORDS)('is refused by ChangePassword: %s', async (newPassword) => {
    const member = await createMember(api.db);
    const browser = await signedIn(member);
    tally.attempts += 1;
    const query = new URLSearchParams({ oldPassword: member.password, newPassword });
    const response = await browser.request('POST', `/api/Account/ChangePassword?${query}`);
    if (response.statusCode === 422) tally.refused += 1;
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code: 'password_too_weak', field: 'newPassword' });
  });

  it.each(WEAK_PASSWORDS)(
    'is refused by ResetPassword, and the link still works: %s',
    async (newPassword) => {
      const member = await createMember(api.db);
      expect(await resetLinkReaches(member.email, member.email)).toBe(true);
      const [message] = await outboxFor(api.db, member.email);
      const resetCode = linkParameter(message?.links ?? [], '/ResetPassword', 'reset');
      const reset = (password: string) =>
        api.app.inject({
          method: 'POST',
          url: `/api/Account/ResetPassword?webpage=${WEBPAGE}`,
          headers: XHR,
          payload: { email: member.email, newPassword: password, resetCode },
        });

      tally.attempts += 1;
      const weak = await reset(newPassword);
      if (weak.statusCode === 422) tally.refused += 1;
      expect(weak.statusCode, weak.body).toBe(422);
      expect(weak.json().code).toBe('password_too_weak');
      expect((await reset('staple-lamp-orbit-42')).statusCode).toBe(204);
    },
  );
});

describe('a password change', () => {
  it("is told to the member's address", async () => {
    const member = await createMember(api.db);
    const browser = await signedIn(member);
    const query = new URLSearchParams({
      oldPassword: member.password,
      newPassword: 'staple-lamp-orbit-42',
    });
    expect((await browser.request('POST', `/api/Account/ChangePassword?${query}`)).statusCode).toBe(
      204,
    );
    const [notice] = await outboxFor(api.db, member.email);
    expect(notice?.subject).toMatch(/password was changed/);
  });
});

describe('account takeover', () => {
  it('refused every attempt', () => {
    console.log(`Account takeover: ${tally.attempts} attempts, ${tally.refused} refused`);
    expect(tally.attempts).toBeGreaterThan(10);
    expect(tally.refused).toBe(tally.attempts);
  });
});
