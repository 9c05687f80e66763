/**
 * One login in several accounts (issue 39, decision 105): a person who signs in to the brand
 * already joins another account with that login's password, switches between the accounts, keeps
 * one password for all of them, and leaving one account leaves the others.
 */
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { Browser, createMember, PASSWORD } from '../../test/auth-fixtures.ts';
import {
  holderOfNewAccount,
  invite,
  teamUser,
  TEAM_USER_PASSWORD,
  type Holder,
} from '../../test/team-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

const HM = 'webpage=harbour-mail';
const NEW_PASSWORD = 'staple-lamp-orbit-42';

/** B's holder invites `email`; answers the emailed link's token. */
async function invited(api: TestApp, holder: Holder, email: string, role = 'member') {
  const { response, token } = await invite(api, holder, email, role);
  expect(response.statusCode, response.body).toBe(200);
  return token;
}

const accept = (browser: Browser, body: object) =>
  browser.request('POST', `/api/Team/Invitation/Accept?${HM}`, body);

const myAccounts = async (browser: Browser) =>
  (await browser.request('GET', '/api/Session/Accounts')).json() as {
    accountId: number;
    name: string;
    role: string;
    current: boolean;
  }[];

const switchTo = (browser: Browser, accountId: number) =>
  browser.request('POST', '/api/Session/Switch', { accountId });

/** The account the browser is signed in to, by its (holder's) email. */
const accountIn = async (browser: Browser) =>
  ((await browser.request('POST', '/api/account/GetAccount')).json() as { email: string }).email;

/** The holder of account A (Alex Chen), invited to B and joined with A's password. */
async function holderJoined(api: TestApp) {
  const a = await createMember(api.db);
  const b = await holderOfNewAccount(api);
  const token = await invited(api, b, a.email);
  const browser = new Browser(api.app);
  const joined = await accept(browser, { invitation: token, password: PASSWORD });
  expect(joined.statusCode, joined.body).toBe(200);
  return { a, b, browser };
}

const switchLines = async (api: TestApp, accountId: number) =>
  api.db.kysely
    .selectFrom('audit_entries')
    .select(['text_key', 'actor_name'])
    .where('account_id', '=', accountId)
    .where('text_key', 'like', 'audit.switched%')
    .orderBy('audit_id')
    .execute();

