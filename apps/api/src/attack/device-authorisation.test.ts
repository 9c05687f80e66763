/**
 * Authorised browsers stay authorised (issue 33). On the main of 26 November 2026 a browser the
 * login guard had once let in signed in without a code for ever: after a password change, a reset,
 * the guard turned off and on, and "sign out other sessions". Each scenario below signed in without
 * a code there; decision 078 says what ends an authorisation and when it expires.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  auditOf,
  Browser,
  codeIn,
  createMember,
  linkParameter,
  outboxFor,
  WEBPAGE,
} from '../../test/auth-fixtures.ts';
import { XHR, type TestApp } from '../../test/test-app.ts';
import { useTestApp } from '../../test/api-test.ts';
import { DEVICE_AUTHORISATION_DAYS } from '#auth/device-authorisations.ts';
import { cleanUp } from '#jobs/cleanup.ts';

const NEW_PASSWORD = 'staple-lamp-orbit-42';
const DAY = 86_400_000;

let api: TestApp;
useTestApp((started) => (api = started));
beforeEach(async () => {
  // Each scenario signs in many times; the rate limits are not what is tested here.
  await api.db.kysely.deleteFrom('rate_limits').execute();
});

type Member = Awaited<ReturnType<typeof createMember>>;

/** A guarded member and one of their browsers, authorised with the emailed code and signed in. */
async function authorisedBrowser(member: Member, ip = '203.0.113.7'): Promise<Browser> {
  const browser = new Browser(api.app, ip);
  expect((await browser.login(member.email, member.password)).json()).toBe('loginGuardRequired');
  const [email] = await outboxFor(api.db, member.email);
  const code = codeIn(email?.body_text ?? '');
  const withCode = await browser.login(member.email, member.password, { loginGuard: code });
  expect(withCode.json()).toMatchObject({ email: member.email });
  return browser;
}

/** Whether the browser gets in with the password alone (true) or is asked for a code (false). */
async function signsInWithoutCode(browser: Browser, member: Member, password = member.password) {
  const response = await browser.login(member.email, password);
  if (response.json() === 'loginGuardRequired') return false;
  expect(response.json()).toMatchObject({ email: member.email });
  return true;
}

const guardedMember = () => createMember(api.db, { loginGuard: true });

const setGuardInDatabase = (member: Member, enabled: boolean) =>
  api.db.kysely
    .updateTable('accounts')
    .set({ enable_login_guard: enabled })
    .where('account_id', '=', member.accountId)
    .execute();

const authorisedDaysAgo = (member: Member, days: number) =>
  api.db.kysely
    .updateTable('device_authorisations')
    .set({ authorised_at: new Date(Date.now() - days * DAY) })
    .where('account_id', '=', member.accountId)
    .execute();

