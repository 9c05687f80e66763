/**
 * What a role lets a user do, and what follows when it changes (issue 39, decision 105): removing a
 * user ends their sessions at once, a downgrade counts from the next request, a viewer reaches no
 * payment nor mail action, and the audit log names who did each thing.
 */
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { sendAs, validRequest } from '../../test/attack/contract-requests.ts';
import { Browser, createMember, PASSWORD } from '../../test/auth-fixtures.ts';
import { addMail, mailMember } from '../../test/mail-fixtures.ts';
import { asMember, markRegistered } from '../../test/member-fixtures.ts';
import { mailRow } from '../../test/staff-fixtures.ts';
import { holderIdOf, teamUser, TEAM_USER_PASSWORD } from '../../test/team-fixtures.ts';
import { sessionCookieFor, type TestApp } from '../../test/test-app.ts';
import { readContract } from '#contract/contract.ts';
import { audit } from '#platform/audit.ts';

const contract = readContract();
const operation = (id: string) => contract.operations.find((candidate) => candidate.id === id)!;

/** A verified, registered account whose holder is signed in: mail actions pass every gate. */
async function account(api: TestApp) {
  const holder = await mailMember(api);
  await markRegistered(api, holder.accountId);
  return holder;
}

const shred = (call: ReturnType<typeof asMember>, mailId: number) =>
  call('POST', '/api/mail/MarkPendingShred', { payload: { mailIds: [mailId] } });

const mailActionsOf = async (api: TestApp, mailId: number) =>
  (await mailRow(api, mailId)).mail_action;

describe('removing a user', () => {
  it('ends their sessions within the request: their next call answers 401', async ({ api }) => {
    const holder = await account(api);
    const sam = await teamUser(api, holder.accountId, 'member', 'Sam Lee');
    const otherBrowser = asMember(
      api,
      await sessionCookieFor(api.db, holder.accountId, sam.userId),
    );
    expect((await sam.call('POST', '/api/account/GetAccount')).statusCode).toBe(200);

    const removed = await holder.call('DELETE', `/api/Team/Users/${sam.userId}`);
    expect(removed.statusCode).toBe(204);
    for (const call of [sam.call, otherBrowser]) {
      const after = await call('POST', '/api/account/GetAccount');
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ code: 'unauthorized' });
    }
    expect((await new Browser(api.app).login(sam.email, TEAM_USER_PASSWORD)).json()).toBeNull();
    const users = (await holder.call('GET', '/api/Team/Users')).json();
    expect(users.users.map((user: { userId: number }) => user.userId)).toEqual([
      await holderIdOf(api, holder.accountId),
    ]);
  });

  it('never removes nor re-roles the holder; an admin may remove themselves', async ({ api }) => {
    const holder = await account(api);
    const admin = await teamUser(api, holder.accountId, 'admin');
    const holderId = await holderIdOf(api, holder.accountId);
    for (const call of [holder.call, admin.call]) {
      const demoted = await call('PUT', `/api/Team/Users/${holderId}`, {
        payload: { role: 'viewer' },
      });
      expect(demoted.json()).toMatchObject({ code: 'account_holder_fixed' });
      const gone = await call('DELETE', `/api/Team/Users/${holderId}`);
      expect(gone.statusCode).toBe(409);
      expect(gone.json()).toMatchObject({ code: 'account_holder_fixed' });
    }
    expect((await admin.call('DELETE', `/api/Team/Users/${admin.userId}`)).statusCode).toBe(204);
    expect((await admin.call('POST', '/api/account/GetAccount')).statusCode).toBe(401);
    expect((await holder.call('POST', '/api/account/GetAccount')).statusCode).toBe(200);
  });
});

describe('a role change', () => {
  it('counts from the next request: a member made viewer can no longer act on mail', async ({
    api,
  }) => {
    const holder = await account(api);
    const sam = await teamUser(api, holder.accountId, 'member');
    const first = await addMail(api, holder.accountId, {}, {});
    const second = await addMail(api, holder.accountId, {}, {});
    expect((await shred(sam.call, first)).statusCode).toBe(200);

    const changed = await holder.call('PUT', `/api/Team/Users/${sam.userId}`, {
      payload: { role: 'viewer' },
    });
    expect(changed.json()).toMatchObject({ userId: sam.userId, role: 'viewer', isHolder: false });

    const refused = await shred(sam.call, second);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'role_forbids' });
    expect(await mailActionsOf(api, second)).toBeNull();
    const forward = await sendAs(
      sam.call,
      operation('createForward'),
      validRequest(contract.document, operation('createForward'), 4),
    );
    expect(forward.json()).toMatchObject({ code: 'role_forbids' });
    expect((await sam.call('GET', '/api/Mail?folder=0')).statusCode).not.toBe(403);
    const you = (await sam.call('POST', '/api/account/GetAccount')).json().you;
    expect(you).toMatchObject({ role: 'viewer', isHolder: false });
  });
});

