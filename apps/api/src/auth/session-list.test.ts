import { describe, expect, it } from 'vitest';
import { auditOf, Browser, createMember } from '../../test/auth-fixtures.ts';
import { XHR, type TestApp } from '../../test/test-app.ts';
import { useTestApp } from '../../test/api-test.ts';

let api: TestApp;
useTestApp((started) => (api = started));

/** A browser of the member, logged in from `ip` with a User-Agent of its own. */
async function loggedIn(email: string, password: string, ip: string) {
  const browser = new Browser(api.app, ip);
  await browser.login(email, password);
  return browser;
}

const sessionsSeenBy = async (browser: Browser) =>
  (
    await api.app.inject({
      method: 'GET',
      url: '/api/Session',
      headers: { cookie: browser.cookieHeader },
    })
  ).json() as { sessionId: number; current: boolean; ip: string }[];

const endSession = (browser: Browser, sessionId: number) =>
  api.app.inject({
    method: 'DELETE',
    url: `/api/Session?sessionId=${sessionId}`,
    headers: { ...XHR, cookie: browser.cookieHeader },
  });

const endOthers = (browser: Browser, headers: Record<string, string> = XHR) =>
  api.app.inject({
    method: 'DELETE',
    url: '/api/Session/Others',
    headers: { ...headers, cookie: browser.cookieHeader },
  });

describe('the session list', () => {
  it('lists the member’s signed-in browsers, newest first, marking this one', async () => {
    const member = await createMember(api.db);
    await loggedIn(member.email, member.password, '198.51.100.20');
    const laptop = await loggedIn(member.email, member.password, '198.51.100.21');

    const sessions = await sessionsSeenBy(laptop);
    expect(sessions.map(({ ip, current }) => ({ ip, current }))).toEqual([
      { ip: '198.51.100.21', current: true },
      { ip: '198.51.100.20', current: false },
    ]);
  });

  it('logs another browser out, which is then refused', async () => {
    const member = await createMember(api.db);
    const phone = await loggedIn(member.email, member.password, '198.51.100.22');
    const laptop = await loggedIn(member.email, member.password, '198.51.100.23');
    const [, phoneSession] = await sessionsSeenBy(laptop);

    expect((await endSession(laptop, phoneSession!.sessionId)).statusCode).toBe(204);
    expect(await phone.isSignedIn()).toBe(false);
    expect(await laptop.isSignedIn()).toBe(true);
    expect((await sessionsSeenBy(laptop)).map(({ ip }) => ip)).toEqual(['198.51.100.23']);
    expect(await auditOf(api.db, member.accountId)).toContainEqual({
      key: 'audit.sessionLoggedOut',
      values: {},
    });
  });

  it('answers 404 for a session that is not one of the member’s, and ends nothing', async () => {
    const member = await createMember(api.db);
    const other = await createMember(api.db);
    const mine = await loggedIn(member.email, member.password, '198.51.100.24');
    const theirs = await loggedIn(other.email, other.password, '198.51.100.25');
    const [theirSession] = await sessionsSeenBy(theirs);

    const refused = await endSession(mine, theirSession!.sessionId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'not_found' });
    expect(await theirs.isSignedIn()).toBe(true);
  });

  it('logs every other browser out and keeps this one', async () => {
    const member = await createMember(api.db);
    const other = await createMember(api.db);
    const phone = await loggedIn(member.email, member.password, '198.51.100.26');
    const tablet = await loggedIn(member.email, member.password, '198.51.100.27');
    const laptop = await loggedIn(member.email, member.password, '198.51.100.28');
    const stranger = await loggedIn(other.email, other.password, '198.51.100.29');

    expect((await endOthers(laptop)).statusCode).toBe(204);
    expect(await phone.isSignedIn()).toBe(false);
    expect(await tablet.isSignedIn()).toBe(false);
    expect(await laptop.isSignedIn()).toBe(true);
    expect(await stranger.isSignedIn()).toBe(true);
    expect((await sessionsSeenBy(laptop)).map(({ current }) => current)).toEqual([true]);
    expect(await auditOf(api.db, member.accountId)).toContainEqual({
      key: 'audit.otherSessionsLoggedOut',
      values: {},
    });
    // Nothing left to end: still 204.
    expect((await endOthers(laptop)).statusCode).toBe(204);
  });

  it('refuses to end other sessions without a session or the CSRF header', async () => {
    const member = await createMember(api.db);
    const phone = await loggedIn(member.email, member.password, '198.51.100.30');
    const laptop = await loggedIn(member.email, member.password, '198.51.100.31');

    expect((await endOthers(laptop, {})).statusCode).toBe(403);
    expect(await phone.isSignedIn()).toBe(true);
    const anonymous = await api.app.inject({
      method: 'DELETE',
      url: '/api/Session/Others',
      headers: XHR,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('needs a session', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/Session' });
    expect(response.statusCode).toBe(401);
  });
});