describe('joining with an existing login', () => {
  it('proves the login with its password, refuses a wrong one, and lands in the new account', async ({
    api,
  }) => {
    const a = await createMember(api.db, { email: 'alex@example.test' });
    const b = await holderOfNewAccount(api);
    const token = await invited(api, b, 'Alex@example.test', 'viewer');
    const shown = await api.app.inject({
      method: 'GET',
      url: `/api/Team/Invitation?${new URLSearchParams({ invitation: token, webpage: 'harbour-mail' })}`,
    });
    expect(shown.json()).toMatchObject({ hasLogin: true, accountName: 'Test Member' });

    const browser = new Browser(api.app);
    const users = () => api.db.kysely.selectFrom('account_users').selectAll().execute();
    const before = await users();
    const wrong = await accept(browser, { invitation: token, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalid_field', field: 'password' });
    expect(await users()).toEqual(before);
    expect(browser.cookieHeader).toBe('');

    const joined = await accept(browser, { invitation: token, password: PASSWORD });
    expect(joined.statusCode, joined.body).toBe(200);
    const account = await browser.request('POST', '/api/account/GetAccount');
    expect(account.json()).toMatchObject({
      email: b.email,
      you: { name: 'Alex Chen', email: 'alex@example.test', role: 'viewer', isHolder: false },
    });
    expect(await myAccounts(browser)).toEqual([
      { accountId: a.accountId, name: 'Alex Chen', role: 'admin', current: false },
      { accountId: b.accountId, name: 'Test Member', role: 'viewer', current: true },
    ]);
    // The link is spent; a viewer is held to a viewer's rights in B.
    const again = await accept(new Browser(api.app), { invitation: token, password: PASSWORD });
    expect(again.json()).toMatchObject({ code: 'invitation_used' });
    const invite2 = await browser.request('POST', `/api/Team/Invitations?${HM}`, {
      email: 'x@example.test',
      role: 'viewer',
    });
    expect(invite2.json()).toMatchObject({ code: 'role_forbids' });
  });

  it('needs a name only for a new login', async ({ api }) => {
    const b = await holderOfNewAccount(api);
    const token = await invited(api, b, 'new.person@example.test');
    const nameless = await accept(new Browser(api.app), {
      invitation: token,
      password: TEAM_USER_PASSWORD,
    });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({ code: 'invalid_field', field: 'name' });
  });
});

describe('switching accounts', () => {
  it('moves the session to the other account and back, rotating the token', async ({ api }) => {
    const { a, b, browser } = await holderJoined(api);
    const inB = browser.cookieHeader;

    const toA = await switchTo(browser, a.accountId);
    expect(toA.statusCode, toA.body).toBe(200);
    expect(browser.cookieHeader).not.toBe(inB);
    expect(await accountIn(browser)).toBe(a.email);
    expect((await myAccounts(browser)).map((row) => row.current)).toEqual([true, false]);
    const old = await api.app.inject({
      method: 'POST',
      url: '/api/account/GetAccount',
      headers: { cookie: inB, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(old.statusCode).toBe(401);

    expect((await switchTo(browser, b.accountId)).statusCode).toBe(200);
    expect(await accountIn(browser)).toBe(b.email);
    expect(await switchLines(api, a.accountId)).toEqual([
      { text_key: 'audit.switchedFromAccount', actor_name: 'Alex Chen' },
      { text_key: 'audit.switchedToAccount', actor_name: 'Alex Chen' },
    ]);
    expect(await switchLines(api, b.accountId)).toEqual([
      { text_key: 'audit.switchedToAccount', actor_name: 'Alex Chen' },
      { text_key: 'audit.switchedFromAccount', actor_name: 'Alex Chen' },
    ]);
  });

  it('refuses an account the login does not open', async ({ api }) => {
    const { browser } = await holderJoined(api);
    const stranger = await holderOfNewAccount(api);
    const refused = await switchTo(browser, stranger.accountId);
    expect(refused.statusCode).toBe(404);
    expect(await switchTo(browser, 0)).toMatchObject({ statusCode: 404 });
  });

  it('lists one account for a login of one account', async ({ api }) => {
    const b = await holderOfNewAccount(api);
    const listed = await b.call('GET', '/api/Session/Accounts');
    expect(listed.json()).toEqual([
      { accountId: b.accountId, name: 'Test Member', role: 'admin', current: true },
    ]);
  });
});

describe('one login in two accounts', () => {
  it('has one password for both, and leaving one account leaves the other', async ({ api }) => {
    const { a, b, browser } = await holderJoined(api);
    const changed = await browser.request(
      'POST',
      `/api/Account/ChangePassword?${new URLSearchParams({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD })}`,
    );
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await new Browser(api.app).login(a.email, PASSWORD)).json()).toBeNull();
    const elsewhere = new Browser(api.app, '198.51.100.9');
    expect((await elsewhere.login(a.email, NEW_PASSWORD)).json()).toMatchObject({ email: a.email });
    expect((await switchTo(elsewhere, b.accountId)).statusCode).toBe(200);

    const listed = await b.call('GET', '/api/Team/Users');
    const user = (listed.json() as { users: { userId: number; isHolder: boolean }[] }).users.find(
      (row) => !row.isHolder,
    );
    const removed = await b.call('DELETE', `/api/Team/Users/${user?.userId}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await browser.request('POST', '/api/account/GetAccount')).statusCode).toBe(401);
    expect((await elsewhere.request('POST', '/api/account/GetAccount')).statusCode).toBe(401);

    const later = new Browser(api.app);
    expect((await later.login(a.email, NEW_PASSWORD)).json()).toMatchObject({ email: a.email });
    expect(await myAccounts(later)).toEqual([
      { accountId: a.accountId, name: 'Alex Chen', role: 'admin', current: true },
    ]);
  });

  it('keeps an invited user’s login when the account holding it removes them', async ({ api }) => {
    const a = await holderOfNewAccount(api);
    const colleague = await teamUser(api, a.accountId, 'member', 'Jo Park');
    const b = await holderOfNewAccount(api);
    const token = await invited(api, b, colleague.email, 'admin');
    const browser = new Browser(api.app);
    const joined = await accept(browser, { invitation: token, password: TEAM_USER_PASSWORD });
    expect(joined.statusCode, joined.body).toBe(200);

    const removed = await a.call('DELETE', `/api/Team/Users/${colleague.userId}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await accountIn(browser)).toBe(b.email);
    const later = new Browser(api.app);
    expect((await later.login(colleague.email, TEAM_USER_PASSWORD)).json()).toMatchObject({
      email: b.email,
      you: { name: 'Jo Park', role: 'admin' },
    });
  });

  it('follows its holder’s email and name into the other account', async ({ api }) => {
    const { a, b } = await holderJoined(api);
    await api.db.kysely
      .updateTable('accounts')
      .set({ email: 'alex.new@example.test', first_name: 'Alexandra' })
      .where('account_id', '=', a.accountId)
      .execute();
    const row = await api.db.kysely
      .selectFrom('account_users')
      .select(['email', 'name'])
      .where('account_id', '=', b.accountId)
      .where('is_holder', '=', false)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: 'alex.new@example.test', name: 'Alexandra Chen' });
  });
});
