import type { components } from '@portal/contract/schema';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { TeamRole } from '#auth/sessions.ts';
import { ApiProblem } from '#contract/problem.ts';
import { lockAccount } from '#platform/db/account-row.ts';
import type { AccountUsersTable, Tables, TeamInvitationsTable } from '#platform/db/tables.ts';

/**
 * The people of a shared account and their invitations (decision 105): the rules every team
 * operation keeps, under the account's lock where they count or compare.
 */

/** The most users and pending invitations one account keeps together. */
export const TEAM_LIMIT = 20;
/** An invitation link works this long. */
export const INVITATION_DAYS = 7;

type TeamUser = components['schemas']['TeamUser'];
type TeamInvitation = components['schemas']['TeamInvitation'];
type InvitationRow = Selectable<TeamInvitationsTable>;

export const teamUserView = (row: Selectable<AccountUsersTable>): TeamUser => ({
  userId: row.user_id,
  name: row.name,
  email: row.email,
  role: row.role,
  isHolder: row.is_holder,
  joinedAt: row.joined_at.toISOString(),
});

export const invitationView = (row: InvitationRow): TeamInvitation => ({
  invitationId: row.invitation_id,
  email: row.email,
  role: row.role,
  invitedBy: row.invited_by_name,
  invitedAt: row.invited_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
});

const conflict = (
  code: 'already_a_user' | 'invitation_pending' | 'email_has_login' | 'team_limit_reached',
  detail: string,
) => new ApiProblem(409, code, detail);
const alreadyAUser = (email: string) =>
  conflict('already_a_user', `${email} is already a user of this account.`);
const emailHasLogin = (email: string) =>
  conflict(
    'email_has_login',
    `${email} has become a login of this brand since the invitation was opened; open it again to join with that login.`,
  );

/** The account's users, the holder first and then by name. */
export async function usersOf(db: Kysely<Tables>, accountId: number) {
  return db
    .selectFrom('account_users')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('is_holder', 'desc')
    .orderBy(sql`lower(name)`)
    .orderBy('user_id')
    .execute();
}