describe('a browser the login guard authorised', () => {
  it('needs a code again after a password change, the browser that changed it too', async () => {
    const member = await guardedMember();
    const home = await authorisedBrowser(member, '198.51.100.40');
    const office = await authorisedBrowser(member, '198.51.100.41');
    const stranger = await guardedMember();
    const strangerBrowser = await authorisedBrowser(stranger, '198.51.100.42');

    const query = new URLSearchParams({ oldPassword: member.password, newPassword: NEW_PASSWORD });
    const changed = await home.request('POST', `/api/Account/ChangePassword?${query}`);
    expect(changed.statusCode).toBe(204);

    expect(await home.isSignedIn()).toBe(true);
    expect(await signsInWithoutCode(office, member, NEW_PASSWORD)).toBe(false);
    expect(await signsInWithoutCode(home, member, NEW_PASSWORD)).toBe(false);
    // Another account's browsers are not touched.
    expect(await signsInWithoutCode(strangerBrowser, stranger)).toBe(true);
    expect(await auditOf(api.db, member.accountId)).toContainEqual({
      key: 'audit.browsersForgotten',
      values: { count: 2 },
    });
  });

  it('needs a code again after a password reset', async () => {
    const member = await guardedMember();
    const home = await authorisedBrowser(member);

    const ask = new URLSearchParams({ email: member.email, webpage: WEBPAGE });
    await api.app.inject({
      method: 'POST',
      url: `/api/Account/SendResetPassword?${ask}`,
      headers: XHR,
    });
    await api.app.afterResponse.settled();
    const [resetEmail] = await outboxFor(api.db, member.email);
    const resetCode = linkParameter(resetEmail?.links ?? [], '/ResetPassword', 'reset');
    const reset = await api.app.inject({
      method: 'POST',
      url: `/api/Account/ResetPassword?webpage=${WEBPAGE}`,
      headers: XHR,
      payload: { email: member.email, newPassword: NEW_PASSWORD, resetCode },
    });
    expect(reset.statusCode).toBe(204);

    expect(await signsInWithoutCode(home, member, NEW_PASSWORD)).toBe(false);
  });

  it('needs a code again after the login guard is turned off, once it is on again', async () => {
    const member = await guardedMember();
    const home = await authorisedBrowser(member);

    const off = await home.request('POST', '/api/Account/UpdateLoginGuard?enabled=false');
    expect(off.json()).toMatchObject({ enableLoginGuard: false });
    // Back on without UpdateLoginGuard, so only turning it off can have forgotten the browser.
    await setGuardInDatabase(member, true);

    expect(await signsInWithoutCode(home, member)).toBe(false);
  });

  it('needs a code again after the login guard is turned on', async () => {
    const member = await guardedMember();
    const home = await authorisedBrowser(member);
    // Off without UpdateLoginGuard, so only turning it on can forget the browser.
    await setGuardInDatabase(member, false);

    const on = await home.request('POST', '/api/Account/UpdateLoginGuard?enabled=true');
    expect(on.json()).toMatchObject({ enableLoginGuard: true });

    expect(await signsInWithoutCode(home, member)).toBe(false);
  });

  it('stays authorised when the guard is saved as it already was', async () => {
    const member = await guardedMember();
    const home = await authorisedBrowser(member);

    await home.request('POST', '/api/Account/UpdateLoginGuard?enabled=true');

    expect(await signsInWithoutCode(home, member)).toBe(true);
  });

  it('needs a code again after "sign out other sessions", but not in the browser that did it', async () => {
    const member = await guardedMember();
    const home = await authorisedBrowser(member, '198.51.100.43');
    const office = await authorisedBrowser(member, '198.51.100.44');

    expect((await home.request('DELETE', '/api/Session/Others')).statusCode).toBe(204);

    expect(await home.isSignedIn()).toBe(true);
    expect(await signsInWithoutCode(office, member)).toBe(false);
    expect(await signsInWithoutCode(home, member)).toBe(true);
    expect(await auditOf(api.db, member.accountId)).toContainEqual({
      key: 'audit.browsersForgotten',
      values: { count: 1 },
    });
  });

  it(`expires ${DEVICE_AUTHORISATION_DAYS} days after it was authorised, however often it is used`, async () => {
    const member = await guardedMember();
    const home = await authorisedBrowser(member);

    await authorisedDaysAgo(member, DEVICE_AUTHORISATION_DAYS - 1);
    expect(await signsInWithoutCode(home, member)).toBe(true);

    await authorisedDaysAgo(member, DEVICE_AUTHORISATION_DAYS + 1 / 24);
    expect(await signsInWithoutCode(home, member)).toBe(false);

    // The new code authorises the same browser for another full term.
    const [email] = await outboxFor(api.db, member.email);
    const code = codeIn(email?.body_text ?? '');
    const withCode = await home.login(member.email, member.password, { loginGuard: code });
    expect(withCode.json()).toMatchObject({ email: member.email });
    expect(await signsInWithoutCode(home, member)).toBe(true);
  });

  it('is deleted by the cleanup job once expired, and only then', async () => {
    const expired = await guardedMember();
    await authorisedBrowser(expired);
    await authorisedDaysAgo(expired, DEVICE_AUTHORISATION_DAYS + 1);
    const current = await guardedMember();
    const currentBrowser = await authorisedBrowser(current);

    const counts = await cleanUp(api.db.kysely);
    expect(counts.deviceAuthorisations).toBeGreaterThanOrEqual(1);

    const left = await api.db.kysely
      .selectFrom('device_authorisations')
      .select('account_id')
      .where('account_id', 'in', [expired.accountId, current.accountId])
      .execute();
    expect(left).toEqual([{ account_id: current.accountId }]);
    expect(await signsInWithoutCode(currentBrowser, current)).toBe(true);
  });
});
