/**
 * An invited user's own login guard and password reset (issue 39, decision 105): each works on
 * that user's login and leaves the holder's as it was.
 */
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import {
  Browser,
  codeIn,
  createMember,
  linkParameter,
  outboxFor,
  PASSWORD,
  WEBPAGE,
} from '../../test/auth-fixtures.ts';
import { teamUser, TEAM_USER_PASSWORD } from '../../test/team-fixtures.ts';
import { XHR } from '../../test/test-app.ts';

describe('an invited user’s login guard', () => {
  it('is their own: on for them, it asks their browser for a code mailed to them only', async ({
    api,
  }) => {
    const { accountId, email } = await createMember(api.db);
    const sam = await teamUser(api, accountId, 'member');
    const on = await sam.call('POST', '/api/Account/UpdateLoginGuard?enabled=true');
    expect(on.json()).toMatchObject({ enableLoginGuard: true, you: { userId: sam.userId } });

    const holder = new Browser(api.app);
    expect((await holder.login(email, PASSWORD)).json()).toMatchObject({
      enableLoginGuard: false,
      you: { isHolder: true },
    });
    const browser = new Browser(api.app, '198.51.100.30');
    expect((await browser.login(sam.email, TEAM_USER_PASSWORD)).json()).toBe('loginGuardRequired');
    expect(await outboxFor(api.db, email)).toEqual([]);
    const [message] = await outboxFor(api.db, sam.email);
    const withCode = await browser.login(sam.email, TEAM_USER_PASSWORD, {
      loginGuard: codeIn(message?.body_text ?? ''),
    });
    expect(withCode.json()).toMatchObject({ you: { userId: sam.userId } });
    // That browser is now known for Sam's login, not for the holder's.
    expect((await browser.login(sam.email, TEAM_USER_PASSWORD)).json()).toMatchObject({
      you: { userId: sam.userId },
    });
  });
});

describe('an invited user’s password reset', () => {
  it('mails their link to them and sets only their password', async ({ api }) => {
    const { accountId, email } = await createMember(api.db);
    const sam = await teamUser(api, accountId, 'viewer');
    await api.app.inject({
      method: 'POST',
      url: `/api/Account/SendResetPassword?${new URLSearchParams({ email: sam.email, webpage: WEBPAGE })}`,
      headers: XHR,
    });
    await api.app.afterResponse.settled();
    const [message] = await outboxFor(api.db, sam.email);
    const links = (message?.links ?? []) as string[];
    const resetCode = linkParameter(links, '/ResetPassword', 'reset');
    expect(linkParameter(links, '/ResetPassword', 'email')).toBe(sam.email);

    // Sam's link does not reset the holder's password…
    const misused = await api.app.inject({
      method: 'POST',
      url: `/api/Account/ResetPassword?webpage=${WEBPAGE}`,
      headers: XHR,
      payload: { email, newPassword: 'amber-quay-compass-88', resetCode },
    });
    expect(misused.json()).toMatchObject({ code: 'invalid_field', field: 'resetCode' });
    // …it resets Sam's, ends Sam's sessions and leaves the holder's login as it was.
    const reset = await api.app.inject({
      method: 'POST',
      url: `/api/Account/ResetPassword?webpage=${WEBPAGE}`,
      headers: XHR,
      payload: { email: sam.email, newPassword: 'amber-quay-compass-88', resetCode },
    });
    expect(reset.statusCode).toBe(204);
    expect((await sam.call('POST', '/api/account/GetAccount')).statusCode).toBe(401);
    const login = (address: string, password: string) =>
      new Browser(api.app).login(address, password);
    expect((await login(sam.email, 'amber-quay-compass-88')).json().you.userId).toBe(sam.userId);
    expect((await login(email, PASSWORD)).json().you.isHolder).toBe(true);
  });
});
