import { beforeEach, describe, expect, it } from 'vitest';
import {
  auditOf,
  Browser,
  codeIn,
  createMember,
  linkParameter,
  outboxFor,
  setCookieHeaders,
} from '../../test/auth-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { useTestApp } from '../../test/api-test.ts';
import { LOGIN_SLOWDOWN, loginDelayMs } from '#auth/login-throttle.ts';
import { sha256 } from '#platform/secrets.ts';

let api: TestApp;
useTestApp((started) => (api = started));
beforeEach(async () => {
  // Each test starts with fresh rate-limit windows; the limits themselves are tested below.
  await api.db.kysely.deleteFrom('rate_limits').execute();
});

const browser = (ip?: string) => new Browser(api.app, ip);

describe('POST /api/Login', () => {
  it('opens a browser-session cookie and answers the account', async () => {
    const member = await createMember(api.db);
    const alex = browser();
    const response = await alex.login(member.email, member.password);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: member.email,
      firstName: 'Alex',
      enableLoginGuard: false,
    });
    const [cookie] = setCookieHeaders(response);
    expect(cookie).toMatch(/^portal_session=[\w-]{43}; .*HttpOnly/);
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Max-Age');
    expect(await alex.isSignedIn()).toBe(true);
    expect(await auditOf(api.db, member.accountId)).toContainEqual({
      key: 'audit.loggedIn',
      values: { ip: '203.0.113.7' },
    });
  });

  it("keeps the session for 30 days with 'Keep me signed in'", async () => {
    const member = await createMember(api.db);
    const response = await browser().login(member.email, member.password, { KeepLoggedIn: true });
    expect(setCookieHeaders(response)[0]).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
  });

  it('rotates the session: the cookie the browser came with stops working', async () => {
    const member = await createMember(api.db);
    const alex = browser();
    await alex.login(member.email, member.password);
    const before = alex.cookie('portal_session');

    await alex.login(member.email, member.password);
    expect(alex.cookie('portal_session')).not.toBe(before);
    expect(await alex.isSignedIn()).toBe(true);
    const old = await api.app.inject({
      method: 'POST',
      url: '/api/EmailVerification/SendVerification?webpage=harbour-mail',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: `portal_session=${before}` },
    });
    expect(old.statusCode).toBe(401);
  });

  it('matches the email whatever its letter case or surrounding spaces', async () => {
    const member = await createMember(api.db);
    const response = await browser().login(`  ${member.email.toUpperCase()} `, member.password);
    expect(response.json()).toMatchObject({ email: member.email });
  });

  it('answers 400 naming the blank field', async () => {
    const member = await createMember(api.db);
    const blankEmail = await browser().login('   ', member.password);
    expect(blankEmail.statusCode).toBe(400);
    expect(blankEmail.json()).toMatchObject({
      code: 'invalid_field',
      field: 'EmailAddress',
      detail: 'Email and password can not be blank',
    });

    const blankPassword = await browser().login(member.email, '  ');
    expect(blankPassword.json()).toMatchObject({ code: 'invalid_field', field: 'Password' });

    const emptyPassword = await browser().login(member.email, '');
    expect(emptyPassword.statusCode).toBe(400);
    expect(emptyPassword.json()).toMatchObject({ field: 'Password' });
  });

  it('answers null for a wrong password, without a session, and audits the failure', async () => {
    const member = await createMember(api.db);
    const alex = browser();
    const response = await alex.login(member.email, 'Wrong-Password-1');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toBe('null');
    expect(alex.cookie('portal_session')).toBeUndefined();
    expect(await auditOf(api.db, member.accountId)).toEqual([
      { key: 'audit.loginFailed', values: { ip: '203.0.113.7' } },
    ]);
  });

  it('answers the same null for an unknown email', async () => {
    const response = await browser().login('nobody@example.test', 'Whatever-123');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('tells a closed account why at login, only once the password is right', async () => {
    const member = await createMember(api.db, { closed: 'closed' });
    const alex = browser();
    const wrong = await alex.login(member.email, 'Not-The-Password-1');
    expect(wrong.json()).toBeNull();
    const response = await alex.login(member.email, member.password);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'account_closed' });
    expect(alex.cookie('portal_session')).toBeUndefined();
    expect(await auditOf(api.db, member.accountId)).toEqual([
      { key: 'audit.loginFailed', values: { ip: '203.0.113.7' } },
      { key: 'audit.loginRefusedClosed', values: { ip: '203.0.113.7' } },
    ]);
  });

  it('tells a member whose account was terminated unpaid (§9), not "wrong password"', async () => {
    const member = await createMember(api.db, { closed: 'terminated' });
    const alex = browser();
    const response = await alex.login(member.email, member.password);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'account_terminated' });
    expect(alex.cookie('portal_session')).toBeUndefined();
  });

  it('knows accounts per brand: an unknown brand is a 400 on webpage', async () => {
    const member = await createMember(api.db);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/Login?webpage=other-brand',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: {
        EmailAddress: member.email,
        Password: member.password,
        KeepLoggedIn: false,
        loginGuard: null,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'webpage' });
  });

  it('answers 429 with Retry-After after 10 attempts at one account from one IP', async () => {
    const member = await createMember(api.db);
    const sameMachine = browser('198.51.100.40');
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await sameMachine.login(member.email, 'Wrong-1234')).statusCode).toBe(200);
    }
    const limited = await sameMachine.login(member.email, member.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(limited.headers['retry-after']).toBe(String(15 * 60));
    expect(limited.json()).toMatchObject({ status: 429, code: 'rate_limited' });
    // Only that machine: the member still logs in from their own.
    expect((await browser('198.51.100.41').login(member.email, member.password)).statusCode).toBe(
      200,
    );
  });

  it('slows down, never locks, an address tried from many IPs; its owner still gets in', async () => {
    const member = await createMember(api.db);
    for (let attempt = 1; attempt <= LOGIN_SLOWDOWN.freeAttempts; attempt++) {
      await browser(`198.51.100.${attempt}`).login(member.email, 'Wrong-1234');
    }
    const started = performance.now();
    const owner = await browser('203.0.113.200').login(member.email, member.password);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ email: member.email });
    expect(performance.now() - started).toBeGreaterThanOrEqual(LOGIN_SLOWDOWN.firstDelayMs);
  });

  it('is not caused by the member’s own successful logins', async () => {
    const member = await createMember(api.db);
    for (let attempt = 1; attempt <= LOGIN_SLOWDOWN.freeAttempts + 2; attempt++) {
      await browser(`198.51.100.${attempt}`).login(member.email, member.password);
    }
    const started = performance.now();
    await browser('203.0.113.202').login(member.email, member.password);
    // Had they counted, this attempt would wait a second.
    expect(performance.now() - started).toBeLessThan(4 * LOGIN_SLOWDOWN.firstDelayMs);
  });

  it('does not slow down a browser the member authorised before', async () => {
    const member = await createMember(api.db, { loginGuard: true });
    const own = browser('203.0.113.201');
    await own.login(member.email, member.password);
    const [guardEmail] = await outboxFor(api.db, member.email);
    await own.login(member.email, member.password, {
      loginGuard: codeIn(guardEmail?.body_text ?? ''),
    });
    for (let attempt = 1; attempt <= LOGIN_SLOWDOWN.freeAttempts + 2; attempt++) {
      await browser(`198.51.100.${attempt}`).login(member.email, 'Wrong-1234');
    }
    const started = performance.now();
    expect((await own.login(member.email, member.password)).json()).toMatchObject({
      email: member.email,
    });
    // Any other browser would now wait a second.
    expect(performance.now() - started).toBeLessThan(4 * LOGIN_SLOWDOWN.firstDelayMs);
  });

  it('answers 429 after 30 attempts from one IP, whichever accounts they name', async () => {
    const sameMachine = browser('192.0.2.50');
    for (let attempt = 1; attempt <= 30; attempt++) {
      const response = await sameMachine.login(`guess${attempt}@example.test`, 'Wrong-1234');
      expect(response.statusCode).toBe(200);
    }
    const member = await createMember(api.db);
    expect((await sameMachine.login(member.email, member.password)).statusCode).toBe(429);
    expect((await browser('192.0.2.51').login(member.email, member.password)).statusCode).toBe(200);
  });
});