/** Invitations not yet accepted, cancelled nor expired, newest first. */
export async function pendingInvitationsOf(db: Kysely<Tables>, accountId: number) {
  return db
    .selectFrom('team_invitations')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('accepted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('invited_at', 'desc')
    .orderBy('invitation_id', 'desc')
    .execute();
}

/** The brand's login for the email (the row holding its credentials), if there is one. */
const loginWithEmail = (db: Kysely<Tables>, webpage: string, email: string) =>
  db
    .selectFrom('account_users')
    .select(['account_id', 'user_id'])
    .where('webpage', '=', webpage)
    .where('email', '=', email)
    .where('login_of', 'is', null)
    .executeTakeFirst();

/** Whether the email is a user of the account already, with its own login or a shared one. */
const isUserOf = async (db: Kysely<Tables>, accountId: number, email: string) =>
  (await db
    .selectFrom('account_users')
    .select('user_id')
    .where('account_id', '=', accountId)
    .where('email', '=', email)
    .executeTakeFirst()) !== undefined;

export interface NewInvitation {
  accountId: number;
  email: string;
  role: TeamRole;
  inviter: { userId: number; name: string };
  tokenSha256: string;
}

/**
 * Records an invitation, refused (409) for an email that is a user of the account already, one
 * with an invitation waiting, or an account at its limit. An email that signs in to the brand
 * already may be invited: it joins with that login.
 */
export async function recordInvitation(
  trx: Transaction<Tables>,
  invitation: NewInvitation,
): Promise<InvitationRow> {
  const { accountId, email, role, inviter, tokenSha256 } = invitation;
  const account = await lockAccount(trx, accountId);
  if (await isUserOf(trx, accountId, email)) throw alreadyAUser(email);
  const pending = await pendingInvitationsOf(trx, accountId);
  if (pending.some((row) => row.email.toLowerCase() === email.toLowerCase())) {
    throw conflict('invitation_pending', `An invitation for ${email} is waiting already.`);
  }
  const users = await usersOf(trx, accountId);
  if (users.length + pending.length >= TEAM_LIMIT) {
    throw conflict(
      'team_limit_reached',
      `This account already has ${TEAM_LIMIT} users and invitations, the most it can have.`,
    );
  }
  return trx
    .insertInto('team_invitations')
    .values({
      account_id: accountId,
      webpage: account.webpage,
      email,
      role,
      token_sha256: tokenSha256,
      invited_by_user_id: inviter.userId,
      invited_by_name: inviter.name,
      expires_at: sql<Date>`now() + make_interval(days => ${INVITATION_DAYS})`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Cancels a pending invitation of the account; undefined when it has none by that id. */
export async function cancelInvitation(
  db: Kysely<Tables>,
  accountId: number,
  invitationId: number,
): Promise<InvitationRow | undefined> {
  return db
    .updateTable('team_invitations')
    .set({ cancelled_at: sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .where('invitation_id', '=', invitationId)
    .where('accepted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The invitation a link's token names, for the brand the link is opened on: 404 for a token
 * nobody issued or another brand's, 410 for one spent (accepted or cancelled) or expired.
 * `forUpdate` locks it, so two acceptances of one link run one after the other.
 */
export async function invitationByToken(
  db: Kysely<Tables>,
  tokenSha256: string,
  webpage: string,
  { forUpdate = false } = {},
): Promise<InvitationRow> {
  let query = db.selectFrom('team_invitations').selectAll().where('token_sha256', '=', tokenSha256);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row || row.webpage !== webpage) {
    throw new ApiProblem(404, 'invitation_not_found', 'This invitation link is not valid.');
  }
  if (row.accepted_at || row.cancelled_at) {
    throw new ApiProblem(410, 'invitation_used', 'This invitation has been used already.');
  }
  if (row.expires_at.getTime() <= Date.now()) {
    throw new ApiProblem(410, 'invitation_expired', 'This invitation has expired.');
  }
  return row;
}

/** Whether the invited email signs in to the invitation's brand already (any account). */
export async function invitedEmailHasLogin(db: Kysely<Tables>, invitation: InvitationRow) {
  return (await loginWithEmail(db, invitation.webpage, invitation.email)) !== undefined;
}

/** Who joins: a new login (name and password hash), or an existing one of the brand. */
export type Joining =
  { name: string; passwordHash: string } | { loginOf: number; email: string; name: string };

/**
 * Makes the invited person a user of the account and spends the invitation (locked by the
 * caller): 409 when the email became a user of the account meanwhile. A new login made while
 * the email became a login of the brand meanwhile (the unique login index refuses it, a racing
 * signup included) answers 409 `email_has_login`, so the page asks for that login's password.
 */
export async function joinAccount(
  trx: Transaction<Tables>,
  invitation: InvitationRow,
  person: Joining,
): Promise<Selectable<AccountUsersTable>> {
  if (await isUserOf(trx, invitation.account_id, invitation.email)) {
    throw alreadyAUser(invitation.email);
  }
  const credentials =
    'loginOf' in person
      ? { login_of: person.loginOf, email: person.email }
      : { password_hash: person.passwordHash, email: invitation.email };
  const user = await trx
    .insertInto('account_users')
    .values({
      account_id: invitation.account_id,
      webpage: invitation.webpage,
      name: person.name,
      role: invitation.role,
      ...credentials,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505') throw emailHasLogin(invitation.email);
      throw error;
    });
  await trx
    .updateTable('team_invitations')
    .set({ accepted_at: sql<Date>`now()` })
    .where('invitation_id', '=', invitation.invitation_id)
    .execute();
  return user;
}

/** A user of the account other than its holder: 404 for none, 409 for the holder. */
export async function nonHolder(db: Kysely<Tables>, accountId: number, userId: number) {
  const user = await db
    .selectFrom('account_users')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new ApiProblem(404, 'not_found', 'The user was not found');
  if (user.is_holder) {
    throw new ApiProblem(
      409,
      'account_holder_fixed',
      "The account holder's role cannot be changed, nor can they be removed.",
    );
  }
  return user;
}

/** Changes a user's role; their next request has it (sessions read it each time). */
export async function changeRole(
  db: Kysely<Tables>,
  accountId: number,
  userId: number,
  role: TeamRole,
) {
  await nonHolder(db, accountId, userId);
  return db
    .updateTable('account_users')
    .set({ role })
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Removes a user (one `nonHolder` found): their sessions, trusted browsers and codes go with their
 * row (the database's cascades), so their next request answers 401; audit lines keep the name they
 * were written with. When the row held the credentials of a login that other accounts share, the
 * oldest of those rows takes them over (the foreign key waits for the end of the transaction), so
 * the person's other accounts and password stay.
 */
export async function removeUser(trx: Transaction<Tables>, userId: number): Promise<void> {
  const removed = await trx
    .deleteFrom('account_users')
    .where('user_id', '=', userId)
    .returning(['password_hash', 'enable_login_guard'])
    .executeTakeFirstOrThrow();
  const [heir, ...others] = await trx
    .selectFrom('account_users')
    .select('user_id')
    .where('login_of', '=', userId)
    .orderBy('joined_at')
    .orderBy('user_id')
    .execute();
  if (!heir) return;
  await trx
    .updateTable('account_users')
    .set({
      login_of: null,
      password_hash: removed.password_hash,
      enable_login_guard: removed.enable_login_guard,
    })
    .where('user_id', '=', heir.user_id)
    .execute();
  if (others.length > 0) {
    await trx
      .updateTable('account_users')
      .set({ login_of: heir.user_id })
      .where(
        'user_id',
        'in',
        others.map((row) => row.user_id),
      )
      .execute();
  }
}
