/**
 * Invitations to a shared account (issue 39, decision 105): the email and its link, joining with a
 * new login, and every way a link or an invitation is refused, each with nothing changed.
 */
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { databaseFingerprint } from '../../test/attack/database-fingerprint.ts';
import { Browser, outboxFor } from '../../test/auth-fixtures.ts';
import {
  holderOfNewAccount,
  invite,
  teamUser,
  TEAM_USER_PASSWORD,
} from '../../test/team-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { findBrand } from '#brands/brand-registry.ts';
import { sha256 } from '#platform/secrets.ts';

const HM = 'webpage=harbour-mail';

const accept = (browser: Browser, invitation: string, webpage = 'harbour-mail') =>
  browser.request('POST', `/api/Team/Invitation/Accept?webpage=${webpage}`, {
    invitation,
    name: 'Jo Park',
    password: TEAM_USER_PASSWORD,
  });

const lookUp = (api: TestApp, invitation: string, webpage = 'harbour-mail') =>
  api.app.inject({
    method: 'GET',
    url: `/api/Team/Invitation?${new URLSearchParams({ invitation, webpage })}`,
  });

/** Sends `request` and expects its refusal, with nothing stored but bookkeeping. */
async function refusedWithNothingChanged(
  api: TestApp,
  request: () => Promise<{ statusCode: number; json(): unknown }>,
  status: number,
  code: string,
) {
  const fingerprint = await databaseFingerprint(api.db.kysely);
  const before = await fingerprint();
  const response = await request();
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ code });
  expect(await fingerprint()).toBe(before);
}