describe('the login slowdown', () => {
  it('doubles the wait after the free wrong passwords, up to its cap', () => {
    const free = LOGIN_SLOWDOWN.freeAttempts;
    expect(loginDelayMs(free - 1)).toBe(0);
    expect(loginDelayMs(free)).toBe(250);
    expect(loginDelayMs(free + 1)).toBe(500);
    expect(loginDelayMs(free + 2)).toBe(1000);
    expect(loginDelayMs(free + 50)).toBe(LOGIN_SLOWDOWN.maxDelayMs);
  });
});

describe('the login guard', () => {
  async function guardedMember() {
    const member = await createMember(api.db, { loginGuard: true });
    return member;
  }

  async function latestGuardEmail(email: string) {
    const [message] = await outboxFor(api.db, email);
    if (!message) throw new Error('no login guard email');
    return {
      code: codeIn(message.body_text),
      linkToken: linkParameter(message.links, '/authorise', 'q'),
      message,
    };
  }

  it('asks an unknown browser for an emailed code, which is stored only as a hash', async () => {
    const member = await guardedMember();
    const alex = browser();
    const response = await alex.login(member.email, member.password);

    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toBe('"loginGuardRequired"');
    expect(alex.cookie('portal_session')).toBeUndefined();
    expect(alex.cookie('portal_device')).toMatch(/^[\w-]{43}$/);
    const { code, linkToken, message } = await latestGuardEmail(member.email);
    expect(message.subject).toBe('Your Harbour Mail login code');
    expect(message.links).toEqual([`http://localhost:3000/authorise?q=${linkToken}`]);

    const stored = await api.db.kysely
      .selectFrom('one_time_codes')
      .select(['code_sha256', 'device_sha256', 'expires_at', 'created_at'])
      .where('account_id', '=', member.accountId)
      .execute();
    expect(stored.map((row) => row.code_sha256).sort()).toEqual(
      [sha256(code), sha256(linkToken)].sort(),
    );
    for (const row of stored) {
      expect(row.device_sha256).toBe(sha256(alex.cookie('portal_device') ?? ''));
      expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(10 * 60_000);
    }
  });

  it('logs in with the right code and remembers the browser from then on', async () => {
    const member = await guardedMember();
    const alex = browser();
    await alex.login(member.email, member.password);
    const { code } = await latestGuardEmail(member.email);

    const withCode = await alex.login(member.email, member.password, { loginGuard: code });
    expect(withCode.json()).toMatchObject({ email: member.email });
    expect(await alex.isSignedIn()).toBe(true);

    const emailsBefore = (await outboxFor(api.db, member.email)).length;
    const nextTime = await alex.login(member.email, member.password);
    expect(nextTime.json()).toMatchObject({ email: member.email });
    expect(await outboxFor(api.db, member.email)).toHaveLength(emailsBefore);

    const otherBrowser = await browser().login(member.email, member.password);
    expect(otherBrowser.json()).toBe('loginGuardRequired');
    expect(await auditOf(api.db, member.accountId)).toContainEqual({
      key: 'audit.browserAuthorisedByCode',
      values: {},
    });
  });

  it('answers loginGuardRequired again to a wrong code, without emailing another', async () => {
    const member = await guardedMember();
    const alex = browser();
    await alex.login(member.email, member.password);
    const { code } = await latestGuardEmail(member.email);
    const wrong = code === '000000' ? '111111' : '000000';

    const response = await alex.login(member.email, member.password, { loginGuard: wrong });
    expect(response.json()).toBe('loginGuardRequired');
    expect(alex.cookie('portal_session')).toBeUndefined();
    expect(await outboxFor(api.db, member.email)).toHaveLength(1);
    expect(await auditOf(api.db, member.accountId)).toContainEqual({
      key: 'audit.loginGuardCodeWrong',
      values: { ip: '203.0.113.7' },
    });

    const right = await alex.login(member.email, member.password, { loginGuard: code });
    expect(right.json()).toMatchObject({ email: member.email });
  });

  it('accepts a code only in the browser it was emailed for', async () => {
    const member = await guardedMember();
    await browser().login(member.email, member.password);
    const { code } = await latestGuardEmail(member.email);

    const elsewhere = browser('198.51.100.20');
    await elsewhere.request('GET', '/api/health');
    const response = await elsewhere.login(member.email, member.password, { loginGuard: code });
    expect(response.json()).toBe('loginGuardRequired');
  });

  it('uses a code once', async () => {
    const member = await guardedMember();
    const alex = browser();
    await alex.login(member.email, member.password);
    const { code } = await latestGuardEmail(member.email);
    await alex.login(member.email, member.password, { loginGuard: code });
    // The member's browser forgets its authorisation (e.g. cleared by staff): the old code is spent.
    await api.db.kysely
      .deleteFrom('device_authorisations')
      .where('account_id', '=', member.accountId)
      .execute();

    const again = await alex.login(member.email, member.password, { loginGuard: code });
    expect(again.json()).toBe('loginGuardRequired');
  });

  it('refuses an expired code and emails a fresh one', async () => {
    const member = await guardedMember();
    const alex = browser();
    await alex.login(member.email, member.password);
    const { code } = await latestGuardEmail(member.email);
    await api.db.kysely
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('account_id', '=', member.accountId)
      .execute();

    const expired = await alex.login(member.email, member.password, { loginGuard: code });
    expect(expired.json()).toBe('loginGuardRequired');
    const fresh = await latestGuardEmail(member.email);
    expect(await outboxFor(api.db, member.email)).toHaveLength(2);
    const withFresh = await alex.login(member.email, member.password, { loginGuard: fresh.code });
    expect(withFresh.json()).toMatchObject({ email: member.email });
  });

  it('kills a code after 5 wrong tries', async () => {
    const member = await guardedMember();
    const alex = browser();
    await alex.login(member.email, member.password);
    const { code } = await latestGuardEmail(member.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      await alex.login(member.email, member.password, { loginGuard: wrong });
    }
    await api.db.kysely.deleteFrom('rate_limits').execute();

    const late = await alex.login(member.email, member.password, { loginGuard: code });
    expect(late.json()).toBe('loginGuardRequired');
  });

  it('limits code attempts to 5 per 15 minutes per account', async () => {
    const member = await guardedMember();
    const alex = browser();
    await alex.login(member.email, member.password);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await alex.login(member.email, member.password, { loginGuard: '999999' });
      expect(response.statusCode).toBe(200);
    }
    const limited = await alex.login(member.email, member.password, { loginGuard: '999999' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
  });

  it('writes the email in the member’s language', async () => {
    const member = await createMember(api.db, { loginGuard: true, language: 'jp' });
    await browser().login(member.email, member.password);
    const { message } = await latestGuardEmail(member.email);
    expect(message.subject).toBe('【Harbour Mail】ログイン認証コードのお知らせ');
    // Japanese letters greet the family name.
    expect(message.body_text).toContain('Chen 様');
  });
});

describe('POST /api/Login/LoginGuardAuthorise (the emailed /authorise link)', () => {
  const authorise = (who: Browser, q: string) =>
    who.request('POST', `/api/Login/LoginGuardAuthorise?q=${encodeURIComponent(q)}`);

  it('authorises the browser once; the member then logs in without a code', async () => {
    const member = await createMember(api.db, { loginGuard: true });
    const alex = browser();
    await alex.login(member.email, member.password);
    const [message] = await outboxFor(api.db, member.email);
    const token = linkParameter(message?.links ?? [], '/authorise', 'q');

    const first = await authorise(alex, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toBe(true);
    expect((await authorise(alex, token)).json()).toBe(false);

    const login = await alex.login(member.email, member.password);
    expect(login.json()).toMatchObject({ email: member.email });
    expect(await auditOf(api.db, member.accountId)).toContainEqual({
      key: 'audit.browserAuthorisedByLink',
      values: {},
    });
  });

  it('is worth nothing in another browser, expired, or made up', async () => {
    const member = await createMember(api.db, { loginGuard: true });
    const alex = browser();
    await alex.login(member.email, member.password);
    const [message] = await outboxFor(api.db, member.email);
    const token = linkParameter(message?.links ?? [], '/authorise', 'q');

    expect((await authorise(browser('198.51.100.30'), token)).json()).toBe(false);
    expect((await authorise(alex, 'made-up-token-123456')).json()).toBe(false);
    await api.db.kysely
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('account_id', '=', member.accountId)
      .execute();
    expect((await authorise(alex, token)).json()).toBe(false);
  });

  it('answers 400 for a code that is not shaped like one', async () => {
    const response = await authorise(browser(), 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'q' });
  });

  it('answers 429 after 10 tries from one IP within 15 minutes', async () => {
    const guesser = browser('192.0.2.77');
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await authorise(guesser, `guess-number-${attempt}`)).statusCode).toBe(200);
    }
    const limited = await authorise(guesser, 'guess-number-11');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe(String(15 * 60));
  });
});

