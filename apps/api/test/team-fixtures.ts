import type { TeamRole } from '../src/auth/sessions.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { linkParameter, outboxFor } from './auth-fixtures.ts';
import { asMember, markRegistered, newMember } from './member-fixtures.ts';
import { sessionCookieFor, type TestApp } from './test-app.ts';

/** The password every fixture user signs in with. */
export const TEAM_USER_PASSWORD = 'violet-harbour-lantern-42';

let users = 0;

/**
 * A user of the account besides its holder (decision 105), as joining by invitation makes one,
 * with a live session and `call` to send requests as them.
 */
export async function teamUser(
  api: TestApp,
  accountId: number,
  role: TeamRole,
  name = `Team User ${(users += 1)}`,
) {
  const email = `team-user-${(users += 1)}@example.test`;
  const { user_id: userId } = await api.db.kysely
    .insertInto('account_users')
    .values({
      account_id: accountId,
      webpage: 'harbour-mail',
      email,
      name,
      role,
      password_hash: await hashPassword(TEAM_USER_PASSWORD),
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  const cookie = await sessionCookieFor(api.db, accountId, userId);
  return { userId, email, name, cookie, call: asMember(api, cookie) };
}

/** The user id of the account's holder. */
export async function holderIdOf(api: TestApp, accountId: number): Promise<number> {
  const { user_id } = await api.db.kysely
    .selectFrom('account_users')
    .select('user_id')
    .where('account_id', '=', accountId)
    .where('is_holder', '=', true)
    .executeTakeFirstOrThrow();
  return user_id;
}

/** A registered Harbour Mail account whose holder (Test Member) is signed in. */
export async function holderOfNewAccount(api: TestApp) {
  const holder = await newMember(api);
  await markRegistered(api, holder.accountId);
  // A billing name, as the Account answer of a login needs one.
  await api.db.kysely
    .updateTable('accounts')
    .set({ account_name: 'Test Member' })
    .where('account_id', '=', holder.accountId)
    .execute();
  return holder;
}

export type Holder = Awaited<ReturnType<typeof holderOfNewAccount>>;

/** Invites `email` as the holder; answers the response and the emailed link's token. */
export async function invite(api: TestApp, holder: Holder, email: string, role = 'member') {
  const response = await holder.call('POST', '/api/Team/Invitations?webpage=harbour-mail', {
    payload: { email, role },
  });
  const [message] = await outboxFor(api.db, email);
  const token = message
    ? linkParameter(message.links as string[], '/JoinAccount', 'invitation')
    : '';
  return { response, message, token };
}