describe('a viewer', () => {
  it.for([
    'chargeCard',
    'updateCard',
    'removeCard',
    'verifyPaypalPayment',
    'choosePlan',
    'updateAutoTopUp',
    'listReceipts',
    'markMailPendingShred',
    'markMailPendingScan',
    'markMailPendingForward',
    'markMailReturnToSender',
    'recycleMail',
    'rescanMail',
    'moveMailToFolder',
    'emailMail',
    'createForward',
    'addToPendingForward',
    'calculateForward',
    'cancelForwards',
    'inviteTeamUser',
  ])('is refused %s with role_forbids, whatever the path’s spelling', async (id, { api }) => {
    const holder = await account(api);
    const viewer = await teamUser(api, holder.accountId, 'viewer');
    const mailId = await addMail(api, holder.accountId, {}, {});
    const request = validRequest(contract.document, operation(id), 39);
    if (request.body && typeof request.body === 'object' && 'mailIds' in request.body) {
      request.body = { ...request.body, mailIds: [mailId] };
    }
    for (const path of [operation(id).path, operation(id).path.toUpperCase()]) {
      const response = await sendAs(viewer.call, { ...operation(id), path }, request);
      expect(response.statusCode, `${path} ${response.body}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'role_forbids' });
    }
    expect(await mailActionsOf(api, mailId)).toBeNull();
  });
});

describe('the audit log', () => {
  it('names the user who did each thing, the holder included; staff and the service none', async ({
    api,
  }) => {
    const { accountId, email } = await createMember(api.db, { termsAccepted: true });
    await api.db.kysely
      .updateTable('accounts')
      .set({ active_payment: true })
      .where('account_id', '=', accountId)
      .execute();
    const holder = new Browser(api.app);
    await holder.login(email, PASSWORD);
    const sam = await teamUser(api, accountId, 'member', 'Sam Lee');
    const viewer = await teamUser(api, accountId, 'viewer', 'Vi Ewer');

    expect((await holder.request('POST', '/api/Folder?folderName=Tax')).statusCode).toBe(200);
    expect((await sam.call('POST', '/api/Folder?folderName=Bills')).statusCode).toBe(200);
    await holder.request('POST', '/api/Team/Invitations?webpage=harbour-mail', {
      email: 'jo@example.test',
      role: 'viewer',
    });
    await audit(api.db.kysely, accountId, { key: 'audit.photoIdVerified' });
    await holder.request('DELETE', `/api/Team/Users/${sam.userId}`);
    const samLogin = await new Browser(api.app).login(sam.email, TEAM_USER_PASSWORD);
    expect(samLogin.json()).toBeNull();

    const entries = (await viewer.call('GET', '/api/Audit?page=0&pageSize=20')).json() as {
      text: { key: string };
      by: string | null;
    }[];
    const lines = entries.reverse().map(({ text, by }) => [text.key, by]);
    expect(lines).toEqual([
      ['audit.loggedIn', 'Alex Chen'],
      ['audit.folderCreated', 'Alex Chen'],
      ['audit.folderCreated', 'Sam Lee'],
      ['audit.userInvited', 'Alex Chen'],
      ['audit.photoIdVerified', null],
      ['audit.userRemoved', 'Alex Chen'],
    ]);
  });
});

describe('each user’s own security', () => {
  it('keeps passwords and sessions apart: a user’s change leaves the holder’s as it was', async ({
    api,
  }) => {
    const { accountId, email } = await createMember(api.db);
    const holder = new Browser(api.app);
    expect((await holder.login(email, PASSWORD)).statusCode).toBe(200);
    const sam = await teamUser(api, accountId, 'viewer');
    const samBrowser = new Browser(api.app, '198.51.100.20');
    await samBrowser.login(sam.email, TEAM_USER_PASSWORD);

    const sessions = (await samBrowser.request('GET', '/api/Session')).json();
    expect(sessions).toHaveLength(2);
    expect((await samBrowser.request('DELETE', '/api/Session/Others')).statusCode).toBe(204);
    expect((await sam.call('POST', '/api/account/GetAccount')).statusCode).toBe(401);
    expect((await holder.request('GET', '/api/Session')).json()).toHaveLength(1);

    const newPassword = 'amber-quay-compass-88';
    const changed = await samBrowser.request(
      'POST',
      `/api/Account/ChangePassword?${new URLSearchParams({ oldPassword: TEAM_USER_PASSWORD, newPassword })}`,
    );
    expect(changed.statusCode).toBe(204);
    expect((await new Browser(api.app).login(sam.email, newPassword)).json().you.email).toBe(
      sam.email,
    );
    expect((await new Browser(api.app).login(email, PASSWORD)).json().you.isHolder).toBe(true);
    expect((await holder.request('POST', '/api/account/GetAccount')).statusCode).toBe(200);
  });
});