describe('POST /api/account/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const member = await createMember(api.db);
    const alex = browser();
    await alex.login(member.email, member.password);
    const token = alex.cookie('portal_session');

    const response = await alex.request('POST', '/api/account/logout');
    expect(response.statusCode).toBe(204);
    expect(setCookieHeaders(response)[0]).toMatch(/^portal_session=;/);
    expect(await auditOf(api.db, member.accountId)).toContainEqual({
      key: 'audit.loggedOut',
      values: {},
    });

    // The old cookie, replayed by someone who kept it, is refused.
    const replay = await api.app.inject({
      method: 'POST',
      url: '/api/EmailVerification/SendVerification?webpage=harbour-mail',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: `portal_session=${token}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('answers 204 without a session, so a stale tab can still log out', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('cannot be triggered by another site: a link (GET) or a form post keep the member signed in', async () => {
    const member = await createMember(api.db);
    const alex = browser();
    await alex.login(member.email, member.password);
    const cookie = `portal_session=${alex.cookie('portal_session')}`;
    // <img src> or a link to the logout URL, as another site could plant it.
    const link = await api.app.inject({
      method: 'GET',
      url: '/api/account/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(link.statusCode).toBe(404);
    // A cross-site form post cannot add the CSRF header.
    const form = await api.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: {
        cookie,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(form.statusCode).toBe(403);
    expect(await alex.isSignedIn()).toBe(true);
    expect(await auditOf(api.db, member.accountId)).not.toContainEqual({
      key: 'audit.loggedOut',
      values: {},
    });
  });
});