describe('an invitation', () => {
  it('emails a single-use link in the account’s language and keeps only its hash', async ({
    api,
  }) => {
    const holder = await holderOfNewAccount(api);
    await api.db.kysely
      .updateTable('accounts')
      .set({ language: 'jp' })
      .where('account_id', '=', holder.accountId)
      .execute();
    const { response, message, token } = await invite(
      api,
      holder,
      'jo.park@example.test',
      'viewer',
    );

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'jo.park@example.test',
      role: 'viewer',
      invitedBy: 'Test Member',
    });
    const { invitedAt, expiresAt } = response.json() as Record<string, string>;
    expect(Date.parse(expiresAt!) - Date.parse(invitedAt!)).toBe(7 * 86_400_000);
    expect(message?.subject).toContain('メールボックス');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await api.db.kysely.selectFrom('team_invitations').selectAll().execute();
    expect(stored.map((row) => row.token_sha256)).toEqual([sha256(token)]);
    expect(JSON.stringify(stored)).not.toContain(token);

    const listed = await holder.call('GET', '/api/Team/Users');
    expect(listed.json()).toMatchObject({
      users: [{ name: 'Test Member', role: 'admin', isHolder: true }],
      invitations: [{ email: 'jo.park@example.test', role: 'viewer' }],
    });
  });

  it('shows what it offers, and joins with a new login that is signed in at once', async ({
    api,
  }) => {
    const holder = await holderOfNewAccount(api);
    const { token } = await invite(api, holder, 'sam.lee@example.test', 'member');

    const shown = await lookUp(api, token);
    expect(shown.json()).toMatchObject({
      email: 'sam.lee@example.test',
      role: 'member',
      accountName: 'Test Member',
      invitedBy: 'Test Member',
      hasLogin: false,
    });
    const browser = new Browser(api.app);
    const joined = await accept(browser, token);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ ok: true });

    const account = await browser.request('POST', '/api/account/GetAccount');
    expect(account.json().you).toMatchObject({
      name: 'Jo Park',
      email: 'sam.lee@example.test',
      role: 'member',
      isHolder: false,
    });
    expect(account.json().email).toBe(holder.email);
    const users = (await holder.call('GET', '/api/Team/Users')).json();
    expect(users.users.map((user: { name: string }) => user.name)).toEqual([
      'Test Member',
      'Jo Park',
    ]);
    expect(users.invitations).toEqual([]);

    // Their own login from now on, with their own sessions only.
    const later = new Browser(api.app, '198.51.100.9');
    const loggedIn = await later.login('sam.lee@example.test', TEAM_USER_PASSWORD);
    expect(loggedIn.json().you.name).toBe('Jo Park');
    const sessions = (await later.request('GET', '/api/Session')).json();
    expect(sessions).toHaveLength(2);
  });

  it('works once: a second acceptance answers invitation_used and changes nothing', async ({
    api,
  }) => {
    const holder = await holderOfNewAccount(api);
    const { token } = await invite(api, holder, 'once@example.test');
    expect((await accept(new Browser(api.app), token)).statusCode).toBe(200);

    await refusedWithNothingChanged(
      api,
      () => accept(new Browser(api.app), token),
      410,
      'invitation_used',
    );
    await refusedWithNothingChanged(api, () => lookUp(api, token), 410, 'invitation_used');
  });

  it('expires after its 7 days: invitation_expired, nothing changed', async ({ api }) => {
    const holder = await holderOfNewAccount(api);
    const { token } = await invite(api, holder, 'late@example.test');
    await api.db.kysely
      .updateTable('team_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_sha256', '=', sha256(token))
      .execute();

    await refusedWithNothingChanged(api, () => lookUp(api, token), 410, 'invitation_expired');
    await refusedWithNothingChanged(
      api,
      () => accept(new Browser(api.app), token),
      410,
      'invitation_expired',
    );
    expect((await holder.call('GET', '/api/Team/Users')).json().invitations).toEqual([]);
  });

  it('belongs to its brand: another brand’s webpage is refused, nothing changed', async ({
    api,
  }) => {
    const holder = await holderOfNewAccount(api);
    const { token } = await invite(api, holder, 'brand@example.test');

    // Sakura Box offers no team users at all…
    await refusedWithNothingChanged(
      api,
      () => accept(new Browser(api.app), token, 'sakura-box'),
      403,
      'team_users_not_offered',
    );
    // …and were it to, a Harbour Mail link still names no invitation of Sakura Box.
    const sakura = findBrand('sakura-box')!;
    sakura.includeTeamUsers = true;
    try {
      await refusedWithNothingChanged(
        api,
        () => lookUp(api, token, 'sakura-box'),
        404,
        'invitation_not_found',
      );
      await refusedWithNothingChanged(
        api,
        () => accept(new Browser(api.app), token, 'sakura-box'),
        404,
        'invitation_not_found',
      );
    } finally {
      sakura.includeTeamUsers = false;
    }
    expect((await accept(new Browser(api.app), token)).statusCode).toBe(200);
  });

  it('is refused for a user of the account, the holder included: already_a_user', async ({
    api,
  }) => {
    const holder = await holderOfNewAccount(api);
    const user = await teamUser(api, holder.accountId, 'viewer');
    for (const email of [holder.email, user.email, user.email.toUpperCase()]) {
      await refusedWithNothingChanged(
        api,
        () =>
          holder.call('POST', `/api/Team/Invitations?${HM}`, {
            payload: { email, role: 'admin' },
          }),
        409,
        'already_a_user',
      );
    }
    expect(await outboxFor(api.db, holder.email)).toEqual([]);
  });

  it('is refused while one waits and past 20', async ({ api }) => {
    const holder = await holderOfNewAccount(api);
    await invite(api, holder, 'twice@example.test');
    const inviting = (email: string) => () =>
      holder.call('POST', `/api/Team/Invitations?${HM}`, { payload: { email, role: 'member' } });

    await refusedWithNothingChanged(api, inviting('twice@example.test'), 409, 'invitation_pending');
    for (let n = 0; n < 18; n += 1) await invite(api, holder, `crowd-${n}@example.test`);
    await refusedWithNothingChanged(
      api,
      inviting('one-more@example.test'),
      409,
      'team_limit_reached',
    );
  });

  it('is refused with a weak password or no name, leaving the link working', async ({ api }) => {
    const holder = await holderOfNewAccount(api);
    const { token } = await invite(api, holder, 'weak@example.test');
    const browser = new Browser(api.app);
    const url = `/api/Team/Invitation/Accept?${HM}`;

    const weak = await browser.request('POST', url, {
      invitation: token,
      name: 'Jo',
      password: 'password1',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({ code: 'password_too_weak', field: 'password' });
    const unnamed = await browser.request('POST', url, {
      invitation: token,
      name: '   ',
      password: TEAM_USER_PASSWORD,
    });
    expect(unnamed.json()).toMatchObject({ code: 'invalid_field', field: 'name' });
    expect((await accept(browser, token)).statusCode).toBe(200);
  });

  it('can be cancelled by the account only; its link then answers invitation_used', async ({
    api,
  }) => {
    const holder = await holderOfNewAccount(api);
    const stranger = await holderOfNewAccount(api);
    const { response, token } = await invite(api, holder, 'cancel@example.test');
    const { invitationId } = response.json() as { invitationId: number };

    const foreign = await stranger.call('DELETE', `/api/Team/Invitations/${invitationId}`);
    expect(foreign.statusCode).toBe(404);
    const cancelled = await holder.call('DELETE', `/api/Team/Invitations/${invitationId}`);
    expect(cancelled.statusCode).toBe(204);
    expect((await lookUp(api, token)).json()).toMatchObject({ code: 'invitation_used' });
  });
});
